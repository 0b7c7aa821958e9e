/**
 * A shipping company at the bench's scale (issue 20, Scale), made by the database itself and the same on
 * every run (a seed names every id and every choice: `md5(seed:kind:key)` as a version-4 UUID, md5-drawn
 * numbers for the rest): fleet groups of ships (each a department node under its group, DOMAIN.md §4.2),
 * the shore staff and one account per ship, 100 seafarers per ship with their documents and contract
 * histories, the ships' certificates with their survey windows, and a year of the administrator log. Run by
 * the bench module's `/bench/fleet-fill` route only (BENCH_ROUTES=1), on a fresh database, phase by phase
 * and in slices (one transaction each): a million rows in one request outlasts an HTTP client's patience.
 *
 * What it looks like (DOMAIN.md §4.1-§4.5, §6): ten fleet groups by trade (bulk, tankers, gas, containers,
 * general cargo), flags of the usual open registries with MMSIs under their MIDs and IMO numbers with valid
 * check digits; about one ship in fifty in drydock or repair and one in forty laid up with a caretaker crew.
 * Each ship's complement of 22 is on board (sign-on spread over the contract, some past its end), about a
 * quarter of those ending soon have a relief nominated, approved or preparing; the rest of the pool is on
 * leave or available, and past the third crew of a ship a quarter have resigned, become unfit or been
 * dismissed. Everyone has two to four past contracts (each a completed SEA, a signed-off assignment and the
 * internal sea-service line it leaves), officers serve six months (Chinese) or nine, ratings eight or nine.
 * Documents follow the rank (STCW CoC by regulation, proficiencies, flag endorsement, medical with the one
 * it superseded, tanker endorsements on tankers); ship certificates follow the type (NLS only on chemical
 * tankers, P&I certificates all expiring on 20 February), with their superseded predecessors and the
 * annual, intermediate, periodical and renewal windows of their survey scheme, past windows endorsed but
 * one in 250. Every stored status and due state is the one the platform's own calculator gives today, so
 * that the alert job's daily pass finds nothing to correct and raises only what is due.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { addDays, COUNTRIES, imoFrom, type IsoDate } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { rowsOf } from '../platform/authorization.js';
import { admin, department } from '../platform/identity/tables.js';
import { hashPassword } from '../platform/passwords.js';
import { ship } from '../modules/fleet/tables.js';

export type FleetFillPhase = 'org' | 'ship_certs' | 'crew' | 'admin_log' | 'adopt_pms' | 'analyze';

export interface FleetFillOptions {
  phase: FleetFillPhase;
  ships: number;
  groups: number;
  seafarers: number;
  logRows: number;
  today: IsoDate;
  seed: string;
  /** This call's share of the phase's units (ships, seafarers or log rows): [from, from + count). */
  from: number;
  count: number;
}

export interface FleetFillAnswer {
  phase: FleetFillPhase;
  rows: Record<string, number>;
}

/** A ship's complement (DOMAIN.md §6.3, a Supramax's), by slot: seafarer i holds slot (i / ships) % 22. */
const COMPLEMENT = ['MSTR', 'C/O', '2/O', '3/O', 'C/E', '2/E', '3/E', '4/E', 'ETO', 'BSN', 'AB', 'AB', 'AB', 'OS', 'OS', 'FTR', 'OLR', 'OLR', 'OLR', 'WPR', 'CCK', 'MSM'];
const OFFICERS = new Set(['MSTR', 'C/O', '2/O', '3/O', 'C/E', '2/E', '3/E', '4/E', 'ETO']);
/** Who stays on a laid-up ship (the caretaker crew the flag's reduced manning document allows). */
const CARETAKERS = new Set(['MSTR', 'C/E', 'BSN', 'OLR', 'CCK']);
const SAFE_MANNING: Record<string, number> = { MSTR: 1, 'C/O': 1, '2/O': 1, '3/O': 1, 'C/E': 1, '2/E': 1, '3/E': 1, AB: 3, OLR: 2, CCK: 1 };
const LAID_UP_MANNING: Record<string, number> = { MSTR: 1, 'C/E': 1, OLR: 1 };

/** The groups' trades, in turn: the ship type, its words, and its size range (GT) and DWT per GT. */
const TRADES = [
  { type: 'bulk_carrier', en: 'Bulk', zh: '散货', gt: [20_000, 95_000], dwt: 1.75 },
  { type: 'oil_tanker', en: 'Crude and product tankers', zh: '油轮', gt: [25_000, 160_000], dwt: 1.9 },
  { type: 'container_ship', en: 'Container', zh: '集装箱', gt: [9_000, 150_000], dwt: 1.2 },
  { type: 'bulk_carrier', en: 'Handysize bulk', zh: '灵便型散货', gt: [15_000, 35_000], dwt: 1.7 },
  { type: 'chemical_tanker', en: 'Chemical tankers', zh: '化学品船', gt: [8_000, 30_000], dwt: 1.65 },
  { type: 'lpg_carrier', en: 'Gas carriers', zh: '液化气船', gt: [5_000, 48_000], dwt: 1.1 },
  { type: 'general_cargo', en: 'Multipurpose', zh: '多用途', gt: [3_000, 20_000], dwt: 1.45 },
  { type: 'bulk_carrier', en: 'Capesize bulk', zh: '海岬型散货', gt: [80_000, 110_000], dwt: 1.95 },
  { type: 'container_ship', en: 'Feeder container', zh: '支线集装箱', gt: [7_000, 30_000], dwt: 1.25 },
  { type: 'oil_tanker', en: 'Product tankers', zh: '成品油轮', gt: [23_000, 62_000], dwt: 1.8 },
] as const;
const TANKERS = ['oil_tanker', 'chemical_tanker'];

const FLAGS = ['PA', 'LR', 'MH', 'HK', 'SG', 'MT', 'BS', 'CY', 'GR', 'CN'] as const;
const FLAG_DETAIL: Record<(typeof FLAGS)[number], { port: string; callPrefix: string; authority: string }> = {
  PA: { port: 'Panama', callPrefix: '3E', authority: 'Panama Maritime Authority' },
  LR: { port: 'Monrovia', callPrefix: 'D5', authority: 'Liberian International Ship and Corporate Registry' },
  MH: { port: 'Majuro', callPrefix: 'V7', authority: 'Republic of the Marshall Islands Maritime Administrator' },
  HK: { port: 'Hong Kong', callPrefix: 'VR', authority: 'Marine Department, Hong Kong' },
  SG: { port: 'Singapore', callPrefix: '9V', authority: 'Maritime and Port Authority of Singapore' },
  MT: { port: 'Valletta', callPrefix: '9H', authority: 'Transport Malta' },
  BS: { port: 'Nassau', callPrefix: 'C6', authority: 'Bahamas Maritime Authority' },
  CY: { port: 'Limassol', callPrefix: '5B', authority: 'Shipping Deputy Ministry, Cyprus' },
  GR: { port: 'Piraeus', callPrefix: 'SV', authority: 'Hellenic Ministry of Maritime Affairs' },
  CN: { port: 'Shanghai', callPrefix: 'BQ', authority: 'China Maritime Safety Administration' },
};
const CLASSES: Record<string, string> = {
  CCS: 'China Classification Society',
  DNV: 'DNV',
  ABS: 'American Bureau of Shipping',
  LR: "Lloyd's Register",
  BV: 'Bureau Veritas',
  NK: 'Nippon Kaiji Kyokai',
  KR: 'Korean Register',
  RINA: 'RINA',
};
const PORTS = ['Qingdao (CNTAO)', 'Shanghai (CNSHA)', 'Ningbo (CNNGB)', 'Singapore (SGSIN)', 'Rotterdam (NLRTM)', 'Busan (KRPUS)', 'Port Hedland (AUPHE)', 'Santos (BRSSZ)', 'Fujairah (AEFJR)', 'Houston (USHOU)', 'Richards Bay (ZARCB)', 'Zhoushan (CNZOS)'];
const SHIP_WORDS_EN = ['OCEAN', 'PACIFIC', 'EAST', 'JIN HAI', 'MING', 'BLUE', 'HUA YUN', 'GOLDEN', 'SEA', 'NORTHERN', 'SOUTHERN', 'CHANG', 'GREAT', 'SILVER', 'ORIENT', 'PEARL', 'JADE', 'HAI', 'STAR', 'SUN'];
const SHIP_WORDS_ZH = ['海', '太平洋', '东', '金海', '明', '蓝', '华运', '金', '洋', '北', '南', '长', '宏', '银', '东方', '明珠', '翠', '海', '星', '日'];
const SHIP_NAMES_EN = ['HARMONY', 'PIONEER', 'STAR', 'GLORY', 'SPIRIT', 'FORTUNE', 'BRIDGE', 'DAWN', 'VOYAGER', 'PROSPERITY', 'TRADER', 'EXPLORER', 'HORIZON', 'PHOENIX', 'LOTUS', 'CRANE', 'DRAGON', 'BREEZE', 'WAVE', 'ISLAND', 'HOPE', 'UNITY', 'PEACE', 'VICTORY', 'LEGEND'];
const SHIP_NAMES_ZH = ['和', '先锋', '星', '辉', '魂', '福', '桥', '晨', '航', '盛', '商', '探', '地平线', '凤凰', '莲', '鹤', '龙', '风', '浪', '岛', '望', '团结', '平', '胜', '传奇'];

/** Shore departments of DOMAIN.md §6.2; CREW is the crew pool's (seafarers not attached to a ship). */
const SHORE = [
  ['GMO', '总经理室', "General Manager's Office"],
  ['QHSE', '安全监督部', 'QHSE / Safety'],
  ['MARINE', '海务部', 'Marine'],
  ['TECH', '机务部', 'Technical'],
  ['CREW', '船员部', 'Crewing'],
  ['PURCH', '物资供应部', 'Purchasing'],
  ['OPS', '商务运营部', 'Operations'],
  ['FIN', '财务部', 'Finance'],
] as const;

/**
 * Documents by rank: [type code, percent of holders]. Everyone: identity, basic safety, security duties,
 * medical and often the yellow fever card; officers their CoC by STCW regulation, GMDSS on deck,
 * survival craft, advanced fire fighting, first aid or medical care, the flag's endorsement, a US visa;
 * ratings their watch-rating or able-seafarer CoC. Seafarer's passports (海员证) are Chinese seafarers'
 * only; tanker endorsements are added for a tanker's or gas carrier's crew (see the crew phase).
 */
const COMMON_DOCS: Array<[string, number]> = [
  ['PASSPORT', 100],
  ['SEAMANS_BOOK', 100],
  ['SEAFARER_PASSPORT', 100],
  ['BST', 100],
  ['SECURITY_DUTIES', 100],
  ['MEDICAL', 100],
  ['YELLOW_FEVER', 30],
];
const DECK_OFFICER: Array<[string, number]> = [['GMDSS_GOC', 100], ['PSCRB', 100], ['AFF', 100], ['FLAG_ENDORSEMENT', 100], ['US_VISA', 40]];
const ENGINE_OFFICER: Array<[string, number]> = [['PSCRB', 100], ['AFF', 100], ['MFA', 100], ['FLAG_ENDORSEMENT', 100], ['US_VISA', 30]];
const RANK_DOCS: Record<string, Array<[string, number]>> = {
  MSTR: [['COC_II_2_MASTER', 100], ['MEDICAL_CARE', 100], ['SSO', 50], ...DECK_OFFICER],
  'C/O': [['COC_II_2_CO', 100], ['MEDICAL_CARE', 100], ['SSO', 100], ...DECK_OFFICER],
  '2/O': [['COC_II_1', 100], ['MFA', 100], ...DECK_OFFICER],
  '3/O': [['COC_II_1', 100], ['MFA', 100], ...DECK_OFFICER],
  'C/E': [['COC_III_2_CE', 100], ...ENGINE_OFFICER],
  '2/E': [['COC_III_2_2E', 100], ...ENGINE_OFFICER],
  '3/E': [['COC_III_1', 100], ...ENGINE_OFFICER],
  '4/E': [['COC_III_1', 100], ...ENGINE_OFFICER],
  ETO: [['COC_III_6', 100], ...ENGINE_OFFICER],
  BSN: [['COC_II_5', 100], ['PSCRB', 100]],
  AB: [['COC_II_5', 100], ['PSCRB', 100]],
  OS: [['COC_II_4', 100]],
  FTR: [['COC_III_5', 100]],
  OLR: [['COC_III_5', 100]],
  WPR: [['COC_III_4', 100]],
  CCK: [],
  MSM: [],
};

/** Names by nationality (passport spelling, and the Chinese name of a Chinese seafarer). */
const CN_SURNAMES = [['王', 'WANG'], ['李', 'LI'], ['张', 'ZHANG'], ['刘', 'LIU'], ['陈', 'CHEN'], ['杨', 'YANG'], ['黄', 'HUANG'], ['赵', 'ZHAO'], ['吴', 'WU'], ['周', 'ZHOU'], ['徐', 'XU'], ['孙', 'SUN'], ['马', 'MA'], ['朱', 'ZHU'], ['胡', 'HU'], ['郭', 'GUO'], ['何', 'HE'], ['林', 'LIN'], ['高', 'GAO'], ['罗', 'LUO']];
const CN_GIVEN = [['伟', 'WEI'], ['强', 'QIANG'], ['磊', 'LEI'], ['军', 'JUN'], ['洋', 'YANG'], ['勇', 'YONG'], ['杰', 'JIE'], ['涛', 'TAO'], ['明', 'MING'], ['超', 'CHAO'], ['海波', 'HAIBO'], ['建华', 'JIANHUA'], ['志强', 'ZHIQIANG'], ['晓东', 'XIAODONG'], ['海峰', 'HAIFENG'], ['立新', 'LIXIN'], ['永刚', 'YONGGANG'], ['振宇', 'ZHENYU'], ['春雷', 'CHUNLEI'], ['俊杰', 'JUNJIE'], ['长江', 'CHANGJIANG'], ['宏伟', 'HONGWEI']];
const FOREIGN: Record<string, { given: string[]; family: string[] }> = {
  PH: { given: ['JUAN', 'MARK ANTHONY', 'JOSE', 'RODEL', 'JERICHO', 'RONALD', 'ARNEL', 'JOMAR', 'CHRISTIAN', 'ROMMEL', 'RENATO', 'ALVIN'], family: ['SANTOS', 'REYES', 'CRUZ', 'BAUTISTA', 'GARCIA', 'MENDOZA', 'DELA CRUZ', 'RAMOS', 'AQUINO', 'VILLANUEVA', 'CASTILLO', 'TORRES'] },
  IN: { given: ['RAJESH', 'AMIT', 'SANJAY', 'VIKRAM', 'ANIL', 'SURESH', 'ARJUN', 'MANOJ', 'DEEPAK', 'KIRAN'], family: ['KUMAR', 'SHARMA', 'SINGH', 'NAIR', 'MENON', 'PILLAI', 'REDDY', 'IYER', 'RAO', 'PATIL'] },
  VN: { given: ['VAN MINH', 'VAN HUNG', 'DUC ANH', 'MINH TUAN', 'VAN NAM', 'QUANG HUY'], family: ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'VU'] },
  UA: { given: ['OLEKSANDR', 'SERHII', 'ANDRII', 'DMYTRO', 'VOLODYMYR', 'MYKOLA'], family: ['KOVALENKO', 'BONDARENKO', 'SHEVCHENKO', 'TKACHENKO', 'MELNYK', 'KRAVCHENKO'] },
};
/** Who issues a seafarer's papers, by nationality: [passport, maritime papers, medical, the place]. */
const ISSUERS: Record<string, [string, string, string, string]> = {
  CN: ['Ministry of Public Security', 'China Maritime Safety Administration', 'Qingdao Seafarers Hospital', 'Qingdao'],
  PH: ['Department of Foreign Affairs', 'Maritime Industry Authority (MARINA)', 'DOH-accredited clinic, Manila', 'Manila'],
  IN: ['Ministry of External Affairs', 'Directorate General of Shipping', 'DGS-approved doctor, Mumbai', 'Mumbai'],
  VN: ['Immigration Department', 'Vietnam Maritime Administration', 'Haiphong Port Hospital', 'Haiphong'],
  UA: ['State Migration Service', 'Inspection for Training and Certification of Seafarers', 'Odesa seafarers clinic', 'Odesa'],
};

/** The admin log's usual writes: [url, right] (the title is the right, as platform/admin-log.ts writes it). */
const LOG_ACTIONS: Array<[string, string]> = [
  ['/account/login_admin/', '/account/login_admin/'],
  ['/account/login_admin/', '/account/login_admin/'],
  ['/admin/todo.Todo/edit', 'todo/todo/edit'],
  ['/admin/alert.Alert/ack', 'alert/alert/ack'],
  ['/admin/cert.Certificate/edit', 'cert/certificate/edit'],
  ['/admin/cert.Certificate/recordSurvey', 'cert/certificate/recordSurvey'],
  ['/admin/crew.SeafarerDocument/add', 'crew/seafarerDocument/add'],
  ['/admin/crew.SeafarerDocument/verify', 'crew/seafarerDocument/verify'],
  ['/admin/crew.Assignment/signOn', 'crew/assignment/signOn'],
  ['/admin/crew.Assignment/signOff', 'crew/assignment/signOff'],
  ['/admin/crew.Assignment/nominate', 'crew/assignment/nominate'],
  ['/admin/crew.Seafarer/edit', 'crew/seafarer/edit'],
  ['/admin/fleet.Ship/edit', 'fleet/ship/edit'],
  ['/admin/pms.WorkOrder/edit', 'pms/workOrder/edit'],
  ['/admin/pms.WorkOrder/complete', 'pms/workOrder/complete'],
  ['/admin/pms.CounterReading/add', 'pms/counterReading/add'],
];

const SAFE_TEXT = /^[^'\\]*$/;
/** A list of plain words as an SQL array literal (the lists above hold no quote). */
function textArray(values: readonly string[]): SQL {
  for (const value of values) if (!SAFE_TEXT.test(value)) throw new Error(`not a plain word: ${value}`);
  return sql.raw(`(array[${values.map((value) => `'${value}'`).join(',')}]::text[])`);
}

/** The id this fill gives the `key`-th thing of a kind: md5(seed:kind:key) shaped as a version-4 UUID. */
export function fleetId(seed: string, kind: string, key: string | number): string {
  const h = createHash('md5').update(`${seed}:${kind}:${key}`).digest('hex');
  const v = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

interface Kit {
  /** The same id as fleetId, worked out by the database from a key expression. */
  id(kind: string, key: SQL): SQL;
  /** A number in [0, 2^28) drawn from the seed, a salt and a key expression. */
  draw(salt: string, key: SQL): SQL;
  today: SQL;
}

function kitOf(seed: string, today: IsoDate): Kit {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(seed)) throw new Error('BENCH_FLEET_SEED: letters, digits, - and _ only');
  const salt = (kind: string) => {
    if (!/^[a-z0-9_]{1,20}$/.test(kind)) throw new Error(`bad kind ${kind}`);
    return sql.raw(`'${seed}:${kind}:'`);
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('bad date');
  return {
    id: (kind, key) => sql`overlay(overlay(md5(${salt(kind)} || (${key})::text) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`,
    draw: (kind, key) => sql`(('x' || substr(md5(${salt(kind)} || (${key})::text), 1, 7))::bit(28)::int)`,
    today: sql.raw(`date '${today}'`),
  };
}

const n = (value: number) => sql.raw(String(Math.trunc(value)));

/** One call of the fill (one transaction). */
export async function fillFleet(db: Db, options: FleetFillOptions): Promise<FleetFillAnswer> {
  const ships = Math.max(1, Math.min(5_000, Math.trunc(options.ships)));
  const groups = Math.max(1, Math.min(ships, Math.min(50, Math.trunc(options.groups))));
  const seafarers = Math.max(0, Math.min(1_000_000, Math.trunc(options.seafarers)));
  const logRows = Math.max(0, Math.min(5_000_000, Math.trunc(options.logRows)));
  const kit = kitOf(options.seed, options.today);
  const shape = { ships, groups, seafarers, logRows, seed: options.seed, today: options.today };
  const slice = (total: number) => {
    const from = Math.max(0, Math.min(total, Math.trunc(options.from)));
    return { from, to: Math.max(from, Math.min(total, from + Math.max(0, Math.trunc(options.count)))) };
  };
  switch (options.phase) {
    case 'org':
      return { phase: 'org', rows: await fillOrganisation(db, shape) };
    case 'ship_certs': {
      const { from, to } = slice(ships);
      return { phase: 'ship_certs', rows: to > from ? await db.transaction((tx) => fillShipCertificates(tx as unknown as Db, kit, shape, from, to)) : {} };
    }
    case 'crew': {
      const { from, to } = slice(seafarers);
      return { phase: 'crew', rows: to > from ? await db.transaction((tx) => fillCrew(tx as unknown as Db, kit, shape, from, to)) : {} };
    }
    case 'admin_log': {
      const { from, to } = slice(logRows);
      return { phase: 'admin_log', rows: to > from ? await db.transaction((tx) => fillAdminLog(tx as unknown as Db, kit, shape, from, to)) : {} };
    }
    case 'adopt_pms':
      return { phase: 'adopt_pms', rows: await adoptPmsShips(db, shape) };
    case 'analyze':
      await db.execute(sql`analyze`);
      return { phase: 'analyze', rows: await counts(db) };
  }
}

interface Shape {
  ships: number;
  groups: number;
  seafarers: number;
  logRows: number;
  seed: string;
  today: IsoDate;
}

/** The fleet group of ship n: groups hold consecutive ships. */
const groupOf = (shape: Shape, shipNo: number) => Math.floor((shipNo * shape.groups) / shape.ships);

/** Usernames of the fill's accounts: per group its superintendents and crew manager, per ship its master's. */
const staffName = (role: 'tsi' | 'msi' | 'crm', group: number) => `fl_${role}_${String(group + 1).padStart(2, '0')}`;
const masterName = (shipNo: number) => `fl_m_${String(shipNo + 1).padStart(4, '0')}`;

/**
 * Departments, fleet groups, ships with their department nodes and safe manning, and the accounts: written
 * row by row from here (a few thousand), with the contract's own IMO check digit and MID list.
 */
async function fillOrganisation(db: Db, shape: Shape): Promise<Record<string, number>> {
  const { seed, today } = shape;
  const password = await hashPassword(`${seed}-${today}-nobody-logs-in`);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [root] = rowsOf<{ id: string }>(await tx.execute(sql`select id from department where pid is null and dept_type = 'company' order by created_at limit 1`));
    let rootId = root?.id;
    if (!rootId) {
      rootId = fleetId(seed, 'dept', 'root');
      await tx.insert(department).values({ id: rootId, name: '远洋船舶管理有限公司', name_en: 'Bench Ocean Ship Management Co.', dept_type: 'company', code: 'HQ' });
    }
    const departments = SHORE.map(([code, name, name_en], weigh) => ({ id: fleetId(seed, 'dept', code), pid: rootId, name, name_en, dept_type: 'shore_dept' as const, code, weigh: 100 - weigh }));
    const groupRows = Array.from({ length: shape.groups }, (_, g) => {
      const trade = TRADES[g % TRADES.length]!;
      return { id: fleetId(seed, 'group', g), pid: rootId, name: `第${g + 1}船队（${trade.zh}）`, name_en: `Fleet ${g + 1} (${trade.en})`, dept_type: 'fleet_group' as const, code: `FLEET-${String(g + 1).padStart(2, '0')}`, weigh: 50 - g };
    });
    await tx.insert(department).values([...departments, ...groupRows]).onConflictDoNothing();

    // Shore staff: the group's technical and marine superintendents and crew manager (their ships name them).
    const staff = groupRows.flatMap((group, g) =>
      (['tsi', 'msi', 'crm'] as const).map((role) => ({
        id: fleetId(seed, 'admin', staffName(role, g)),
        username: staffName(role, g),
        nickname: `${{ tsi: 'Technical superintendent', msi: 'Marine superintendent', crm: 'Crew manager' }[role]} ${g + 1}`,
        password_hash: password,
        department_id: group.id,
        is_leader: role === 'tsi',
        weight_type: role === 'tsi' ? 2 : 1,
      })),
    );
    const shore = [
      { id: fleetId(seed, 'admin', 'fl_gm'), username: 'fl_gm', nickname: 'General manager', password_hash: password, department_id: departments[0]!.id, is_leader: true, weight_type: 4 },
      { id: fleetId(seed, 'admin', 'fl_dpa'), username: 'fl_dpa', nickname: 'Designated person ashore', password_hash: password, department_id: departments[1]!.id, is_leader: true, weight_type: 3, is_dpa: true },
      { id: fleetId(seed, 'admin', 'fl_crew_head'), username: 'fl_crew_head', nickname: 'Crewing manager', password_hash: password, department_id: departments[4]!.id, is_leader: true, weight_type: 2 },
    ];
    await tx.insert(admin).values([...shore, ...staff]).onConflictDoNothing();

    const ranks = new Map(rowsOf<{ id: string; code: string }>(await tx.execute(sql`select id, code from position where kind = 'ship_rank'`)).map((row) => [row.code, row.id]));
    const manning = (table: Record<string, number>) => Object.fromEntries(Object.entries(table).filter(([code]) => ranks.has(code)).map(([code, count]) => [ranks.get(code)!, count]));
    const nodes: Array<typeof department.$inferInsert> = [];
    const shipRows: Array<typeof ship.$inferInsert> = [];
    const masters: Array<typeof admin.$inferInsert> = [];
    for (let s = 0; s < shape.ships; s++) {
      const g = groupOf(shape, s);
      const trade = TRADES[g % TRADES.length]!;
      const flag = FLAGS[(s * 7 + g) % FLAGS.length]!;
      const country = COUNTRIES.find((c) => c.code === flag)!;
      const classCode = Object.keys(CLASSES)[(s * 3 + g) % Object.keys(CLASSES).length]!;
      const imo = imoFrom(String(910_000 + s * 7));
      const round = Math.floor(s / (SHIP_WORDS_EN.length * SHIP_NAMES_EN.length));
      const nameEn = `${SHIP_WORDS_EN[s % SHIP_WORDS_EN.length]} ${SHIP_NAMES_EN[Math.floor(s / SHIP_WORDS_EN.length) % SHIP_NAMES_EN.length]}${round ? ` ${round + 1}` : ''}`;
      const nameZh = `${SHIP_WORDS_ZH[s % SHIP_WORDS_ZH.length]}${SHIP_NAMES_ZH[Math.floor(s / SHIP_WORDS_ZH.length) % SHIP_NAMES_ZH.length]}${round ? round + 1 : ''}`;
      const gt = trade.gt[0] + ((s * 7919) % (trade.gt[1] - trade.gt[0]));
      const loa = 5.8 * Math.cbrt(gt);
      const status = s % 40 === 13 ? 'laid_up' : s % 50 === 7 ? 'drydock' : s % 50 === 23 ? 'repair' : 'in_service';
      const built = 2003 + ((s * 7) % 22);
      const deptId = fleetId(seed, 'shipdept', s);
      const id = fleetId(seed, 'ship', s);
      const detail = FLAG_DETAIL[flag];
      nodes.push({ id: deptId, pid: groupRows[g]!.id, name: nameZh.slice(0, 50), name_en: nameEn, dept_type: 'ship', code: imo });
      const eta = status === 'laid_up' ? null : addDays(today, 1 + (s % 20));
      shipRows.push({
        id,
        name_en: nameEn,
        name_zh: nameZh,
        imo_no: imo,
        mmsi: `${country.mids[s % country.mids.length]}${String((s * 7919 + 100_000) % 1_000_000).padStart(6, '0')}`,
        call_sign: `${detail.callPrefix}${String.fromCharCode(65 + (s % 26))}${String.fromCharCode(65 + (Math.floor(s / 26) % 26))}${s % 10}`,
        flag,
        port_of_registry: detail.port,
        official_no: String(40_000 + s),
        ship_type: trade.type,
        ship_subtype: trade.en,
        class_society: classCode,
        class_no: `${classCode}${String(100_000 + s * 13)}`,
        gt,
        nt: Math.round(gt * 0.58),
        dwt: Math.round(gt * trade.dwt),
        loa: loa.toFixed(2),
        breadth: (loa / 6.1).toFixed(2),
        depth: (loa / 10.8).toFixed(2),
        summer_draft: (loa / 15).toFixed(2),
        built_year: built,
        delivery_date: `${built}-${String(1 + (s % 12)).padStart(2, '0')}-15`,
        builder: ['Jiangnan Shipyard', 'Hyundai Heavy Industries', 'Shanghai Waigaoqiao Shipbuilding', 'Imabari Shipbuilding', 'Dalian Shipbuilding Industry', 'Samsung Heavy Industries'][s % 6]!,
        hull_no: `H${1000 + s}`,
        registered_owner: `${nameEn.split(' ')[0]} Maritime S.A.`,
        doc_company: 'Bench Ocean Ship Management Co.',
        operator: 'Bench Ocean Ship Management Co.',
        trading_area: flag === 'CN' && trade.type === 'bulk_carrier' && s % 3 === 0 ? 'coastal' : 'international',
        status,
        management_start: addDays(today, -(200 + ((s * 97) % 3000))),
        dept_id: deptId,
        fleet_group_id: groupRows[g]!.id,
        tech_superintendent_id: fleetId(seed, 'admin', staffName('tsi', g)),
        marine_superintendent_id: fleetId(seed, 'admin', staffName('msi', g)),
        crew_manager_id: fleetId(seed, 'admin', staffName('crm', g)),
        contact_email: `master.${imo}@fleet.example`,
        sat_phone: `+870 77${String(1_000_000 + s * 37).slice(0, 7)}`,
        safe_manning: manning(status === 'laid_up' ? LAID_UP_MANNING : SAFE_MANNING),
        next_drydock_due: addDays(today, ((s * 53) % 900) - 30),
        next_port: status === 'laid_up' ? '' : PORTS[s % PORTS.length]!,
        next_port_eta: eta,
      });
      masters.push({ id: fleetId(seed, 'admin', masterName(s)), username: masterName(s), nickname: `Master, ${nameEn}`.slice(0, 50), password_hash: password, department_id: deptId, weight_type: 1 });
    }
    for (let at = 0; at < nodes.length; at += 500) await tx.insert(department).values(nodes.slice(at, at + 500)).onConflictDoNothing();
    for (let at = 0; at < shipRows.length; at += 400) await tx.insert(ship).values(shipRows.slice(at, at + 400)).onConflictDoNothing();
    for (let at = 0; at < masters.length; at += 500) await tx.insert(admin).values(masters.slice(at, at + 500)).onConflictDoNothing();
    return { departments: departments.length + groupRows.length + nodes.length, ships: shipRows.length, admins: shore.length + staff.length + masters.length };
  });
}

/** The fill's ships as a temporary table (n, id, department, type, flag, status, names, group staff). */
async function shipTable(tx: Db, kit: Kit, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    create temporary table fleet_ship on commit drop as
    select s.n, sh.id, sh.dept_id, sh.ship_type, sh.flag, sh.status, sh.name_en, sh.imo_no, sh.gt, sh.class_society, sh.crew_manager_id
    from generate_series(${n(from)}, ${n(to - 1)}) as s(n)
    join ship sh on sh.id = ${kit.id('ship', sql`s.n`)}`);
  await tx.execute(sql`alter table fleet_ship add primary key (n)`);
}

/**
 * Certificates of ships [from, to): every type a ship of its kind and flag must hold, its superseded
 * predecessor, its survey windows with the endorsements done, then status and last endorsement as the
 * certificate calculator gives them today.
 */
async function fillShipCertificates(tx: Db, kit: Kit, shape: Shape, from: number, to: number): Promise<Record<string, number>> {
  const { today } = kit;
  await shipTable(tx, kit, from, to);
  // P&I certificates (CLC, bunker, wreck removal) run with the P&I year, to the next 20 February.
  const piYearEnd = shape.today.slice(5) < '02-20' ? `${shape.today.slice(0, 4)}-02-20` : `${Number(shape.today.slice(0, 4)) + 1}-02-20`;
  await tx.execute(sql`
    create temporary table fleet_ctype on commit drop as
    select id, code, validity_months, survey_scheme, window_before_months, window_after_months, category,
           (select max(x::int) from jsonb_array_elements_text(alert_days) x) as lead
    from certificate_type where holder = 'ship' and status = 'enable'`);
  // Which ship holds which type, and the current certificate's dates.
  await tx.execute(sql`
    create temporary table fleet_cert on commit drop as
    select ${kit.id('cert', sql`s.n || ':' || t.code`)} as id, s.n, s.id as ship_id, s.dept_id, s.flag, s.class_society, s.imo_no,
           t.id as type_id, t.code, t.validity_months, t.survey_scheme, t.window_before_months as wb, t.window_after_months as wa, t.lead, t.category,
           d.expiry, coalesce(case when d.expiry is null then null else (d.expiry - make_interval(months => t.validity_months))::date - (${kit.draw('issue', sql`s.n || t.code`)} % 45) end,
                              make_date(2003 + (s.n * 7) % 22, 1 + s.n % 12, 15)) as issued
    from fleet_ship s
    join fleet_ctype t on (t.code not in ('NLS', 'COF', 'CARGO_GEAR', 'OPERATION_LICENCE')
                           or (t.code = 'NLS' and s.ship_type = 'chemical_tanker')
                           or (t.code = 'COF' and s.ship_type in ('chemical_tanker', 'lpg_carrier'))
                           or (t.code = 'CARGO_GEAR' and s.ship_type in ('bulk_carrier', 'general_cargo') and s.n % 5 < 3)
                           or (t.code = 'OPERATION_LICENCE' and s.flag = 'CN'))
    cross join lateral (select case
        when t.validity_months is null then null::date
        when t.code in ('CLC', 'BUNKER_CLC', 'WRC') then date '${sql.raw(piYearEnd)}'
        else ${today} - greatest(1, t.validity_months * 30 / 200) + (${kit.draw('expiry', sql`s.n || t.code`)} % greatest(1, t.validity_months * 30 - 35)) end as expiry) d`);
  // issue_date for a P&I certificate: the year before.
  await tx.execute(sql`update fleet_cert set issued = (expiry - interval '1 year')::date where code in ('CLC', 'BUNKER_CLC', 'WRC')`);
  await tx.execute(sql`
    insert into certificate (id, holder_type, ship_id, dept_id, cert_type_id, cert_no, issued_by, issue_place, issue_date, expiry_date, term, status)
    select c.id, 'ship', c.ship_id, c.dept_id, c.type_id,
           c.code || '/' || c.imo_no || '/' || to_char(c.issued, 'YYYY'),
           case when c.code in ('CLC', 'BUNKER_CLC', 'WRC') then ${textArray(['Gard P&I Club', 'UK P&I Club', 'Skuld', 'North P&I', 'China P&I'])}[1 + c.n % 5]
                when c.category in ('class', 'pollution') or c.code in ('LL', 'SC', 'SE', 'SR', 'SMC', 'ISSC', 'MLC', 'COF') then (${JSON.stringify(CLASSES)}::jsonb ->> c.class_society)
                when c.category = 'equipment_service' then ${textArray(['Viking Life-Saving Equipment', 'Survitec Service', 'Orient LSA Services Singapore', 'Jotron Service'])}[1 + c.n % 4]
                else (${JSON.stringify(Object.fromEntries(Object.entries(FLAG_DETAIL).map(([code, detail]) => [code, detail.authority])))}::jsonb ->> c.flag) end,
           ${textArray(PORTS.map((port) => port.replace(/ \(.*\)$/, '')))}[1 + ${kit.draw('place', sql`c.id`)} % ${n(PORTS.length)}],
           c.issued, c.expiry, 'full', 'valid'
    from fleet_cert c`);
  // The certificate each one replaced: issued a validity earlier, renewed within its renewal window.
  const predecessors = rowsOf<{ count: number }>(
    await tx.execute(sql`
      with prev as (
        insert into certificate (id, holder_type, ship_id, dept_id, cert_type_id, cert_no, issued_by, issue_place, issue_date, expiry_date, term, status, superseded_by_id, last_endorsement_date)
        select ${kit.id('certprev', sql`c.id`)}, 'ship', c.ship_id, c.dept_id, c.type_id,
               c.code || '/' || c.imo_no || '/' || to_char((p.expiry - make_interval(months => c.validity_months))::date, 'YYYY'),
               cur.issued_by, cur.issue_place, (p.expiry - make_interval(months => c.validity_months))::date, p.expiry, 'full', 'superseded', c.id,
               case when c.survey_scheme not in ('none', 'custom', 'renewal_only') then (p.expiry - interval '1 year')::date end
        from fleet_cert c
        join certificate cur on cur.id = c.id
        cross join lateral (select c.issued + (${kit.draw('prev', sql`c.id`)} % 80) as expiry) p
        where c.validity_months is not null
        returning 1)
      select count(*)::int as count from prev`),
  );
  // Survey windows (contract survey-windows.ts): anniversaries = expiry − (years − i) years, ± the type's months.
  await tx.execute(sql`
    create temporary table fleet_window on commit drop as
    select c.id as certificate_id, c.ship_id, c.dept_id, w.kind, w.no, w.anniversary, w.window_start, w.window_end
    from fleet_cert c
    cross join lateral (
      select case when c.survey_scheme = 'periodical' then 'periodical' else 'annual' end as kind, i as no,
             (c.expiry - make_interval(years => c.validity_months / 12 - i))::date as anniversary,
             ((c.expiry - make_interval(years => c.validity_months / 12 - i)) - make_interval(months => c.wb))::date as window_start,
             ((c.expiry - make_interval(years => c.validity_months / 12 - i)) + make_interval(months => c.wa))::date as window_end
      from generate_series(1, greatest(0, c.validity_months / 12 - 1)) as i
      where c.survey_scheme in ('annual', 'periodical', 'annual_intermediate', 'annual_periodical')
        and (c.expiry - make_interval(years => c.validity_months / 12 - i))::date > c.issued
      union all
      select case when c.survey_scheme = 'annual_periodical' then 'periodical' else 'intermediate' end, 2,
             (c.expiry - make_interval(years => c.validity_months / 12 - 2))::date,
             ((c.expiry - make_interval(years => c.validity_months / 12 - 2)) - make_interval(months => c.wb))::date,
             ((c.expiry - make_interval(years => c.validity_months / 12 - 3)) + make_interval(months => c.wa))::date
      where c.survey_scheme in ('annual_intermediate', 'annual_periodical', 'intermediate_only') and c.validity_months / 12 >= 4
        and (c.expiry - make_interval(years => c.validity_months / 12 - 2))::date > c.issued
      union all
      select 'renewal', 0, c.expiry, (c.expiry - interval '3 months')::date, c.expiry
      where c.survey_scheme in ('annual', 'annual_intermediate', 'annual_periodical', 'periodical', 'intermediate_only', 'renewal_only')
    ) w
    where c.expiry is not null`);
  // Endorsed: every past window but one in 250; an open one the more likely the further into it we are.
  const surveys = rowsOf<{ count: number }>(
    await tx.execute(sql`
      with made as (
        insert into certificate_survey (id, certificate_id, ship_id, dept_id, kind, anniversary_no, anniversary_date, window_start, window_end, state, done_date, place, surveyor, result)
        select ${kit.id('survey', sql`w.certificate_id || ':' || w.kind || ':' || w.no`)}, w.certificate_id, w.ship_id, w.dept_id, w.kind, w.no, w.anniversary, w.window_start, w.window_end,
               case when d.done is not null then 'done' when ${today} > w.window_end then 'overdue' when ${today} >= w.window_start then 'in_window'
                    when ${today} >= w.window_start - 30 then 'due_soon' else 'ok' end,
               d.done,
               case when d.done is not null then ${textArray(PORTS.map((port) => port.replace(/ \(.*\)$/, '')))}[1 + ${kit.draw('svplace', sql`w.certificate_id || w.kind || w.no`)} % ${n(PORTS.length)}] else '' end,
               case when d.done is not null then 'Surveyor ' || (1 + ${kit.draw('surveyor', sql`w.certificate_id || w.kind || w.no`)} % 400) else '' end,
               case when d.done is not null then 'satisfactory' else '' end
        from fleet_window w
        cross join lateral (select ${kit.draw('done', sql`w.certificate_id || w.kind || w.no`)} as r) r
        cross join lateral (select case
            when w.kind = 'renewal' then null::date
            when w.window_end < ${today} then case when r.r % 250 = 0 then null::date
                                                    else least(w.window_end, greatest(w.window_start, w.anniversary + (r.r % 61 - 30))) end
            when w.window_start <= ${today} and r.r % 1000 < 1000 * (${today} - w.window_start) / greatest(1, w.window_end - w.window_start)
              then w.window_start + (r.r % (${today} - w.window_start + 1))
            else null::date end as done) d
        returning 1)
      select count(*)::int as count from made`),
  );
  // Status and last endorsement, as contract due-status.ts certificateStatus (extensions: none here).
  await tx.execute(sql`
    update certificate c set
      last_endorsement_date = e.last_done,
      status = case
        when c.expiry_date is not null and ${today} > c.expiry_date then 'expired'
        when e.overdue then 'endorsement_overdue'
        when c.expiry_date is not null and ${today} >= c.expiry_date - f.lead then 'expiring'
        when e.open then 'endorsement_due'
        else 'valid' end
    from fleet_cert f
    cross join lateral (
      select max(v.done_date) filter (where v.kind <> 'renewal') as last_done,
             coalesce(bool_or(v.kind <> 'renewal' and v.done_date is null and ${today} > v.window_end), false) as overdue,
             coalesce(bool_or(v.kind <> 'renewal' and v.done_date is null and ${today} >= v.window_start and ${today} <= v.window_end), false) as open
      from certificate_survey v where v.certificate_id = f.id) e
    where c.id = f.id`);
  const [current] = rowsOf<{ count: number }>(await tx.execute(sql`select count(*)::int as count from fleet_cert`));
  return { certificates: Number(current?.count ?? 0) + Number(predecessors[0]?.count ?? 0), surveys: Number(surveys[0]?.count ?? 0) };
}

/**
 * Seafarers [from, to) with their contracts, assignments, sea service and documents. Seafarer i serves ship
 * i % ships in slot (i / ships) % 22 of its complement; the "tier" (i / ships) / 22 decides the standing:
 * 0 on board, 1 a relief for the tier-0 seafarer of the same slot (when that one's contract ends within
 * 45 days, for one in two) or on leave, 2 on leave, 3 and beyond the wider pool and the former seafarers.
 */
async function fillCrew(tx: Db, kit: Kit, shape: Shape, from: number, to: number): Promise<Record<string, number>> {
  const { today } = kit;
  const S = n(shape.ships);
  await shipTable(tx, kit, 0, shape.ships);
  await tx.execute(sql`
    create temporary table fleet_slot on commit drop as
    select (x.ord - 1)::int as slot, x.code, p.id as rank_id, p.abbr, p.name_en as rank_name, x.code = any(${textArray([...OFFICERS])}) as officer,
           x.code = any(${textArray([...CARETAKERS])}) as caretaker
    from unnest(${textArray(COMPLEMENT)}) with ordinality as x(code, ord)
    join position p on p.code = x.code and p.kind = 'ship_rank'`);
  const [pool] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from department where (code = 'CREW' and dept_type = 'shore_dept') or (dept_type = 'company' and pid is null) order by (code = 'CREW') desc, created_at limit 1`),
  );
  const crewHead = fleetId(shape.seed, 'admin', 'fl_crew_head');
  // Nationality, contract months and the on-board dates of seafarer `ix`, as SQL on an index expression:
  // the relief of tier 1 recomputes its tier-0 colleague's from the same formulas.
  const natOf = (ix: SQL) => sql`(case when ${kit.draw('nat', ix)} % 100 < 55 then 'CN' when ${kit.draw('nat', ix)} % 100 < 80 then 'PH' when ${kit.draw('nat', ix)} % 100 < 88 then 'IN' when ${kit.draw('nat', ix)} % 100 < 94 then 'VN' else 'UA' end)`;
  const monthsOf = (ix: SQL, officer: SQL) => sql`(case when ${natOf(ix)} = 'CN' then case when ${officer} then 6 else 8 end else 9 end)`;
  const signOnOf = (ix: SQL, months: SQL) => sql`(${today} - (${kit.draw('on', ix)} % (${months} * 30 + 20)))`;
  const endOf = (start: SQL, months: SQL) => sql`((${start} + make_interval(months => ${months}))::date - 1)`;
  await tx.execute(sql`
    create temporary table fleet_person on commit drop as
    with base as (
      select i, i % ${S} as s, (i / ${S}) % 22 as slot, i / ${S} / 22 as tier from generate_series(${n(from)}, ${n(to - 1)}) as i
    ), ranked as (
      select b.*, sl.rank_id, sl.code as rank_code, sl.abbr, sl.officer, sh.id as ship_id, sh.dept_id as ship_dept, sh.name_en as ship_name, sh.ship_type, sh.flag, sh.crew_manager_id,
             (sh.status <> 'laid_up' or sl.caretaker) as may_board,
             ${natOf(sql`b.i`)} as nat, ${monthsOf(sql`b.i`, sql`sl.officer`)} as months,
             case when b.tier = 1 then b.i - 22 * ${S} end as i0
      from base b join fleet_slot sl on sl.slot = b.slot join fleet_ship sh on sh.n = b.s
    ), standing as (
      select r.*,
             r.tier = 0 and r.may_board as onboard,
             r.tier = 1 and r.may_board and r.i0 % 2 = 0
               and ${endOf(signOnOf(sql`r.i0`, monthsOf(sql`r.i0`, sql`r.officer`)), monthsOf(sql`r.i0`, sql`r.officer`))} - ${today} <= 45 as relief,
             ${endOf(signOnOf(sql`r.i0`, monthsOf(sql`r.i0`, sql`r.officer`)), monthsOf(sql`r.i0`, sql`r.officer`))} as relieved_end,
             case when r.tier >= 3 then case when ${kit.draw('emp', sql`r.i`)} % 100 < 20 then 'resigned' when ${kit.draw('emp', sql`r.i`)} % 100 < 24 then 'not_available'
                                              when ${kit.draw('emp', sql`r.i`)} % 100 < 27 then 'terminated' else 'active' end
                  else 'active' end as employment
      from ranked r
    ), dated as (
      select t.*,
             case when t.onboard then ${signOnOf(sql`t.i`, sql`t.months`)} end as sign_on,
             case when t.relief then t.relieved_end - 2 end as join_date,
             -- The last sign-off: before this sign-on for those on board, else by tier.
             case when t.onboard then ${signOnOf(sql`t.i`, sql`t.months`)} - 60 - ${kit.draw('leave', sql`t.i`)} % 60
                  when t.relief then ${today} - 40 - ${kit.draw('off', sql`t.i`)} % 60
                  when t.tier <= 1 then ${today} - 5 - ${kit.draw('off', sql`t.i`)} % 120
                  when t.tier = 2 then ${today} - 30 - ${kit.draw('off', sql`t.i`)} % 200
                  else ${today} - 150 - ${kit.draw('off', sql`t.i`)} % 900 end as last_off,
             case when t.tier <= 2 then 2 + ${kit.draw('np', sql`t.i`)} % 3 else 1 + ${kit.draw('np', sql`t.i`)} % 3 end as past
      from standing t
    )
    select d.*,
           case when d.onboard then ${endOf(sql`d.sign_on`, sql`d.months`)} end as planned_end,
           case when d.relief then ${endOf(sql`d.join_date`, sql`d.months`)} end as relief_end,
           case when d.relief then (${textArray(['nominated', 'approved', 'pre_joining'])})[1 + d.i % 3] end as relief_status,
           case when not d.onboard and not d.relief and d.employment = 'active' then d.last_off + 60 + ${kit.draw('avail', sql`d.i`)} % 90 end as available_on
    from dated d`);
  await tx.execute(sql`alter table fleet_person add primary key (i)`);
  await tx.execute(sql`
    alter table fleet_person add column id uuid, add column status text, add column dept_id uuid, add column current_ship uuid,
                             add column name_en text, add column name_zh text, add column issuer text[]`);
  await tx.execute(sql`
    update fleet_person p set
      id = ${kit.id('seafarer', sql`p.i`)},
      status = case when p.employment <> 'active' then p.employment when p.onboard then 'onboard' when p.relief then p.relief_status
                    when p.available_on > ${today} then 'on_leave' else 'available' end,
      dept_id = case when p.onboard or p.relief then p.ship_dept else ${pool?.id ?? null}::uuid end,
      current_ship = case when p.onboard or p.relief then p.ship_id end,
      name_en = case p.nat
        when 'CN' then (${textArray(CN_SURNAMES.map(([, py]) => py!))})[1 + ${kit.draw('sn', sql`p.i`)} % ${n(CN_SURNAMES.length)}] || ' ' || (${textArray(CN_GIVEN.map(([, py]) => py!))})[1 + ${kit.draw('gn', sql`p.i`)} % ${n(CN_GIVEN.length)}]
        ${sql.join(
          Object.entries(FOREIGN).map(
            ([code, names]) =>
              sql`when ${sql.raw(`'${code}'`)} then (${textArray(names.given)})[1 + ${kit.draw('gn', sql`p.i`)} % ${n(names.given.length)}] || ' ' || (${textArray(names.family)})[1 + ${kit.draw('sn', sql`p.i`)} % ${n(names.family.length)}]`,
          ),
          sql` `,
        )} end,
      name_zh = case when p.nat = 'CN' then (${textArray(CN_SURNAMES.map(([zh]) => zh!))})[1 + ${kit.draw('sn', sql`p.i`)} % ${n(CN_SURNAMES.length)}] || (${textArray(CN_GIVEN.map(([zh]) => zh!))})[1 + ${kit.draw('gn', sql`p.i`)} % ${n(CN_GIVEN.length)}] else '' end,
      issuer = case p.nat ${sql.join(
        Object.entries(ISSUERS).map(([code, issuer]) => sql`when ${sql.raw(`'${code}'`)} then ${textArray(issuer)}`),
        sql` `,
      )} end`);

  const people = await tx.execute(sql`
    insert into seafarer (id, seafarer_no, name_en, name_zh, gender, birth_date, birth_place, nationality, rank_id, status, current_ship_id, employment_state,
                          availability_date, ship_type_experience, mobile, address, dept_id, remark)
    select p.id, 'S' || lpad((p.i + 1)::text, 6, '0'), p.name_en, p.name_zh,
           case when ${kit.draw('sex', sql`p.i`)} % 100 < 4 then 'female' else 'male' end,
           ${today} - ((case when p.officer then 27 else 20 end) + ${kit.draw('age', sql`p.i`)} % 34) * 365 - ${kit.draw('day', sql`p.i`)} % 365,
           p.issuer[4], p.nat, p.rank_id, p.status, p.current_ship, p.employment,
           p.available_on, array[p.ship_type]::varchar[],
           case p.nat when 'CN' then '+86 13' || lpad((${kit.draw('tel', sql`p.i`)} % 1000000000)::text, 9, '0')
                      when 'PH' then '+63 917' || lpad((${kit.draw('tel', sql`p.i`)} % 10000000)::text, 7, '0')
                      when 'IN' then '+91 98' || lpad((${kit.draw('tel', sql`p.i`)} % 100000000)::text, 8, '0')
                      when 'VN' then '+84 90' || lpad((${kit.draw('tel', sql`p.i`)} % 10000000)::text, 7, '0')
                      else '+380 67' || lpad((${kit.draw('tel', sql`p.i`)} % 10000000)::text, 7, '0') end,
           'Room ' || (100 + p.i % 900) || ', ' || (1 + p.i % 188) || ' Harbour Road, ' || p.issuer[4],
           p.dept_id, case when p.employment = 'terminated' then 'Not for re-hire' else '' end
    from fleet_person p
    returning 1`);

  // Past periods: the j-th counted back from the last sign-off, one contract length plus ~3 months of leave apart.
  await tx.execute(sql`
    create temporary table fleet_period on commit drop as
    select p.i, j, (p.s + j * 7) % ${S} as ship_no, off.sign_off,
           off.sign_off - p.months * 30 + (${kit.draw('len', sql`p.i * 10 + j`)} % 21 - 10) as sign_on,
           case when ${kit.draw('why', sql`p.i * 10 + j`)} % 100 < 88 then 'end_of_contract' when ${kit.draw('why', sql`p.i * 10 + j`)} % 100 < 91 then 'medical'
                when ${kit.draw('why', sql`p.i * 10 + j`)} % 100 < 94 then 'family_emergency' when ${kit.draw('why', sql`p.i * 10 + j`)} % 100 < 96 then 'transfer'
                when ${kit.draw('why', sql`p.i * 10 + j`)} % 100 < 98 then 'promotion' else 'dismissal' end as reason
    from fleet_person p
    cross join generate_series(1, p.past) as j
    cross join lateral (select p.last_off - (j - 1) * (p.months * 30 + 90) as sign_off) off`);
  const ports = textArray(PORTS.map((port) => port.replace(/ \(.*\)$/, '')));
  const contracts = await tx.execute(sql`
    insert into crew_contract (id, contract_no, seafarer_id, ship_id, rank_id, sign_date, start_date, duration_months, tolerance_months, planned_end_date, end_date,
                               wage_scale, basic_wage, currency, cba, status, dept_id)
    select ${kit.id('contract', sql`x.i || ':' || x.j`)}, 'SEA-' || lpad((x.i + 1)::text, 6, '0') || '-' || x.j, p.id, x.ship_id, p.rank_id, x.start_date - 14, x.start_date, p.months, 1,
           ${endOf(sql`x.start_date`, sql`p.months`)}, x.end_date,
           case when p.officer then 'Officers ' || p.abbr else 'Ratings ' || p.abbr end,
           (case when p.officer then 4200 + (8 - p.slot) * 900 else 1300 + (p.slot % 5) * 150 end)::numeric, 'USD',
           case when p.nat in ('PH', 'IN') then 'ITF IBF' else '' end, x.status, x.dept_id
    from (
      select f.i, f.j::text as j, sh.id as ship_id, sh.dept_id, f.sign_on as start_date, f.sign_off as end_date,
             case when f.reason = 'dismissal' then 'terminated' else 'completed' end as status
      from fleet_period f join fleet_ship sh on sh.n = f.ship_no
      union all
      select q.i, '0', q.ship_id, q.ship_dept, q.sign_on, null, 'active' from fleet_person q where q.onboard
      union all
      select q.i, 'R', q.ship_id, q.ship_dept, q.join_date, null, 'signed' from fleet_person q where q.relief and q.relief_status <> 'nominated'
    ) x join fleet_person p on p.i = x.i
    returning 1`);
  const label = (name: SQL, ship: SQL, join: SQL) => sql`left(${name} || ' · ' || p.abbr || ' · ' || ${ship} || ' · ' || to_char(${join}, 'YYYY-MM-DD'), 200)`;
  const nameOf = sql`(case when p.name_zh <> '' then p.name_en || ' ' || p.name_zh else p.name_en end)`;
  const assignments = await tx.execute(sql`
    insert into crew_assignment (id, label, seafarer_id, ship_id, rank_id, contract_id, status, planned_join_date, planned_join_port, planned_sign_off_date,
                                 sign_on_date, sign_on_port, sign_off_date, sign_off_port, sign_off_reason, relieves_assignment_id, dept_id, approved_by)
    select ${kit.id('asg', sql`f.i || ':' || f.j`)}, ${label(nameOf, sql`sh.name_en`, sql`f.sign_on`)}, p.id, sh.id, p.rank_id, ${kit.id('contract', sql`f.i || ':' || f.j`)},
           'signed_off', f.sign_on, ${ports}[1 + (f.i + f.j) % ${n(PORTS.length)}], ${endOf(sql`f.sign_on`, sql`p.months`)},
           f.sign_on, ${ports}[1 + (f.i + f.j) % ${n(PORTS.length)}], f.sign_off, ${ports}[1 + (f.i + f.j * 3) % ${n(PORTS.length)}], f.reason, null::uuid, sh.dept_id, ${crewHead}::uuid
    from fleet_period f join fleet_person p on p.i = f.i join fleet_ship sh on sh.n = f.ship_no
    union all
    select ${kit.id('asg', sql`p.i || ':0'`)}, ${label(nameOf, sql`p.ship_name`, sql`p.sign_on`)}, p.id, p.ship_id, p.rank_id, ${kit.id('contract', sql`p.i || ':0'`)},
           'onboard', p.sign_on, ${ports}[1 + p.i % ${n(PORTS.length)}], p.planned_end, p.sign_on, ${ports}[1 + p.i % ${n(PORTS.length)}], null, '', null, null, p.ship_dept, ${crewHead}::uuid
    from fleet_person p where p.onboard
    union all
    select ${kit.id('asg', sql`p.i || ':R'`)}, ${label(nameOf, sql`p.ship_name`, sql`p.join_date`)}, p.id, p.ship_id, p.rank_id,
           case when p.relief_status <> 'nominated' then ${kit.id('contract', sql`p.i || ':R'`)} end,
           p.relief_status, p.join_date, ${ports}[1 + p.i % ${n(PORTS.length)}], p.relief_end, null, '', null, '', null, ${kit.id('asg', sql`p.i0 || ':0'`)}, p.ship_dept,
           case when p.relief_status <> 'nominated' then ${crewHead}::uuid end
    from fleet_person p where p.relief
    returning 1`);
  // The colleagues they relieve point back at them.
  await tx.execute(sql`
    update crew_assignment a set relieved_by_assignment_id = ${kit.id('asg', sql`p.i || ':R'`)}
    from fleet_person p where p.relief and a.id = ${kit.id('asg', sql`p.i0 || ':0'`)}`);
  const service = await tx.execute(sql`
    insert into sea_service (id, seafarer_id, is_internal, assignment_id, ship_id, ship_name, imo_no, ship_type, flag, gt, rank_id, company, sign_on, sign_off, days)
    select ${kit.id('sea', sql`f.i || ':' || f.j`)}, p.id, true, ${kit.id('asg', sql`f.i || ':' || f.j`)}, sh.id, sh.name_en, sh.imo_no, sh.ship_type, sh.flag, sh.gt, p.rank_id,
           'Bench Ocean Ship Management Co.', f.sign_on, f.sign_off, f.sign_off - f.sign_on + 1
    from fleet_period f join fleet_person p on p.i = f.i join fleet_ship sh on sh.n = f.ship_no
    returning 1`);

  // End-of-contract appraisals (evaluation area, when installed): the master's for every past contract,
  // reviewed by the office, but a quarter of those signed off in the last 45 days (still to come).
  let appraisals: unknown = [];
  const [{ present = false } = {}] = rowsOf<{ present?: boolean }>(await tx.execute(sql`select to_regclass('crew_appraisal') is not null as present`));
  if (present) {
    const score = (salt: string, low: SQL) => sql`(case when f.reason = 'dismissal' then 1 + ${kit.draw(salt, sql`f.i * 10 + f.j`)} % 2 else ${low} + ${kit.draw(salt, sql`f.i * 10 + f.j`)} % (6 - ${low}) end)`;
    appraisals = await tx.execute(sql`
      insert into crew_appraisal (id, label, assignment_id, seafarer_id, ship_id, rank_id, dept_id, occasion, period_from, period_to, appraiser_id,
                                  score_competence, score_safety, score_teamwork, score_conduct, score_english, score_leadership, overall,
                                  recommend_rehire, recommend_promotion, status, submitted_at, reviewed_at)
      select ${kit.id('appraisal', sql`x.i || ':' || x.j`)}, left(x.label || ' · ' || to_char(x.sign_off, 'YYYY-MM-DD'), 200), x.asg, x.seafarer_id, x.ship_id, x.rank_id, x.dept_id,
             'end_of_contract', x.sign_on, x.sign_off, x.appraiser, x.s1, x.s2, x.s3, x.s4, x.s5, x.s6,
             round((x.s1 + x.s2 + x.s3 + x.s4 + x.s5 + coalesce(x.s6, 0))::numeric / (case when x.s6 is null then 5 else 6 end), 1),
             case when x.reason = 'dismissal' then 'no' when x.r % 100 < 4 then 'conditional' else 'yes' end, x.r % 100 >= 92,
             'office_reviewed', x.sign_off + 3, x.sign_off + 10
      from (
        select f.i, f.j, f.sign_on, f.sign_off, f.reason, a.id as asg, a.label, p.id as seafarer_id, sh.id as ship_id, p.rank_id, sh.dept_id,
               ${kit.id('admin', sql`'fl_m_' || lpad((f.ship_no + 1)::text, 4, '0')`)} as appraiser, ${kit.draw('rehire', sql`f.i * 10 + f.j`)} as r,
               ${score('sc1', sql`3`)} as s1, ${score('sc2', sql`3`)} as s2, ${score('sc3', sql`3`)} as s3, ${score('sc4', sql`4`)} as s4, ${score('sc5', sql`2`)} as s5,
               case when p.officer then ${score('sc6', sql`3`)} end as s6
        from fleet_period f join fleet_person p on p.i = f.i join fleet_ship sh on sh.n = f.ship_no
        join crew_assignment a on a.id = ${kit.id('asg', sql`f.i || ':' || f.j`)}
        where not (f.sign_off > ${today} - 45 and ${kit.draw('late', sql`f.i * 10 + f.j`)} % 4 = 0)
      ) x
      returning 1`);
  }

  // Documents by rank (and tanker endorsements on tankers and gas carriers).
  const plan = Object.entries(RANK_DOCS).flatMap(([rank, docs]) => [...COMMON_DOCS, ...docs].map(([code, pct]) => `('${rank}','${code}',${pct})`));
  await tx.execute(sql`
    create temporary table fleet_doc_plan on commit drop as
    select x.rank_code, x.type_code, x.pct from (values ${sql.raw(plan.join(','))}) as x(rank_code, type_code, pct)`);
  await tx.execute(sql`
    create temporary table fleet_dtype on commit drop as
    select id, code, validity_months, doc_category, stcw_reg, (select max(x::int) from jsonb_array_elements_text(alert_days) x) as lead
    from certificate_type where holder = 'seafarer' and status = 'enable'`);
  await tx.execute(sql`
    create temporary table fleet_doc on commit drop as
    select ${kit.id('doc', sql`p.i || ':' || t.code`)} as id, p.i, p.id as seafarer_id, p.dept_id, p.nat, p.issuer, p.flag, p.rank_name_en, p.employment, p.tier,
           t.id as type_id, t.code, t.doc_category, t.stcw_reg, t.validity_months, t.lead,
           case when t.validity_months is null then null::date
                when p.employment = 'active' then ${today} - greatest(1, t.validity_months * 30 / 150) + (${kit.draw('dexp', sql`p.i || t.code`)} % greatest(1, t.validity_months * 30 - 30))
                else ${today} - 900 + (${kit.draw('dexp', sql`p.i || t.code`)} % (t.validity_months * 30)) end as expiry
    from (select q.*, sl.rank_name as rank_name_en from fleet_person q join fleet_slot sl on sl.slot = q.slot) p
    join (select rank_code, type_code, pct from fleet_doc_plan
          union all
          select distinct sl.code, x.code, 100 from fleet_slot sl cross join (values ('TANKER_OIL_CHEM_BASIC'), ('TANKER_GAS_BASIC'), ('TANKER_OIL_ADV'), ('TANKER_CHEM_ADV'), ('TANKER_GAS_ADV')) as x(code)
         ) dp on dp.rank_code = p.rank_code
    join fleet_dtype t on t.code = dp.type_code
    where ${kit.draw('has', sql`p.i || t.code`)} % 100 < dp.pct
      and (t.code <> 'SEAFARER_PASSPORT' or p.nat = 'CN')
      and (t.code not like 'TANKER%' or (
            (t.code = 'TANKER_OIL_CHEM_BASIC' and p.ship_type in (${sql.join(TANKERS.map((type) => sql`${type}`), sql`, `)}))
         or (t.code = 'TANKER_GAS_BASIC' and p.ship_type = 'lpg_carrier')
         or (t.code = 'TANKER_OIL_ADV' and p.ship_type = 'oil_tanker' and p.rank_code in ('MSTR', 'C/O', 'C/E', '2/E'))
         or (t.code = 'TANKER_CHEM_ADV' and p.ship_type = 'chemical_tanker' and p.rank_code in ('MSTR', 'C/O', 'C/E', '2/E'))
         or (t.code = 'TANKER_GAS_ADV' and p.ship_type = 'lpg_carrier' and p.rank_code in ('MSTR', 'C/O', 'C/E', '2/E'))))`);
  const docStatus = (expiry: SQL) => sql`case when ${expiry} is null then 'valid' when ${today} > ${expiry} then 'expired' when ${today} >= ${expiry} - d.lead then 'expiring' else 'valid' end`;
  const documents = await tx.execute(sql`
    insert into certificate (id, holder_type, seafarer_id, dept_id, cert_type_id, doc_category, cert_no, issued_by, issue_place, issue_date, expiry_date, term, status,
                             issuing_country, issuing_authority, stcw_reg, capacity, verified_by, verified_at)
    select d.id, 'seafarer', d.seafarer_id, d.dept_id, d.type_id, d.doc_category,
           case d.code when 'PASSPORT' then (case d.nat when 'CN' then 'E' else 'P' end) || lpad((${kit.draw('no', sql`d.id`)} % 100000000)::text, 8, '0')
                       else left(d.code, 12) || '-' || d.nat || lpad((${kit.draw('no', sql`d.id`)} % 10000000)::text, 7, '0') end,
           case when d.code = 'PASSPORT' then d.issuer[1] when d.code = 'MEDICAL' then d.issuer[3] when d.code = 'US_VISA' then 'U.S. Department of State'
                when d.code = 'FLAG_ENDORSEMENT' then 'Flag administration (' || d.flag || ')' else d.issuer[2] end,
           case when d.code = 'US_VISA' then 'Guangzhou' else d.issuer[4] end,
           coalesce((d.expiry - make_interval(months => d.validity_months))::date + 1, ${today} - 400 - ${kit.draw('iss', sql`d.id`)} % 3000),
           d.expiry, 'full', ${docStatus(sql`d.expiry`)},
           case when d.code = 'US_VISA' then 'US' when d.code = 'FLAG_ENDORSEMENT' then d.flag else d.nat end,
           case when d.code = 'PASSPORT' then d.issuer[1] when d.code = 'MEDICAL' then d.issuer[3] when d.code = 'US_VISA' then 'U.S. Department of State' else d.issuer[2] end,
           d.stcw_reg, case when d.doc_category = 'competency' then d.rank_name_en else '' end,
           case when d.tier <= 2 then ${crewHead}::uuid end,
           case when d.tier <= 2 then (d.expiry - make_interval(months => coalesce(d.validity_months, 12)))::timestamptz + interval '20 days' end
    from fleet_doc d
    returning 1`);
  // The medical the current one superseded, for those on board or next to join (the one before, two years earlier).
  const superseded = await tx.execute(sql`
    insert into certificate (id, holder_type, seafarer_id, dept_id, cert_type_id, doc_category, cert_no, issued_by, issue_place, issue_date, expiry_date, term, status,
                             superseded_by_id, issuing_country, issuing_authority)
    select ${kit.id('docprev', sql`d.id`)}, 'seafarer', d.seafarer_id, d.dept_id, d.type_id, d.doc_category,
           'MEDICAL-' || d.nat || lpad((${kit.draw('no', sql`d.id || 'p'`)} % 10000000)::text, 7, '0'),
           d.issuer[3], d.issuer[4], (d.expiry - interval '48 months')::date + 1, (d.expiry - interval '24 months')::date + ${kit.draw('early', sql`d.id`)} % 30, 'full', 'superseded', d.id, d.nat, d.issuer[3]
    from fleet_doc d where d.code = 'MEDICAL' and d.tier <= 1 and d.employment = 'active'
    returning 1`);
  const count = (result: unknown) => rowsOf<unknown>(result).length;
  return {
    seafarers: count(people),
    contracts: count(contracts),
    assignments: count(assignments),
    sea_service: count(service),
    appraisals: count(appraisals),
    documents: count(documents) + count(superseded),
  };
}

/** A year of the administrator log: the fleet's accounts' writes and logins, evenly over the 365 days to today. */
async function fillAdminLog(tx: Db, kit: Kit, shape: Shape, from: number, to: number): Promise<Record<string, number>> {
  await tx.execute(sql`
    create temporary table fleet_account on commit drop as
    select (row_number() over (order by username) - 1)::int as a, id, username from admin where username like 'fl\\_%'`);
  const [{ count: accounts = 0 } = {}] = rowsOf<{ count?: number }>(await tx.execute(sql`select count(*)::int as count from fleet_account`));
  if (!accounts) return { admin_log: 0 };
  const actions = LOG_ACTIONS.map(([url, right], k) => `(${k},'${url}','${right}')`).join(',');
  const made = await tx.execute(sql`
    insert into admin_log (admin_id, username, url, title, "right", data, ip, useragent, created_at)
    select u.id, u.username, a.url, left(a.right_name, 100), left(a.right_name, 100),
           case when a.url like '/account/%' then jsonb_build_object('query', '{}'::jsonb, 'body', jsonb_build_object('username', u.username, 'password', '***'))
                else jsonb_build_object('query', '{}'::jsonb, 'body', jsonb_build_object('id', ${kit.id('logref', sql`r`)}::text)) end,
           '10.' || (u.a % 200) || '.' || (r % 250) || '.' || (1 + r % 253),
           'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
           now() - ((365.0 * (r + 0.5) / ${n(shape.logRows)})::float8) * interval '1 day'
    from generate_series(${n(from)}, ${n(to - 1)}) as r
    join fleet_account u on u.a = ${kit.draw('who', sql`r`)} % ${n(accounts)}
    join (values ${sql.raw(actions)}) as a(k, url, right_name)
      on a.k = ${kit.draw('what', sql`r`)} % ${n(LOG_ACTIONS.length)}
    returning 1`);
  return { admin_log: rowsOf<unknown>(made).length };
}

/**
 * The maintenance stage's ships ('BENCH 0001'…, bench/pms-fill.ts, with their million work orders), when it
 * ran before in this database, join the fleet groups in turn, so that a group's superintendent sees their
 * share of the work orders as of the fleet's own ships. Answers how many ships and work orders moved.
 */
async function adoptPmsShips(db: Db, shape: Shape): Promise<Record<string, number>> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const moved = rowsOf<{ dept_id: string }>(
      await tx.execute(sql`
        with pms as (select id, dept_id, (row_number() over (order by name_en) - 1)::int as k from ship where name_en like 'BENCH %'),
             target as (select pms.id, pms.dept_id, g.id as group_id
                        from pms join department g on g.code = 'FLEET-' || lpad((1 + pms.k % ${n(shape.groups)})::text, 2, '0') and g.dept_type = 'fleet_group'),
             nodes as (update department d set pid = t.group_id from target t where d.id = t.dept_id returning d.id)
        update ship s set fleet_group_id = t.group_id from target t where s.id = t.id returning s.dept_id`),
    );
    const [orders] = rowsOf<{ count: number }>(await tx.execute(sql`select count(*)::int as count from pms_work_order`));
    return { ships: moved.length, work_orders: Number(orders?.count ?? 0) };
  });
}

/** How many rows the fill's tables hold now (after ANALYZE: the figures the benchmark prints). */
async function counts(db: Db): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*) from ship)::int as ships,
      (select count(*) from department where dept_type = 'fleet_group')::int as fleet_groups,
      (select count(*) from seafarer)::int as seafarers,
      (select count(*) from seafarer where status = 'onboard')::int as seafarers_onboard,
      (select count(*) from certificate where holder_type = 'ship')::int as ship_certificates,
      (select count(*) from certificate where holder_type = 'seafarer')::int as crew_documents,
      (select count(*) from certificate_survey)::int as survey_windows,
      (select count(*) from crew_contract)::int as contracts,
      (select count(*) from crew_assignment)::int as assignments,
      (select count(*) from sea_service)::int as sea_service,
      (select count(*) from admin_log)::int as admin_log,
      (select count(*) from alert)::int as alerts,
      (select count(*) from todo)::int as todos`),
  );
  const [{ present = false } = {}] = rowsOf<{ present?: boolean }>(await db.execute(sql`select to_regclass('crew_appraisal') is not null as present`));
  const [appraisals] = present ? rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from crew_appraisal`)) : [];
  return { ...(row ?? {}), appraisals: Number(appraisals?.count ?? 0) };
}

/** The number of units each phase is sliced in by (rows per call), for the bench. */
export function fleetSlices(shape: { ships: number; seafarers: number; logRows: number }, embedded: boolean): Record<'ship_certs' | 'crew' | 'admin_log', number> {
  return {
    ship_certs: Math.min(shape.ships, embedded ? 50 : 250),
    crew: Math.min(Math.max(1, shape.seafarers), embedded ? 2_500 : 10_000),
    admin_log: Math.min(Math.max(1, shape.logRows), embedded ? 50_000 : 200_000),
  };
}

