import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admin } from '../../platform/identity/tables.js';

/**
 * The demo's designated person ashore: without one every `dpa` step of the seeded flows waits for a
 * super administrator. Marks the named administrator (the demo's QHSE manager) unless the installation
 * already has an enabled DPA, so running it again, or on a company's own data, changes nothing.
 */
export async function seedDemoApprovals(db: Db, options: { dpaUsername?: string } = {}): Promise<{ dpa: string | null }> {
  const [existing] = await db.select({ id: admin.id }).from(admin).where(and(eq(admin.is_dpa, true), eq(admin.status, 'enable'))).limit(1);
  if (existing) return { dpa: existing.id };
  const [marked] = await db
    .update(admin)
    .set({ is_dpa: true })
    .where(and(eq(admin.username, options.dpaUsername ?? 'dpa_zhou'), eq(admin.status, 'enable')))
    .returning({ id: admin.id });
  return { dpa: marked?.id ?? null };
}
