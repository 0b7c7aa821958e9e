import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { addDays, translate, type DocumentShortfall, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { service } from '../../platform/services.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS } from '../cert/api.js';
import { positionRequirement } from './tables.js';

/**
 * What a seafarer lacks to serve in a rank on a ship type until `until` (the planned sign-off): every
 * mandatory requirement of the rank (for all ship types or this one) needs a document of its type, not
 * void, valid (no expiry, or expiry/extension) until `until` + the requirement's min_validity_days
 * (DOMAIN.md §3.2 "valid for the whole contract").
 */
export async function documentShortfalls(
  tx: Db,
  input: { seafarerId: string; rankId: string; shipType: string; until: string },
): Promise<DocumentShortfall[]> {
  const needs = await tx
    .select({
      cert_type_id: positionRequirement.cert_type_id,
      min_validity_days: sql<number>`max(${positionRequirement.min_validity_days})::int`,
    })
    .from(positionRequirement)
    .where(
      and(
        eq(positionRequirement.position_id, input.rankId),
        eq(positionRequirement.mandatory, true),
        or(isNull(positionRequirement.ship_type), eq(positionRequirement.ship_type, input.shipType)),
      ),
    )
    .groupBy(positionRequirement.cert_type_id);
  if (needs.length === 0) return [];
  // The types' names and order are the certificate area's: read from it, then in its order (heaviest first, then code).
  const types = await service(CERTIFICATE_TYPES).byIds(tx, needs.map((need) => need.cert_type_id));
  const requirements = needs
    .flatMap((need) => {
      const type = types.get(need.cert_type_id);
      return type ? [{ ...need, code: type.code, name_en: type.name_en, name_zh: type.name_zh, weigh: type.weigh }] : [];
    })
    .sort((a, b) => b.weigh - a.weigh || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const documents = await service(SEAFARER_DOCUMENTS).ofSeafarers(tx, [input.seafarerId], 'live');
  const shortfalls: DocumentShortfall[] = [];
  for (const requirement of requirements) {
    const needed = addDays(input.until, requirement.min_validity_days);
    const held = documents.filter((doc) => doc.cert_type_id === requirement.cert_type_id);
    const expiries = held.map((doc) => (doc.expiry_date === null ? null : [doc.expiry_date, doc.extension_until ?? ''].sort().at(-1)!));
    if (expiries.some((expiry) => expiry === null || expiry >= needed)) continue;
    const latest = (expiries as string[]).sort().at(-1) ?? null;
    shortfalls.push({
      cert_type_id: requirement.cert_type_id,
      cert_type_code: requirement.code,
      cert_type_name_en: requirement.name_en,
      cert_type_name_zh: requirement.name_zh,
      kind: held.length ? 'expiring' : 'missing',
      expiry_date: latest,
      needed_until: needed,
    });
  }
  return shortfalls;
}

/** The shortfalls as one sentence in the request's language: "Medical certificate: missing; CoC: expires …". */
export function describeShortfalls(lang: Lang, rank: string, shortfalls: readonly DocumentShortfall[]): string {
  const list = shortfalls
    .map((s) => {
      const type = lang === 'en' ? s.cert_type_name_en : s.cert_type_name_zh;
      return s.kind === 'missing'
        ? translate(lang, 'crew.docMissing', { type })
        : translate(lang, 'crew.docExpiring', { type, expiry: s.expiry_date ?? '', needed: s.needed_until });
    })
    .join(lang === 'en' ? '; ' : '；');
  return translate(lang, 'crew.documentsMissing', { rank, list });
}
