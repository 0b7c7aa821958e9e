import type { Db } from '../../db/client.js';
import { service } from '../../platform/services.js';
import { SEAFARER_DOCUMENTS, type SeafarerDocument } from '../cert/api.js';

/**
 * The documents seafarers hold, as the crew judges them against their periods on board: read from the
 * certificate area (which owns them) in one query for all the seafarers a page or a run concerns.
 */
export class DocumentsHeld {
  private constructor(private readonly bySeafarer: Map<string, SeafarerDocument[]>) {}

  /** The live documents (not superseded, suspended or withdrawn) of these seafarers. */
  static async of(db: Db, seafarerIds: readonly string[]): Promise<DocumentsHeld> {
    const bySeafarer = new Map<string, SeafarerDocument[]>();
    for (const doc of await service(SEAFARER_DOCUMENTS).ofSeafarers(db, seafarerIds, 'live')) bySeafarer.set(doc.seafarer_id, [...(bySeafarer.get(doc.seafarer_id) ?? []), doc]);
    return new DocumentsHeld(bySeafarer);
  }

  /** The seafarer's live documents that expire (those without expiry left out). */
  expiring(seafarerId: string): SeafarerDocument[] {
    return (this.bySeafarer.get(seafarerId) ?? []).filter((doc) => doc.expiry_date !== null);
  }

  /** Whether another live document of the same seafarer and type is still valid on `day` (it renews `doc`). */
  renewedBy(doc: SeafarerDocument, day: string): boolean {
    return (this.bySeafarer.get(doc.seafarer_id) ?? []).some((other) => other.id !== doc.id && other.cert_type_id === doc.cert_type_id && (other.expiry_date === null || validUntil(other)! >= day));
  }
}

/** A document's last valid day: its expiry or its extension, the later (as PostgreSQL's greatest(), which passes over a null). */
export function validUntil(doc: Pick<SeafarerDocument, 'expiry_date' | 'extension_until'>): string | null {
  if (doc.expiry_date === null) return doc.extension_until;
  return doc.extension_until !== null && doc.extension_until > doc.expiry_date ? doc.extension_until : doc.expiry_date;
}
