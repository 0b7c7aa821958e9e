import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificateSurvey } from './tables.js';

/** Each certificate's earliest survey window not done: annual/intermediate first, the renewal window when none is left. */
export async function nextWindows(db: Db, certificateIds: string[]) {
  const out = new Map<string, { id: string; kind: string; window_start: string; window_end: string; state: string }>();
  if (certificateIds.length === 0) return out;
  const rows = await db
    .select({ id: certificateSurvey.id, certificate_id: certificateSurvey.certificate_id, kind: certificateSurvey.kind, window_start: certificateSurvey.window_start, window_end: certificateSurvey.window_end, state: certificateSurvey.state })
    .from(certificateSurvey)
    .where(and(inArray(certificateSurvey.certificate_id, certificateIds), isNull(certificateSurvey.done_date)))
    .orderBy(asc(certificateSurvey.window_start));
  for (const pass of ['others', 'renewal'] as const) {
    for (const row of rows) {
      if (out.has(row.certificate_id) || (pass === 'others') === (row.kind === 'renewal')) continue;
      out.set(row.certificate_id, { id: row.id, kind: row.kind, window_start: row.window_start, window_end: row.window_end, state: row.state });
    }
  }
  return out;
}
