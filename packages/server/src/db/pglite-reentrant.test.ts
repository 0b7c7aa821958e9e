import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgliteDatabase, type Db } from './client.js';

/** Fails instead of hanging: a deadlock on PGlite's one connection never ends by itself. */
function within<T>(promise: Promise<T>, ms = 5_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

const names = async (db: Db) => ((await db.execute(sql`select name from harbour order by name`)).rows as Array<{ name: string }>).map((row) => row.name);

describe('PGlite: the outer database used inside a transaction', () => {
  let client: PGlite;
  let db: Db;

  beforeAll(async () => {
    client = new PGlite();
    db = pgliteDatabase(client).db;
    await db.execute(sql`create table harbour (name text primary key)`);
  });
  beforeEach(async () => {
    await db.execute(sql`delete from harbour`);
  });
  afterAll(() => client.close());

  it('answers a query made through the outer database inside the transaction, from the transaction', async () => {
    const seen = await within(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into harbour values ('Qingdao')`);
        return names(db);
      }),
    );
    expect(seen).toEqual(['Qingdao']);
    expect(await names(db)).toEqual(['Qingdao']);
  });

  it('rolls the outer-database writes back with the transaction they were made in', async () => {
    await expect(
      within(
        db.transaction(async (tx) => {
          await db.execute(sql`insert into harbour values ('Ningbo')`);
          await tx.execute(sql`insert into harbour values ('Dalian')`);
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(await names(db)).toEqual([]);
  });

  it('makes an outer transaction begun inside one a savepoint: its failure undoes only its own writes', async () => {
    await within(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into harbour values ('Xiamen')`);
        await expect(
          db.transaction(async (inner) => {
            await inner.execute(sql`insert into harbour values ('Tianjin')`);
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
        await db.transaction(async (inner) => inner.execute(sql`insert into harbour values ('Shanghai')`));
      }),
    );
    expect(await names(db)).toEqual(['Shanghai', 'Xiamen']);
  });

  it('keeps other work waiting for the transaction to end: it never sees uncommitted rows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const order: string[] = [];
    const writer = db.transaction(async (tx) => {
      await tx.execute(sql`insert into harbour values ('Guangzhou')`);
      inserted();
      await held;
      order.push('commit');
    });
    await insertedYet;
    // Another request: begun outside the transaction's work, it waits for the commit.
    const reader = names(db).then((seen) => {
      order.push('read');
      return seen;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const [seen] = await within(Promise.all([reader, writer]));
    expect(order).toEqual(['commit', 'read']);
    expect(seen).toEqual(['Guangzhou']);
  });

  it('sends work still running after the commit back to the outer connection', async () => {
    let later!: Promise<string[]>;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into harbour values ('Yantai')`);
      // Detached: it outlives the transaction it was started in.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => names(db));
    });
    expect(await within(later)).toEqual(['Yantai']);
  });

  it('gives the event loop a turn before each query and transaction begun outside a transaction', async () => {
    // PGlite answers on this thread as resolved promises: without the turns, a callback queued as the
    // chain begins would run only after all of it.
    let queries = 0;
    let seenAt: number | null = null;
    setImmediate(() => (seenAt = queries));
    for (let i = 0; i < 20; i += 1) {
      if (i % 2) await db.transaction(async (tx) => tx.execute(sql`select 1`));
      else await db.execute(sql`select 1`);
      queries += 1;
    }
    expect(seenAt).not.toBeNull();
    expect(seenAt!).toBeLessThan(20);
  });
});
