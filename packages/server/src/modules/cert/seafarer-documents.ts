import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { seafarer } from '../crew/tables.js';
import { companyRootId } from './certificate-state.js';
import { certificate, certificateSurvey } from './tables.js';

/**
 * A seafarer's documents follow the seafarer's data scope: the crew module calls this whenever it moves
 * a seafarer to another department (a new assignment's ship), inside the same transaction.
 */
export async function syncSeafarerDocuments(tx: Db, seafarerId: string): Promise<void> {
  const [row] = await tx.select({ dept_id: seafarer.dept_id }).from(seafarer).where(eq(seafarer.id, seafarerId));
  if (!row) return;
  const dept = row.dept_id ?? (await companyRootId(tx));
  if (!dept) return;
  const moved = await tx
    .update(certificate)
    .set({ dept_id: dept })
    .where(and(eq(certificate.seafarer_id, seafarerId), eq(certificate.holder_type, 'seafarer')))
    .returning({ id: certificate.id });
  for (const { id } of moved) await tx.update(certificateSurvey).set({ dept_id: dept }).where(eq(certificateSurvey.certificate_id, id));
}
