/**
 * Bilingual master data of the fleet (DOMAIN.md decision 4): ship types, class societies, and the ship's
 * status with the changes a real fleet makes. The codes are what tables store; labels come from here.
 */

export interface DictionaryItem {
  code: string;
  name_en: string;
  name_zh: string;
  /** A short form users know (class societies: CCS, DNV...). */
  abbr?: string;
}

export const SHIP_TYPES: readonly DictionaryItem[] = [
  { code: 'bulk_carrier', name_en: 'Bulk carrier', name_zh: '散货船' },
  { code: 'container_ship', name_en: 'Container ship', name_zh: '集装箱船' },
  { code: 'oil_tanker', name_en: 'Oil tanker', name_zh: '油船' },
  { code: 'chemical_tanker', name_en: 'Oil/chemical tanker', name_zh: '油化船' },
  { code: 'lpg_carrier', name_en: 'LPG carrier', name_zh: '液化石油气船' },
  { code: 'lng_carrier', name_en: 'LNG carrier', name_zh: '液化天然气船' },
  { code: 'general_cargo', name_en: 'General cargo / multipurpose', name_zh: '杂货船/多用途船' },
  { code: 'ro_ro', name_en: 'Ro-ro / vehicle carrier', name_zh: '滚装船/汽车运输船' },
  { code: 'reefer', name_en: 'Refrigerated cargo ship', name_zh: '冷藏船' },
  { code: 'passenger', name_en: 'Passenger ship / ro-pax', name_zh: '客船/客滚船' },
  { code: 'offshore', name_en: 'Offshore support vessel', name_zh: '海洋工程辅助船' },
  { code: 'tug', name_en: 'Tug', name_zh: '拖轮' },
];

/** Ship types whose cargo needs tanker training (STCW V/1-1, V/1-2): requirements often name them. */
export const TANKER_TYPES = ['oil_tanker', 'chemical_tanker', 'lpg_carrier', 'lng_carrier'] as const;

export const CLASS_SOCIETIES: readonly DictionaryItem[] = [
  { code: 'CCS', abbr: 'CCS', name_en: 'China Classification Society', name_zh: '中国船级社' },
  { code: 'DNV', abbr: 'DNV', name_en: 'DNV', name_zh: '挪威船级社' },
  { code: 'ABS', abbr: 'ABS', name_en: 'American Bureau of Shipping', name_zh: '美国船级社' },
  { code: 'LR', abbr: 'LR', name_en: "Lloyd's Register", name_zh: '英国劳氏船级社' },
  { code: 'BV', abbr: 'BV', name_en: 'Bureau Veritas', name_zh: '法国船级社' },
  { code: 'NK', abbr: 'ClassNK', name_en: 'Nippon Kaiji Kyokai', name_zh: '日本海事协会' },
  { code: 'KR', abbr: 'KR', name_en: 'Korean Register', name_zh: '韩国船级社' },
  { code: 'RINA', abbr: 'RINA', name_en: 'RINA', name_zh: '意大利船级社' },
  { code: 'IRS', abbr: 'IRS', name_en: 'Indian Register of Shipping', name_zh: '印度船级社' },
  { code: 'PRS', abbr: 'PRS', name_en: 'Polish Register of Shipping', name_zh: '波兰船级社' },
  { code: 'CRS', abbr: 'CRS', name_en: 'Croatian Register of Shipping', name_zh: '克罗地亚船级社' },
];

/** Trading area: drives which certificates apply (domestic ships hold national certificates). */
export const TRADING_AREAS = ['international', 'coastal', 'inland'] as const;
export type TradingArea = (typeof TRADING_AREAS)[number];

/** DOMAIN.md §4.1: newbuilding → in service ⇄ drydock / repair ⇄ laid up → sold / scrapped / handed over. */
export const SHIP_STATUSES = ['newbuilding', 'in_service', 'drydock', 'repair', 'laid_up', 'sold', 'scrapped', 'handed_over'] as const;
export type ShipStatus = (typeof SHIP_STATUSES)[number];

/** Statuses that end the company's management of the ship: nothing comes back from them. */
export const FINAL_SHIP_STATUSES: readonly ShipStatus[] = ['sold', 'scrapped', 'handed_over'];

const SHIP_STATUS_NEXT: Record<ShipStatus, readonly ShipStatus[]> = {
  newbuilding: ['in_service', 'handed_over'],
  in_service: ['drydock', 'repair', 'laid_up', 'sold', 'scrapped', 'handed_over'],
  drydock: ['in_service', 'repair', 'laid_up', 'sold', 'scrapped', 'handed_over'],
  repair: ['in_service', 'drydock', 'laid_up', 'sold', 'scrapped', 'handed_over'],
  laid_up: ['in_service', 'drydock', 'repair', 'sold', 'scrapped', 'handed_over'],
  sold: [],
  scrapped: [],
  handed_over: [],
};

/** Whether a ship may go from one status to another (the same status is no change and always allowed). */
export function shipStatusChangeAllowed(from: ShipStatus, to: ShipStatus): boolean {
  return from === to || SHIP_STATUS_NEXT[from].includes(to);
}

/** The statuses a ship in `from` may move to, for the form's choices. */
export function nextShipStatuses(from: ShipStatus): readonly ShipStatus[] {
  return SHIP_STATUS_NEXT[from];
}

/** Label of a dictionary code in a language; the code itself when unknown. */
export function dictionaryLabel(items: readonly DictionaryItem[], code: string | null | undefined, lang: 'zh-cn' | 'en'): string {
  if (!code) return '';
  const item = items.find((candidate) => candidate.code === code);
  if (!item) return code;
  return lang === 'en' ? item.name_en : item.name_zh;
}
