/**
 * Regions of China for the city widget (spec §7): `GET /admin/ajax/area` lists the provinces,
 * `?province=` a province's cities, `?province=&city=` a city's districts. Each level is asked once per
 * page load: the answers never change while the server runs.
 */
import type { AreaOption } from '@vessel/contract';
import { http } from '../app-http-client';

export const AREA_URL = '/admin/ajax/area';

const levels = new Map<string, Promise<AreaOption[]>>();

/** The regions below a path of codes (none: the provinces), shared by every input and cell that asks. */
export function areaChoices(path: readonly string[]): Promise<AreaOption[]> {
  const [province, city] = path;
  const key = path.slice(0, 2).join(',');
  let level = levels.get(key);
  if (!level) {
    level = http
      // Many cells ask at once and must all be answered; a wrong code is the cell's to show, not a toast.
      .get<AreaOption[]>(AREA_URL, { ...(province ? { province } : {}), ...(city ? { city } : {}) }, { cancelDuplicate: false, showCodeMessage: false })
      .then((answer) => (answer.code === 1 && Array.isArray(answer.data) ? answer.data : []));
    // A failed request is asked again next time, not remembered.
    level.catch(() => levels.delete(key));
    levels.set(key, level);
  }
  return level;
}

/** The names of a path of codes, from the province down; a code no level names stays a code. */
export async function areaNames(path: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  for (let depth = 0; depth < path.length; depth++) {
    const choices = await areaChoices(path.slice(0, depth)).catch(() => [] as AreaOption[]);
    names.push(choices.find((choice) => choice.value === path[depth])?.label ?? path[depth]!);
  }
  return names;
}
