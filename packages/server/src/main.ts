import { setFlagsFromString } from 'node:v8';
import { buildApp, seed } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoOnFirstStart } from './demo/seed-demo.js';

/**
 * V8 lets the old generation grow to about four times what was live at the last full collection before it
 * collects again: a 100,000-row export (about 70 MB live) took the server from 190 to 400 MB of garbage
 * waiting to be collected. Twice what is live keeps the same export within 40 MB for a few percent more
 * time collecting (docs/import-export.md). A flag given on the command line or in NODE_OPTIONS wins.
 */
if (!/--heap-growing-percent/.test(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`)) setFlagsFromString('--heap-growing-percent=100');

/** Boot: read config, open the database, migrate, seed, listen; close cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await seed(app);
  // DEMO_DATA=1: the demo fleet of DOMAIN.md §6 on a first start (an installation without ships).
  if (process.env.DEMO_DATA === '1' && (await seedDemoOnFirstStart(app.moduleContext, (line) => app.log.info(line)))) app.log.info('demo data seeded');
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'vessel platform ready');

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
