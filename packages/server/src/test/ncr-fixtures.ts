import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loadAccess, type AdminAccess } from '../platform/authorization.js';
import { admin } from '../platform/identity/tables.js';
import type { RaiseNcr } from '../platform/ncr-pipeline.js';
import type { TestApp } from './helpers.js';

/** The access of an administrator by user name, as a source area holds it when it raises an NCR. */
export async function accessOf(t: TestApp, username = 'admin'): Promise<AdminAccess> {
  const [row] = await t.database.db.select().from(admin).where(eq(admin.username, username));
  if (!row) throw new Error(`no administrator ${username}`);
  return loadAccess(t.database.db as Db, row);
}

/** A PSC deficiency as the supervision area would raise it. */
export function pscFinding(ship: { id: string; dept_id: string }, raisedBy: AdminAccess, values: Partial<RaiseNcr> = {}): RaiseNcr {
  return {
    sourceType: 'psc',
    sourceId: '5b0f1c1e-7a43-4d0e-9a51-1f2b3c4d5e6f',
    sourceItemId: null,
    shipId: ship.id,
    deptId: ship.dept_id,
    grade: 'minor',
    clauseRef: '07113',
    title: 'Fire doors: self-closing device inoperative (engine room entrance)',
    description: 'The A-60 fire door at the engine-room entrance, deck 2, does not close by itself.',
    raisedBy,
    ...values,
  };
}
