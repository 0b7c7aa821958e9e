import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { addDays, translate, type DocumentShortfall, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { certType, certificate } from '../cert/tables.js';
import { positionCertRequirement } from './tables.js';

/** Documents that no longer count, whatever their dates say. */
const VOID_STATUSES = ['superseded', 'suspended', 'withdrawn'] as const;

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
  const requirements = await tx
    .select({
      cert_type_id: positionCertRequirement.cert_type_id,
      code: certType.code,
      name_en: certType.name_en,
      name_zh: certType.name_zh,
      min_validity_days: sql<number>`max(${positionCertRequirement.min_validity_days})::int`,
    })
    .from(positionCertRequirement)
    .innerJoin(certType, eq(certType.id, positionCertRequirement.cert_type_id))
    .where(
      and(
        eq(positionCertRequirement.position_id, input.rankId),
        eq(positionCertRequirement.mandatory, true),
        or(isNull(positionCertRequirement.ship_type), eq(positionCertRequirement.ship_type, input.shipType)),
      ),
    )
    .groupBy(positionCertRequirement.cert_type_id, certType.code, certType.name_en, certType.name_zh, certType.sort)
    .orderBy(certType.sort, certType.code);
  if (requirements.length === 0) return [];
  const documents = await tx
    .select({ cert_type_id: certificate.cert_type_id, expiry_date: certificate.expiry_date, extension_until: certificate.extension_until })
    .from(certificate)
    .where(and(eq(certificate.holder_type, 'seafarer'), eq(certificate.seafarer_id, input.seafarerId), notInArray(certificate.status, [...VOID_STATUSES])));
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
