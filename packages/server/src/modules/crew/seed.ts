import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { position } from './tables.js';

type Seed = Omit<typeof position.$inferInsert, 'id' | 'kind'> & { kind?: 'ship_rank' | 'shore_post' };

/** Ship ranks of DOMAIN.md §6.3, most senior first, with their STCW regulation and minimum age. */
export const RANK_SEEDS: readonly Seed[] = [
  { code: 'MSTR', abbr: 'MSTR', name_en: 'Master', name_zh: '船长', ship_department: 'deck', level: 'management', stcw_reg: 'II/2', is_head_of_dept: true, is_watchkeeper: false, min_age: 18 },
  { code: 'PC', abbr: 'PC', name_en: 'Political Commissar', name_zh: '政委', ship_department: 'other', level: 'management', stcw_reg: '', is_head_of_dept: true, is_watchkeeper: false, min_age: 18 },
  { code: 'C/O', abbr: 'C/O', name_en: 'Chief Officer', name_zh: '大副', ship_department: 'deck', level: 'management', stcw_reg: 'II/2', is_watchkeeper: true, min_age: 18 },
  { code: '2/O', abbr: '2/O', name_en: 'Second Officer', name_zh: '二副', ship_department: 'deck', level: 'operational', stcw_reg: 'II/1', is_watchkeeper: true, min_age: 18 },
  { code: '3/O', abbr: '3/O', name_en: 'Third Officer', name_zh: '三副', ship_department: 'deck', level: 'operational', stcw_reg: 'II/1', is_watchkeeper: true, min_age: 18 },
  { code: 'C/E', abbr: 'C/E', name_en: 'Chief Engineer', name_zh: '轮机长', ship_department: 'engine', level: 'management', stcw_reg: 'III/2', is_head_of_dept: true, min_age: 18 },
  { code: '2/E', abbr: '2/E', name_en: 'Second Engineer', name_zh: '大管轮', ship_department: 'engine', level: 'management', stcw_reg: 'III/2', is_watchkeeper: true, min_age: 18 },
  { code: '3/E', abbr: '3/E', name_en: 'Third Engineer', name_zh: '二管轮', ship_department: 'engine', level: 'operational', stcw_reg: 'III/1', is_watchkeeper: true, min_age: 18 },
  { code: '4/E', abbr: '4/E', name_en: 'Fourth Engineer', name_zh: '三管轮', ship_department: 'engine', level: 'operational', stcw_reg: 'III/1', is_watchkeeper: true, min_age: 18 },
  { code: 'ETO', abbr: 'ETO', name_en: 'Electro-Technical Officer', name_zh: '电子电气员', ship_department: 'engine', level: 'operational', stcw_reg: 'III/6', min_age: 18 },
  { code: 'BSN', abbr: 'BSN', name_en: 'Bosun', name_zh: '水手长', ship_department: 'deck', level: 'rating', stcw_reg: 'II/5', min_age: 18 },
  { code: 'AB', abbr: 'AB', name_en: 'Able Seaman', name_zh: '一水', ship_department: 'deck', level: 'rating', stcw_reg: 'II/5', is_watchkeeper: true, min_age: 16 },
  { code: 'OS', abbr: 'OS', name_en: 'Ordinary Seaman', name_zh: '二水', ship_department: 'deck', level: 'rating', stcw_reg: 'II/4', is_watchkeeper: true, min_age: 16 },
  { code: 'FTR', abbr: 'FTR', name_en: 'Fitter', name_zh: '铜匠', ship_department: 'engine', level: 'rating', stcw_reg: 'III/5', min_age: 18 },
  { code: 'OLR', abbr: 'OLR', name_en: 'Oiler', name_zh: '机工', ship_department: 'engine', level: 'rating', stcw_reg: 'III/5', is_watchkeeper: true, min_age: 16 },
  { code: 'WPR', abbr: 'WPR', name_en: 'Wiper', name_zh: '实习机工', ship_department: 'engine', level: 'rating', stcw_reg: 'III/4', min_age: 16 },
  { code: 'CCK', abbr: 'CCK', name_en: 'Chief Cook', name_zh: '大厨', ship_department: 'catering', level: 'rating', stcw_reg: '', is_head_of_dept: true, min_age: 18 },
  { code: '2CK', abbr: '2CK', name_en: 'Second Cook', name_zh: '二厨', ship_department: 'catering', level: 'rating', stcw_reg: '', min_age: 16 },
  { code: 'MSM', abbr: 'MSM', name_en: 'Messman', name_zh: '服务员', ship_department: 'catering', level: 'rating', stcw_reg: '', min_age: 16 },
  { code: 'D/C', abbr: 'D/C', name_en: 'Deck Cadet', name_zh: '驾驶实习生', ship_department: 'deck', level: 'cadet', stcw_reg: '', min_age: 16 },
  { code: 'E/C', abbr: 'E/C', name_en: 'Engine Cadet', name_zh: '轮机实习生', ship_department: 'engine', level: 'cadet', stcw_reg: '', min_age: 16 },
];

/** Shore posts of DOMAIN.md §6.2. */
export const SHORE_POST_SEEDS: readonly Seed[] = [
  { code: 'GM', abbr: 'GM', name_en: 'General Manager', name_zh: '总经理', kind: 'shore_post' },
  { code: 'MR', abbr: 'MR', name_en: 'Management Representative', name_zh: '管理者代表', kind: 'shore_post' },
  { code: 'DPA', abbr: 'DPA', name_en: 'Designated Person Ashore', name_zh: '指定人员', kind: 'shore_post' },
  { code: 'CSO', abbr: 'CSO', name_en: 'Company Security Officer', name_zh: '公司保安员', kind: 'shore_post' },
  { code: 'TSI', abbr: 'TSI', name_en: 'Technical Superintendent', name_zh: '机务主管', kind: 'shore_post' },
  { code: 'MSI', abbr: 'MSI', name_en: 'Marine Superintendent', name_zh: '海务主管', kind: 'shore_post' },
  { code: 'CRM', abbr: 'CRM', name_en: 'Crew Manager', name_zh: '船员主管', kind: 'shore_post' },
  { code: 'PUR', abbr: 'PUR', name_en: 'Purchaser', name_zh: '采购主管', kind: 'shore_post' },
  { code: 'IA', abbr: 'IA', name_en: 'Internal Auditor', name_zh: '内审员', kind: 'shore_post' },
];

/** On an empty installation: the usual ranks and shore posts, seniority as weight (idempotent by code). */
export async function seedPositions(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(position);
  if (count > 0) return;
  const all = [...RANK_SEEDS, ...SHORE_POST_SEEDS];
  await db
    .insert(position)
    .values(all.map((seed, index) => ({ kind: 'ship_rank' as const, ...seed, weigh: (all.length - index) * 10 })))
    .onConflictDoNothing();
}
