/**
 * The process: read configuration, open the database, prepare data, listen, and shut down
 * gracefully on SIGTERM/SIGINT (in-flight requests finish first).
 */
import { buildApp } from './app.ts';
import { startSweeper } from './jobs/scheduler.ts';
import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig, type Config } from './config.ts';
import { AdminSetupError, bootstrapData } from './db/bootstrap.ts';
import { DatabaseOpenError, openDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { renderDemoImagesInChild, runDemoImagesChild } from './db/seed/images-child.ts';
import { carryOverPglite } from './db/pglite-carry-over.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';

function fail(message: string): never {
  console.error(`\n[gayaku] Gagal memulai: ${message}\n`);
  process.exit(1);
}

/** DATABASE_URL's server, or the embedded one (an old PGlite DATA_DIR is carried over into it on first start). */
async function openShopDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, driver: 'postgres', poolSize: config.databasePoolSize });
  const log = (msg: string) => console.log(`[gayaku] ${msg}`);
  let server;
  try {
    server = await startEmbeddedPostgres(config.dataDir, log, [], config.databasePoolSize);
  } catch (err) {
    throw new DatabaseOpenError(`Tidak dapat menyalakan PostgreSQL bawaan: ${(err as Error).message}`, { cause: err });
  }
  const database = await openDatabase({ url: server.url, driver: 'embedded', afterClose: server.stop, poolSize: config.databasePoolSize });
  try {
    await carryOverPglite({ dataDir: config.dataDir, url: server.url, log });
  } catch (err) {
    await database.close();
    throw new DatabaseOpenError(`Data PGlite lama tidak dapat dipindahkan: ${(err as Error).message}`, { cause: err });
  }
  return database;
}

async function main(): Promise<void> {
  if (await runDemoImagesChild(process.argv)) return; // started by the server to draw the demo images
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openShopDatabase(config);
  const app = await buildApp({ config, database });
  await bootstrapData(database.db, config, (msg) => app.log.info(msg), renderDemoImagesInChild);

  let stopSweeper: () => Promise<void> = async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await stopSweeper();
    await app.close().catch((err: unknown) => app.log.error({ err }, 'error while closing'));
    await database.close().catch(() => {});
    unlock();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!config.smtpUrl && config.env === 'production') {
    app.log.warn('SMTP_URL tidak diatur: email tidak dikirim dan menunggu di outbox sampai SMTP_URL diatur');
  }
  await app.listen({ port: config.port, host: config.host });
  stopSweeper = startSweeper(app); // order sweep (reconcile payments, expire, complete) and unused banners
  const shown = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\n  Gayaku berjalan di http://${shown}:${config.port}  (database: ${database.driver})`);
  if (config.adminPassword === DEV_ADMIN_PASSWORD) {
    console.log(`  Admin demo: ${config.adminEmail} / ${DEV_ADMIN_PASSWORD}\n`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError || err instanceof DatabaseOpenError || err instanceof AdminSetupError) fail(err.message);
  console.error(err);
  process.exit(1);
});
