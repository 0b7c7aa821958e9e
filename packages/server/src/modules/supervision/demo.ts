import { eq, inArray } from 'drizzle-orm';
import { addDays, addMonths, daysBetween, deficiencyGroupOf, hasPscCodes, rectifyByOf } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { loadAccess, type AdminAccess } from '../../platform/authorization.js';
import { admin } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { CHECKLISTS } from '../../platform/checklists.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { NUMBERING } from '../../platform/numbering.js';
import { optionalService, service } from '../../platform/services.js';
import type { VisitAnswer } from '@vessel/contract';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { raiseItemNcr } from './ncr.js';
import { commentDueOf, refreshInspection } from './rules.js';
import { inspection, inspectionItem, visit, visitFinding, type InspectionRow } from './tables.js';

/** A deficiency as a PSC officer writes it on Form B: code, words, convention, usual action. */
interface Deficiency {
  code: string;
  text: string;
  ref: string;
  actions: readonly string[];
  ism?: boolean;
}

/** Codes of the common MoU list as the demo's inspectors use them (illustrative, THETIS-like). */
const DEFICIENCIES: readonly Deficiency[] = [
  { code: '07113', text: 'Fire doors/openings in fire-resisting divisions: engine room fire door self-closing device inoperative', ref: 'SOLAS II-2/9', actions: ['17', '16'] },
  { code: '07105', text: 'Fire detection and alarm system: smoke detector in paint store defective', ref: 'SOLAS II-2/7', actions: ['17', '16'] },
  { code: '07109', text: 'Fixed fire extinguishing installation: CO2 release alarm not audible in purifier room', ref: 'SOLAS II-2/10', actions: ['17'] },
  { code: '07120', text: 'Fire dampers: galley exhaust damper seized in open position', ref: 'SOLAS II-2/9.7', actions: ['16', '17'] },
  { code: '11101', text: 'Lifeboats: port lifeboat engine failed to start on second attempt', ref: 'SOLAS III/20', actions: ['16', '17'] },
  { code: '11117', text: 'Lifejackets: retro-reflective tape worn on four lifejackets', ref: 'SOLAS III/7', actions: ['16'] },
  { code: '11112', text: 'Liferafts: hydrostatic release unit expired', ref: 'SOLAS III/20.8', actions: ['17'] },
  { code: '04110', text: 'Emergency fire pump: pump unable to provide required pressure at the hydrants', ref: 'SOLAS II-2/10.2', actions: ['17'] },
  { code: '10111', text: 'Charts: chart of the port approach not corrected to the latest notice to mariners', ref: 'SOLAS V/27', actions: ['17', '16'] },
  { code: '10127', text: 'Voyage data recorder: annual performance test certificate not on board', ref: 'SOLAS V/18.8', actions: ['18', '16'] },
  { code: '13101', text: 'Propulsion main engine: fuel oil leakage at No. 3 unit high-pressure pipe', ref: 'SOLAS II-1/26', actions: ['17'] },
  { code: '14104', text: 'Oil filtering equipment: 15 ppm alarm not stopping overboard discharge', ref: 'MARPOL I/14', actions: ['17'] },
  { code: '09232', text: 'Cleanliness of engine room: oily bilge in way of main engine', ref: 'ILLC / SOLAS II-2/4', actions: ['10', '16'] },
  { code: '03108', text: 'Ventilators, air pipes, casings: air pipe closing device on forecastle wasted', ref: 'ILLC 66/20', actions: ['16', '18'] },
  { code: '05110', text: 'GMDSS: reserve source of energy not tested as required', ref: 'SOLAS IV/13', actions: ['16'] },
  { code: '18203', text: 'Sanitary facilities: crew toilet ventilation defective', ref: 'MLC 2006 Reg. 3.1', actions: ['18'] },
  { code: '15150', text: 'ISM: maintenance of the ship and equipment not effective (see deficiencies 07113, 11101)', ref: 'ISM Code 10', actions: ['18'], ism: true },
  { code: '15109', text: 'ISM: emergency preparedness, crew unfamiliar with emergency steering procedure', ref: 'ISM Code 8', actions: ['18'], ism: true },
];

/** SIRE 2.0 questions the demo's vetting inspectors raise observations under, with their element. */
const SIRE_QUESTIONS: ReadonlyArray<{ code: string; text: string; element: 'human' | 'process' | 'hardware' }> = [
  { code: '2.1.1', text: 'Master unable to demonstrate familiarity with the company SMS change-management procedure', element: 'human' },
  { code: '4.1.2', text: 'Passage plan did not identify no-go areas on the ECDIS route for the pilotage', element: 'process' },
  { code: '5.7.1', text: 'Enclosed space entry permit lacked the gas readings of the second entry', element: 'process' },
  { code: '8.1.4', text: 'Cargo manifold pressure gauge out of calibration date', element: 'hardware' },
  { code: '10.2.3', text: 'Emergency towing arrangement pick-up line partly obstructed', element: 'hardware' },
  { code: '12.1.1', text: 'Duty engineer could not explain the fuel changeover procedure for the ECA', element: 'human' },
];

interface Port {
  name: string;
  mou: string;
  authority: string;
}

const PSC_PORTS: readonly Port[] = [
  { name: 'Rotterdam', mou: 'paris', authority: 'Netherlands Inspectorate (ILT)' },
  { name: 'Antwerp', mou: 'paris', authority: 'Belgian Federal Maritime Inspectorate' },
  { name: 'Hamburg', mou: 'paris', authority: 'BG Verkehr Ship Safety Division' },
  { name: 'Qingdao', mou: 'tokyo', authority: '青岛海事局 Qingdao MSA' },
  { name: 'Busan', mou: 'tokyo', authority: 'Busan Regional Office of Oceans and Fisheries' },
  { name: 'Newcastle (NSW)', mou: 'tokyo', authority: 'Australian Maritime Safety Authority' },
  { name: 'Yokohama', mou: 'tokyo', authority: 'Kanto District Transport Bureau' },
  { name: 'Houston', mou: 'uscg', authority: 'USCG Sector Houston-Galveston' },
  { name: 'Mumbai', mou: 'indian_ocean', authority: 'Directorate General of Shipping, Mumbai' },
];

const INSPECTORS = ['J. de Vries', 'M. Peeters', 'K. Schneider', '王建国', 'Kim Min-jun', 'S. Taylor', 'T. Suzuki', 'LT R. Alvarez', 'A. Deshmukh'];

/** A small deterministic generator: the same demo on every installation, no Math.random. */
function generator(seed: number): (min: number, max: number) => number {
  let state = (seed * 2_654_435_761) % 4_294_967_296 || 1;
  return (min, max) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return min + (state / 2_147_483_648) * (max - min);
  };
}

export interface DemoInspectionsInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `supt_liu`, `superintendent`...): the visits' superintendents and the NCRs' raiser. */
  staff: ReadonlyMap<string, string>;
}

/**
 * A year of supervision for the demo fleet (`npm run seed:demo`): two PSC inspections per ship at the
 * ports of its trade (Paris and Tokyo MoU, the USCG, Indian Ocean), a flag inspection, a class annual
 * survey, SIRE 2.0 (and CDI for the chemical tanker) for the tankers, ONE detention (a fire-safety
 * detention at Rotterdam, released four days later), deficiencies with their codes and action codes, the
 * older ones rectified, some raised as NCRs through the pipeline (when the NCR area runs), and two
 * superintendent visits a year per ship with their findings. Idempotent: a ship that has inspections is
 * left alone.
 */
export async function seedDemoInspections(context: ModuleContext, input: DemoInspectionsInput): Promise<{ inspections: number; items: number; visits: number; ncrs: number }> {
  const { db } = context;
  const totals = { inspections: 0, items: 0, visits: 0, ncrs: 0 };
  const ids = input.ships.map((ship) => ship.id);
  if (ids.length === 0) return totals;
  const done = new Set((await db.selectDistinct({ ship_id: inspection.ship_id }).from(inspection).where(inArray(inspection.ship_id, ids))).map((row) => row.ship_id));
  const ships = await service(SHIP_DIRECTORY).byIds(db, ids);
  const raiser = await raiserOf(db, input.staff);
  const pipeline = context.registry.has('ncr') ? optionalService(NCR_PIPELINE) : undefined;
  const superintendents = ['tech_li', 'tech_gao', 'marine_wang', 'supt_liu', 'supt_he', 'superintendent'].map((name) => input.staff.get(name)).filter((id): id is string => !!id);
  // The settings' superintendent checklist: a past visit answered it (all but one item satisfactory).
  const [template] = (await optionalService(CHECKLISTS)?.active(db, 'superintendent')) ?? [];
  const checklistItems = template?.sections.flatMap((section) => section.items) ?? [];
  // The one detention of the year: the general cargo ship if the fleet has one, else the last ship.
  const detainedShip = input.ships.find((ship) => ships.get(ship.id)?.ship_type === 'general_cargo') ?? input.ships[input.ships.length - 1]!;

  for (const [index, demoShip] of input.ships.entries()) {
    if (done.has(demoShip.id)) continue;
    const shipType = ships.get(demoShip.id)?.ship_type ?? '';
    const random = generator(index + 31);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random(0, items.length))]!;
    const tanker = /tanker|lpg|lng|gas/.test(shipType);
    const ship = { id: demoShip.id, dept_id: demoShip.dept_id };

    await db.transaction(async (tx) => {
      const number = (bizType: string, date: string) =>
        optionalService(NUMBERING)?.next(tx, { bizType, shipId: ship.id, date }) ?? Promise.resolve(`${bizType === 'visit' ? 'SV' : 'INS'}-${demoShip.name_en.slice(0, 3)}-${date.slice(0, 4)}-${String(totals.inspections + totals.visits + 1).padStart(4, '0')}`);

      const addInspection = async (values: Partial<InspectionRow> & { kind: string; inspected_on: string }, items: Array<Record<string, unknown>>) => {
        const [head] = await tx
          .insert(inspection)
          .values({
            ship_id: ship.id,
            dept_id: ship.dept_id,
            inspection_no: await number('inspection', values.inspected_on),
            operator_comment_due_at: commentDueOf(values.kind, values.inspected_on),
            status: 'open',
            ...values,
          })
          .returning();
        for (const item of items) {
          const action = (item.action_code as string | null) ?? null;
          const rectifyBy = rectifyByOf(action, values.inspected_on) ?? (action === '15' ? addDays(values.inspected_on, 12) : null);
          // Deficiencies older than two months were put right on time; the recent ones are still open.
          const rectified = daysBetween(values.inspected_on, input.today) > 60 || action === '10' ? addDays(values.inspected_on, action === '17' || action === '10' ? 0 : Math.min(10, daysBetween(values.inspected_on, input.today))) : null;
          await tx.insert(inspectionItem).values({
            inspection_id: head!.id,
            ship_id: ship.id,
            dept_id: ship.dept_id,
            deficiency_group: hasPscCodes(values.kind) ? deficiencyGroupOf(item.code as string) : null,
            rectify_by: rectifyBy,
            rectified_at: rectified,
            status: rectified ? 'rectified' : 'open',
            description: '',
            ...item,
          } as typeof inspectionItem.$inferInsert);
          totals.items += 1;
        }
        await refreshInspection(tx, head!.id);
        totals.inspections += 1;
        return head!;
      };

      const deficienciesFor = (count: number, detention = false) => {
        const chosen: Array<Record<string, unknown>> = [];
        const used = new Set<string>();
        while (chosen.length < count) {
          const deficiency = pick(DEFICIENCIES);
          if (used.has(deficiency.code)) continue;
          used.add(deficiency.code);
          const detains = detention && chosen.length < 2 && deficiency.code.startsWith('07');
          chosen.push({
            code: deficiency.code,
            description: deficiency.text,
            convention_ref: deficiency.ref,
            action_code: detains ? '30' : pick(deficiency.actions),
            is_detainable: detains,
            is_ism_related: deficiency.ism === true,
          });
        }
        return chosen;
      };

      // Two PSC inspections in the year at the ports of the ship's trade, a few deficiencies each.
      for (const [n, monthsAgo] of [10 - (index % 3), 3 + (index % 4)].entries()) {
        const port = PSC_PORTS[(index * 2 + n * 3) % PSC_PORTS.length]!;
        const day = addDays(addMonths(input.today, -monthsAgo), -Math.floor(random(0, 20)));
        const count = Math.floor(random(0, 4.5));
        await addInspection(
          {
            kind: 'psc',
            authority_or_company: port.authority,
            mou: port.mou,
            port: port.name,
            inspected_on: day,
            inspector: INSPECTORS[PSC_PORTS.indexOf(port)] ?? 'PSC officer',
            inspection_type: count > 2 ? 'more_detailed' : 'initial',
            report_no: `${port.mou.toUpperCase().slice(0, 3)}-${day.replace(/-/g, '')}-${String(index + 1).padStart(2, '0')}${n}`,
          },
          deficienciesFor(count),
        );
      }

      // The fleet's latest PSC inspection, two days ago at Qingdao (Tokyo MoU): the ship is still in port
      // with a deficiency to rectify before departure (action 17) and one within 14 days.
      if (index === 1) {
        const day = addDays(input.today, -2);
        await addInspection(
          {
            kind: 'psc',
            authority_or_company: '青岛海事局 Qingdao MSA',
            mou: 'tokyo',
            port: 'Qingdao',
            inspected_on: day,
            inspector: 'Wang Lei',
            inspection_type: 'initial',
            report_no: `TOK-${day.replace(/-/g, '')}-LATEST`,
          },
          [
            { code: '11112', description: DEFICIENCIES.find((d) => d.code === '11112')!.text, convention_ref: 'SOLAS III/20.8', action_code: '17' },
            { code: '10111', description: DEFICIENCIES.find((d) => d.code === '10111')!.text, convention_ref: 'SOLAS V/27', action_code: '16' },
          ],
        );
      }

      // The detention: Paris MoU, Rotterdam, two detainable fire-safety deficiencies and an ISM one.
      if (demoShip.id === detainedShip.id) {
        const day = addMonths(input.today, -5);
        const head = await addInspection(
          {
            kind: 'psc',
            authority_or_company: 'Netherlands Inspectorate (ILT)',
            mou: 'paris',
            port: 'Rotterdam',
            inspected_on: day,
            inspector: 'J. de Vries',
            inspection_type: 'expanded',
            report_no: `PAR-${day.replace(/-/g, '')}-DET`,
            detained: true,
            detention_from: day,
            released_on: addDays(day, 4),
            detention_days: 4,
          },
          [
            { code: '07113', description: DEFICIENCIES[0]!.text, convention_ref: 'SOLAS II-2/9', action_code: '30', is_detainable: true },
            { code: '04110', description: DEFICIENCIES[7]!.text, convention_ref: 'SOLAS II-2/10.2', action_code: '30', is_detainable: true },
            { code: '11101', description: DEFICIENCIES[4]!.text, convention_ref: 'SOLAS III/20', action_code: '17' },
            { code: '15150', description: DEFICIENCIES[16]!.text, convention_ref: 'ISM Code 10', action_code: '18', is_ism_related: true },
          ],
        );
        if (pipeline && raiser) {
          const items = await tx.select().from(inspectionItem).where(eq(inspectionItem.inspection_id, head.id));
          const [fresh] = await tx.select().from(inspection).where(eq(inspection.id, head.id));
          for (const item of items) {
            await raiseItemNcr(tx, fresh!, item, raiser);
            totals.ncrs += 1;
          }
        }
      }

      // A flag state inspection on every other ship; a class annual survey on each.
      if (index % 2 === 0) {
        await addInspection(
          { kind: 'fsc', authority_or_company: 'Flag state inspector', port: pick(['Singapore', 'Zhoushan', 'Hong Kong']), inspected_on: addMonths(input.today, -7), inspector: 'Capt. L. Tan', inspection_type: 'initial' },
          deficienciesFor(1),
        );
      }
      await addInspection(
        { kind: 'class_survey', authority_or_company: 'Classification society surveyor', port: pick(['Zhoushan', 'Singapore', 'Shanghai']), inspected_on: addMonths(input.today, -(index % 5) - 1), inspector: 'Surveyor', report_no: `AS-${index + 1}-${input.today.slice(0, 4)}` },
        index % 3 === 0 ? [{ code: 'CoC-01', description: 'Condition of class: hatch cover No. 4 rubber packing to be renewed', convention_ref: 'Class rules', action_code: null }] : [],
      );

      // Vetting for the tankers: SIRE 2.0 with its observations (and CDI for a chemical tanker).
      if (tanker) {
        const day = addMonths(input.today, -2);
        const head = await addInspection(
          { kind: 'vetting', programme: 'SIRE2', authority_or_company: pick(['Shell', 'ExxonMobil', 'BP', 'TotalEnergies']), port: pick(['Ulsan', 'Singapore', 'Ningbo']), inspected_on: day, inspector: 'OCIMF accredited inspector', report_no: `SIRE2-${day.replace(/-/g, '')}` },
          SIRE_QUESTIONS.slice(index % 2, (index % 2) + 4).map((question, n) => ({ code: question.code, description: question.text, element: question.element, is_negative: n < 3, action_code: null })),
        );
        if (pipeline && raiser) {
          const negatives = (await tx.select().from(inspectionItem).where(eq(inspectionItem.inspection_id, head.id))).filter((item) => item.is_negative).slice(0, 2);
          const [fresh] = await tx.select().from(inspection).where(eq(inspection.id, head.id));
          for (const item of negatives) {
            await raiseItemNcr(tx, fresh!, item, raiser);
            totals.ncrs += 1;
          }
        }
        if (shipType === 'chemical_tanker') {
          await addInspection({ kind: 'vetting', programme: 'CDI', authority_or_company: 'Chemical Distribution Institute', port: 'Rotterdam', inspected_on: addMonths(input.today, -8), inspector: 'CDI inspector' }, []);
        }
      }

      // The most recent PSC deficiency with action 17, open, as an NCR: what the dashboard tile counts.
      if (pipeline && raiser) {
        const open17 = await tx.select().from(inspectionItem).where(eq(inspectionItem.ship_id, ship.id));
        const target = open17.find((item) => item.action_code === '17' && item.status === 'open' && !item.ncr_id);
        if (target) {
          const [head] = await tx.select().from(inspection).where(eq(inspection.id, target.inspection_id));
          await raiseItemNcr(tx, head!, target, raiser);
          totals.ncrs += 1;
        }
      }

      // Superintendent visits: twice a year, technical and marine by turn; the next one planned.
      const inspector = superintendents[index % Math.max(1, superintendents.length)] ?? null;
      for (const [n, monthsAgo] of [[0, 10], [1, 4], [2, -1]] as const) {
        // One ship's next visit slipped: planned six days ago, the ship's schedule changed, not yet made.
        const slipped = n === 2 && index === 2;
        const planned = slipped ? addDays(input.today, -6) : addDays(addMonths(input.today, -monthsAgo), index * 3);
        const past = !slipped && planned < input.today;
        const answeredAt = `${addDays(planned, 1)}T09:00:00.000Z`;
        const answers: VisitAnswer[] = past
          ? checklistItems.map((item, n) => ({
              item_id: item.id,
              answer: item.answer_type === 'yes_no_na' ? (n === (index + monthsAgo) % Math.max(1, checklistItems.length) ? 'no' : 'yes') : item.answer_type === 'graded' ? '4' : item.answer_type === 'number' ? '0' : 'Checked, in order',
              comment: '',
              evidence: [],
              answered_by: inspector,
              answered_at: answeredAt,
            }))
          : [];
        const [row] = await tx
          .insert(visit)
          .values({
            ship_id: ship.id,
            dept_id: ship.dept_id,
            visit_no: await number('visit', planned),
            type: n === 1 ? 'marine' : tanker && n === 0 ? 'pre_vetting' : 'technical',
            inspector_admin_id: inspector,
            planned_date: planned,
            port: pick(['Zhoushan', 'Singapore', 'Qingdao', 'Ningbo', 'Shanghai']),
            visited_from: past ? planned : null,
            visited_to: past ? addDays(planned, 2) : null,
            overall_rating: past ? 3 + Math.floor(random(0, 2.99)) : null,
            report: past ? 'Ship visited alongside during cargo operations; crew, records, deck and engine inspected. Findings below; general condition satisfactory.' : null,
            status: past ? (monthsAgo > 6 ? 'closed' : 'reviewed') : 'planned',
            checklist_template_id: template?.id ?? null,
            answers,
          })
          .returning();
        totals.visits += 1;
        if (!past) continue;
        const findings = [
          { description: 'Planned maintenance of the emergency generator overdue by two weeks', clause_ref: 'ISM 10.1', grade: 'minor' },
          { description: 'Garbage record book entries not signed by the officer in charge', clause_ref: 'MARPOL V/10', grade: 'observation' },
          { description: 'Gangway safety net not rigged during cargo operations', clause_ref: 'SOLAS II-1/3-9', grade: 'minor' },
        ].slice(0, 1 + ((index + n) % 3));
        for (const finding of findings) await tx.insert(visitFinding).values({ visit_id: row!.id, ship_id: ship.id, dept_id: ship.dept_id, ...finding });
      }
    });
  }
  return totals;
}

/** Who raises the demo's NCRs: the marine superintendent when the demo has one, else a super administrator. */
async function raiserOf(db: Db, staff: ReadonlyMap<string, string>): Promise<AdminAccess | null> {
  const id = staff.get('marine_wang') ?? staff.get('superintendent');
  const [row] = id ? await db.select().from(admin).where(eq(admin.id, id)) : await db.select().from(admin).where(eq(admin.is_super, true)).limit(1);
  return row ? loadAccess(db, row) : null;
}
