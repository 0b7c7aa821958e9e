/**
 * How crew records read in either language: status colours that mean the same on every crew page, and
 * the bilingual names the server sends beside ids (`{field}_label` English, `{field}_label_zh` Chinese).
 */
import { namesFor, type AssignmentStatus, type ContractStatus, type Lang, type SeafarerStatus } from '@vessel/contract';

/** antd tag colours: green free to send, gold/cyan/geekblue on the way, blue on board, grey done or out. */
export const SEAFARER_STATUS_COLOURS: Record<SeafarerStatus, string> = {
  available: 'green',
  nominated: 'gold',
  approved: 'cyan',
  pre_joining: 'geekblue',
  onboard: 'blue',
  on_leave: 'default',
  not_available: 'orange',
  resigned: 'default',
  terminated: 'red',
};

export const ASSIGNMENT_STATUS_COLOURS: Record<AssignmentStatus, string> = {
  planned: 'default',
  nominated: 'gold',
  approved: 'cyan',
  pre_joining: 'geekblue',
  onboard: 'blue',
  signed_off: 'purple',
  cancelled: 'default',
};

export const CONTRACT_STATUS_COLOURS: Record<ContractStatus, string> = {
  draft: 'default',
  signed: 'cyan',
  active: 'blue',
  completed: 'green',
  terminated: 'red',
};

export function colourOf(colours: Readonly<Record<string, string>>, value: unknown): string {
  return typeof value === 'string' ? (colours[value] ?? 'default') : 'default';
}

/** A person or ship in the reader's language: the Chinese name in zh-cn when there is one, else the English. */
export function nameIn(lang: Lang, nameEn: unknown, nameZh: unknown): string {
  return namesFor(lang, nameEn, nameZh).first;
}

/** The name the server sent for a remote field of a row, in the reader's language. */
export function remoteLabel(row: Record<string, unknown>, field: string, lang: Lang): string {
  return nameIn(lang, row[`${field}_label`], row[`${field}_label_zh`]);
}
