import { imoFrom } from '@vessel/contract';

/**
 * The demo company of DOMAIN.md §6 as data: shore departments, fleet groups, the seven ships of §6.1 (valid
 * IMO check digits, MMSIs starting with the flag's MID), their crews and the seafarer names they draw on.
 */

export interface DemoDepartment {
  code: string;
  name: string;
  name_en: string;
  dept_type: 'shore_dept' | 'fleet_group';
}

export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  { code: 'GMO', name: '总经理室', name_en: "General Manager's Office", dept_type: 'shore_dept' },
  { code: 'QHSE', name: '安全监督部', name_en: 'QHSE / Safety', dept_type: 'shore_dept' },
  { code: 'MARINE', name: '海务部', name_en: 'Marine', dept_type: 'shore_dept' },
  { code: 'TECH', name: '机务部', name_en: 'Technical', dept_type: 'shore_dept' },
  // The crew pool's department (seafarers not attached to a ship belong here).
  { code: 'CREW', name: '船员部', name_en: 'Crewing', dept_type: 'shore_dept' },
  { code: 'PURCH', name: '物资供应部', name_en: 'Purchasing', dept_type: 'shore_dept' },
  { code: 'OPS', name: '商务运营部', name_en: 'Operations', dept_type: 'shore_dept' },
  { code: 'FIN', name: '财务部', name_en: 'Finance', dept_type: 'shore_dept' },
  { code: 'ADMIN', name: '综合管理部', name_en: 'Administration / HR', dept_type: 'shore_dept' },
  { code: 'IT', name: '信息部', name_en: 'IT', dept_type: 'shore_dept' },
  { code: 'FLEET-BULK', name: '散货船队', name_en: 'Bulk fleet', dept_type: 'fleet_group' },
  { code: 'FLEET-LIQ', name: '液货船队', name_en: 'Tanker and gas fleet', dept_type: 'fleet_group' },
  { code: 'FLEET-LINER', name: '集装箱与杂货船队', name_en: 'Container and general cargo fleet', dept_type: 'fleet_group' },
];

/** Shore staff the ships name as superintendents and crew managers (no password anyone knows). */
export const DEMO_STAFF = [
  { username: 'gm_sun', nickname: '孙立新', dept: 'GMO', weight_type: 4, is_leader: true },
  { username: 'tech_li', nickname: '李海涛', dept: 'TECH', weight_type: 2, is_leader: true },
  { username: 'tech_gao', nickname: '高振宇', dept: 'TECH', weight_type: 1 },
  { username: 'marine_wang', nickname: '王建国', dept: 'MARINE', weight_type: 2, is_leader: true },
  { username: 'crew_chen', nickname: '陈静', dept: 'CREW', weight_type: 2, is_leader: true },
  // The designated person ashore (ISM clause 4), heading the QHSE department.
  { username: 'dpa_zhou', nickname: '周明', dept: 'QHSE', weight_type: 3, is_leader: true, is_dpa: true },
  // The fleet groups' heads: an NCR of a ship without a master's account goes to its group's head first.
  { username: 'supt_liu', nickname: '刘洋', dept: 'FLEET-LIQ', weight_type: 2, is_leader: true },
  { username: 'supt_he', nickname: '何军', dept: 'FLEET-LINER', weight_type: 2, is_leader: true },
] as const;

/**
 * The demo's roles (DOMAIN.md §4.2 data scope): the shore staff above see every ship; a fleet group's
 * superintendent sees his group (a custom scope of that department, its ships and everything of them).
 * Rights: the platform's working menus (dashboard, fleet, certificates, bunkering, crew, alerts, to-dos and every
 * safety-management area: NCRs, audits, inspections, maintenance, documents, suppliers, contingency, evaluation), not its
 * administration.
 */
export const DEMO_ROLE_RIGHTS = ['dashboard', 'fleet', 'cert', 'bunker', 'crew', 'alert/alert', 'todo', 'approval/instance', 'ncr', 'audit', 'supervision', 'pms', 'document', 'supplier', 'contingency', 'evaluation'] as const;
export const DEMO_ROLES = [
  { name: '岸基管理 Shore management', data_scope: 'all', departments: [], members: ['gm_sun', 'tech_li', 'tech_gao', 'marine_wang', 'crew_chen', 'dpa_zhou', 'supt_liu', 'supt_he'] },
  { name: '船队主管（散货船队）Superintendent, bulk fleet', data_scope: 'custom', departments: ['FLEET-BULK'], members: ['superintendent'] },
] as const;

/** Someone a visitor logs in as: the bulk fleet's superintendent (his password is printed on seeding). */
export const DEMO_LOGINS = [{ username: 'superintendent', nickname: '张海东', dept: 'FLEET-BULK', weight_type: 2, is_leader: true }] as const;

/** A ship's crew: rank codes, repeated for several of a rank. */
const FULL_CREW = ['MSTR', 'C/O', '2/O', '3/O', 'C/E', '2/E', '3/E', '4/E', 'ETO', 'BSN', 'AB', 'AB', 'AB', 'OS', 'OS', 'FTR', 'OLR', 'OLR', 'OLR', 'WPR', 'CCK', 'MSM'];
const COASTAL_CREW = ['MSTR', 'C/O', '2/O', '3/O', 'C/E', '2/E', '3/E', 'BSN', 'AB', 'AB', 'OLR', 'OLR', 'CCK'];
const CARETAKER_CREW = ['MSTR', 'C/E', 'BSN', 'AB', 'OLR', 'CCK'];

/** Minimum safe manning of an ocean-going ship of these sizes (flag-dependent; typical figures). */
const OCEAN_SAFE_MANNING: Record<string, number> = { MSTR: 1, 'C/O': 1, '2/O': 1, '3/O': 1, 'C/E': 1, '2/E': 1, '3/E': 1, AB: 3, OLR: 2, CCK: 1 };
const COASTAL_SAFE_MANNING: Record<string, number> = { MSTR: 1, 'C/O': 1, '2/O': 1, 'C/E': 1, '2/E': 1, AB: 2, OLR: 2 };
/** The reduced manning a flag approves for a ship laid up at anchor (the caretaker crew's document). */
const LAID_UP_SAFE_MANNING: Record<string, number> = { MSTR: 1, 'C/E': 1, AB: 1, OLR: 1 };

export type CrewOrigin = 'cn' | 'ph' | 'in';

export interface DemoShip {
  name_en: string;
  name_zh: string;
  /** Six digits; the seventh is the check digit. */
  imo6: string;
  mmsi: string;
  call_sign: string;
  flag: string;
  port_of_registry: string;
  ship_type: string;
  ship_subtype: string;
  class_society: string;
  gt: number;
  nt: number;
  dwt: number;
  loa: string;
  breadth: string;
  depth: string;
  summer_draft: string;
  built_year: number;
  builder: string;
  trading_area: 'international' | 'coastal';
  status: 'in_service' | 'drydock' | 'laid_up';
  status_reason: string;
  /** Where she is bound ('' when she is going nowhere: laid up) and in how many days of today she arrives. */
  next_port: string;
  eta_days: number | null;
  fleet: string;
  crew: readonly string[];
  safe_manning: Record<string, number>;
  officers: CrewOrigin;
  ratings: CrewOrigin;
}

export const DEMO_SHIPS: readonly DemoShip[] = [
  { name_en: 'OCEAN HARMONY', name_zh: '海和', imo6: '953102', mmsi: '371452000', call_sign: '3FHA9', flag: 'PA', port_of_registry: 'Panama', ship_type: 'bulk_carrier', ship_subtype: 'Supramax', class_society: 'CCS', gt: 34800, nt: 20200, dwt: 57000, loa: '189.99', breadth: '32.26', depth: '18.00', summer_draft: '12.80', built_year: 2012, builder: 'Jiangsu New Yangzi Shipbuilding', trading_area: 'international', status: 'in_service', status_reason: 'Delivered into management', next_port: 'Newcastle (AUNTL)', eta_days: 6, fleet: 'FLEET-BULK', crew: FULL_CREW, safe_manning: OCEAN_SAFE_MANNING, officers: 'cn', ratings: 'cn' },
  { name_en: 'PACIFIC PIONEER', name_zh: '太平洋先锋', imo6: '967214', mmsi: '538006712', call_sign: 'V7PP4', flag: 'MH', port_of_registry: 'Majuro', ship_type: 'bulk_carrier', ship_subtype: 'Capesize', class_society: 'DNV', gt: 93000, nt: 59000, dwt: 180000, loa: '292.00', breadth: '45.00', depth: '24.80', summer_draft: '18.20', built_year: 2015, builder: 'Shanghai Waigaoqiao Shipbuilding', trading_area: 'international', status: 'drydock', status_reason: 'Second special survey, Zhoushan', next_port: 'Port Hedland (AUPHE)', eta_days: 19, fleet: 'FLEET-BULK', crew: FULL_CREW, safe_manning: OCEAN_SAFE_MANNING, officers: 'cn', ratings: 'ph' },
  { name_en: 'EAST STAR', name_zh: '东星', imo6: '941876', mmsi: '477315200', call_sign: 'VRES7', flag: 'HK', port_of_registry: 'Hong Kong', ship_type: 'container_ship', ship_subtype: '2,500 TEU', class_society: 'LR', gt: 28000, nt: 13900, dwt: 34000, loa: '212.00', breadth: '32.20', depth: '16.80', summer_draft: '11.50', built_year: 2010, builder: 'Hyundai Mipo Dockyard', trading_area: 'international', status: 'in_service', status_reason: 'Delivered into management', next_port: 'Ho Chi Minh City (VNSGN)', eta_days: 2, fleet: 'FLEET-LINER', crew: FULL_CREW, safe_manning: OCEAN_SAFE_MANNING, officers: 'cn', ratings: 'cn' },
  { name_en: 'JIN HAI 8', name_zh: '金海8', imo6: '978530', mmsi: '636019874', call_sign: 'D5JH8', flag: 'LR', port_of_registry: 'Monrovia', ship_type: 'chemical_tanker', ship_subtype: 'MR', class_society: 'ABS', gt: 29700, nt: 13400, dwt: 49990, loa: '183.00', breadth: '32.20', depth: '19.10', summer_draft: '13.30', built_year: 2017, builder: 'Guangzhou Shipyard International', trading_area: 'international', status: 'in_service', status_reason: 'Delivered into management', next_port: 'Ulsan (KRUSN)', eta_days: 4, fleet: 'FLEET-LIQ', crew: FULL_CREW, safe_manning: OCEAN_SAFE_MANNING, officers: 'cn', ratings: 'ph' },
  { name_en: 'MING YANG', name_zh: '明扬', imo6: '984127', mmsi: '563214500', call_sign: '9V7731', flag: 'SG', port_of_registry: 'Singapore', ship_type: 'lpg_carrier', ship_subtype: '22,000 cbm', class_society: 'BV', gt: 18000, nt: 5400, dwt: 22000, loa: '159.90', breadth: '25.60', depth: '17.20', summer_draft: '10.80', built_year: 2019, builder: 'Jiangnan Shipyard', trading_area: 'international', status: 'in_service', status_reason: 'Delivered into management', next_port: 'Ningbo (CNNGB)', eta_days: 3, fleet: 'FLEET-LIQ', crew: FULL_CREW, safe_manning: OCEAN_SAFE_MANNING, officers: 'in', ratings: 'ph' },
  { name_en: 'BLUE HORIZON', name_zh: '蓝色地平线', imo6: '936542', mmsi: '248731000', call_sign: '9HA4521', flag: 'MT', port_of_registry: 'Valletta', ship_type: 'general_cargo', ship_subtype: 'Multipurpose', class_society: 'NK', gt: 9600, nt: 4700, dwt: 12500, loa: '138.50', breadth: '21.00', depth: '11.20', summer_draft: '8.60', built_year: 2008, builder: 'Kyokuyo Shipyard', trading_area: 'international', status: 'laid_up', status_reason: 'Laid up at Zhoushan anchorage awaiting employment', next_port: '', eta_days: null, fleet: 'FLEET-LINER', crew: CARETAKER_CREW, safe_manning: LAID_UP_SAFE_MANNING, officers: 'ph', ratings: 'ph' },
  { name_en: 'HUA YUN 16', name_zh: '华运16', imo6: '970318', mmsi: '413456780', call_sign: 'BQHY16', flag: 'CN', port_of_registry: 'Shanghai', ship_type: 'bulk_carrier', ship_subtype: 'Coastal bulk', class_society: 'CCS', gt: 2990, nt: 1670, dwt: 5000, loa: '96.80', breadth: '15.80', depth: '7.60', summer_draft: '6.10', built_year: 2014, builder: 'Zhejiang Ouhua Shipbuilding', trading_area: 'coastal', status: 'in_service', status_reason: 'Delivered into management', next_port: 'Qinhuangdao (CNQHD)', eta_days: 1, fleet: 'FLEET-BULK', crew: COASTAL_CREW, safe_manning: COASTAL_SAFE_MANNING, officers: 'cn', ratings: 'cn' },
];

export const imoOf = (ship: Pick<DemoShip, 'imo6'>) => imoFrom(ship.imo6);

/** Chinese surnames and given names with their pinyin: names are written SURNAME GIVEN in passports. */
const CN_SURNAMES = [
  ['王', 'WANG'], ['李', 'LI'], ['张', 'ZHANG'], ['刘', 'LIU'], ['陈', 'CHEN'], ['杨', 'YANG'], ['黄', 'HUANG'], ['赵', 'ZHAO'], ['吴', 'WU'], ['周', 'ZHOU'],
  ['徐', 'XU'], ['孙', 'SUN'], ['马', 'MA'], ['朱', 'ZHU'], ['胡', 'HU'], ['郭', 'GUO'], ['何', 'HE'], ['林', 'LIN'], ['高', 'GAO'], ['罗', 'LUO'],
  ['郑', 'ZHENG'], ['梁', 'LIANG'], ['谢', 'XIE'], ['宋', 'SONG'], ['唐', 'TANG'], ['韩', 'HAN'], ['冯', 'FENG'], ['邓', 'DENG'], ['曹', 'CAO'], ['彭', 'PENG'],
] as const;
const CN_GIVEN = [
  ['伟', 'WEI'], ['强', 'QIANG'], ['磊', 'LEI'], ['军', 'JUN'], ['洋', 'YANG'], ['勇', 'YONG'], ['杰', 'JIE'], ['涛', 'TAO'], ['明', 'MING'], ['超', 'CHAO'],
  ['鹏', 'PENG'], ['斌', 'BIN'], ['海波', 'HAIBO'], ['建华', 'JIANHUA'], ['志强', 'ZHIQIANG'], ['国庆', 'GUOQING'], ['晓东', 'XIAODONG'], ['文博', 'WENBO'],
  ['海峰', 'HAIFENG'], ['立新', 'LIXIN'], ['永刚', 'YONGGANG'], ['振宇', 'ZHENYU'], ['德明', 'DEMING'], ['春雷', 'CHUNLEI'], ['俊杰', 'JUNJIE'],
  ['浩然', 'HAORAN'], ['天宇', 'TIANYU'], ['学军', 'XUEJUN'], ['卫东', 'WEIDONG'], ['长江', 'CHANGJIANG'], ['宏伟', 'HONGWEI'],
] as const;
const PH_SURNAMES = ['SANTOS', 'REYES', 'CRUZ', 'BAUTISTA', 'GARCIA', 'MENDOZA', 'DELA CRUZ', 'RAMOS', 'AQUINO', 'VILLANUEVA', 'CASTILLO', 'FERNANDEZ', 'NAVARRO', 'TORRES'];
const PH_GIVEN = ['JUAN', 'MARK ANTHONY', 'JOSE', 'RODEL', 'JERICHO', 'RONALD', 'ARNEL', 'JOMAR', 'CHRISTIAN', 'ROMMEL', 'RENATO', 'ALVIN', 'NOEL', 'JAYSON'];
const IN_NAMES = ['RAJESH KUMAR', 'AMIT SHARMA', 'SANJAY SINGH', 'VIKRAM NAIR', 'ANIL MENON', 'SURESH PILLAI', 'ARJUN REDDY', 'MANOJ IYER', 'DEEPAK RAO', 'KIRAN PATIL', 'PRAKASH JOSHI', 'RAHUL VERMA'];

export interface DemoPerson {
  name_en: string;
  name_zh: string;
  nationality: string;
  mobile: string;
}

/** The n-th person of an origin: deterministic, so that a re-run names everyone the same. */
export function personOf(origin: CrewOrigin, n: number): DemoPerson {
  if (origin === 'cn') {
    const [surname, surnamePy] = CN_SURNAMES[(n * 7) % CN_SURNAMES.length]!;
    const [given, givenPy] = CN_GIVEN[(n * 11 + Math.floor(n / CN_SURNAMES.length)) % CN_GIVEN.length]!;
    return { name_en: `${surnamePy} ${givenPy}`, name_zh: `${surname}${given}`, nationality: 'CN', mobile: `+86 13${String(800000000 + n * 7919).slice(0, 9)}` };
  }
  if (origin === 'ph') {
    const surname = PH_SURNAMES[(n * 5) % PH_SURNAMES.length]!;
    const given = PH_GIVEN[(n * 3 + Math.floor(n / PH_SURNAMES.length)) % PH_GIVEN.length]!;
    return { name_en: `${given} ${surname}`, name_zh: '', nationality: 'PH', mobile: `+63 917${String(1000000 + n * 4243).slice(0, 7)}` };
  }
  return { name_en: IN_NAMES[n % IN_NAMES.length]!, name_zh: '', nationality: 'IN', mobile: `+91 98${String(20000000 + n * 6133).slice(0, 8)}` };
}

const OFFICERS = new Set(['MSTR', 'C/O', '2/O', '3/O', 'C/E', '2/E', '3/E', '4/E', 'ETO']);
export const isOfficer = (rank: string) => OFFICERS.has(rank);

/** Contract length by origin and level (months): Chinese officers 6, ratings 8; Filipino and Indian 9. */
export function contractMonths(origin: CrewOrigin, rank: string): number {
  if (origin === 'cn') return isOfficer(rank) ? 6 : 8;
  return 9;
}
