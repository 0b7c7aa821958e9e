import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import { resourceBase, type ResourceDef } from '../resource/fields.js';
import { SHIP_RANK_FILTER, positionResource } from './crew.js';

const isDef = (value: unknown): value is ResourceDef =>
  !!value && typeof value === 'object' && 'fields' in value && 'path' in value && Array.isArray((value as ResourceDef).fields);
// Plain definitions, and those of the resources described by data (a description carries its `def`).
const defs = Object.values(contract).flatMap((value) => (isDef(value) ? [value] : value && typeof value === 'object' && isDef((value as { def?: unknown }).def) ? [(value as { def: ResourceDef }).def] : []));
const byBase = new Map(defs.map((def) => [resourceBase(def), def]));

describe('remote select filters', () => {
  it('name only declared, searchable fields of the resource picked from, with an operator it allows', () => {
    const wrong: string[] = [];
    for (const def of defs) {
      for (const field of def.fields) {
        for (const filter of field.remote?.search ?? []) {
          const target = byBase.get(field.remote!.url)?.fields.find((candidate) => candidate.name === filter.field);
          if (!target?.search?.includes(filter.operator)) wrong.push(`${def.name}.${field.name}: ${filter.field} ${filter.operator}`);
          // An IN filter names its values comma-separated.
          const values = filter.val === undefined ? [] : filter.operator === 'IN' ? String(filter.val).split(',') : [String(filter.val)];
          for (const value of target?.options ? values : []) if (!target!.options!.map(String).includes(value)) wrong.push(`${def.name}.${field.name}: ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("offer ship ranks only where a seafarer's rank is picked", () => {
    const rankFields = defs.flatMap((def) => def.fields.filter((field) => /rank_id$/.test(field.name) && field.remote?.url === resourceBase(positionResource)).map((field) => ({ def, field })));
    expect(rankFields.length).toBeGreaterThanOrEqual(5);
    const wrong = rankFields.filter(({ field }) => JSON.stringify(field.remote!.search) !== JSON.stringify(SHIP_RANK_FILTER)).map(({ def, field }) => `${def.name}.${field.name}`);
    expect(wrong).toEqual([]);
  });
});
