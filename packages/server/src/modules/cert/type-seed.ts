import type { SurveyScheme } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { certificateType } from './tables.js';

/**
 * The certificate types a ship-management company starts with (DOMAIN.md §6.4): the ship's statutory,
 * class, ISM/ISPS/MLC, pollution, liability and service certificates, the company's, and the seafarer's
 * documents (STCW). Validities are the usual ones (flag-dependent ones as common practice); an
 * administrator adjusts them per fleet.
 */
interface TypeSeed {
  code: string;
  name_en: string;
  name_zh: string;
  holder: 'ship' | 'company' | 'seafarer' | 'supplier';
  category: string;
  validity_months: number | null;
  survey_scheme?: SurveyScheme;
  alert_days?: number[];
  doc_category?: string;
  stcw_reg?: string;
  mandatory?: boolean;
}

const ship = (code: string, name_en: string, name_zh: string, category: string, validity_months: number | null, survey_scheme: SurveyScheme = 'none', extra: Partial<TypeSeed> = {}): TypeSeed => ({
  code,
  name_en,
  name_zh,
  holder: 'ship',
  category,
  validity_months,
  survey_scheme,
  ...extra,
});

const crew = (code: string, name_en: string, name_zh: string, doc_category: string, validity_months: number | null, extra: Partial<TypeSeed> = {}): TypeSeed => ({
  code,
  name_en,
  name_zh,
  holder: 'seafarer',
  category: 'crew',
  doc_category,
  validity_months,
  alert_days: [180, 90, 60, 30],
  ...extra,
});

const SHORT = [60, 30, 14, 7];

export const CERTIFICATE_TYPE_SEED: readonly TypeSeed[] = [
  ship('REGISTRY', 'Certificate of Registry', '船舶国籍证书', 'statutory', 60),
  ship('ITC', 'International Tonnage Certificate (1969)', '国际吨位证书', 'statutory', null),
  ship('CLASS', 'Certificate of Class (Hull and Machinery)', '船级证书', 'class', 60, 'annual_intermediate'),
  ship('LL', 'International Load Line Certificate', '国际载重线证书', 'statutory', 60, 'annual'),
  ship('SC', 'Cargo Ship Safety Construction Certificate', '货船构造安全证书', 'statutory', 60, 'annual_intermediate'),
  ship('SE', 'Cargo Ship Safety Equipment Certificate', '货船设备安全证书', 'statutory', 60, 'annual_periodical'),
  ship('SR', 'Cargo Ship Safety Radio Certificate', '货船无线电安全证书', 'statutory', 60, 'periodical'),
  ship('IOPP', 'International Oil Pollution Prevention Certificate', '国际防止油污证书', 'pollution', 60, 'annual_intermediate'),
  ship('NLS', 'International Pollution Prevention Certificate for the Carriage of Noxious Liquid Substances in Bulk', '国际防止散装有毒液体物质污染证书', 'pollution', 60, 'annual_intermediate', { mandatory: false }),
  ship('ISPP', 'International Sewage Pollution Prevention Certificate', '国际防止生活污水污染证书', 'pollution', 60, 'renewal_only'),
  ship('IAPP', 'International Air Pollution Prevention Certificate', '国际防止空气污染证书', 'pollution', 60, 'annual_intermediate'),
  ship('IEE', 'International Energy Efficiency Certificate', '国际能效证书', 'pollution', null),
  ship('BWM', 'International Ballast Water Management Certificate', '国际压载水管理证书', 'pollution', 60, 'annual_intermediate'),
  ship('IAFS', 'International Anti-Fouling System Certificate', '国际防污底系统证书', 'pollution', null),
  ship('SMC', 'Safety Management Certificate', '安全管理证书', 'ism_isps_mlc', 60, 'intermediate_only'),
  ship('ISSC', 'International Ship Security Certificate', '国际船舶保安证书', 'ism_isps_mlc', 60, 'intermediate_only'),
  ship('MLC', 'Maritime Labour Certificate', '海事劳工证书', 'ism_isps_mlc', 60, 'intermediate_only'),
  ship('DMLC', 'Declaration of Maritime Labour Compliance (Part I and II)', '海事劳工符合声明', 'ism_isps_mlc', null),
  ship('MSMD', 'Minimum Safe Manning Document', '最低安全配员证书', 'statutory', null),
  ship('RADIO_LICENCE', 'Ship Radio Station Licence', '船舶电台执照', 'statutory', 60),
  ship('CSR', 'Continuous Synopsis Record', '连续概要记录', 'ism_isps_mlc', null),
  ship('CLC', 'Civil Liability Certificate (Oil Pollution Damage)', '油污损害民事责任保险证书', 'liability', 12, 'none', { alert_days: SHORT }),
  ship('BUNKER_CLC', 'Bunker Oil Pollution Damage Certificate', '燃油污染损害民事责任保险证书', 'liability', 12, 'none', { alert_days: SHORT }),
  ship('WRC', 'Wreck Removal Insurance Certificate', '残骸清除责任保险证书', 'liability', 12, 'none', { alert_days: SHORT }),
  ship('SSCC', 'Ship Sanitation Control (Exemption) Certificate', '船舶(免予)卫生控制措施证书', 'statutory', 6, 'none', { alert_days: [30, 14, 7] }),
  ship('CARGO_GEAR', 'Register of Lifting Appliances and Cargo Handling Gear', '起货设备检验簿', 'class', 60, 'annual', { mandatory: false }),
  ship('COF', 'Certificate of Fitness (IBC/IGC Code)', '适装证书', 'statutory', 60, 'annual_intermediate', { mandatory: false }),
  ship('LIFERAFT', 'Liferaft Service Certificate', '救生筏检修证书', 'equipment_service', 12, 'none', { alert_days: SHORT }),
  ship('FFE', 'Fire-Fighting Equipment Service Certificate', '消防设备检修证书', 'equipment_service', 12, 'none', { alert_days: SHORT }),
  ship('EPIRB', 'EPIRB Annual Test Certificate', 'EPIRB 年度检测证书', 'equipment_service', 12, 'none', { alert_days: SHORT }),
  ship('OPERATION_LICENCE', 'Ship Operation Licence (China domestic)', '船舶营业运输证', 'domestic', null, 'none', { mandatory: false }),

  { code: 'DOC', name_en: 'Document of Compliance', name_zh: '符合证明', holder: 'company', category: 'ism_isps_mlc', validity_months: 60, survey_scheme: 'annual' },
  { code: 'BUSINESS_LICENCE', name_en: 'Business Licence', name_zh: '营业执照', holder: 'company', category: 'company', validity_months: null },
  { code: 'ISO9001', name_en: 'ISO 9001 Quality Management Certificate', name_zh: 'ISO 9001 质量管理体系认证证书', holder: 'company', category: 'company', validity_months: 36, survey_scheme: 'annual', mandatory: false },
  { code: 'ISO14001', name_en: 'ISO 14001 Environmental Management Certificate', name_zh: 'ISO 14001 环境管理体系认证证书', holder: 'company', category: 'company', validity_months: 36, survey_scheme: 'annual', mandatory: false },
  { code: 'ISO45001', name_en: 'ISO 45001 Occupational Health and Safety Certificate', name_zh: 'ISO 45001 职业健康安全管理体系认证证书', holder: 'company', category: 'company', validity_months: 36, survey_scheme: 'annual', mandatory: false },
  // A supplier's (DOMAIN.md §4.14): what a superintendent checks before choosing it.
  { code: 'SUP_CLASS_SSA', name_en: 'Class approval of service supplier', name_zh: '船级社服务供应商认可证书', holder: 'supplier', category: 'class', validity_months: 60, alert_days: [90, 60, 30], mandatory: false },
  { code: 'SUP_MLC_RPS', name_en: 'MLC Reg 1.4 recruitment and placement licence', name_zh: 'MLC 规则 1.4 船员招募与安置许可证', holder: 'supplier', category: 'ism_isps_mlc', validity_months: 60, alert_days: [90, 60, 30], mandatory: false },
  { code: 'SUP_ISO9001', name_en: 'ISO 9001 certificate (supplier)', name_zh: 'ISO 9001 认证证书（供应商）', holder: 'supplier', category: 'company', validity_months: 36, alert_days: [60, 30], mandatory: false },
  { code: 'SUP_ISO14001', name_en: 'ISO 14001 certificate (supplier)', name_zh: 'ISO 14001 认证证书（供应商）', holder: 'supplier', category: 'company', validity_months: 36, alert_days: [60, 30], mandatory: false },
  { code: 'SUP_ISO45001', name_en: 'ISO 45001 certificate (supplier)', name_zh: 'ISO 45001 认证证书（供应商）', holder: 'supplier', category: 'company', validity_months: 36, alert_days: [60, 30], mandatory: false },

  crew('PASSPORT', 'Passport', '护照', 'identity', 120),
  crew('SEAMANS_BOOK', "Seaman's Book", '船员服务簿', 'identity', 120),
  crew('SEAFARER_PASSPORT', "Seafarer's Passport", '海员证', 'identity', 60),
  crew('COC_II_1', 'CoC Officer in Charge of a Navigational Watch', '适任证书 值班驾驶员', 'competency', 60, { stcw_reg: 'II/1' }),
  crew('COC_II_2_MASTER', 'CoC Master', '适任证书 船长', 'competency', 60, { stcw_reg: 'II/2' }),
  crew('COC_II_2_CO', 'CoC Chief Mate', '适任证书 大副', 'competency', 60, { stcw_reg: 'II/2' }),
  crew('COC_II_4', 'CoC Rating Forming Part of a Navigational Watch', '适任证书 值班水手', 'competency', 60, { stcw_reg: 'II/4' }),
  crew('COC_II_5', 'CoC Able Seafarer Deck', '适任证书 高级值班水手', 'competency', 60, { stcw_reg: 'II/5' }),
  crew('COC_III_1', 'CoC Officer in Charge of an Engineering Watch', '适任证书 值班轮机员', 'competency', 60, { stcw_reg: 'III/1' }),
  crew('COC_III_2_CE', 'CoC Chief Engineer', '适任证书 轮机长', 'competency', 60, { stcw_reg: 'III/2' }),
  crew('COC_III_2_2E', 'CoC Second Engineer', '适任证书 大管轮', 'competency', 60, { stcw_reg: 'III/2' }),
  crew('COC_III_4', 'CoC Rating Forming Part of an Engineering Watch', '适任证书 值班机工', 'competency', 60, { stcw_reg: 'III/4' }),
  crew('COC_III_5', 'CoC Able Seafarer Engine', '适任证书 高级值班机工', 'competency', 60, { stcw_reg: 'III/5' }),
  crew('COC_III_6', 'CoC Electro-Technical Officer', '适任证书 电子电气员', 'competency', 60, { stcw_reg: 'III/6' }),
  crew('COC_III_7', 'CoC Electro-Technical Rating', '适任证书 电子技工', 'competency', 60, { stcw_reg: 'III/7' }),
  crew('GMDSS_GOC', 'GMDSS General Operator Certificate', 'GMDSS 通用操作员证书', 'competency', 60, { stcw_reg: 'IV/2' }),
  crew('BST', 'Basic Safety Training', '基本安全培训合格证', 'proficiency', 60, { stcw_reg: 'VI/1' }),
  crew('PSCRB', 'Proficiency in Survival Craft and Rescue Boats', '精通救生艇筏和救助艇培训合格证', 'proficiency', 60, { stcw_reg: 'VI/2' }),
  crew('AFF', 'Advanced Fire Fighting', '高级消防培训合格证', 'proficiency', 60, { stcw_reg: 'VI/3' }),
  crew('MFA', 'Medical First Aid', '精通急救培训合格证', 'proficiency', 60, { stcw_reg: 'VI/4' }),
  crew('MEDICAL_CARE', 'Medical Care', '船上医护培训合格证', 'proficiency', 60, { stcw_reg: 'VI/4-2' }),
  crew('SSO', 'Ship Security Officer', '船舶保安员培训合格证', 'proficiency', 60, { stcw_reg: 'VI/5' }),
  crew('SECURITY_DUTIES', 'Seafarers with Designated Security Duties', '负有指定保安职责船员培训合格证', 'proficiency', 60, { stcw_reg: 'VI/6' }),
  crew('TANKER_OIL_CHEM_BASIC', 'Basic Training for Oil and Chemical Tanker Cargo Operations', '油船和化学品船货物操作基本培训', 'endorsement', 60, { stcw_reg: 'V/1-1', mandatory: false }),
  crew('TANKER_OIL_ADV', 'Advanced Training for Oil Tanker Cargo Operations', '油船货物操作高级培训', 'endorsement', 60, { stcw_reg: 'V/1-1', mandatory: false }),
  crew('TANKER_CHEM_ADV', 'Advanced Training for Chemical Tanker Cargo Operations', '化学品船货物操作高级培训', 'endorsement', 60, { stcw_reg: 'V/1-1', mandatory: false }),
  crew('TANKER_GAS_BASIC', 'Basic Training for Liquefied Gas Tanker Cargo Operations', '液化气船货物操作基本培训', 'endorsement', 60, { stcw_reg: 'V/1-2', mandatory: false }),
  crew('TANKER_GAS_ADV', 'Advanced Training for Liquefied Gas Tanker Cargo Operations', '液化气船货物操作高级培训', 'endorsement', 60, { stcw_reg: 'V/1-2', mandatory: false }),
  crew('FLAG_ENDORSEMENT', 'Flag State Endorsement (Recognition)', '船旗国签证', 'endorsement', 60, { stcw_reg: 'I/10' }),
  crew('MEDICAL', 'Medical Fitness Certificate', '健康证明', 'medical', 24, { alert_days: [60, 30, 14] }),
  crew('YELLOW_FEVER', 'Yellow Fever Vaccination Certificate', '国际预防接种证书（黄皮书）', 'vaccination', null, { mandatory: false }),
  crew('US_VISA', 'US C1/D Visa', '美国 C1/D 签证', 'visa', 60, { mandatory: false, alert_days: [90, 60, 30] }),
];

/** Adds the seeded types an installation lacks (by code); types already there are never touched. */
export async function seedCertificateTypes(db: Db): Promise<void> {
  await db
    .insert(certificateType)
    .values(
      CERTIFICATE_TYPE_SEED.map((seed, index) => ({
        code: seed.code,
        name_en: seed.name_en,
        name_zh: seed.name_zh,
        holder: seed.holder,
        category: seed.category,
        doc_category: seed.doc_category ?? null,
        validity_months: seed.validity_months,
        survey_scheme: seed.survey_scheme ?? 'none',
        alert_days: seed.alert_days ?? [90, 60, 30, 7],
        stcw_reg: seed.stcw_reg ?? '',
        mandatory: seed.mandatory ?? true,
        // The list shows the heaviest first: the first seeded weighs most, the last 0.
        weigh: (CERTIFICATE_TYPE_SEED.length - 1 - index) * 10,
      })),
    )
    .onConflictDoNothing();
}
