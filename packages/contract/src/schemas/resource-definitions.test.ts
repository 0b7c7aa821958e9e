import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import type { ResourceDef } from '../resource/fields.js';
import { resourceDefSchema, resourceDefinitionsAnswer } from './resource-definitions.js';

const isDef = (value: unknown): value is ResourceDef =>
  !!value && typeof value === 'object' && 'fields' in value && 'path' in value && 'actions' in value && 'name' in value;

describe('the resource definitions answer', () => {
  it('describes every declared resource exactly (a property the document does not know fails here)', () => {
    const defs = Object.values(contract).filter(isDef);
    expect(defs.length).toBeGreaterThan(20);
    for (const def of defs) {
      const parsed = resourceDefSchema.safeParse(JSON.parse(JSON.stringify(def)));
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), def.name).toEqual([]);
    }
  });

  it('refuses a property it does not describe, and takes words by language or none', () => {
    const def = JSON.parse(JSON.stringify(contract.departmentResource)) as Record<string, unknown>;
    expect(resourceDefSchema.safeParse({ ...def, colour: 'red' }).success).toBe(false);
    expect(resourceDefinitionsAnswer.safeParse({ resources: [{ def, messages: null }] }).success).toBe(true);
    expect(resourceDefinitionsAnswer.safeParse({ resources: [{ def, messages: { en: { 'menu.demo/gauge': 'Gauges' } } }] }).success).toBe(true);
    expect(resourceDefinitionsAnswer.safeParse({ resources: [{ def, messages: { fr: { 'menu.demo/gauge': 'Jauges' } } }] }).success).toBe(false);
  });
});
