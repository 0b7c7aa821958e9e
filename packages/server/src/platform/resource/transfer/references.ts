import { and, eq, sql, type SQL } from 'drizzle-orm';
import { labelPair, uniqueRule, type FieldDef } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../authorization.js';
import type { ResourceBinding } from '../define.js';
import { columnOf } from '../list-filter.js';
import { visibleCondition } from '../visibility.js';

/** A field that names a record in a file, and the fields of the naming row that narrow it (a component's code, per ship). */
export interface NamingField {
  name: string;
  scope: readonly string[];
}

/**
 * The fields by which a record is named in a file, most specific first: its own unique code (a ship's IMO
 * number, a rank's code, a seafarer's number), then a code unique within a scope (a component's code on
 * its ship: usable when the row names the ship too), then its label and its name in either language.
 */
export function namingFields(binding: ResourceBinding): NamingField[] {
  const { def } = binding;
  const codes = def.fields.flatMap((field) => {
    const rule = uniqueRule(field);
    return rule && (field.type === 'string' || field.type === 'int') ? [{ name: field.name, scope: rule.scope }] : [];
  });
  const pair = labelPair(def);
  const names = [...codes.sort((a, b) => a.scope.length - b.scope.length), ...[def.labelField, ...(pair ? [pair.en, pair.zh] : [])].map((name) => ({ name, scope: [] }))];
  const seen = new Set<string>();
  return names.filter((naming) => columnOf(binding.table, naming.name) && !seen.has(naming.name) && seen.add(naming.name));
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

  /**
   * The ids a text names: none, one, or several (ambiguous). Tried field by field, a code first; a code
   * unique within a scope only where the row gives the scope's values (`row`, by field name).
   */
  async idsFor(db: Db, text: string, row: Record<string, unknown> = {}): Promise<string[]> {
    const key = text.trim().toLowerCase();
    const namings = namingFields(this.target).filter((naming) => naming.scope.every((name) => typeof row[name] === 'string' && row[name] !== ''));
    const cacheKey = `${key}\u0000${namings.flatMap((naming) => naming.scope.map((name) => String(row[name]))).join(',')}`;
    const known = this.found.get(cacheKey);
    if (known) return known;
    if (this.visible === null) this.visible = await visibleCondition(this.target, this.access, db);
    const id = columnOf(this.target.table, 'id')!;
    let ids: string[] = [];
    if (UUID.test(key)) {
      ids = ((await db.select({ id }).from(this.target.table).where(and(this.visible, eq(id, key))).limit(2)) as Array<{ id: string }>).map((found) => found.id);
    }
    for (const naming of namings) {
      if (ids.length) break;
      const column = columnOf(this.target.table, naming.name)!;
      const scope = naming.scope.map((name) => eq(columnOf(this.target.table, name)!, row[name]));
      const rows = (await db
        .select({ id })
        .from(this.target.table)
        .where(and(this.visible, eq(sql`lower(${column}::text)`, key), ...scope))
        .limit(2)) as Array<{ id: string }>;
      ids = rows.map((found) => found.id);
    }
    this.found.set(cacheKey, ids);
    return ids;
  }
}

export function isReference(field: FieldDef): boolean {
  return field.type === 'uuid' || field.type === 'uuid[]';
}
