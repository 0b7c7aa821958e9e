import { buildApp, seed } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { demoLoginsText, seedDemoData } from './seed-demo.js';

/**
 * `npm run seed:demo`: the demo company on the configured database (DATA_DIR or DATABASE_URL), after the
 * usual migrations and seeds. Idempotent. An embedded database (PGlite) belongs to one process at a time:
 * stop the server first, or start it with DEMO_DATA=1 instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await seed(app);
  const summary = await seedDemoData(app.moduleContext, { log: (line) => process.stdout.write(`  ${line}\n`) });
  const { logins, ...counts } = summary;
  process.stdout.write(`Demo data ready (${database.kind}): ${JSON.stringify(counts)}\n${demoLoginsText(logins)}`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`Demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
