import { generateSecret, generateURI, verify } from 'otplib';

// TOTP two-factor sign-in for staff (issue 10), with the settings every authenticator app reads
// (SHA-1, 6 digits, 30 s): otplib's defaults.

/** A code of the step before or after is accepted too: phone clocks drift and people type slowly. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (issuer: string, label: string, secret: string) => generateURI({ issuer, label, secret });

/**
 * The time step `code` belongs to when it is right for `secret` at `at` and later than `afterStep`
 * (a code already accepted is refused); null otherwise.
 */
export async function totpStep(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
