import type { Db } from '../../../db/client.js';
import type { DocumentRow, DocumentVersionRow } from './tables.js';

/**
 * What happens when a version is issued (its effective date reached, by approval or by the daily run):
 * the distribution part hears it to send the new version out and ask the ships to remove the old copy.
 */
export interface VersionIssued {
  tx: Db;
  /** The version as issued (status `issued`). */
  version: DocumentVersionRow;
  /** The document as it now is (current_version_id, next_review_date moved). */
  document: DocumentRow;
  /** The version it superseded, if any (now `superseded`). */
  previous_version_id: string | null;
  /** The company's day of the issue. */
  today: string;
}

type Listener = (event: VersionIssued) => Promise<void>;
const listeners = new Set<Listener>();

/**
 * Registers a listener called inside the transaction that issues a version: if it throws, the issue is
 * rolled back with it. Register once, at start (the set outlives a restarted module).
 */
export function onVersionIssued(listener: Listener): void {
  listeners.add(listener);
}

/** Called by the issue (issue.ts) after the version, its predecessor and the document were written. */
export async function versionIssued(event: VersionIssued): Promise<void> {
  for (const listener of listeners) await listener(event);
}
