import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyRootId } from './certificate-state.js';
import { certificate, certificateSurvey } from './tables.js';

/**
 * A seafarer's documents follow the seafarer's data scope: the crew calls this (through the
 * SEAFARER_DOCUMENTS service) whenever it moves a seafarer to another department (a new assignment's
 * ship), inside the same transaction, naming the new department (null: none, the company root).
 */
export async function syncSeafarerDocuments(tx: Db, seafarerId: string, deptId: string | null): Promise<void> {
  const dept = deptId ?? (await companyRootId(tx));
  if (!dept) return;
  const moved = await tx
    .update(certificate)
    .set({ dept_id: dept })
    .where(and(eq(certificate.seafarer_id, seafarerId), eq(certificate.holder_type, 'seafarer')))
    .returning({ id: certificate.id });
  for (const { id } of moved) await tx.update(certificateSurvey).set({ dept_id: dept }).where(eq(certificateSurvey.certificate_id, id));
}
