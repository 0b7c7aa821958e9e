/**
 * The demo's planned maintenance system as data (DOMAIN.md §6.5): the component tree a ship of each trade
 * carries (SFI-like codes, the ISM 10.3 critical equipment flagged), its running-hour counters and their
 * daily use, the jobs of each component with their intervals and windows (typical figures: the makers'
 * manuals set the real ones) and the spares kept for them. demo.ts turns it into a year per ship.
 */

export type DemoTrade = 'ocean' | 'coastal';

export interface DemoJob {
  code: string;
  title_en: string;
  title_zh: string;
  job_type: 'inspection' | 'overhaul' | 'test' | 'service' | 'measurement' | 'survey';
  interval_kind: 'calendar' | 'running_hours' | 'both';
  interval_days?: number;
  interval_hours?: number;
  window_before_days?: number;
  window_after_days?: number;
  schedule_basis?: 'fixed' | 'from_last_done';
  requires_verification?: boolean;
  class_related?: boolean;
  est_man_hours: number;
  /** Spares a completion uses (part numbers of the component's spares). */
  spares?: Array<{ part_no: string; qty: number }>;
}

export interface DemoSpare {
  part_no: string;
  name: string;
  rob: number;
  min_stock: number;
  is_critical?: boolean;
  location: string;
}

export interface DemoComponent {
  code: string;
  parent?: string;
  name_en: string;
  name_zh: string;
  sfi_group: string;
  maker?: string;
  model?: string;
  location: string;
  is_critical?: boolean;
  class_item_code?: string;
  /** A running-hour counter: the hours a day it runs at sea (in port and at anchor it runs less). */
  counter?: { hours_per_day: number; /** Hours on the meter when the ship was delivered into management. */ start: number };
  /** A job on this component reads the counter of its parent (cylinder units and fuel valves: the main engine's). */
  counterOf?: string;
  jobs?: DemoJob[];
  spares?: DemoSpare[];
  /** Only on ocean-going ships (a coastal ship carries no ballast water treatment, one D/G fewer). */
  oceanOnly?: boolean;
}

const weeklyWindow = { window_before_days: 1, window_after_days: 1 } as const;
const monthlyWindow = { window_before_days: 3, window_after_days: 3 } as const;
const yearlyWindow = { window_before_days: 30, window_after_days: 30 } as const;

function dieselGenerator(n: number, oceanOnly = false): DemoComponent {
  return {
    code: `602.${n}`,
    name_en: `Diesel generator No. ${n}`,
    name_zh: `${n}号柴油发电机`,
    sfi_group: '6',
    maker: 'Yanmar',
    model: '6EY18ALW',
    location: 'Engine room, generator flat',
    is_critical: true,
    class_item_code: `DG${n}`,
    counter: { hours_per_day: n === 3 ? 4 : 12, start: 38_000 + n * 1_700 },
    oceanOnly,
    jobs: [
      {
        code: `DG${n}-LO`,
        title_en: `D/G ${n}: lubricating oil change`,
        title_zh: `${n}号发电机换滑油`,
        job_type: 'service',
        interval_kind: 'running_hours',
        interval_hours: 1_500,
        schedule_basis: 'from_last_done',
        est_man_hours: 3,
        spares: [{ part_no: `DG${n}-LOF`, qty: 1 }],
      },
      {
        code: `DG${n}-TOP`,
        title_en: `D/G ${n}: top overhaul`,
        title_zh: `${n}号发电机吊缸检修`,
        job_type: 'overhaul',
        interval_kind: 'running_hours',
        interval_hours: 10_000,
        requires_verification: true,
        class_related: true,
        est_man_hours: 48,
      },
    ],
    spares: [
      { part_no: `DG${n}-LOF`, name: `D/G ${n} lubricating oil filter element`, rob: 6, min_stock: 2, location: 'Engine store, shelf B' },
      { part_no: `DG${n}-INJ`, name: `D/G ${n} fuel injector`, rob: 3, min_stock: 2, is_critical: true, location: 'Engine store, shelf C' },
    ],
  };
}

/** The tree every demo ship carries; `oceanOnly` items are left out on a coastal ship. */
export const DEMO_COMPONENTS: readonly DemoComponent[] = [
  {
    code: '601',
    name_en: 'Main engine',
    name_zh: '主机',
    sfi_group: '6',
    maker: 'MAN Energy Solutions',
    model: '6S50ME-C8.2',
    location: 'Engine room',
    is_critical: true,
    class_item_code: 'ME',
    counter: { hours_per_day: 18, start: 72_000 },
    jobs: [
      {
        code: 'ME-TURBO',
        title_en: 'Main engine: turbocharger washing and inspection',
        title_zh: '主机增压器清洗检查',
        job_type: 'service',
        interval_kind: 'running_hours',
        interval_hours: 500,
        schedule_basis: 'from_last_done',
        est_man_hours: 2,
      },
    ],
    spares: [{ part_no: 'ME-GASKET', name: 'Main engine exhaust valve gasket set', rob: 4, min_stock: 2, location: 'Engine store, shelf A' }],
  },
  ...[1, 2, 3, 4, 5, 6].map(
    (n): DemoComponent => ({
      code: `601.${n}`,
      parent: '601',
      name_en: `Main engine cylinder unit No. ${n}`,
      name_zh: `主机${n}号缸`,
      sfi_group: '6',
      location: 'Engine room, main engine',
      is_critical: true,
      class_item_code: `ME-CYL${n}`,
      counterOf: '601',
      jobs: [
        {
          code: `ME-CYL${n}-PO`,
          title_en: `Cylinder unit ${n}: piston overhaul`,
          title_zh: `${n}号缸活塞吊缸检修`,
          job_type: 'overhaul',
          interval_kind: 'running_hours',
          interval_hours: 20_000,
          requires_verification: true,
          class_related: true,
          est_man_hours: 36,
          spares: [{ part_no: 'ME-PRING', qty: 4 }],
        },
      ],
    }),
  ),
  {
    code: '601.9',
    parent: '601',
    name_en: 'Main engine fuel valves',
    name_zh: '主机燃油阀',
    sfi_group: '6',
    location: 'Engine room, main engine',
    is_critical: true,
    counterOf: '601',
    jobs: [
      {
        code: 'ME-FV',
        title_en: 'Main engine fuel valves: pressure test and overhaul',
        title_zh: '主机燃油阀压力试验与检修',
        job_type: 'overhaul',
        interval_kind: 'running_hours',
        interval_hours: 6_000,
        est_man_hours: 12,
        spares: [{ part_no: 'ME-FVN', qty: 6 }],
      },
    ],
    spares: [
      { part_no: 'ME-FVN', name: 'Fuel valve nozzle', rob: 18, min_stock: 12, is_critical: true, location: 'Engine store, shelf A' },
      { part_no: 'ME-PRING', name: 'Piston ring set', rob: 8, min_stock: 4, is_critical: true, location: 'Engine store, shelf A' },
    ],
  },
  dieselGenerator(1),
  dieselGenerator(2),
  dieselGenerator(3, true),
  {
    code: '711',
    name_en: 'HFO purifier',
    name_zh: '重油分油机',
    sfi_group: '7',
    maker: 'Alfa Laval',
    model: 'S 936',
    location: 'Engine room, purifier room',
    counter: { hours_per_day: 20, start: 41_000 },
    jobs: [
      { code: 'PUR-BOWL', title_en: 'HFO purifier: bowl cleaning', title_zh: '重油分油机分离盘清洗', job_type: 'service', interval_kind: 'running_hours', interval_hours: 1_000, schedule_basis: 'from_last_done', est_man_hours: 3 },
      { code: 'PUR-OH', title_en: 'HFO purifier: major overhaul', title_zh: '重油分油机大修', job_type: 'overhaul', interval_kind: 'running_hours', interval_hours: 8_000, est_man_hours: 16, spares: [{ part_no: 'PUR-KIT', qty: 1 }] },
    ],
    spares: [{ part_no: 'PUR-KIT', name: 'Purifier major overhaul kit', rob: 2, min_stock: 1, location: 'Engine store, shelf D' }],
  },
  {
    code: '723',
    name_en: 'Main air compressor No. 1',
    name_zh: '1号主空压机',
    sfi_group: '7',
    maker: 'Tanabe',
    model: 'H-274',
    location: 'Engine room, lower flat',
    counter: { hours_per_day: 3, start: 12_500 },
    jobs: [
      { code: 'AC1-VLV', title_en: 'Air compressor 1: valve inspection', title_zh: '1号空压机阀片检查', job_type: 'inspection', interval_kind: 'running_hours', interval_hours: 1_500, schedule_basis: 'from_last_done', est_man_hours: 4, spares: [{ part_no: 'AC-VLV', qty: 1 }] },
    ],
    spares: [{ part_no: 'AC-VLV', name: 'Air compressor valve set (LP/HP)', rob: 3, min_stock: 2, location: 'Engine store, shelf E' }],
  },
  {
    code: '421',
    name_en: 'Steering gear',
    name_zh: '舵机',
    sfi_group: '4',
    maker: 'Kawasaki',
    model: 'FE21',
    location: 'Steering gear room',
    is_critical: true,
    class_item_code: 'SG',
    jobs: [
      {
        code: 'SG-TEST',
        title_en: 'Steering gear: function test and emergency steering drill',
        title_zh: '舵机功能试验及应急操舵演习',
        job_type: 'test',
        interval_kind: 'calendar',
        interval_days: 90,
        window_before_days: 7,
        window_after_days: 7,
        est_man_hours: 2,
      },
    ],
    spares: [{ part_no: 'SG-SEAL', name: 'Steering gear ram seal kit', rob: 1, min_stock: 2, is_critical: true, location: 'Steering gear room locker' }],
  },
  {
    code: '501',
    name_en: 'Lifeboat and davit',
    name_zh: '救生艇及吊艇架',
    sfi_group: '5',
    maker: 'Jiangyin Neptune',
    model: 'Totally enclosed, 30 persons',
    location: 'Boat deck',
    is_critical: true,
    jobs: [
      { code: 'LB-W', title_en: 'Lifeboat: weekly inspection, engine run', title_zh: '救生艇每周检查及试车', job_type: 'inspection', interval_kind: 'calendar', interval_days: 7, ...weeklyWindow, est_man_hours: 1 },
      { code: 'LB-M', title_en: 'Lifeboat and davit: monthly inspection', title_zh: '救生艇及吊艇架每月检查', job_type: 'inspection', interval_kind: 'calendar', interval_days: 30, ...monthlyWindow, est_man_hours: 2 },
      {
        code: 'LB-Y',
        title_en: 'Lifeboat, davit and release gear: annual thorough examination',
        title_zh: '救生艇、吊艇架及释放装置年度全面检查',
        job_type: 'survey',
        interval_kind: 'calendar',
        interval_days: 365,
        ...yearlyWindow,
        requires_verification: true,
        class_related: true,
        est_man_hours: 8,
      },
    ],
  },
  {
    code: '511',
    name_en: 'EEBD and SCBA sets',
    name_zh: '紧急逃生呼吸器及正压式空气呼吸器',
    sfi_group: '5',
    location: 'Accommodation and engine room stations',
    is_critical: true,
    jobs: [
      { code: 'BA-M', title_en: 'EEBD / SCBA: monthly check', title_zh: 'EEBD/SCBA 每月检查', job_type: 'inspection', interval_kind: 'calendar', interval_days: 30, ...monthlyWindow, est_man_hours: 1 },
      { code: 'BA-Y', title_en: 'EEBD / SCBA: annual service by an approved station', title_zh: 'EEBD/SCBA 年度岸基服务', job_type: 'service', interval_kind: 'calendar', interval_days: 365, ...yearlyWindow, est_man_hours: 2 },
    ],
  },
  {
    code: '512',
    name_en: 'Fixed CO2 fire extinguishing system',
    name_zh: '固定式二氧化碳灭火系统',
    sfi_group: '5',
    location: 'CO2 room',
    is_critical: true,
    jobs: [
      {
        code: 'CO2-Y',
        title_en: 'Fixed CO2 system: annual inspection (FSS Code)',
        title_zh: '固定式 CO2 系统年度检查（FSS 规则）',
        job_type: 'survey',
        interval_kind: 'calendar',
        interval_days: 365,
        ...yearlyWindow,
        requires_verification: true,
        class_related: true,
        est_man_hours: 4,
      },
    ],
  },
  {
    code: '431',
    name_en: 'Windlass and mooring winches',
    name_zh: '锚机及绞缆机',
    sfi_group: '4',
    location: 'Forecastle and poop deck',
    jobs: [
      { code: 'WL-GR', title_en: 'Windlass and winches: greasing', title_zh: '锚机及绞缆机加油保养', job_type: 'service', interval_kind: 'calendar', interval_days: 30, ...monthlyWindow, schedule_basis: 'from_last_done', est_man_hours: 3 },
      { code: 'WL-BRK', title_en: 'Windlass and winches: brake holding test', title_zh: '锚机及绞缆机刹车力试验', job_type: 'test', interval_kind: 'calendar', interval_days: 365, ...yearlyWindow, est_man_hours: 6 },
    ],
  },
  {
    code: '801',
    name_en: 'Emergency generator',
    name_zh: '应急发电机',
    sfi_group: '8',
    maker: 'Cummins',
    model: '6BTA5.9-DM',
    location: 'Emergency generator room',
    is_critical: true,
    counter: { hours_per_day: 0.2, start: 1_900 },
    jobs: [
      { code: 'EG-W', title_en: 'Emergency generator: weekly run test', title_zh: '应急发电机每周试车', job_type: 'test', interval_kind: 'calendar', interval_days: 7, ...weeklyWindow, est_man_hours: 1 },
      { code: 'EG-M', title_en: 'Emergency generator: monthly on-load test', title_zh: '应急发电机每月负荷试验', job_type: 'test', interval_kind: 'calendar', interval_days: 30, ...monthlyWindow, est_man_hours: 2 },
    ],
    spares: [{ part_no: 'EG-BATT', name: 'Emergency generator starting battery', rob: 2, min_stock: 1, is_critical: true, location: 'Emergency generator room' }],
  },
  {
    code: '551',
    name_en: 'Ballast water treatment system',
    name_zh: '压载水处理系统',
    sfi_group: '5',
    maker: 'Techcross',
    model: 'ECS-HYCHLOR 2.0',
    location: 'Engine room, BWTS room',
    oceanOnly: true,
    jobs: [
      { code: 'BWTS-CAL', title_en: 'BWTS: sensor calibration', title_zh: '压载水处理系统传感器校准', job_type: 'measurement', interval_kind: 'calendar', interval_days: 180, window_before_days: 14, window_after_days: 14, est_man_hours: 4 },
      { code: 'BWTS-UV', title_en: 'BWTS: UV lamp replacement', title_zh: '压载水处理系统紫外灯更换', job_type: 'service', interval_kind: 'calendar', interval_days: 365, ...yearlyWindow, est_man_hours: 6 },
    ],
  },
];

/** The components of a ship of this trade, in tree order (parents first). */
export function componentsFor(trade: DemoTrade): DemoComponent[] {
  return DEMO_COMPONENTS.filter((item) => trade === 'ocean' || !item.oceanOnly);
}
