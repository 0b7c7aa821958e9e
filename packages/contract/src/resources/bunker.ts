import type { Lang } from '../constants.js';
import type { ResourceDescription } from '../resource/fields.js';

/**
 * Bunker delivery notes (MARPOL Annex VI regulation 18 and appendix V): what the supplier declares for each
 * delivery of fuel oil, kept aboard for three years, with the MARPOL sample sealed at delivery kept for at
 * least twelve months. An optional area: a company whose charterers buy the fuel may do without it.
 * Described by data (the kit makes its table); its words travel with it (`BUNKER_TRANSLATIONS`).
 */

/** The global sulphur cap (regulation 14.1.3, since 2020), % m/m: above it only with an approved scrubber. */
export const BUNKER_SULPHUR_GLOBAL_CAP = 0.5;
/** The cap inside an emission control area (regulation 14.4.3), % m/m. */
export const BUNKER_SULPHUR_ECA_CAP = 0.1;
/** SOLAS II-2/4.2.1.1: fuel oil with a lower flash point is not burnt aboard (gas fuel is another matter). */
export const BUNKER_FLASH_POINT_MIN = 60;
/** Regulation 18.8.1: the MARPOL sample is retained until the fuel is substantially consumed, at least 12 months. */
export const BUNKER_SAMPLE_RETENTION_MONTHS = 12;
/** Regulation 18.6: the delivery note is kept on board for three years after the delivery. */
export const BUNKER_NOTE_RETENTION_YEARS = 3;

/** Digits a numeric(precision, scale) column takes, as text: `validate.float` when the form sends more. */
const digits = (whole: number, scale: number) => ({ source: `^\\d{1,${whole}}(\\.\\d{1,${scale}})?$`, message: 'validate.float' as const });

export const bunkerDeliveryNoteDescription: ResourceDescription = {
  table: 'bunker_note',
  // The ship's department node: a superintendent sees the notes of the ships his roles reach.
  scope: { department: 'dept_id' },
  def: {
    name: 'bunker.DeliveryNote',
    path: 'bunker/deliveryNote',
    labelField: 'bdn_no',
    quickSearch: ['bdn_no', 'port', 'supplier', 'marpol_sample_seal'],
    defaultOrder: { field: 'delivered_on', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, required: true, storage: { references: { resource: 'fleet.Ship' } }, search: ['eq', 'IN'] },
      { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
      { name: 'bdn_no', type: 'string', widget: 'text', required: true, max: 50, unique: { scope: ['ship_id'], ignoreCase: true }, search: ['LIKE'], sortable: true },
      { name: 'delivered_on', type: 'date', widget: 'date', required: true, sortable: true, search: ['RANGE'] },
      { name: 'port', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
      { name: 'supplier', type: 'string', widget: 'text', max: 200, search: ['LIKE'] },
      { name: 'grade', type: 'string', widget: 'select', options: ['vlsfo', 'ulsfo', 'hsfo', 'mgo', 'mdo', 'lng', 'biofuel_blend'], required: true, max: 20, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'quantity_mt', type: 'decimal', widget: 'number', required: true, pattern: digits(7, 3), storage: { precision: 10, scale: 3 }, sortable: true, search: ['RANGE'] },
      { name: 'sulphur_pct', type: 'decimal', widget: 'number', required: true, pattern: digits(2, 3), storage: { precision: 5, scale: 3 }, sortable: true, search: ['RANGE'] },
      { name: 'scrubber', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch', hidden: true }, search: ['eq'] },
      { name: 'eca', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' }, search: ['eq'] },
      { name: 'density_15c', type: 'decimal', widget: 'number', pattern: digits(5, 1), storage: { precision: 6, scale: 1 }, column: { hidden: true } },
      { name: 'viscosity_cst', type: 'decimal', widget: 'number', pattern: digits(5, 2), storage: { precision: 7, scale: 2 }, column: { hidden: true } },
      { name: 'flash_point_c', type: 'decimal', widget: 'number', pattern: digits(4, 1), storage: { precision: 5, scale: 1 }, column: { hidden: true } },
      { name: 'marpol_sample_seal', type: 'string', widget: 'text', max: 50, search: ['LIKE'] },
      // Computed from the delivery date on every add and edit (regulation 18.6 and 18.8.1), never typed.
      { name: 'sample_retained_until', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'bdn_retained_until', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE'], column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
      { name: 'attachments', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
    ],
  },
};

/** The words of the bunkering area (menu, fields, options), served with the module to the web. */
export const BUNKER_TRANSLATIONS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'menu.bunker': '燃油管理',
    'menu.bunker/deliveryNote': '燃油交付单',
    'bunker.deliveryNote.ship_id': '船舶',
    'bunker.deliveryNote.dept_id': '部门',
    'bunker.deliveryNote.bdn_no': 'BDN 编号',
    'bunker.deliveryNote.delivered_on': '交付日期',
    'bunker.deliveryNote.port': '加油港',
    'bunker.deliveryNote.supplier': '供应商',
    'bunker.deliveryNote.grade': '燃油品种',
    'bunker.deliveryNote.grade_options.vlsfo': '超低硫燃料油 VLSFO',
    'bunker.deliveryNote.grade_options.ulsfo': '极低硫燃料油 ULSFO',
    'bunker.deliveryNote.grade_options.hsfo': '高硫燃料油 HSFO',
    'bunker.deliveryNote.grade_options.mgo': '船用轻柴油 MGO',
    'bunker.deliveryNote.grade_options.mdo': '船用柴油 MDO',
    'bunker.deliveryNote.grade_options.lng': '液化天然气 LNG',
    'bunker.deliveryNote.grade_options.biofuel_blend': '生物燃料调和油',
    'bunker.deliveryNote.quantity_mt': '数量（吨）',
    'bunker.deliveryNote.sulphur_pct': '硫含量（% m/m）',
    'bunker.deliveryNote.scrubber': '装有认可的脱硫塔',
    'bunker.deliveryNote.eca': '用于排放控制区',
    'bunker.deliveryNote.density_15c': '15 °C 密度（kg/m³）',
    'bunker.deliveryNote.viscosity_cst': '黏度（cSt）',
    'bunker.deliveryNote.flash_point_c': '闪点（°C）',
    'bunker.deliveryNote.marpol_sample_seal': 'MARPOL 油样封条号',
    'bunker.deliveryNote.sample_retained_until': '油样保存至',
    'bunker.deliveryNote.bdn_retained_until': 'BDN 保存至',
    'bunker.deliveryNote.remark': '备注',
    'bunker.deliveryNote.attachments': 'BDN 扫描件',
  },
  en: {
    'menu.bunker': 'Bunkering',
    'menu.bunker/deliveryNote': 'Delivery notes (BDN)',
    'bunker.deliveryNote.ship_id': 'Ship',
    'bunker.deliveryNote.dept_id': 'Department',
    'bunker.deliveryNote.bdn_no': 'BDN number',
    'bunker.deliveryNote.delivered_on': 'Delivered on',
    'bunker.deliveryNote.port': 'Port',
    'bunker.deliveryNote.supplier': 'Supplier',
    'bunker.deliveryNote.grade': 'Grade',
    'bunker.deliveryNote.grade_options.vlsfo': 'VLSFO',
    'bunker.deliveryNote.grade_options.ulsfo': 'ULSFO',
    'bunker.deliveryNote.grade_options.hsfo': 'HSFO',
    'bunker.deliveryNote.grade_options.mgo': 'MGO',
    'bunker.deliveryNote.grade_options.mdo': 'MDO',
    'bunker.deliveryNote.grade_options.lng': 'LNG',
    'bunker.deliveryNote.grade_options.biofuel_blend': 'Biofuel blend',
    'bunker.deliveryNote.quantity_mt': 'Quantity (t)',
    'bunker.deliveryNote.sulphur_pct': 'Sulphur (% m/m)',
    'bunker.deliveryNote.scrubber': 'Approved scrubber fitted',
    'bunker.deliveryNote.eca': 'For use in an ECA',
    'bunker.deliveryNote.density_15c': 'Density at 15 °C (kg/m³)',
    'bunker.deliveryNote.viscosity_cst': 'Viscosity (cSt)',
    'bunker.deliveryNote.flash_point_c': 'Flash point (°C)',
    'bunker.deliveryNote.marpol_sample_seal': 'MARPOL sample seal',
    'bunker.deliveryNote.sample_retained_until': 'Sample kept until',
    'bunker.deliveryNote.bdn_retained_until': 'BDN kept until',
    'bunker.deliveryNote.remark': 'Remark',
    'bunker.deliveryNote.attachments': 'Scanned BDN',
  },
};
