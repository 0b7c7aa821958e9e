import { and, eq, isNull } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { authorities } from '../../../platform/authorities.js';
import type { ModuleContext } from '../../../platform/module.js';
import { NUMBERING } from '../../../platform/numbering.js';
import { optionalService, service } from '../../../platform/services.js';
import { STORED_FILES } from '../../../platform/stored-files.js';
import { simplePdf } from '../control/simple-pdf.js';
import { indexDocumentHead, indexVersionText } from '../control/search.js';
import { document, documentFolder, documentVersion } from '../control/tables.js';
import { markOverdue } from './alert-source.js';
import { acknowledgement, changeRequest, distribution } from './tables.js';

export interface DemoDocumentsInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code. */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `dpa_zhou`, `superintendent`...). */
  staff: ReadonlyMap<string, string>;
}

type Level = 'L1' | 'L2' | 'L3' | 'L4' | 'external' | 'circular';

/** The folder tree by level (DOMAIN.md §4.13), made where the control part has not made it. */
const FOLDERS: ReadonlyArray<{ code: string; level: Level; en: string; zh: string; owner: string }> = [
  { code: 'SMS-L1', level: 'L1', en: 'Safety Management Manual', zh: '安全管理手册', owner: 'QHSE' },
  { code: 'SMS-L2', level: 'L2', en: 'Procedures', zh: '程序文件', owner: 'QHSE' },
  { code: 'SMS-L3', level: 'L3', en: 'Instructions', zh: '须知/作业指导书', owner: 'MARINE' },
  { code: 'SMS-L4', level: 'L4', en: 'Forms and records', zh: '表格/记录', owner: 'QHSE' },
  { code: 'EXT', level: 'external', en: 'External documents', zh: '外来文件', owner: 'QHSE' },
  { code: 'CIR', level: 'circular', en: 'Company circulars', zh: '公司通函', owner: 'QHSE' },
];

/**
 * One controlled document of the demo's SMS: its revisions, oldest first, each `[version, months before
 * today it took effect, change summary]`; `next` an approved revision waiting for its effective date
 * (days ahead), `overdue` its latest distribution left unacknowledged past its date by these ships.
 */
interface DemoDocument {
  no: string;
  level: Level;
  en: string;
  zh: string;
  owner: string;
  ism: string[];
  appliesTo: 'ships' | 'office' | 'both';
  cycle: number;
  text: string[];
  revisions: ReadonlyArray<[version: string, monthsAgo: number, summary: string]>;
  next?: [version: string, inDays: number, summary: string];
  /** A revision being written (a draft its author still edits). */
  draft?: [version: string, summary: string];
  /** Days ago the current revision was distributed (it is the last one) — recent ones are partly acknowledged. */
  distributedDaysAgo?: number;
}

const DOCS: readonly DemoDocument[] = [
  {
    no: 'SMS-M-01', level: 'L1', en: 'SMS Manual, chapter 1: Safety and environmental protection policy', zh: '安全管理手册 第1章 安全与环境保护方针', owner: 'QHSE', ism: ['2'], appliesTo: 'both', cycle: 12,
    text: ['Safety Management Manual - Chapter 1', 'Safety and environmental protection policy (ISM Code 2)', 'The Company provides for safe practices in ship operation and a safe working environment,', 'assesses all identified risks to its ships, personnel and the environment,', 'and continuously improves the safety management skills of personnel ashore and aboard.'],
    revisions: [['Rev 4', 26, 'Policy signed by the new general manager'], ['Rev 5', 10, 'Environmental policy extended to ballast water and emissions (MARPOL Annex VI)']],
  },
  {
    no: 'SMS-M-02', level: 'L1', en: 'SMS Manual, chapter 4: Designated person ashore', zh: '安全管理手册 第4章 指定人员', owner: 'QHSE', ism: ['4'], appliesTo: 'both', cycle: 12,
    text: ['Safety Management Manual - Chapter 4', 'Designated person ashore (ISM Code 4)', 'The DPA has direct access to the highest level of management,', 'monitors the safety and pollution-prevention aspects of the operation of each ship', 'and ensures that adequate resources and shore-based support are applied.'],
    revisions: [['Rev 3', 20, 'DPA deputy arrangements during leave'], ['Rev 4', 5, 'DPA 24-hour contact numbers updated']],
  },
  {
    no: 'SMS-M-03', level: 'L1', en: "SMS Manual, chapter 5: Master's responsibility and authority", zh: '安全管理手册 第5章 船长的职责和权力', owner: 'MARINE', ism: ['5'], appliesTo: 'ships', cycle: 12,
    text: ["Safety Management Manual - Chapter 5", "Master's responsibility and authority (ISM Code 5)", 'The master has the overriding authority and responsibility to make decisions', 'with respect to safety and pollution prevention and to request the Company\'s assistance.', "The master reviews the SMS and reports its deficiencies to the shore management (master's review)."],
    revisions: [['Rev 2', 30, 'Master\'s review extended to the annual SMS review'], ['Rev 3', 11, 'Overriding authority statement restated per ISM Code 5.2']],
  },
  {
    no: 'SMS-P-01', level: 'L2', en: 'Document control procedure', zh: '文件控制程序', owner: 'QHSE', ism: ['11'], appliesTo: 'both', cycle: 24,
    text: ['SMS Procedure P-01 Document control (ISM Code 11)', 'Controlled documents are reviewed and approved by authorised personnel before issue.', 'Valid documents are available at all relevant locations; changes are reviewed and approved.', 'On receipt of a new revision the master acknowledges receipt and confirms that the obsolete copy', 'has been removed from all places of use on board and destroyed or marked superseded.'],
    revisions: [['Rev 1', 28, 'First issue'], ['Rev 2', 14, 'Electronic distribution and acknowledgement through the platform']],
    next: ['Rev 3', 10, 'Acknowledgement due within 14 days; obsolete copies confirmed by the master'],
  },
  {
    no: 'SMS-P-02', level: 'L2', en: 'Non-conformities, accidents and hazardous occurrences', zh: '不符合、事故和险情报告与分析程序', owner: 'QHSE', ism: ['9'], appliesTo: 'both', cycle: 24,
    text: ['SMS Procedure P-02 Reports and analysis of non-conformities, accidents and hazardous occurrences', 'Every non-conformity is reported, investigated and analysed with the objective of improving safety.', 'Corrective and preventive actions are agreed with a target date and verified for effectiveness.', 'Repeat findings against the same ISM clause are escalated to the DPA.'],
    revisions: [['Rev 2', 22, 'Root cause analysis method (5 Whys) added'], ['Rev 3', 2, 'NCR workflow in the platform; repeat detection by clause']],
    distributedDaysAgo: 40,
  },
  {
    no: 'SMS-P-03', level: 'L2', en: 'Maintenance of the ship and equipment', zh: '船舶和设备维护程序', owner: 'TECH', ism: ['10'], appliesTo: 'ships', cycle: 24,
    text: ['SMS Procedure P-03 Maintenance of the ship and equipment (ISM Code 10)', 'The planned maintenance system covers every item of equipment by calendar or running hours.', 'Critical equipment and systems whose sudden failure may result in hazardous situations are identified', 'and tested regularly; stand-by arrangements are tested before they are needed.'],
    revisions: [['Rev 1', 30, 'First issue'], ['Rev 2', 16, 'Critical equipment list revised'], ['Rev 3', 1, 'Running-hour counters and postponement approval in the PMS']],
    distributedDaysAgo: 25,
  },
  {
    no: 'SMS-P-04', level: 'L2', en: 'Emergency preparedness', zh: '应急准备程序', owner: 'MARINE', ism: ['8'], appliesTo: 'both', cycle: 24,
    text: ['SMS Procedure P-04 Emergency preparedness (ISM Code 8)', 'Potential emergency shipboard situations are identified and procedures to respond to them established.', 'The company emergency response team is activated by the DPA or the duty superintendent.', 'Contact lists of flag, class, P&I and salvors are kept current on board and ashore.'],
    revisions: [['Rev 3', 18, 'Emergency contact list moved to an annex'], ['Rev 4', 6, 'Cyber incident and pandemic scenarios added']],
  },
  {
    no: 'SMS-P-05', level: 'L2', en: 'Drills and exercises', zh: '演习与训练程序', owner: 'MARINE', ism: ['8'], appliesTo: 'ships', cycle: 24,
    text: ['SMS Procedure P-05 Drills and exercises', 'Abandon ship and fire drills monthly (SOLAS III/19); enclosed space entry and rescue drills every two months.', 'Each drill is recorded with participants, scenario and lessons learned on form F-02.', 'Shore-based emergency exercises with a ship are held at least once a year.'],
    revisions: [['Rev 2', 24, 'Enclosed space drills every two months (SOLAS III/19.3.6)'], ['Rev 3', 3, 'Drill scenarios matrix per ship type']],
    draft: ['Rev 4', 'Lithium-ion battery container fire scenario added to the drill matrix (DCR from EAST STAR)'],
    distributedDaysAgo: 60,
  },
  {
    no: 'SMS-P-06', level: 'L2', en: 'Internal audits and management review', zh: '内部审核与管理评审程序', owner: 'QHSE', ism: ['12'], appliesTo: 'both', cycle: 24,
    text: ['SMS Procedure P-06 Company verification, review and evaluation (ISM Code 12)', 'Each ship and the office are audited internally at intervals not exceeding twelve months.', 'Auditors are independent of the areas being audited.', 'The management review evaluates the SMS yearly, with the masters\' reviews as input.'],
    revisions: [['Rev 2', 15, 'Remote audits permitted for office departments']],
  },
  {
    no: 'SMS-I-01', level: 'L3', en: 'Bridge watchkeeping instruction', zh: '驾驶台值班须知', owner: 'MARINE', ism: ['7'], appliesTo: 'ships', cycle: 24,
    text: ['Instruction I-01 Bridge watchkeeping', 'The officer of the watch follows the master\'s standing and night orders and STCW A-VIII/2.', 'ECDIS safety contour and safety depth are checked at every handover.', 'The master is called without hesitation in the cases listed in the standing orders.'],
    revisions: [['Rev 1', 20, 'First issue'], ['Rev 2', 4, 'ECDIS route check at handover added (DCR from OCEAN HARMONY)']],
    distributedDaysAgo: 20,
  },
  {
    no: 'SMS-I-02', level: 'L3', en: 'Enclosed space entry', zh: '进入封闭处所作业须知', owner: 'MARINE', ism: ['7'], appliesTo: 'ships', cycle: 24,
    text: ['Instruction I-02 Enclosed space entry', 'No entry without a permit signed by the master or the chief officer.', 'The atmosphere is tested for oxygen, flammable and toxic gases before and during entry.', 'A rescue team with breathing apparatus stands by at the entrance.'],
    revisions: [['Rev 3', 9, 'Gas detector bump test before each use']],
  },
  {
    no: 'SMS-I-03', level: 'L3', en: 'Bunkering operations', zh: '加油作业须知', owner: 'TECH', ism: ['7'], appliesTo: 'ships', cycle: 24,
    text: ['Instruction I-03 Bunkering operations', 'The pre-bunkering checklist is agreed with the barge before transfer begins.', 'Scuppers are plugged and SOPEP equipment is ready at the manifold.', 'Samples are drawn continuously at the receiving manifold (MARPOL Annex VI).'],
    revisions: [['Rev 2', 12, 'VLSFO compatibility test before commingling']],
  },
  {
    no: 'SMS-F-01', level: 'L4', en: 'Document distribution and acknowledgement record', zh: '文件分发与签收记录', owner: 'QHSE', ism: ['11'], appliesTo: 'both', cycle: 24,
    text: ['Form F-01 Document distribution and acknowledgement record', 'Document No. / Revision / Date received / Obsolete copy removed (Y/N) / Master signature'],
    revisions: [['Rev 1', 28, 'First issue']],
  },
  {
    no: 'SMS-F-02', level: 'L4', en: 'Drill record', zh: '演习记录表', owner: 'MARINE', ism: ['8'], appliesTo: 'ships', cycle: 24,
    text: ['Form F-02 Drill record', 'Drill type / Date / Position / Scenario / Participants / Equipment used / Lessons learned'],
    revisions: [['Rev 1', 24, 'First issue'], ['Rev 2', 3, 'Lessons learned and follow-up fields']],
  },
  {
    no: 'EXT-SOLAS', level: 'external', en: 'SOLAS, consolidated edition 2024', zh: 'SOLAS 公约 2024 综合文本', owner: 'MARINE', ism: [], appliesTo: 'both', cycle: 12,
    text: ['International Convention for the Safety of Life at Sea (SOLAS), consolidated edition 2024', 'Chapter II-2 Construction - fire protection, fire detection and fire extinction', 'Chapter III Life-saving appliances and arrangements', 'Chapter IX Management for the safe operation of ships'],
    revisions: [['2020', 40, 'Consolidated edition 2020'], ['2024', 8, 'Consolidated edition 2024']],
  },
  {
    no: 'EXT-MARPOL', level: 'external', en: 'MARPOL, consolidated edition 2022', zh: 'MARPOL 公约 2022 综合文本', owner: 'TECH', ism: [], appliesTo: 'both', cycle: 12,
    text: ['International Convention for the Prevention of Pollution from Ships (MARPOL), consolidated edition 2022', 'Annex I oil; Annex II noxious liquid substances; Annex IV sewage; Annex V garbage; Annex VI air pollution'],
    revisions: [['2022', 30, 'Consolidated edition 2022']],
  },
  {
    no: 'EXT-ISM', level: 'external', en: 'International Safety Management (ISM) Code', zh: '国际安全管理规则（ISM规则）', owner: 'QHSE', ism: [], appliesTo: 'both', cycle: 24,
    text: ['International Management Code for the Safe Operation of Ships and for Pollution Prevention (ISM Code)', 'Part A Implementation: 1 General ... 13 Certification and periodical verification', '11 Documentation: the Company should establish and maintain procedures to control all documents and data'],
    revisions: [['2018', 36, 'Edition 2018 with resolution MSC.428(98) cyber risk']],
  },
  {
    no: 'EXT-PA-MMC-2025-12', level: 'external', en: 'Panama Maritime Authority circular MMC: ballast water record book', zh: '巴拿马海事局通函 MMC：压载水记录簿', owner: 'TECH', ism: [], appliesTo: 'ships', cycle: 12,
    text: ['Panama Maritime Authority Merchant Marine Circular', 'Electronic ballast water record books are accepted when approved by the recognized organization.'],
    revisions: [['1', 5, 'Received from the flag']],
  },
  {
    no: 'CIR-2026-07', level: 'circular', en: 'Fleet circular: winter navigation in the North Pacific', zh: '船队通函：北太平洋冬季航行', owner: 'MARINE', ism: ['7'], appliesTo: 'ships', cycle: 12,
    text: ['Fleet circular 2026-07 Winter navigation in the North Pacific', 'Masters shall follow weather routing advice and keep a margin from heavy weather areas.', 'Deck cargo lashings are checked before departure and daily in heavy weather.'],
    revisions: [['1', 1, 'Issued before the winter season']],
    distributedDaysAgo: 30,
  },
  {
    no: 'CIR-2026-08', level: 'circular', en: 'Fleet circular: lithium-ion battery fires in containers', zh: '船队通函：集装箱内锂电池火灾', owner: 'MARINE', ism: ['8'], appliesTo: 'ships', cycle: 12,
    text: ['Fleet circular 2026-08 Lithium-ion battery fires', 'Suspected misdeclared battery cargo is reported to the office at once.', 'Boundary cooling is started early; water mist lances are carried on container ships.'],
    revisions: [['1', 0, 'Lessons from industry casualties']],
    distributedDaysAgo: 6,
  },
];

/** The demo's change requests: from ships (one per ship at most), the office and a master's review. */
const DCRS: ReadonlyArray<{ doc: string | null; ship: number | null; source: 'ship' | 'office' | 'master_review' | 'audit'; title: string; reason: string; proposed: string; status: 'submitted' | 'accepted' | 'rejected' | 'implemented'; daysAgo: number; remark?: string }> = [
  { doc: 'SMS-I-01', ship: 0, source: 'ship', title: 'ECDIS route check at watch handover', reason: 'Near miss: a route change was not noticed by the relieving OOW.', proposed: 'Add an ECDIS route and safety contour check to the handover list.', status: 'implemented', daysAgo: 150, remark: 'Implemented in Rev 2.' },
  { doc: 'SMS-P-05', ship: 2, source: 'ship', title: 'Container ship fire drill scenarios', reason: 'The drill matrix lacks a scenario for fires in containers under deck.', proposed: 'Add a lithium battery container fire scenario to the drill matrix.', status: 'accepted', daysAgo: 35, remark: 'To be included in the next revision.' },
  { doc: 'SMS-I-03', ship: 3, source: 'ship', title: 'Bunkering checklist for the chemical tanker', reason: 'The checklist does not cover bunkering during cargo operations.', proposed: 'Add simultaneous operations (SIMOPS) questions to the pre-bunkering checklist.', status: 'submitted', daysAgo: 9 },
  { doc: 'SMS-P-04', ship: 4, source: 'master_review', title: "Master's review: emergency contact list", reason: "The master's review found two outdated salvor numbers.", proposed: 'Review the emergency contact annex every six months.', status: 'submitted', daysAgo: 4 },
  { doc: null, ship: null, source: 'office', title: 'New instruction for cyber hygiene on board', reason: 'ISM cyber risk management (MSC.428(98)) is covered only in the manual.', proposed: 'Issue an L3 instruction on USB media, passwords and network segregation.', status: 'submitted', daysAgo: 12 },
  { doc: 'SMS-F-01', ship: 1, source: 'ship', title: 'Paper acknowledgement form', reason: 'The ship asks to keep the paper form alongside the electronic acknowledgement.', proposed: 'Keep form F-01 in use on board.', status: 'rejected', daysAgo: 60, remark: 'The electronic acknowledgement replaces the paper form (P-01 Rev 2).' },
];

async function folderOf(db: Db, level: Level, departments: ReadonlyMap<string, string>): Promise<string> {
  const [held] = await db.select({ id: documentFolder.id }).from(documentFolder).where(and(eq(documentFolder.level, level), isNull(documentFolder.parent_id))).limit(1);
  if (held) return held.id;
  const spec = FOLDERS.find((folder) => folder.level === level)!;
  const [made] = await db
    .insert(documentFolder)
    .values({ code: spec.code, level, name_en: spec.en, name_zh: spec.zh, owner_dept_id: departments.get(spec.owner) ?? null })
    .returning({ id: documentFolder.id });
  return made!.id;
}

/** Who acknowledges for a ship: its master, else (no master's account in the demo) its fleet group's leader. */
async function shipAcknowledgers(db: Db, shipDeptId: string): Promise<string[]> {
  const masters = await authorities.shipMasters(db, shipDeptId);
  return masters.length ? masters : authorities.deptLeaders(db, shipDeptId);
}

/**
 * A revision's file: a small real PDF of its text (so the preview shows it and the search reads it),
 * stored as an upload is; none when no enabled module stores files.
 */
async function storeFile(db: Db, name: string, lines: readonly string[], title: string, uploader: string | null): Promise<string | null> {
  const files = optionalService(STORED_FILES);
  if (!files) return null;
  return files.save(db, { name, mimetype: 'application/pdf', bytes: simplePdf(lines, title) }, { adminId: uploader, username: 'demo' }, 'document');
}

/** A timestamp `days` after a day, at 09:00 UTC (an office morning). */
const at = (day: string, days = 0) => new Date(`${addDays(day, days)}T09:00:00Z`);

/**
 * The demo's year of this area (DEMO_DATA=1); idempotent. Answers what it created, for the seed's log.
 * The company's SMS library with revision histories (superseded revisions kept), each revision in force
 * distributed to the ships it applies to and to the owner department; most acknowledged within days,
 * the recent ones partly pending, some overdue (their to-dos come from the seed's alert run); and
 * change requests from ships, the office and a master's review in each state.
 */
export async function seedDemoDocuments(context: ModuleContext, input: DemoDocumentsInput): Promise<Record<string, number>> {
  const { db } = context;
  const { today, ships, departments, staff } = input;
  const [seeded] = await db.select({ id: document.id }).from(document).where(eq(document.doc_no, DOCS[0]!.no)).limit(1);
  if (seeded) return {};
  const counts = { documents: 0, versions: 0, distributions: 0, acknowledgements: 0, overdue: 0, changeRequests: 0 };
  const dpa = staff.get('dpa_zhou') ?? null;
  const acknowledgers = new Map<string, string[]>();
  for (const ship of ships) acknowledgers.set(ship.id, await shipAcknowledgers(db, ship.dept_id));
  const versionIds = new Map<string, Map<string, string>>();
  const docIds = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const [index, spec] of DOCS.entries()) {
      const folderId = await folderOf(tx, spec.level, departments);
      const ownerDept = departments.get(spec.owner) ?? departments.get('QHSE')!;
      const [doc] = await tx
        .insert(document)
        .values({ doc_no: spec.no, title_en: spec.en, title_zh: spec.zh, folder_id: folderId, level: spec.level, owner_dept_id: ownerDept, applies_to: spec.appliesTo, ism_clauses: spec.ism, review_cycle_months: spec.cycle, status: 'active', created_by: dpa })
        .returning();
      await indexDocumentHead(tx, doc!);
      docIds.set(spec.no, doc!.id);
      counts.documents += 1;
      const versions = new Map<string, string>();
      versionIds.set(spec.no, versions);
      let previousId: string | null = null;
      let current: { id: string; effective: string } | null = null;
      for (const [i, [version, monthsAgo, summary]] of spec.revisions.entries()) {
        const effective = addDays(addMonths(today, -monthsAgo), -(index % 9));
        const last = i === spec.revisions.length - 1;
        const next = spec.revisions[i + 1];
        const supersededOn = next ? addDays(addMonths(today, -next[1]), -(index % 9)) : null;
        const lines = [...spec.text, '', `${spec.no} ${version} - effective ${effective}`, `Change: ${summary}`];
        const file = await storeFile(tx, `${spec.no} ${version}.pdf`, lines, `${spec.no} ${spec.en}`, dpa);
        const [row] = await tx
          .insert(documentVersion)
          .values({
            document_id: doc!.id,
            version,
            change_summary: summary,
            file,
            author_id: staff.get(spec.owner === 'TECH' ? 'tech_li' : spec.owner === 'MARINE' ? 'marine_wang' : 'dpa_zhou') ?? null,
            approver_id: dpa,
            approved_at: at(effective, -7).toISOString(),
            effective_date: effective,
            issued_at: at(effective).toISOString(),
            superseded_at: supersededOn ? at(supersededOn).toISOString() : null,
            status: last ? 'issued' : 'superseded',
            text_chars: lines.join('\n').length,
            created_by: dpa,
          })
          .returning({ id: documentVersion.id });
        await indexVersionText(tx, { id: row!.id, document_id: doc!.id }, lines.join('\n'));
        versions.set(version, row!.id);
        counts.versions += 1;

        // Its distribution: to every ship it applies to (and the owner department), on its effective day.
        const distributedOn = last && spec.distributedDaysAgo !== undefined ? addDays(today, -spec.distributedDaysAgo) : effective;
        const due = addDays(distributedOn, 14);
        const targets: Array<{ type: 'ship' | 'dept'; id: string; label: string; ship_id: string | null; dept_id: string; people: string[] }> = [];
        if (spec.appliesTo !== 'office') {
          for (const ship of ships) targets.push({ type: 'ship', id: ship.id, label: ship.name_en, ship_id: ship.id, dept_id: ship.dept_id, people: acknowledgers.get(ship.id) ?? [] });
        }
        if (spec.appliesTo !== 'ships') targets.push({ type: 'dept', id: ownerDept, label: spec.owner, ship_id: null, dept_id: ownerDept, people: await authorities.deptLeaders(tx, ownerDept) });
        for (const [t, target] of targets.entries()) {
          if (target.people.length === 0) continue;
          const [dist] = await tx
            .insert(distribution)
            .values({
              document_id: doc!.id,
              version_id: row!.id,
              target_type: target.type,
              target_id: target.id,
              target_label: target.label,
              ship_id: target.ship_id,
              dept_id: target.dept_id,
              distributed_at: at(distributedOn),
              distributed_by: dpa,
              requires_ack: true,
              ack_due_date: due,
              copies: target.type === 'ship' ? 2 : 1,
              ack_total: target.people.length,
              created_by: dpa,
            })
            .returning({ id: distribution.id });
          counts.distributions += 1;
          let done = 0;
          for (const adminId of target.people) {
            // Recent distributions: the first ships have acknowledged, the last are still pending; a
            // distribution older than its due date leaves one ship in three overdue.
            const recent = distributedOn > addDays(today, -14);
            const pastDue = due < today;
            const late = last && spec.distributedDaysAgo !== undefined && pastDue && (t + index) % 3 === 0 && target.type === 'ship';
            const pending = (recent && t % 2 === 1) || late;
            const ackedOn = addDays(distributedOn, 1 + ((t + index) % 6));
            await tx.insert(acknowledgement).values({
              distribution_id: dist!.id,
              document_id: doc!.id,
              version_id: row!.id,
              previous_version_id: target.ship_id ? previousId : null,
              target_type: target.type,
              ship_id: target.ship_id,
              dept_id: target.dept_id,
              admin_id: adminId,
              due_date: due,
              status: pending ? 'pending' : 'acknowledged',
              acked_at: pending ? null : at(ackedOn),
              acked_by: pending ? null : adminId,
              obsolete_copy_removed: !pending && !!target.ship_id && !!previousId,
              comment: pending ? null : target.ship_id ? 'Received; previous revision removed from the bridge and ECR binders' : 'Received',
              created_by: dpa,
            });
            counts.acknowledgements += 1;
            if (!pending) done += 1;
            if (late) counts.overdue += 1;
          }
          await tx.update(distribution).set({ ack_done: done }).where(eq(distribution.id, dist!.id));
        }
        previousId = row!.id;
        if (last) current = { id: row!.id, effective };
      }
      if (current) {
        await tx
          .update(document)
          .set({ current_version_id: current.id, next_review_date: addMonths(current.effective, spec.cycle) })
          .where(eq(document.id, doc!.id));
      }
      if (spec.draft) {
        const [version, summary] = spec.draft;
        await tx.insert(documentVersion).values({ document_id: doc!.id, version, change_summary: summary, author_id: staff.get('marine_wang') ?? dpa, status: 'draft', created_by: staff.get('marine_wang') ?? dpa });
        counts.versions += 1;
      }
      if (spec.next) {
        const [version, inDays, summary] = spec.next;
        const lines = [...spec.text, '', `${spec.no} ${version} - effective ${addDays(today, inDays)}`, `Change: ${summary}`];
        const file = await storeFile(tx, `${spec.no} ${version}.pdf`, lines, `${spec.no} ${spec.en}`, dpa);
        const [row] = await tx
          .insert(documentVersion)
          .values({ document_id: doc!.id, version, change_summary: summary, file, author_id: dpa, approver_id: staff.get('gm_sun') ?? dpa, approved_at: at(today, -2).toISOString(), effective_date: addDays(today, inDays), status: 'approved', text_chars: lines.join('\n').length, created_by: dpa })
          .returning({ id: documentVersion.id });
        await indexVersionText(tx, { id: row!.id, document_id: doc!.id }, lines.join('\n'));
        versions.set(version, row!.id);
        counts.versions += 1;
      }
    }

    for (const spec of DCRS) {
      const ship = spec.ship === null ? null : (ships[spec.ship % Math.max(ships.length, 1)] ?? null);
      const raisedOn = addDays(today, -spec.daysAgo);
      const requester = ship ? ((acknowledgers.get(ship.id) ?? [])[0] ?? dpa) : (staff.get('marine_wang') ?? dpa);
      const docId = spec.doc ? (docIds.get(spec.doc) ?? null) : null;
      const implemented = spec.status === 'implemented' && spec.doc ? [...(versionIds.get(spec.doc)?.values() ?? [])].pop() ?? null : null;
      await tx.insert(changeRequest).values({
        dcr_no: await service(NUMBERING).next(tx, { bizType: 'dcr', shipId: ship?.id ?? null, date: raisedOn }),
        document_id: docId,
        title: spec.title,
        source: spec.source,
        ship_id: ship?.id ?? null,
        dept_id: ship?.dept_id ?? departments.get('MARINE') ?? null,
        requested_by: requester,
        reason: spec.reason,
        proposed_change: spec.proposed,
        status: spec.status,
        decided_by: spec.status === 'submitted' ? null : dpa,
        decided_at: spec.status === 'submitted' ? null : at(raisedOn, 5),
        decision_remark: spec.remark ?? null,
        implemented_version_id: implemented,
        implemented_at: implemented ? at(raisedOn, 30) : null,
        created_by: requester,
        created_at: at(raisedOn),
      });
      counts.changeRequests += 1;
    }
    await markOverdue(tx, today);
  });
  return counts;
}
