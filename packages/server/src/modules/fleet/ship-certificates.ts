import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificate } from '../cert/tables.js';

/** Whether any certificate is held for these ships (they block a delete: certificates are records to keep). */
export async function shipHasCertificates(tx: Db, shipIds: readonly string[]): Promise<boolean> {
  if (shipIds.length === 0) return false;
  const [found] = await tx.select({ id: certificate.id }).from(certificate).where(inArray(certificate.ship_id, [...shipIds])).limit(1);
  return !!found;
}
