/**
 * Dictionaries (system settings): `GET /admin/ajax/dict?type=` lists a type's enabled items. Each type is
 * asked once and shared by every select, cell and filter that shows it; the settings pages forget a type
 * when they change it, and whatever shows it asks again.
 */
import type { DictOption } from '@vessel/contract';
import { http } from '../app-http-client';

export const DICT_URL = '/admin/ajax/dict';

const types = new Map<string, Promise<DictOption[]>>();
const listeners = new Set<(type: string | null) => void>();

/** A type's enabled items in their order (none when the type is unknown or the request failed). */
export function dictionaryItems(type: string): Promise<DictOption[]> {
  let items = types.get(type);
  if (!items) {
    items = http
      // Many cells ask at once and must all be answered; a failure shows codes, not a toast per cell.
      .get<DictOption[]>(DICT_URL, { type }, { cancelDuplicate: false, showCodeMessage: false })
      .then((answer) => (answer.code === 1 && Array.isArray(answer.data) ? answer.data : []));
    // A failed request is asked again next time, not remembered.
    items.catch(() => types.delete(type));
    types.set(type, items);
  }
  return items;
}

/** Forgets one type (null: every type) after a change, and tells whatever shows it. */
export function forgetDictionary(type: string | null): void {
  if (type === null) types.clear();
  else types.delete(type);
  for (const listener of listeners) listener(type);
}

/** Told when a type is forgotten; answers the unsubscription. */
export function onDictionaryForgotten(listener: (type: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
