import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { addDays, addMonths, addYears, daysBetween, todayIso } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { service } from '../../platform/services.js';
import { CREW_SEAFARERS } from '../crew/api.js';
import { companyRootId, refreshCertificate, regenerateWindows } from './certificate-state.js';
import { certificate, certificateSurvey, certificateType, type CertificateTypeRow } from './tables.js';

/**
 * Demo certificates for `npm run seed:demo` (called by the crew/fleet demo seed with its ships and
 * seafarers): ship and company certificates spread so that the dashboard shows every state — valid,
 * expiring in 20/50/80 days, expired, a survey window open, an endorsement overdue, a superseded one —
 * and documents for each seafarer, a few expiring. Past windows are endorsed unless a case wants them
 * overdue. Idempotent: a holder that has certificates already is left alone.
 */
export interface DemoCertificateInput {
  today?: string;
  ships: ReadonlyArray<{ id: string; dept_id: string }>;
  seafarers: ReadonlyArray<{ id: string; dept_id: string | null; rank_code?: string; nationality?: string | null; documents?: DocumentsHint }>;
}

/**
 * Which documents a demo seafarer gets: all (the base set and every mandatory requirement of the rank),
 * all but the medical, or all with one of them expiring on a given date (to show a refusal at nomination).
 */
export type DocumentsHint = 'complete' | 'missing_medical' | { expiring_code: string; expiry_date: string };

interface Plan {
  code: string;
  /** Days from today to expiry (negative: expired), or null for a certificate without expiry. */
  expiresIn: number | null;
  /** Leave this past window un-endorsed (endorsement overdue). */
  overdueWindow?: boolean;
  /** Leave the window open now un-endorsed (it is open anyway; this only documents the case). */
  openWindow?: boolean;
}

/** A valid certificate's days to expiry, spread over the 5-year cycle by its position in the list. */
const spread = (index: number) => 400 + ((index * 137) % 1300);

/** A certificate is issued at least this many days before today: the demo issues nothing today or later. */
const ISSUED_AGO_MIN = 30;

/**
 * Days to expiry that a certificate of this validity can have when it was issued in the past: a wish
 * beyond the validity (a 5-year spread given to a 6-month sanitation certificate or a 2-year medical)
 * folds back into its later half, so that its issue date, expiry minus validity, lies before today and
 * the holder renewed it in good time (a medical taken before joining lasts the contract). Cases that
 * expire soon or have expired keep their days.
 */
export function believableExpiresIn(today: string, expiresIn: number, validityMonths: number | null | undefined): number {
  if (!validityMonths) return expiresIn;
  const longest = daysBetween(today, addMonths(today, validityMonths)) - ISSUED_AGO_MIN;
  if (expiresIn <= longest) return expiresIn;
  const shortest = Math.floor(longest / 2);
  return shortest + ((expiresIn - shortest) % (longest - shortest));
}

const SHIP_CODES = ['REGISTRY', 'ITC', 'CLASS', 'LL', 'SC', 'SE', 'SR', 'IOPP', 'ISPP', 'IAPP', 'IEE', 'BWM', 'IAFS', 'SMC', 'ISSC', 'MLC', 'MSMD', 'RADIO_LICENCE', 'CSR', 'CLC', 'BUNKER_CLC', 'WRC', 'SSCC', 'LIFERAFT', 'FFE', 'EPIRB'];
const SHORT_LIVED = new Set(['CLC', 'BUNKER_CLC', 'WRC', 'LIFERAFT', 'FFE', 'EPIRB']);

/** The special cases of each demo ship (by its index); every other certificate is plainly valid. */
const SHIP_CASES: ReadonlyArray<Record<string, Partial<Plan>>> = [
  { LIFERAFT: { expiresIn: 20 }, CLC: { expiresIn: -10 }, SMC: { expiresIn: 913, openWindow: true }, LL: { expiresIn: 1340, overdueWindow: true } },
  { FFE: { expiresIn: 50 }, RADIO_LICENCE: { expiresIn: 80 }, ISSC: { expiresIn: 900, openWindow: true } },
  { EPIRB: { expiresIn: 20 }, SSCC: { expiresIn: 50 }, IOPP: { expiresIn: 1345, overdueWindow: true } },
];

type DemoHolder = { holder_type: 'ship' | 'company' | 'seafarer'; ship_id?: string; seafarer_id?: string; dept_id: string; nationality?: string | null };

const SEAFARER_CODES = ['PASSPORT', 'SEAMANS_BOOK', 'SEAFARER_PASSPORT', 'BST', 'PSCRB', 'MEDICAL'];

/** The authorities of the demo crew's countries: passports, medicals, and everything the maritime administration issues. */
const ISSUERS: Record<string, { country: string; place: string; passport: [string, string]; medical: string; maritime: [string, string] }> = {
  CN: { country: 'CN', place: 'Shanghai', passport: ['National Immigration Administration', '中华人民共和国国家移民管理局'], medical: 'Shanghai Seafarers Medical Examination Centre', maritime: ['China MSA', '中华人民共和国海事局'] },
  PH: { country: 'PH', place: 'Manila', passport: ['Department of Foreign Affairs', 'Department of Foreign Affairs, Republic of the Philippines'], medical: 'Manila Doctors Maritime Clinic (DOH accredited)', maritime: ['MARINA', 'Maritime Industry Authority (MARINA)'] },
  IN: { country: 'IN', place: 'Mumbai', passport: ['Ministry of External Affairs', 'Ministry of External Affairs, Government of India'], medical: 'DG Shipping approved doctor, Mumbai', maritime: ['DG Shipping', 'Directorate General of Shipping, Mumbai'] },
};

/**
 * Who issued a seafarer's document: their own country (a Filipino's seaman's book is MARINA's, an Indian's
 * CoC DG Shipping's), the passport its passport office, the medical an approved doctor at home.
 */
export function seafarerDocumentIssuer(nationality: string | null | undefined, code: string): { issued_by: string; issue_place: string; issuing_country: string; issuing_authority: string } {
  const issuer = ISSUERS[nationality ?? ''] ?? ISSUERS.CN!;
  const [by, authority] = code === 'PASSPORT' ? issuer.passport : code === 'MEDICAL' ? [issuer.medical, issuer.medical] : issuer.maritime;
  return { issued_by: by, issue_place: issuer.place, issuing_country: issuer.country, issuing_authority: authority };
}

export async function seedDemoCertificates(db: Db, input: DemoCertificateInput): Promise<{ created: number }> {
  const today = input.today ?? todayIso();
  const types = new Map((await db.select().from(certificateType)).map((type) => [type.code, type]));
  let created = 0;
  await db.transaction(async (tx) => {
    const has = async (condition: ReturnType<typeof eq>) => (await tx.select({ id: certificate.id }).from(certificate).where(condition).limit(1)).length > 0;
    const add = async (holder: DemoHolder, plan: Plan, no: string) => {
      const type = types.get(plan.code);
      if (!type) return null;
      const row = await insertCertificate(tx, type, holder, plan, no, today);
      created += 1;
      return row;
    };
    /**
     * The certificate this one renewed: issued one validity earlier, renewed a few days to weeks before it
     * ran out, superseded by its successor (history the certificate page shows).
     */
    const renewed = async (holder: Parameters<typeof add>[0], current: typeof certificate.$inferSelect | null, no: string) => {
      const type = current && [...types.values()].find((candidate) => candidate.id === current.cert_type_id);
      if (!current?.issue_date || !type?.validity_months) return;
      const old = await add(holder, { code: type.code, expiresIn: daysBetween(today, addDays(current.issue_date, 5 + (created % 20))) }, no);
      if (old) await tx.update(certificate).set({ status: 'superseded', superseded_by_id: current.id }).where(eq(certificate.id, old.id));
    };

    for (const [index, shipRow] of input.ships.entries()) {
      if (await has(eq(certificate.ship_id, shipRow.id))) continue;
      const cases = SHIP_CASES[index % SHIP_CASES.length] ?? {};
      for (const [position, code] of SHIP_CODES.entries()) {
        const valid = SHORT_LIVED.has(code) ? 120 + position * 7 : types.get(code)?.validity_months ? spread(position + index) : null;
        const plan: Plan = { code, expiresIn: valid, ...cases[code] };
        const holder = { holder_type: 'ship' as const, ship_id: shipRow.id, dept_id: shipRow.dept_id };
        const no = `${code}-${index + 1}${String(position).padStart(3, '0')}`;
        const current = await add(holder, plan, no);
        // The yearly ones (P&I certificates, liferaft and fire-fighting servicing) were renewed last year.
        if (SHORT_LIVED.has(code) && (plan.expiresIn ?? 0) > 0) await renewed(holder, current, `${no}-P`);
      }
      // A renewal already done: the old IOPP of the first ship is superseded by its successor.
      if (index === 0 && types.get('IOPP')) {
        const [current] = await tx.select().from(certificate).where(and(eq(certificate.ship_id, shipRow.id), eq(certificate.cert_type_id, types.get('IOPP')!.id)));
        const old = await add({ holder_type: 'ship', ship_id: shipRow.id, dept_id: shipRow.dept_id }, { code: 'IOPP', expiresIn: -400 }, 'IOPP-OLD-0001');
        if (old && current) await tx.update(certificate).set({ status: 'superseded', superseded_by_id: current.id }).where(eq(certificate.id, old.id));
      }
    }

    const root = await companyRootId(tx);
    if (root && !(await has(eq(certificate.holder_type, 'company')))) {
      const company = { holder_type: 'company' as const, dept_id: root };
      await add(company, { code: 'DOC', expiresIn: 1000 }, 'DOC-2024-001');
      await add(company, { code: 'BUSINESS_LICENCE', expiresIn: null }, '91310000MA1FL0001X');
      await add(company, { code: 'ISO9001', expiresIn: 80 }, 'ISO9001-CN-2023-118');
    }

    for (const [index, person] of input.seafarers.entries()) {
      if (await has(eq(certificate.seafarer_id, person.id))) continue;
      const dept = person.dept_id ?? root;
      if (!dept) continue;
      const hint = person.documents ?? 'complete';
      const codes = [...new Set([...SEAFARER_CODES, ...(await requiredCodes(tx, person.id))])].filter((code) => !(hint === 'missing_medical' && code === 'MEDICAL'));
      for (const [position, code] of codes.entries()) {
        // A few documents run out: a medical in 20 days, a passport in 50, a CoC expired; or as the hint says.
        const hinted = typeof hint === 'object' && hint.expiring_code === code ? daysBetween(today, hint.expiry_date) : null;
        const special = hinted ?? ((index === 0 && code === 'MEDICAL' && 20) || (index === 1 && code === 'PASSPORT' && 50) || (index === 2 && code.startsWith('COC') && -5) || null);
        const plan: Plan = { code, expiresIn: special ?? 200 + ((index * 97 + position * 211) % 1400) };
        const holder = { holder_type: 'seafarer' as const, seafarer_id: person.id, dept_id: dept, nationality: person.nationality };
        const no = `${code.slice(0, 3)}${String(100000 + index * 10 + position)}`;
        const current = await add(holder, plan, no);
        // Every third seafarer's medical was renewed at the last examination.
        if (code === 'MEDICAL' && special === null && index % 3 === 0) await renewed(holder, current, `${no}-P`);
      }
    }
  });
  return { created };
}

async function insertCertificate(
  tx: Db,
  type: CertificateTypeRow,
  holder: DemoHolder,
  plan: Plan,
  no: string,
  today: string,
) {
  const expiry = plan.expiresIn === null ? null : addDays(today, believableExpiresIn(today, plan.expiresIn, type.validity_months));
  const issue = expiry && type.validity_months ? addMonths(expiry, -type.validity_months) : addYears(today, -3);
  const [row] = await tx
    .insert(certificate)
    .values({
      holder_type: holder.holder_type,
      ship_id: holder.ship_id ?? null,
      seafarer_id: holder.seafarer_id ?? null,
      dept_id: holder.dept_id,
      cert_type_id: type.id,
      doc_category: type.doc_category,
      cert_no: no,
      ...(holder.holder_type === 'seafarer'
        ? seafarerDocumentIssuer(holder.nationality, type.code)
        : { issued_by: type.category === 'class' ? 'China Classification Society' : 'Panama Maritime Authority (RO: CCS)', issue_place: 'Shanghai', issuing_country: '', issuing_authority: '' }),
      issue_date: issue,
      expiry_date: expiry,
      stcw_reg: type.stcw_reg,
    })
    .returning();
  await regenerateWindows(tx, row!, type);
  // Past windows were endorsed on their anniversary, except a case that wants one overdue.
  const past = await tx
    .select()
    .from(certificateSurvey)
    .where(and(eq(certificateSurvey.certificate_id, row!.id), lt(certificateSurvey.window_end, today), isNull(certificateSurvey.done_date)));
  const keepOverdue = plan.overdueWindow ? past.filter((survey) => survey.kind !== 'renewal').slice(-1).map((survey) => survey.id) : [];
  const endorse = past.filter((survey) => !keepOverdue.includes(survey.id));
  for (const survey of endorse) {
    await tx.update(certificateSurvey).set({ done_date: survey.anniversary_date, result: 'endorsed', place: 'Shanghai', surveyor: 'CCS Shanghai' }).where(eq(certificateSurvey.id, survey.id));
  }
  if (endorse.length) {
    const last = endorse.map((survey) => survey.anniversary_date).sort().at(-1)!;
    await tx.update(certificate).set({ last_endorsement_date: last }).where(eq(certificate.id, row!.id));
  }
  await refreshCertificate(tx, row!.id, today);
  return row!;
}

/** The certificate types the seafarer's rank must hold (its mandatory requirements, whatever the ship type). */
async function requiredCodes(tx: Db, seafarerId: string): Promise<string[]> {
  const typeIds = await service(CREW_SEAFARERS).mandatoryDocumentTypes(tx, seafarerId);
  if (typeIds.length === 0) return [];
  const codes = new Map((await tx.select({ id: certificateType.id, code: certificateType.code }).from(certificateType).where(inArray(certificateType.id, typeIds))).map((row) => [row.id, row.code]));
  return typeIds.flatMap((id) => codes.get(id) ?? []);
}
