import { createApp, type App } from './app.ts';
import { openDatabase } from './db/client.ts';
import { giftCardCodesOf } from './composition.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { seedDemoGiftCard } from './db/seed/seed-gift-card.ts';
import { loadConfig, type Config } from './env.ts';

/** Stops accepting connections, lets in-flight requests finish, then closes the database (an onClose hook). */
function closeOnSignals(app: App): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** 0.0.0.0 is where we listen, not an address a browser can open. */
const publicUrl = (config: Config, port: number) => `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.SEED_DEMO && (await seedDemo(database.db))) console.info('Seeded the demo tenant 64 (Crust Pizza).');
  // Apart from the tenant's seed: it needs this install's GIFT_CARD_SECRET, and demo data seeded before gift cards gets it too.
  if (config.SEED_DEMO && (await seedDemoGiftCard(database.db, giftCardCodesOf(config)))) console.info('Seeded the demo gift card CRST-GFTC-ARD5-0000 ($50).');

  const app = await createApp({ config, database });
  // main.ts opened the database, so it closes it, after Fastify has drained in-flight requests.
  app.addHook('onClose', async () => database.close());
  closeOnSignals(app);

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Crust is ready on ${publicUrl(config, port)}`);
}

main().catch((error: unknown) => {
  // Start-up failures a person can fix get one clear line, not a stack trace.
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    console.error(`Port ${loadConfig().PORT} is already in use. Set PORT to a free port.`);
  } else if (error instanceof Error && error.message.startsWith('Invalid environment')) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
