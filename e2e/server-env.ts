/**
 * The environment of a journey's server beside its port and data directory: the demo server the
 * config starts, and a new tenant's server that new-tenant.spec.ts starts itself (issue 19).
 */
export function journeyServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    GUEST_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // The journeys' card orders all come from 127.0.0.1, some several from one diner (the caps have server tests).
    UNPAID_ORDERS_PER_OWNER: '100000',
    UNPAID_ORDERS_PER_IP: '100000',
    // Issue 21: the production server refuses to start without the key its gift-card codes are hashed with.
    GIFT_CARD_SECRET: 'e2e-gift-card-secret-of-at-least-32-characters',
    // The real SMTP server e2e/run.mjs starts; the journeys read codes from its mailbox.
    ...(process.env.E2E_SMTP_URL && { SMTP_URL: process.env.E2E_SMTP_URL, MAIL_FROM: 'Crust Pizza <no-reply@crust.test>' }),
  };
}
