import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { labelPair, uniqueRule, type FieldDef } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../authorization.js';
import type { ResourceBinding } from '../define.js';
import { columnOf } from '../list-filter.js';
import { visibleCondition } from '../visibility.js';

/**
 * The fields by which a record is named in a file, most specific first: its own unique code (a ship's IMO
 * number, a rank's code, a seafarer's number: unique across the table, not within a scope), then its label
 * and its name in either language.
 */
export function namingFields(binding: ResourceBinding): string[] {
  const { def } = binding;
  const codes = def.fields.filter((field) => {
    const rule = uniqueRule(field);
    return rule && rule.scope.length === 0 && (field.type === 'string' || field.type === 'int');
  });
  const pair = labelPair(def);
  const names = [...codes.map((field) => field.name), def.labelField, ...(pair ? [pair.en, pair.zh] : [])];
  return [...new Set(names)].filter((name) => columnOf(binding.table, name));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds records of another resource by the words a file names them with, within the caller's scope; remembers what it found. */
export class ReferenceResolver {
  private readonly found = new Map<string, string[]>();
  private visible: SQL | undefined | null = null;

  constructor(
    private readonly target: ResourceBinding,
    private readonly access: AdminAccess,
  ) {}

  /** The ids a text names: none, one, or several (ambiguous). Tried field by field: a code first. */
  async idsFor(db: Db, text: string): Promise<string[]> {
    const key = text.trim().toLowerCase();
    const known = this.found.get(key);
    if (known) return known;
    if (this.visible === null) this.visible = await visibleCondition(this.target, this.access, db);
    const id = columnOf(this.target.table, 'id')!;
    let ids: string[] = [];
    if (UUID.test(key)) {
      ids = ((await db.select({ id }).from(this.target.table).where(and(this.visible, eq(id, key))).limit(2)) as Array<{ id: string }>).map((row) => row.id);
    }
    for (const name of namingFields(this.target)) {
      if (ids.length) break;
      const column = columnOf(this.target.table, name)!;
      const rows = (await db
        .select({ id })
        .from(this.target.table)
        .where(and(this.visible, or(eq(sql`lower(${column}::text)`, key))))
        .limit(2)) as Array<{ id: string }>;
      ids = rows.map((row) => row.id);
    }
    this.found.set(key, ids);
    return ids;
  }
}

export function isReference(field: FieldDef): boolean {
  return field.type === 'uuid' || field.type === 'uuid[]';
}
