import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { resourceBase, type ResourceDef } from '../resource/fields.js';
import { SHIP_RANK_FILTER, positionResource } from './crew.js';

const defs = Object.values(contract).filter(
  (value): value is ResourceDef => !!value && typeof value === 'object' && 'fields' in value && 'path' in value && Array.isArray((value as ResourceDef).fields),
);
const byBase = new Map(defs.map((def) => [resourceBase(def), def]));

describe('remote select filters', () => {
  it('name only declared, searchable fields of the resource picked from, with an operator it allows', () => {
    const wrong: string[] = [];
    for (const def of defs) {
      for (const field of def.fields) {
        for (const filter of field.remote?.search ?? []) {
          const target = byBase.get(field.remote!.url)?.fields.find((candidate) => candidate.name === filter.field);
          if (!target?.search?.includes(filter.operator)) wrong.push(`${def.name}.${field.name}: ${filter.field} ${filter.operator}`);
          if (target?.options && filter.val !== undefined && !target.options.map(String).includes(filter.val)) wrong.push(`${def.name}.${field.name}: ${filter.val}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("offer ship ranks only where a seafarer's rank is picked", () => {
    const rankFields = defs.flatMap((def) => def.fields.filter((field) => /rank_id$/.test(field.name) && field.remote?.url === resourceBase(positionResource)).map((field) => ({ def, field })));
    expect(rankFields.length).toBeGreaterThanOrEqual(5);
    for (const { def, field } of rankFields) expect(field.remote!.search, `${def.name}.${field.name}`).toEqual(SHIP_RANK_FILTER);
  });
});
