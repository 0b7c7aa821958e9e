import type { ChecklistAnswerType, ChecklistSection } from '../../platform/checklists.js';

/**
 * The checklist templates a company starts with, active from the first day (DOMAIN.md §4.8): the ISM
 * internal audit by clause, ISPS, MLC, the monthly ship self-inspection, the superintendent's visit and
 * accommodation & galley. Questions are what auditors and superintendents actually ask; the company
 * adapts them to its SMS by making a new version.
 */
export interface ChecklistTemplateSeed {
  code: string;
  name_en: string;
  name_zh: string;
  standard: string;
  sections: ChecklistSection[];
}

type Question = [ref: string, en: string, zh: string, guidanceEn?: string, guidanceZh?: string, answer?: ChecklistAnswerType, evidence?: boolean];

function section(id: string, title_en: string, title_zh: string, questions: readonly Question[]): ChecklistSection {
  return {
    id,
    title_en,
    title_zh,
    items: questions.map(([ref, question_en, question_zh, guidance_en = '', guidance_zh = '', answer_type = 'yes_no_na', requires_evidence = false], index) => ({
      id: `${id}.${index + 1}`,
      ref,
      question_en,
      question_zh,
      guidance_en,
      guidance_zh,
      answer_type,
      requires_evidence,
    })),
  };
}

const ISM: ChecklistSection[] = [
  section('1', 'General', '总则', [
    ['ISM 1.2', 'Are the objectives of the SMS known on board and reflected in shipboard practice?', '船上人员是否了解安全管理体系的目标并在实际工作中体现？'],
    ['ISM 1.4', 'Is a current copy of the DOC and the SMC available on board?', '船上是否备有有效的 DOC 副本和 SMC？', 'Check validity and annual endorsement of the DOC copy.', '核查 DOC 副本的有效期及年度签注。', 'yes_no_na', true],
  ]),
  section('2', 'Safety and environmental protection policy', '安全和环境保护方针', [
    ['ISM 2.1', 'Is the company policy posted and understood by the crew interviewed?', '公司方针是否张贴，受访船员是否理解？'],
  ]),
  section('3', 'Company responsibilities and authority', '公司的责任和权力', [
    ['ISM 3.1', 'Are the owner, manager and DOC holder identified in the SMS documents on board?', '船上体系文件是否明确船东、管理公司和 DOC 持有人？'],
    ['ISM 3.3', 'Are adequate resources and shore support provided (requisitions answered in time)?', '公司是否提供足够的资源和岸基支持（申请是否及时答复）？', 'Sample the last three requisitions for critical spares.', '抽查最近三份关键备件申请单及公司答复情况。'],
  ]),
  section('4', 'Designated person(s)', '指定人员', [
    ['ISM 4', 'Do the master and officers know the DPA and how to contact them at any time?', '船长和高级船员是否知道 DPA 及其全天候联系方式？'],
    ['ISM 4', 'Is the DPA contact information posted and current?', 'DPA 联系方式是否张贴且为最新？', '', '', 'yes_no_na', true],
  ]),
  section('5', "Master's responsibility and authority", '船长的责任和权力', [
    ['ISM 5.1.5', "Has the master reviewed the SMS and reported its deficiencies to the company (master's review)?", '船长是否对体系进行评审并向公司报告不足（船长评审）？', 'Ask for the latest master’s review report.', '查阅最近一次船长评审报告。', 'yes_no_na', true],
    ['ISM 5.2', "Is the master's overriding authority stated in the SMS?", '体系文件中是否明确船长的最高权力？'],
  ]),
  section('6', 'Resources and personnel', '资源和人员', [
    ['ISM 6.3', 'Were new joiners familiarised with their duties before sailing, and is it recorded?', '新上船人员开航前是否进行了职责熟悉并有记录？', '', '', 'yes_no_na', true],
    ['ISM 6.5', 'Is shipboard training planned and recorded as per the training matrix?', '船上培训是否按培训矩阵计划并记录？'],
    ['ISM 6.6', 'Is relevant SMS information available in a working language understood by the crew?', '体系相关信息是否使用船员能理解的工作语言？'],
  ]),
  section('7', 'Shipboard operations', '船上操作', [
    ['ISM 7', 'Are key shipboard operations covered by checklists, and are they completed in practice?', '关键船上操作是否有检查表并实际填写？'],
    ['ISM 7', 'Are permits to work used for hot work, enclosed space entry and work aloft?', '动火、进入封闭处所、高空作业是否使用工作许可？', 'Sample the last three permits.', '抽查最近三份工作许可证。', 'yes_no_na', true],
    ['ISM 7', 'Is the passage plan berth to berth and approved by the master?', '航次计划是否泊位到泊位并经船长批准？'],
  ]),
  section('8', 'Emergency preparedness', '应急准备', [
    ['ISM 8.1', 'Are emergency procedures and the muster list current for the crew on board?', '应急程序和应变部署表是否与在船船员一致？'],
    ['ISM 8.2', 'Have drills been carried out at the required intervals and evaluated?', '演习是否按规定间隔进行并有讲评？', 'Compare the drill records with the drill matrix.', '对照演习计划表核查演习记录。', 'yes_no_na', true],
    ['ISM 8.3', 'Are company emergency contact details and the shore response arrangements known?', '是否了解公司应急联系方式和岸基应急安排？'],
  ]),
  section('9', 'Reports and analysis of non-conformities, accidents and hazardous occurrences', '不符合规定情况、事故和险情的报告和分析', [
    ['ISM 9.1', 'Are non-conformities, accidents and near misses reported to the company?', '不符合、事故和险情是否报告公司？'],
    ['ISM 9.2', 'Are corrective actions implemented and verified within their due dates?', '纠正措施是否在期限内实施并验证？', '', '', 'yes_no_na', true],
    ['ISM 9', 'How many near misses were reported in the last three months?', '近三个月报告了多少起险情？', '', '', 'number'],
  ]),
  section('10', 'Maintenance of the ship and equipment', '船舶和设备的维护', [
    ['ISM 10.2', 'Is planned maintenance carried out and recorded, with no overdue jobs unaccounted for?', '计划维护是否执行并记录，无未说明的逾期工作？', '', '', 'yes_no_na', true],
    ['ISM 10.3', 'Are critical equipment and systems identified and tested regularly?', '关键设备和系统是否已识别并定期测试？'],
    ['ISM 10.2', 'Are defects reported and followed up, and are conditions of class recorded?', '缺陷是否报告并跟踪，船级条件是否有记录？'],
  ]),
  section('11', 'Documentation', '文件', [
    ['ISM 11.1', 'Are SMS manuals on board the current revision, with obsolete copies removed?', '船上体系文件是否为现行版本，作废版本是否已撤除？'],
    ['ISM 11.3', 'Are records kept as required and readily retrievable?', '记录是否按要求保存并便于查阅？'],
  ]),
  section('12', 'Company verification, review and evaluation', '公司审核、复查和评价', [
    ['ISM 12.1', 'Was the last internal audit carried out within 12 months and its findings closed?', '上次内审是否在 12 个月内进行，发现项是否已关闭？', '', '', 'yes_no_na', true],
    ['ISM 12.6', 'Were audit results brought to the attention of the personnel concerned?', '审核结果是否传达给相关人员？'],
  ]),
  section('13', 'Certification and verification', '发证和验证', [
    ['ISM 13', 'Are the SMC and its intermediate verification within their windows?', 'SMC 及其中间审核是否在有效窗口内？'],
    ['ISM 13', 'Overall assessment of SMS implementation on board', '船上体系运行总体评价', '1 poor … 5 excellent', '1 差 … 5 优', 'graded'],
  ]),
];

const ISPS: ChecklistSection[] = [
  section('1', 'Ship security plan and records', '船舶保安计划和记录', [
    ['ISPS A/9', 'Is the approved ship security plan on board and protected from unauthorised access?', '船上是否有经批准的保安计划并防止未授权访问？'],
    ['ISPS A/10', 'Are the records of security activities kept (drills, incidents, security level changes)?', '是否保存保安活动记录（演习、事件、保安等级变更）？', '', '', 'yes_no_na', true],
    ['ISPS A/12', 'Is the SSO designated and trained, and does the SSO know the CSO?', '是否指定并培训了船舶保安员，是否了解公司保安员？'],
  ]),
  section('2', 'Security measures', '保安措施', [
    ['ISPS A/7.2', 'Is access to the ship controlled (gangway watch, visitor log, ID checks)?', '是否控制登船（舷梯值班、访客登记、证件检查）？'],
    ['ISPS A/7.2', 'Are restricted areas marked and secured?', '限制区域是否标识并加以保护？'],
    ['SOLAS XI-2/6', 'Has the ship security alert system been tested and recorded?', '船舶保安报警系统是否测试并记录？', '', '', 'yes_no_na', true],
    ['ISPS A/13.4', 'Have security drills been held every 3 months?', '是否每三个月进行保安演习？'],
    ['ISPS B/9.38', 'Are declarations of security kept when required?', '需要时是否签署并保存保安声明？'],
  ]),
];

const MLC: ChecklistSection[] = [
  section('1', 'Seafarers’ employment', '船员就业', [
    ['MLC 1.1', 'Are all seafarers at least 18 years old (16 for non-hazardous work)?', '所有船员是否年满 18 岁（非危险工作 16 岁）？'],
    ['MLC 1.2', 'Does every seafarer hold a valid medical certificate?', '每名船员是否持有有效体检证书？', '', '', 'yes_no_na', true],
    ['MLC 2.1', 'Is a signed seafarer employment agreement on board for every seafarer?', '每名船员是否有签署的就业协议在船？', '', '', 'yes_no_na', true],
    ['MLC 2.2', 'Are wages paid monthly with a monthly account?', '工资是否按月支付并提供月度账单？'],
  ]),
  section('2', 'Hours of rest', '休息时间', [
    ['MLC 2.3', 'Do hours of rest records meet 10 h in 24 h and 77 h in 7 days?', '休息时间记录是否满足 24 小时内 10 小时、7 天内 77 小时？', 'Sample two watchkeepers for the last month.', '抽查两名值班人员上个月的休息时间记录。', 'yes_no_na', true],
    ['MLC 2.3', 'Is the table of shipboard working arrangements posted?', '船上工作安排表是否张贴？'],
  ]),
  section('3', 'Accommodation, food and welfare', '起居舱室、食品和福利', [
    ['MLC 3.1', 'Are cabins, sanitary facilities and the hospital clean and in good order?', '住舱、卫生设施和医务室是否清洁完好？'],
    ['MLC 3.2', 'Are food and drinking water of adequate quality and quantity, and is the cook qualified?', '食品和饮用水质量数量是否充足，厨师是否合格？'],
  ]),
  section('4', 'Health, safety and complaints', '健康、安全和投诉', [
    ['MLC 4.3', 'Are occupational accidents recorded and investigated?', '职业事故是否记录并调查？'],
    ['MLC 5.1.5', 'Is the on-board complaint procedure available to every seafarer?', '每名船员是否都能获得船上投诉程序？'],
  ]),
];

const SELF_INSPECTION: ChecklistSection[] = [
  section('1', 'Bridge and navigation', '驾驶台和航行', [
    ['SOLAS V/27', 'Are charts and publications corrected up to the latest notices?', '海图和出版物是否改正至最新通告？'],
    ['SOLAS V/19', 'Are navigation equipment and the BNWAS working?', '航行设备和驾驶台值班报警系统是否正常？'],
    ['SMS', 'Is the gyro and magnetic compass error log kept every watch?', '是否每班记录电罗经和磁罗经误差？'],
  ]),
  section('2', 'Life-saving and fire-fighting appliances', '救生和消防设备', [
    ['SOLAS III/20', 'Are lifeboats, liferafts and their launching appliances inspected weekly and monthly?', '救生艇、救生筏及降落设备是否按周、月检查？', '', '', 'yes_no_na', true],
    ['SOLAS II-2/14', 'Are fire extinguishers, hoses and nozzles in place and in date?', '灭火器、水带和水枪是否到位且在有效期内？'],
    ['SOLAS II-2/9', 'Do fire doors close and latch properly?', '防火门是否能正常关闭锁紧？'],
  ]),
  section('3', 'Engine room', '机舱', [
    ['SMS', 'Is the engine room clean, without oil leaks or accumulations in bilges?', '机舱是否清洁，无漏油及舱底积油？', '', '', 'yes_no_na', true],
    ['SOLAS II-1/26', 'Are emergency generator and emergency fire pump tested and recorded?', '应急发电机和应急消防泵是否测试并记录？'],
    ['MARPOL I', 'Is the oil record book complete and consistent with soundings?', '油类记录簿是否完整且与测深一致？'],
  ]),
  section('4', 'Deck, pollution prevention and security', '甲板、防污染和保安', [
    ['LL', 'Are hatch covers, vents and air pipes weathertight and their closing devices working?', '舱盖、通风筒和空气管是否风雨密且关闭装置有效？'],
    ['MARPOL V', 'Is garbage segregated and the garbage record book up to date?', '垃圾是否分类，垃圾记录簿是否更新？'],
    ['ISPS', 'Is access control kept at the gangway?', '舷梯是否保持出入控制？'],
  ]),
];

const SUPERINTENDENT: ChecklistSection[] = [
  section('1', 'Certificates and documents', '证书和文件', [
    ['SMS', 'Are all ship certificates valid, with surveys within their windows?', '所有船舶证书是否有效，检验是否在窗口期内？'],
    ['STCW', 'Do officers and ratings hold the certificates required by the safe manning document?', '船员是否持有最低安全配员要求的证书？'],
    ['SMS', 'Are open conditions of class and PSC deficiencies being closed on time?', '未关闭的船级条件和 PSC 缺陷是否按时关闭？', '', '', 'yes_no_na', true],
  ]),
  section('2', 'Hull, deck and cargo spaces', '船体、甲板和货舱', [
    ['Class', 'Condition of hull and deck coating, corrosion and damage', '船体和甲板涂层、锈蚀和损伤状况', '1 poor … 5 excellent', '1 差 … 5 优', 'graded', true],
    ['LL', 'Condition of hatch covers, seals and cleats', '舱盖、密封条和压紧装置状况', '', '', 'graded'],
    ['SMS', 'Condition of mooring equipment and ropes', '系泊设备和缆绳状况', '', '', 'graded'],
  ]),
  section('3', 'Machinery', '机械', [
    ['ISM 10', 'Condition of main engine and auxiliaries, with running hours of overdue overhauls', '主机和辅机状况及逾期检修的运行小时', '', '', 'graded', true],
    ['ISM 10.3', 'Are critical equipment tests up to date (steering gear, emergency generator)?', '关键设备测试是否及时（舵机、应急发电机）？'],
    ['SMS', 'Main engine running hours since last overhaul of the worst unit', '主机状况最差缸自上次检修以来的运行小时', '', '', 'number'],
  ]),
  section('4', 'Safety, crew and management', '安全、船员和管理', [
    ['ISM 6', 'Are the crew competent and familiar with their duties (interviews)?', '船员是否胜任并熟悉职责（面谈）？'],
    ['ISM 8', 'Witnessed drill: was it realistic and well executed?', '见证演习是否贴近实际且执行良好？', '', '', 'graded'],
    ['ISM 9', 'Are near misses and non-conformities reported with a healthy safety culture?', '险情和不符合是否积极报告，安全文化是否良好？'],
    ['MLC', 'Are crew welfare and provisions satisfactory?', '船员福利和伙食是否令人满意？'],
    ['SMS', 'Is the budget for stores and spares adequate for the next quarter?', '下季度物料和备件预算是否充足？'],
    ['SMS', "Superintendent's overall remarks", '主管总体意见', '', '', 'text'],
  ]),
];

const ACCOMMODATION: ChecklistSection[] = [
  section('1', 'Accommodation', '起居处所', [
    ['MLC 3.1', 'Are cabins clean, ventilated and free of damage?', '住舱是否清洁、通风良好且无损坏？'],
    ['MLC 3.1', 'Are sanitary facilities and laundry working?', '卫生设施和洗衣设备是否正常？'],
    ['MLC 3.1', 'Are air conditioning and heating working in all spaces?', '所有处所空调和暖气是否正常？'],
    ['MLC 4.1', 'Is the hospital clean, equipped and the medicine chest in date?', '医务室是否清洁、设备齐全、药品在有效期内？', '', '', 'yes_no_na', true],
  ]),
  section('2', 'Galley and provisions', '厨房和伙食', [
    ['MLC 3.2', 'Are the galley and mess rooms clean and free of pests?', '厨房和餐厅是否清洁且无虫害？'],
    ['MLC 3.2', 'Are provision store temperatures logged (meat ≤ -18 °C, vegetables 2 to 6 °C)?', '伙食库温度是否记录（肉库≤-18℃，菜库 2～6℃）？', '', '', 'yes_no_na', true],
    ['MLC 3.2', 'Is drinking water tested and the tanks cleaned as scheduled?', '饮用水是否检测，水舱是否按计划清洗？'],
    ['MLC 3.2', 'Overall standard of food and catering', '伙食和膳食服务总体水平', '', '', 'graded'],
  ]),
];

export const CHECKLIST_TEMPLATE_SEED: readonly ChecklistTemplateSeed[] = [
  { code: 'ISM-INTERNAL', name_en: 'ISM internal audit (ship)', name_zh: 'ISM 船舶内部审核', standard: 'ISM', sections: ISM },
  { code: 'ISPS-AUDIT', name_en: 'ISPS ship security audit', name_zh: 'ISPS 船舶保安审核', standard: 'ISPS', sections: ISPS },
  { code: 'MLC-INSPECTION', name_en: 'MLC 2006 inspection', name_zh: 'MLC 2006 检查', standard: 'MLC', sections: MLC },
  { code: 'SELF-MONTHLY', name_en: 'Monthly ship self-inspection', name_zh: '船舶月度自查', standard: 'self_inspection', sections: SELF_INSPECTION },
  { code: 'SUPT-VISIT', name_en: 'Superintendent visit', name_zh: '机务/海务登轮检查', standard: 'superintendent', sections: SUPERINTENDENT },
  { code: 'ACCOM-GALLEY', name_en: 'Accommodation and galley inspection', name_zh: '生活区和厨房检查', standard: 'self_inspection', sections: ACCOMMODATION },
];
