import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { yieldToEventLoop } from './event-loop.js';
import type { ModuleManifest } from './module.js';
import { moduleMigration } from './tables.js';

/** Between two statements of one migration (drizzle-kit's marker): each runs on its own, as PGlite requires. */
export const STATEMENT_BREAK = '--> statement-breakpoint';

/**
 * Runs each module's own migrations that have not run here, modules in dependency order (the list is
 * already ordered), each module's in name order, all in one transaction with their records: a failed
 * migration leaves nothing half done, and the next start tries again from the same place. `progress` is
 * told how many of those to run have run (the module store's progress). Before each statement the event
 * loop gets a turn (`yieldToEventLoop`): on the embedded database the statements run on the server's
 * thread, and without it a long install would read no request and fire no timer until it ended.
 *
 * The platform's baseline (packages/server/migrations, drizzle's journal) runs before this: it holds the
 * platform's tables and those of the areas that existed before areas owned their migrations (0.1.0).
 */
export async function runModuleMigrations(db: Db, modules: readonly ModuleManifest[], progress?: (done: number, total: number) => void): Promise<string[]> {
  const ran: string[] = [];
  await db.transaction(async (tx) => {
    // Several servers may start together on one PostgreSQL: one migrates, the others wait and find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(740222)`);
    const done = new Set((await tx.select().from(moduleMigration)).map((row) => `${row.module}/${row.name}`));
    const pending = modules.flatMap((module) =>
      [...(module.migrations ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .filter((m) => !done.has(`${module.name}/${m.name}`))
        .map((migration) => ({ module: module.name, migration })),
    );
    progress?.(0, pending.length);
    for (const { module, migration } of pending) {
      for (const statement of migration.sql.split(STATEMENT_BREAK)) {
        if (!statement.trim()) continue;
        await yieldToEventLoop();
        await tx.execute(sql.raw(statement));
      }
      await tx.insert(moduleMigration).values({ module, name: migration.name });
      ran.push(`${module}/${migration.name}`);
      progress?.(ran.length, pending.length);
    }
  });
  return ran;
}
