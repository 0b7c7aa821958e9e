import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { countryOf, idQuery, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { printingCompany, renderPdf, sendPdf, type PdfBlock } from '../../platform/pdf.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { SEAFARER_APPRAISALS } from '../../platform/seafarer-appraisals.js';
import { optionalService, service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS } from '../cert/api.js';
import { validUntil } from './documents-held.js';
import { seafarerBinding } from './resources.js';
import { crewAssignment, crewContract, position, seaService, seafarer } from './tables.js';

const EN = {
  title: "Seafarer's record",
  identity: 'Identity',
  no: 'Seafarer no.',
  name: 'Name',
  rank: 'Rank',
  nationality: 'Nationality',
  birth: 'Date and place of birth',
  gender: 'Gender',
  status: 'Status',
  ship: 'Ship',
  employment: 'Employment',
  contact: 'Contact',
  documents: 'Documents',
  noDocuments: 'No document recorded.',
  document: 'Document',
  number: 'No.',
  issued: 'Issued',
  issuer: 'Issuing state',
  expiry: 'Valid until',
  state: 'State',
  permanent: 'no expiry',
  seaService: 'Sea service',
  noSeaService: 'No sea service recorded.',
  company: 'Company',
  signOn: 'Signed on',
  signOff: 'Signed off',
  days: 'Days',
  shipType: 'Ship type',
  contracts: 'Employment contracts',
  noContracts: 'No contract recorded.',
  contract: 'Contract',
  start: 'Start',
  plannedEnd: 'Planned end',
  end: 'Ended',
  assignments: 'Assignments',
  noAssignments: 'No assignment recorded.',
  joining: 'Joining (planned)',
  leaving: 'Leaving (planned)',
  appraisals: 'Appraisals',
  noAppraisals: 'No appraisal recorded.',
  period: 'Period',
  occasion: 'Occasion',
  overall: 'Overall',
  rehire: 'Rehire',
  promotion: 'Promotion',
  yes: 'recommended',
  documentStatus: { valid: 'Valid', expiring: 'Expiring', expired: 'Expired', endorsement_due: 'Endorsement due', endorsement_overdue: 'Endorsement overdue', superseded: 'Superseded', suspended: 'Suspended', withdrawn: 'Withdrawn' } as Record<string, string>,
  seafarerStatus: { available: 'Available', nominated: 'Nominated', approved: 'Approved', pre_joining: 'Preparing to join', onboard: 'On board', on_leave: 'On leave', not_available: 'Not available', resigned: 'Resigned', terminated: 'Terminated' } as Record<string, string>,
  employmentState: { active: 'Active', not_available: 'Not available', resigned: 'Resigned', terminated: 'Terminated' } as Record<string, string>,
  contractStatus: { draft: 'Draft', signed: 'Signed', active: 'Active', completed: 'Completed', terminated: 'Terminated' } as Record<string, string>,
  assignmentStatus: { planned: 'Planned', nominated: 'Nominated', approved: 'Approved', pre_joining: 'Preparing to join', onboard: 'On board', signed_off: 'Signed off', cancelled: 'Cancelled' } as Record<string, string>,
  genders: { male: 'Male', female: 'Female' } as Record<string, string>,
};
const ZH: typeof EN = {
  title: '船员履历',
  identity: '基本信息',
  no: '船员编号',
  name: '姓名',
  rank: '职务',
  nationality: '国籍',
  birth: '出生日期及地点',
  gender: '性别',
  status: '状态',
  ship: '船舶',
  employment: '聘用状态',
  contact: '联系方式',
  documents: '证件',
  noDocuments: '尚无证件记录。',
  document: '证件',
  number: '编号',
  issued: '签发日期',
  issuer: '签发国',
  expiry: '有效期至',
  state: '状态',
  permanent: '长期有效',
  seaService: '海上资历',
  noSeaService: '尚无海上资历。',
  company: '公司',
  signOn: '上船',
  signOff: '下船',
  days: '天数',
  shipType: '船型',
  contracts: '劳务合同',
  noContracts: '尚无合同。',
  contract: '合同',
  start: '开始',
  plannedEnd: '计划结束',
  end: '结束',
  assignments: '派遣记录',
  noAssignments: '尚无派遣。',
  joining: '计划上船',
  leaving: '计划下船',
  appraisals: '考评',
  noAppraisals: '尚无考评。',
  period: '考评期间',
  occasion: '考评类型',
  overall: '综合',
  rehire: '续聘建议',
  promotion: '晋升',
  yes: '建议晋升',
  documentStatus: { valid: '有效', expiring: '即将到期', expired: '已过期', endorsement_due: '待签注', endorsement_overdue: '签注逾期', superseded: '已换新', suspended: '已暂停', withdrawn: '已撤销' },
  seafarerStatus: { available: '待派', nominated: '已提名', approved: '已批准', pre_joining: '准备上船', onboard: '在船', on_leave: '休假', not_available: '不可派', resigned: '已离职', terminated: '已解聘' },
  employmentState: { active: '在职', not_available: '不可派', resigned: '已离职', terminated: '已解聘' },
  contractStatus: { draft: '草稿', signed: '已签订', active: '执行中', completed: '已完成', terminated: '已终止' },
  assignmentStatus: { planned: '计划', nominated: '已提名', approved: '已批准', pre_joining: '准备上船', onboard: '在船', signed_off: '已下船', cancelled: '已取消' },
  genders: { male: '男', female: '女' },
};
const WORDS: Record<Lang, typeof EN> = { en: EN, 'zh-cn': ZH };

/** The seafarer's record for a crew manager, in the reader's language: identity, documents, sea service, contracts, assignments, appraisals. */
export async function seafarerRecordBlocks(db: Db, person: typeof seafarer.$inferSelect, lang: Lang): Promise<PdfBlock[]> {
  const w = WORDS[lang];
  const [documents, services, contracts, assignments] = await Promise.all([
    service(SEAFARER_DOCUMENTS).ofSeafarers(db, [person.id], 'all'),
    db.select().from(seaService).where(eq(seaService.seafarer_id, person.id)).orderBy(desc(seaService.sign_on)),
    db.select().from(crewContract).where(eq(crewContract.seafarer_id, person.id)).orderBy(desc(crewContract.start_date)),
    db.select().from(crewAssignment).where(eq(crewAssignment.seafarer_id, person.id)).orderBy(desc(crewAssignment.planned_join_date)),
  ]);
  const appraisals = (await optionalService(SEAFARER_APPRAISALS)?.ofSeafarer(db, person.id)) ?? [];
  const types = await service(CERTIFICATE_TYPES).byIds(db, documents.map((doc) => doc.cert_type_id));
  const rankIds = [person.rank_id, ...services.map((row) => row.rank_id), ...contracts.map((row) => row.rank_id), ...assignments.map((row) => row.rank_id), ...appraisals.map((row) => row.rank_id ?? '')].filter(Boolean);
  const ranks = new Map((await db.select({ id: position.id, name_en: position.name_en, name_zh: position.name_zh }).from(position).where(inArray(position.id, [...new Set(rankIds)]))).map((row) => [row.id, row]));
  const rank = (id: string | null) => {
    const found = id ? ranks.get(id) : undefined;
    return found ? (lang === 'en' ? found.name_en : found.name_zh || found.name_en) : '';
  };
  const shipIds = [person.current_ship_id ?? '', ...contracts.map((row) => row.ship_id), ...assignments.map((row) => row.ship_id), ...appraisals.map((row) => row.ship_id ?? '')].filter(Boolean);
  const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(shipIds)]);
  const ship = (id: string | null) => {
    const found = id ? ships.get(id) : undefined;
    return found ? (lang === 'en' ? found.name_en : found.name_zh || found.name_en) : '';
  };
  const country = (code: string) => {
    const found = countryOf(code);
    return found ? (lang === 'en' ? found.name_en : found.name_zh) : code;
  };
  const sortedDocuments = [...documents].sort((a, b) => (types.get(b.cert_type_id)?.weigh ?? 0) - (types.get(a.cert_type_id)?.weigh ?? 0) || (a.expiry_date ?? '9999').localeCompare(b.expiry_date ?? '9999'));

  const blocks: PdfBlock[] = [
    { kind: 'title', text: `${w.title} ${person.seafarer_no}` },
    { kind: 'heading', text: w.identity },
    {
      kind: 'fields',
      rows: [
        [w.no, person.seafarer_no],
        [w.name, [person.name_en, person.name_zh].filter(Boolean).join(' / ')],
        [w.rank, rank(person.rank_id)],
        [w.nationality, country(person.nationality)],
        [w.birth, [person.birth_date, person.birth_place].filter(Boolean).join(lang === 'en' ? ', ' : '，')],
        [w.gender, w.genders[person.gender] ?? person.gender],
        [w.status, `${w.seafarerStatus[person.status] ?? person.status}${person.current_ship_id ? ` · ${ship(person.current_ship_id)}` : ''}`],
        [w.employment, w.employmentState[person.employment_state] ?? person.employment_state],
        [w.contact, [person.mobile, person.email].filter(Boolean).join(' · ')],
      ],
    },
    { kind: 'heading', text: w.documents },
  ];
  if (!sortedDocuments.length) blocks.push({ kind: 'text', text: w.noDocuments });
  else
    blocks.push({
      kind: 'table',
      columns: [w.document, w.number, w.issued, w.issuer, w.expiry, w.state],
      widths: [0.3, 0.18, 0.12, 0.13, 0.14, 0.13],
      rows: sortedDocuments.map((doc) => {
        const type = types.get(doc.cert_type_id);
        return [type ? (lang === 'en' ? type.name_en : type.name_zh || type.name_en) : '', doc.cert_no, doc.issue_date ?? '', country(doc.issuing_country), validUntil(doc) ?? w.permanent, w.documentStatus[doc.status] ?? doc.status];
      }),
    });
  blocks.push({ kind: 'heading', text: w.seaService });
  if (!services.length) blocks.push({ kind: 'text', text: w.noSeaService });
  else
    blocks.push({
      kind: 'table',
      columns: [w.ship, w.shipType, w.rank, w.company, w.signOn, w.signOff, w.days],
      widths: [0.2, 0.13, 0.15, 0.18, 0.12, 0.12, 0.1],
      rows: services.map((row) => [`${row.ship_name}${row.imo_no ? ` (IMO ${row.imo_no})` : ''}`, row.ship_type, rank(row.rank_id), row.company, row.sign_on, row.sign_off ?? '', row.days === null ? '' : String(row.days)]),
    });
  blocks.push({ kind: 'heading', text: w.contracts });
  if (!contracts.length) blocks.push({ kind: 'text', text: w.noContracts });
  else
    blocks.push({
      kind: 'table',
      columns: [w.contract, w.ship, w.rank, w.start, w.plannedEnd, w.end, w.status],
      widths: [0.17, 0.17, 0.15, 0.12, 0.13, 0.12, 0.14],
      rows: contracts.map((row) => [row.contract_no, ship(row.ship_id), rank(row.rank_id), row.start_date, row.planned_end_date, row.end_date ?? '', w.contractStatus[row.status] ?? row.status]),
    });
  blocks.push({ kind: 'heading', text: w.assignments });
  if (!assignments.length) blocks.push({ kind: 'text', text: w.noAssignments });
  else
    blocks.push({
      kind: 'table',
      columns: [w.ship, w.rank, w.status, w.signOn, w.signOff],
      widths: [0.24, 0.2, 0.16, 0.2, 0.2],
      rows: assignments.map((row) => [
        ship(row.ship_id),
        rank(row.rank_id),
        w.assignmentStatus[row.status] ?? row.status,
        row.sign_on_date ?? `${row.planned_join_date} (${w.joining})`,
        row.sign_off_date ?? (row.status === 'cancelled' ? '' : `${row.planned_sign_off_date} (${w.leaving})`),
      ]),
    });
  blocks.push({ kind: 'heading', text: w.appraisals });
  if (!appraisals.length) blocks.push({ kind: 'text', text: w.noAppraisals });
  else
    blocks.push({
      kind: 'table',
      columns: [w.period, w.ship, w.rank, w.occasion, w.overall, w.rehire, w.promotion, w.state],
      widths: [0.18, 0.14, 0.13, 0.11, 0.08, 0.12, 0.11, 0.13],
      rows: appraisals.map((row) => [`${row.period_from} – ${row.period_to}`, ship(row.ship_id), rank(row.rank_id), row.occasion[lang], row.overall === null ? '' : row.overall.toFixed(1), row.rehire?.[lang] ?? '', row.recommend_promotion ? w.yes : '', row.status[lang]]),
    });
  return blocks;
}

/**
 * `GET /admin/crew.Seafarer/print?id=`: the seafarer's record as a PDF in the reader's language (right
 * `crew/seafarer/print`). A seafarer outside the caller's data scope is not found.
 */
export function seafarerRecordRoute(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/crew.Seafarer/print', {
    config: { auth: 'admin', right: 'crew/seafarer/print' },
    schema: { tags: ['crew'], summary: "A seafarer's record (documents, sea service, contracts, assignments, appraisals) as a PDF, in the reader's language", querystring: idQuery },
    handler: async (request, reply) => {
      const [person] = await context.db
        .select()
        .from(seafarer)
        .where(and(eq(seafarer.id, request.query.id), scopeCondition(seafarerBinding, request.access!)));
      if (!person) throw new ApiError('record.notFound', { status: 404 });
      const title = `${WORDS[request.lang].title} ${person.seafarer_no}`;
      const pdf = await renderPdf({ title, blocks: await seafarerRecordBlocks(context.db, person, request.lang), footer: `${title} · ${person.name_en}`, company: await printingCompany(context), landscape: true });
      return sendPdf(reply, pdf, `${person.seafarer_no}-${person.name_en}.pdf`);
    },
  });
}

