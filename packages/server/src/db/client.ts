import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { reentrantPglite } from './pglite-reentrant.js';

/**
 * The database as every module sees it: the same typed API on PGlite and on a PostgreSQL server. Queries
 * name their tables (each module its own), so the connection knows no schema: the platform does not
 * depend on the areas' tables (db/schema.ts gathers them for drizzle-kit only).
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe when several processes start at once (under `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the deployment runs its own: the start-up work that reads and
   * then writes (the migrations, the seed). On a PostgreSQL server an advisory lock every process takes,
   * held on a connection of its own; PGlite is one process by construction.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));
/** Any fixed number: all processes of one deployment take the same lock while migrating and seeding. */
export const START_UP_LOCK = 740_211;

/**
 * Opens the database named by `databaseUrl`: a PostgreSQL server for postgres:// URLs, an in-memory
 * PGlite for 'memory://', otherwise PGlite with its files in `dataDir/pgdata`.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  const inMemory = url === 'memory://';
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  return pgliteDatabase(new PGlite({ ...(dataDir ? { dataDir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }));
}

/** A PGlite instance as the modules see a database. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client: reentrantPglite(client) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * The data directory of an in-memory PGlite with every migration applied, uncompressed: the tests migrate
 * one database and start each of theirs from this (`loadDataDir`) instead of migrating it again.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await pgliteDatabase(client).migrate();
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    // A request waits this long for a connection (a free one, or a new one to a server that may be down),
    // then answers 503 (errors.ts) rather than hanging while the database is away.
    connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS) || 10_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => {});
      lock.release();
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => exclusively(() => migratePg(db, { migrationsFolder: MIGRATIONS })),
    exclusively,
    close: () => pool.end(),
  };
}

/** A cheap round trip, for /health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
