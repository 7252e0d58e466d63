import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { adminCredentialsBox } from './lib/console-box.js';
import { SHUTDOWN_TIMEOUT_MS, shutDownGracefully } from './lib/shutdown.js';
import { bootstrapAccounts } from './modules/users/admin-accounts.js';
import { seedDemoShop } from './seed/seed-demo.js';

/** Reads config, opens and migrates the database, seeds an empty shop, listens; stops cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      app
        ? app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection')
        : console.warn(error.message),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!app) {
      await database.close();
      process.exit(0);
    }
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    const finished = await shutDownGracefully(app, database);
    if (!finished) app.log.warn(`requests still running after ${SHUTDOWN_TIMEOUT_MS} ms were cut off`);
    process.exit(finished ? 0 : 1);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    // Servers started together on one PostgreSQL take turns: migrations and the first seed happen once.
    const { shop, generatedAdmin } = await database.duringStartup(async () => {
      await database.migrate();
      const shop = await buildApp({ config, database, prettyLogs: Boolean(process.stdout.isTTY) });
      app = shop;
      const demoSeeded = config.seedDemo && (await seedDemoShop(database.db));
      if (demoSeeded) shop.log.info('Seeded the demo shop');
      const { generatedAdmin } = await bootstrapAccounts({
        auth: shop.auth,
        db: database.db,
        config,
        log: shop.log,
        demoSeeded,
      });
      return { shop, generatedAdmin };
    });
    await shop.listen({ port: config.port, host: config.host });
    shop.log.info(`Plantopia is running on ${config.publicUrl} (database: ${database.kind})`);
    if (config.sandboxCard) {
      // Never silent: the test card takes no money, so the operator is told every start it is on.
      shop.log.warn(
        'The sandbox test card is offered at checkout (card 4242… marks an order paid with no money taken). ' +
          'Configure bKash, SSLCommerz or Stripe, or set SANDBOX_CARD=false, before taking real orders.',
      );
    }
    if (generatedAdmin) {
      // Once, for the operator, apart from the log lines (stderr, so stdout stays JSON for log tools).
      const box = adminCredentialsBox({ ...generatedAdmin, signInUrl: `${config.publicUrl}/login` });
      process.stderr.write(`\n${box}\n\n`);
    }
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  // Known start-up problems get one clear line; anything else keeps its stack for the operator.
  if (error instanceof ConfigError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
