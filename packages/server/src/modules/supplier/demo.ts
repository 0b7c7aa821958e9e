import { eq, sql } from 'drizzle-orm';
import { addDays, addMonths, evaluationOverall, SUPPLIER_RATING_THRESHOLD, type SupplierContact, type SupplierState } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS } from '../../platform/approvals.js';
import { loadAccess } from '../../platform/authorization.js';
import { admin } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import { optionalService, service } from '../../platform/services.js';
import { CERTIFICATE_TYPES } from '../cert/api.js';
import { refreshRating } from './rules.js';
import { SUPPLIER_APPROVAL_FLOW } from './steps.js';
import { supplierBank, supplierCompany, supplierEvaluation } from './tables.js';

export interface DemoSuppliersInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code. */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (`tech_li`, `marine_wang`, `dpa_zhou`, `superintendent`...). */
  staff: ReadonlyMap<string, string>;
}

/** How a demo supplier behaves over the year: its state, approval, quality and certificates. */
interface DemoSupplier {
  name_en: string;
  name_zh: string;
  short: string;
  types: string[];
  country: string;
  ports: string[];
  address: string;
  contact: SupplierContact;
  status: SupplierState;
  /** Months (from today) the approval runs, or days when `validDays` is given. */
  validMonths?: number;
  validDays?: number;
  /** The usual stars it earns (one decimal moves them a little each time). */
  quality: number;
  /** Certificates: type code, number, months to expiry (days when negative-free fraction is not enough). */
  certs?: ReadonlyArray<{ code: string; no: string; expiresInDays: number; issuedBy: string }>;
  /** Bank, SWIFT and currency of the account the company pays (restricted details). */
  bank?: readonly [bank: string, swift: string, currency: string];
  reason?: string;
  scope?: string[];
  owner?: string;
}

const c = (name: string, role: string, phone: string, email: string, h24 = false): SupplierContact => ({ name, role, phone, email, h24 });

/** DOMAIN.md §6.6 and a dozen more from the ports the fleet calls at. */
const SUPPLIERS: readonly DemoSupplier[] = [
  { name_en: 'Hai Xiang Marine Supply (Shanghai) Co., Ltd.', name_zh: '海翔船舶物料（上海）有限公司', short: 'Hai Xiang', types: ['stores', 'provisions'], country: 'CN', ports: ['CNSHA', 'CNNGB'], address: '1088 Yangshupu Road, Yangpu District, Shanghai', contact: c('Zhang Wei 张伟', 'Sales manager', '+86 21 6555 0188', 'sales@haixiang-marine.example', true), status: 'approved', validMonths: 10, quality: 4.4, bank: ['Bank of China Shanghai Branch', 'BKCHCNBJ300', 'USD'], scope: ['stores', 'provisions', 'CNSHA', 'CNNGB'], certs: [{ code: 'SUP_ISO9001', no: 'CQC-09-2025-4411', expiresInDays: 520, issuedBy: 'CQC' }] },
  { name_en: 'Orient LSA Services Pte Ltd', name_zh: '东方救生设备服务（新加坡）', short: 'Orient LSA', types: ['lsa_ffe'], country: 'SG', ports: ['SGSIN'], address: '21 Tuas South Avenue 6, Singapore 637022', contact: c('Rajesh Kumar', 'Service coordinator', '+65 6861 2200', 'service@orientlsa.example', true), status: 'approved', validMonths: 8, quality: 4.2, bank: ['DBS Bank Ltd', 'DBSSSGSG', 'SGD'], scope: ['liferafts', 'fire extinguishers', 'CO2 systems', 'SGSIN'], certs: [{ code: 'SUP_CLASS_SSA', no: 'DNV-SSA-SG-7712', expiresInDays: 24, issuedBy: 'DNV' }, { code: 'SUP_ISO9001', no: 'SGS-QMS-88120', expiresInDays: 400, issuedBy: 'SGS' }] },
  { name_en: 'Zhoushan Ocean Shipyard Co., Ltd.', name_zh: '舟山远洋船厂有限公司', short: 'Zhoushan Ocean', types: ['repair_yard'], country: 'CN', ports: ['CNZOS'], address: 'Liuheng Island, Putuo District, Zhoushan, Zhejiang', contact: c('Wang Jun 王军', 'Project manager', '+86 580 3888 016', 'projects@zs-ocean-yard.example', true), status: 'approved', validMonths: 14, quality: 3.9, scope: ['drydock', 'hull', 'steel renewal'], certs: [{ code: 'SUP_ISO9001', no: 'CCS-Q-2024-1177', expiresInDays: 300, issuedBy: 'CCS' }, { code: 'SUP_ISO14001', no: 'CCS-E-2024-1178', expiresInDays: 300, issuedBy: 'CCS' }, { code: 'SUP_ISO45001', no: 'CCS-S-2024-1179', expiresInDays: 300, issuedBy: 'CCS' }] },
  { name_en: 'Manila Crew Agency Inc.', name_zh: '马尼拉船员派遣公司', short: 'Manila Crew', types: ['manning_agent'], country: 'PH', ports: ['PHMNL'], address: '1402 Roxas Boulevard, Ermita, Manila', contact: c('Maria Santos', 'Crewing manager', '+63 2 8523 4400', 'crewing@manilacrew.example', true), status: 'approved', validMonths: 11, quality: 4.0, scope: ['ratings', 'junior officers'], certs: [{ code: 'SUP_MLC_RPS', no: 'DMW-RPS-2023-0457', expiresInDays: 610, issuedBy: 'DMW Philippines' }] },
  { name_en: 'Mumbai Marine Manning Pvt. Ltd.', name_zh: '孟买海员派遣有限公司', short: 'Mumbai Manning', types: ['manning_agent'], country: 'IN', ports: ['INBOM'], address: '5th Floor, Ballard House, Ballard Estate, Mumbai 400001', contact: c('Anil Deshmukh', 'Crewing director', '+91 22 2261 7340', 'crewing@mumbaimanning.example', true), status: 'conditional', validMonths: 7, quality: 3.4, scope: ['engine ratings', 'cooks'], certs: [{ code: 'SUP_MLC_RPS', no: 'DGS-RPSL-MUM-0912', expiresInDays: 290, issuedBy: 'DG Shipping India' }] },
  { name_en: 'Dalian Maritime Training Centre', name_zh: '大连海事培训中心', short: 'Dalian MTC', types: ['training_centre'], country: 'CN', ports: ['CNDLC'], address: '1 Linghai Road, Ganjingzi District, Dalian', contact: c('Liu Fang 刘芳', 'Course registrar', '+86 411 8472 9000', 'training@dl-mtc.example'), status: 'approved', validMonths: 20, quality: 4.5, scope: ['STCW refresher', 'ECDIS', 'BRM/ERM'] },
  { name_en: 'Ningbo Haitong Ship Spares Co., Ltd.', name_zh: '宁波海通船舶备件有限公司', short: 'Haitong Spares', types: ['spares'], country: 'CN', ports: ['CNNGB', 'CNSHA'], address: '66 Zhongshan East Road, Ningbo', contact: c('Chen Hao 陈浩', 'Sales', '+86 574 8765 3321', 'spares@haitong.example'), status: 'conditional', validMonths: 5, quality: 3.2, scope: ['MAN B&W spares (non-OEM)'] },
  { name_en: 'Rotterdam Marine Services B.V.', name_zh: '鹿特丹船舶服务公司', short: 'RMS', types: ['service_engineer', 'calibration'], country: 'NL', ports: ['NLRTM'], address: 'Waalhaven Z.z. 44, 3089 JH Rotterdam', contact: c('Jan de Vries', 'Service manager', '+31 10 428 7700', 'service@rms.example', true), status: 'approved', validDays: 40, quality: 4.1, bank: ['ING Bank N.V. Rotterdam', 'INGBNL2A', 'EUR'], scope: ['main engine', 'governors', 'calibration'], certs: [{ code: 'SUP_ISO9001', no: 'LR-Q-NL-22091', expiresInDays: 250, issuedBy: 'LRQA' }] },
  { name_en: 'Busan Marine Engineering Co., Ltd.', name_zh: '釜山船舶工程株式会社', short: 'BME', types: ['service_engineer', 'spares'], country: 'KR', ports: ['KRPUS'], address: '38 Chungjang-daero, Jung-gu, Busan', contact: c('Kim Min-jun', 'Technical manager', '+82 51 463 2200', 'tech@bme.example', true), status: 'approved', validMonths: 9, quality: 4.0, scope: ['auxiliary engines', 'purifiers'] },
  { name_en: 'Pacific Bunkering Pte Ltd', name_zh: '太平洋燃油供应（新加坡）', short: 'Pacific Bunkering', types: ['bunker', 'lubricants'], country: 'SG', ports: ['SGSIN'], address: '8 Shenton Way, Singapore 068811', contact: c('Tan Wei Ming', 'Trader', '+65 6220 1188', 'trading@pacbunker.example', true), status: 'approved', validMonths: 7, quality: 3.8, scope: ['VLSFO', 'MGO', 'SGSIN'] },
  { name_en: 'Shanghai Donghai Lubricants Co., Ltd.', name_zh: '上海东海润滑油有限公司', short: 'Donghai Lube', types: ['lubricants'], country: 'CN', ports: ['CNSHA'], address: '500 Pudong Avenue, Shanghai', contact: c('Zhou Lei 周磊', 'Key account', '+86 21 5888 7766', 'marine@donghai-lube.example'), status: 'under_evaluation', quality: 3.9 },
  { name_en: 'Qingdao Star Calibration Co., Ltd.', name_zh: '青岛星辰计量检测有限公司', short: 'Star Calibration', types: ['calibration', 'utm'], country: 'CN', ports: ['CNTAO'], address: '12 Haier Road, Laoshan District, Qingdao', contact: c('Sun Qiang 孙强', 'Engineer', '+86 532 8899 1200', 'lab@star-calib.example'), status: 'prospective', quality: 0 },
  { name_en: 'Hamburg Nautic IT GmbH', name_zh: '汉堡航海信息技术公司', short: 'Nautic IT', types: ['it_comms'], country: 'DE', ports: ['DEHAM'], address: 'Am Sandtorkai 50, 20457 Hamburg', contact: c('Lukas Becker', 'Support', '+49 40 3008 1100', 'support@nautic-it.example', true), status: 'approved', validMonths: 16, quality: 4.3, scope: ['VSAT', 'ECDIS updates', 'cyber'] },
  { name_en: 'Sinotrans Ship Agency (Tianjin) Co., Ltd.', name_zh: '中外运船舶代理（天津）有限公司', short: 'Sinotrans Tianjin', types: ['ship_agent', 'logistics'], country: 'CN', ports: ['CNTXG'], address: '88 Xingang Road, Binhai New Area, Tianjin', contact: c('Ma Li 马丽', 'Port agent', '+86 22 2570 3366', 'agency.tj@sinotrans-agency.example', true), status: 'approved', validMonths: 12, quality: 4.1 },
  { name_en: 'Guangzhou Hengli Ship Provisions Co., Ltd.', name_zh: '广州恒利船舶伙食供应有限公司', short: 'Hengli Provisions', types: ['provisions', 'stores'], country: 'CN', ports: ['CNCAN'], address: '233 Huangpu East Road, Guangzhou', contact: c('Huang Jie 黄杰', 'Sales', '+86 20 8222 4510', 'order@hengli-provisions.example'), status: 'approved', validMonths: 6, quality: 2.5 },
  { name_en: 'Singapore Coastal Repairs Pte Ltd', name_zh: '新加坡沿海修船公司', short: 'Coastal Repairs', types: ['repair_yard', 'service_engineer'], country: 'SG', ports: ['SGSIN'], address: '51 Benoi Road, Singapore 629908', contact: c('Lim Chee Keong', 'Yard manager', '+65 6861 0303', 'yard@coastalrepairs.example'), status: 'suspended', quality: 2.8, reason: 'Hot work on board without a permit during afloat repairs (incident evaluation); suspended until the yard shows its corrective actions' },
  { name_en: 'Fuzhou Minjiang Marine Trading Co., Ltd.', name_zh: '福州闽江船舶贸易有限公司', short: 'Minjiang Trading', types: ['spares'], country: 'CN', ports: ['CNFOC'], address: '9 Mawei Port Road, Fuzhou', contact: c('Lin Tao 林涛', 'Sales', '+86 591 8368 2201', 'sales@minjiang-trading.example'), status: 'blacklisted', quality: 1.8, reason: 'Supplied counterfeit fuel injector nozzles with forged OEM certificates' },
  { name_en: 'Busan Thickness Survey Co., Ltd.', name_zh: '釜山测厚检验株式会社', short: 'BTS', types: ['utm'], country: 'KR', ports: ['KRPUS', 'KRUSN'], address: '112 Taejong-ro, Yeongdo-gu, Busan', contact: c('Park Ji-ho', 'Surveyor', '+82 51 412 7788', 'survey@bts.example'), status: 'approved', validDays: -6, quality: 3.9 },
];

const ORDERS = ['PO', 'SO', 'WO'];

/** Stars near the supplier's usual quality, moved by a small deterministic wobble. */
function star(base: number, seed: number): number {
  const wobble = [0, 0.6, -0.6, 0.3, -0.4, 0.9, -0.9, 0.2][seed % 8]!;
  return Math.min(5, Math.max(1, Math.round(base + wobble)));
}

/** The demo's year of this area (DEMO_DATA=1); idempotent. Answers what it created, for the seed's log. */
export async function seedDemoSuppliers(context: ModuleContext, input: DemoSuppliersInput): Promise<Record<string, number>> {
  const { db } = context;
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(supplierCompany);
  if (Number(held?.n ?? 0) > 0) return {};
  const { today, ships, staff } = input;
  const owner = staff.get('tech_li') ?? null;
  const evaluators = ['tech_li', 'tech_gao', 'marine_wang', 'supt_liu', 'superintendent'].map((name) => staff.get(name)).filter((id): id is string => !!id);
  const approver = staff.get('dpa_zhou') ?? owner;
  const types = optionalService(CERTIFICATE_TYPES) ? await service(CERTIFICATE_TYPES).byCode(db, 'supplier') : new Map();
  let suppliers = 0;
  let evaluations = 0;
  let certificates = 0;

  await db.transaction(async (tx) => {
    const root = await companyRoot(tx as unknown as Db);
    for (const [index, plan] of SUPPLIERS.entries()) {
      const validUntil = plan.validDays !== undefined ? addDays(today, plan.validDays) : plan.validMonths ? addMonths(today, plan.validMonths) : null;
      const approvedOn = validUntil ? addMonths(validUntil, -24) : null;
      const [row] = await tx
        .insert(supplierCompany)
        .values({
          supplier_no: await service(NUMBERING).next(tx as unknown as Db, { bizType: 'supplier', shipId: null, date: approvedOn && approvedOn < today ? approvedOn : today }),
          name_en: plan.name_en,
          name_zh: plan.name_zh,
          short_name: plan.short,
          types: plan.types,
          country: plan.country,
          ports_served: plan.ports,
          address: plan.address,
          contacts: [plan.contact],
          tax_no: plan.country === 'CN' ? `91${310000 + index * 1371}MA1${String(index).padStart(2, '0')}X7K` : null,
          status: plan.status,
          approved_scope: plan.scope ?? [],
          approval_valid_until: plan.status === 'blacklisted' || plan.status === 'prospective' || plan.status === 'under_evaluation' ? null : validUntil,
          approved_on: plan.status === 'approved' || plan.status === 'conditional' || plan.status === 'suspended' ? (approvedOn && approvedOn < today ? approvedOn : addMonths(today, -10)) : null,
          owner_id: owner,
          status_reason: plan.status === 'suspended' || plan.status === 'blacklisted' ? (plan.reason ?? null) : plan.status === 'conditional' ? 'Two late deliveries and a part without maker certificate: conditional for six months' : null,
          blacklist_reason: plan.status === 'blacklisted' ? (plan.reason ?? null) : null,
          pending_result: plan.status === 'under_evaluation' ? 'approved' : null,
          pending_valid_until: plan.status === 'under_evaluation' ? addMonths(today, 24) : null,
          status_before: plan.status === 'under_evaluation' ? 'prospective' : null,
        })
        .returning();
      suppliers++;
      const id = row!.id;

      // A year of evaluations: per order every two or three months, an annual one, an incident where the story has one.
      if (plan.quality > 0) {
        const dates = plan.status === 'under_evaluation' ? [addDays(today, -20)] : [-340, -270, -200, -130, -75, -30].map((days) => addDays(today, days + (index % 5)));
        for (const [n, date] of dates.entries()) {
          const seed = index * 7 + n;
          const ship = ships[(index + n) % Math.max(ships.length, 1)];
          const kind = plan.status === 'under_evaluation' ? 'initial' : n === 3 ? 'periodic' : plan.status === 'suspended' && n === dates.length - 1 ? 'incident' : 'per_order';
          const scores = {
            score_quality: star(plan.quality, seed),
            score_delivery: star(plan.quality, seed + 1),
            score_price: star(plan.quality + 0.3, seed + 2),
            score_documentation: star(plan.quality, seed + 3),
            score_communication: star(plan.quality + 0.2, seed + 4),
            score_hse: plan.types.some((type) => ['repair_yard', 'service_engineer', 'lsa_ffe', 'utm', 'calibration'].includes(type)) ? star(plan.quality, seed + 5) : null,
          };
          if (kind === 'incident') scores.score_hse = 1;
          const low = Object.values(scores).some((value) => typeof value === 'number' && value <= 2);
          const decision = kind === 'incident' ? 'suspend' : plan.status === 'conditional' && n === dates.length - 2 ? 'conditional' : 'keep';
          await tx.insert(supplierEvaluation).values({
            supplier_id: id,
            kind,
            evaluated_on: date,
            order_ref: kind === 'per_order' ? `${ORDERS[seed % 3]}-${date.slice(0, 4)}-${String(100 + seed * 13).slice(-3)}` : null,
            ship_id: kind === 'periodic' || kind === 'initial' ? null : (ship?.id ?? null),
            evaluator_id: evaluators[seed % Math.max(evaluators.length, 1)] ?? null,
            ...scores,
            overall: evaluationOverall(scores),
            remark: kind === 'incident' ? (plan.reason ?? 'Incident on board') : low ? REMARKS[seed % REMARKS.length]! : null,
            decision,
            approved_by: decision === 'keep' ? null : approver,
          });
          evaluations++;
        }
        await refreshRating(tx as unknown as Db, id, today);
        const [rated] = await tx.select({ rating: supplierCompany.rating }).from(supplierCompany).where(eq(supplierCompany.id, id));
        const reason = plan.status === 'suspended' ? null : rated?.rating !== null && rated?.rating !== undefined && Number(rated.rating) < SUPPLIER_RATING_THRESHOLD && (plan.status === 'approved' || plan.status === 'conditional') ? 'low_rating' : null;
        if (reason) await tx.update(supplierCompany).set({ reevaluation_reason: reason }).where(eq(supplierCompany.id, id));
      }

      if (plan.bank) {
        const [bank, swift, currency] = plan.bank;
        await tx.insert(supplierBank).values({ supplier_id: id, bank_name: bank, account_name: plan.name_en.slice(0, 200), account_no: `${6200 + index}${String(index * 7919).padStart(8, '0')}`, swift, currency, iban: currency === 'EUR' ? `NL${20 + index}INGB0${String(6543210 + index).padStart(9, '0')}` : null });
      }

      // Certificates in the certificate engine (the company root is their scope, as for the company's own).
      for (const cert of plan.certs ?? []) {
        const type = types.get(cert.code);
        if (!type || !root) continue;
        const expiry = addDays(today, cert.expiresInDays);
        await tx.execute(sql`insert into certificate (holder_type, supplier_id, dept_id, cert_type_id, cert_no, issued_by, issue_date, expiry_date, term, status)
          values ('supplier', ${id}, ${root}, ${type.id}, ${cert.no}, ${cert.issuedBy}, ${addMonths(expiry, -36)}, ${expiry}, 'full', 'valid')`);
        certificates++;
      }

      // The supplier under evaluation waits in the approval flow, sent by its responsible superintendent.
      const approvals = optionalService(APPROVALS);
      if (plan.status === 'under_evaluation' && approvals && owner) {
        const [person] = await tx.select().from(admin).where(eq(admin.id, owner));
        if (person) {
          await approvals.start(tx as unknown as Db, { bizType: SUPPLIER_APPROVAL_FLOW, bizId: id, title: `${row!.supplier_no ?? ''} ${plan.name_en}`.trim(), shipId: null, deptId: person.department_id ?? null, startedBy: await loadAccess(tx as unknown as Db, person) });
        }
      }
    }
  });
  return { suppliers, evaluations, certificates };
}

const REMARKS = [
  'Delivered to the wrong berth; the ship sailed short of two items',
  'Invoice and delivery note did not match the order; corrected after three reminders',
  'Spare part delivered without maker certificate',
  'Engineer arrived a day late, missing the port stay window',
  'Price well above the two other quotations for the same items',
];

async function companyRoot(db: Db): Promise<string | null> {
  const result = (await db.execute(sql`select id from department where pid is null order by (dept_type = 'company') desc, created_at limit 1`)) as unknown as { rows?: Array<{ id: string }> };
  return (result.rows ?? (result as unknown as Array<{ id: string }>))[0]?.id ?? null;
}
