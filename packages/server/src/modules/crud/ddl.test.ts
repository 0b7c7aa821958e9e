import { describe, expect, it } from 'vitest';
import { alterPlan, createStatements, defaultSql, ident, objectName, withFills } from './ddl.js';
import { field } from './crud-fixtures.js';

/** The DDL text of designs, without a database: what each change writes and which ones it counts as losses. */
describe('the DDL of a design', () => {
  const noTables = () => undefined;

  it('quotes only names that passed the identifier rule', () => {
    expect(ident('bunker_note')).toBe('"bunker_note"');
    for (const name of ['select', 'a"b', 'a; drop table x', 'Upper', '', 'x'.repeat(64)]) expect(() => ident(name)).toThrow();
  });

  it('keeps constraint and index names within 63 characters, distinct', () => {
    const a = objectName('t'.repeat(40), `${'c'.repeat(40)}_one`, 'idx');
    const b = objectName('t'.repeat(40), `${'c'.repeat(40)}_two`, 'idx');
    expect(a.length).toBeLessThanOrEqual(63);
    expect(a).not.toBe(b);
    expect(objectName('note', 'ship_id', 'fk')).toBe('note_ship_id_fk');
  });

  it('writes defaults as literals of their column, refusing what the column cannot hold', () => {
    const of = (kind: Parameters<typeof field>[0], storage: Parameters<typeof field>[2]['storage']) => defaultSql(field(kind, 'x', { storage }));
    expect(of('string', { type: 'varchar', length: 20, nullable: true, default: "O'Brien" })).toBe("'O''Brien'");
    expect(() => of('string', { type: 'varchar', length: 3, nullable: true, default: 'four' })).toThrow();
    expect(of('integer', { type: 'smallint', nullable: true, default: 7 })).toBe('7');
    expect(() => of('integer', { type: 'smallint', nullable: true, default: 40000 })).toThrow();
    expect(() => of('integer', { type: 'integer', nullable: true, default: '1; drop table x' })).toThrow();
    expect(of('float', { type: 'numeric', precision: 5, scale: 2, nullable: true, default: '123.45' })).toBe('123.45');
    expect(() => of('float', { type: 'numeric', precision: 5, scale: 2, nullable: true, default: '1234.5' })).toThrow();
    expect(of('switch', { type: 'boolean', nullable: true, default: true })).toBe('true');
    expect(of('date', { type: 'date', nullable: true, default: '2026-02-28' })).toBe("'2026-02-28'::date");
    expect(() => of('date', { type: 'date', nullable: true, default: '2026-02-30' })).toThrow();
    expect(of('datetime', { type: 'timestamptz', nullable: true, default: 'now' })).toBe('now()');
    expect(of('checkbox', { type: 'jsonb', nullable: true, default: '["a"]' })).toBe(`'["a"]'::jsonb`);
    expect(() => of('checkbox', { type: 'jsonb', nullable: true, default: '{"a":1}' })).toThrow();
    expect(() => of('string', { type: 'varchar', length: 20, nullable: true, default: 'nul\u0000' })).toThrow();
  });

  it('indexes the columns a list may be sorted by, not long text or JSON', () => {
    const statements = createStatements('note', [field('string', 'ship_name'), field('float', 'quantity'), field('textarea', 'remark'), field('checkbox', 'tags'), field('string', 'code', { sortable: false })], noTables);
    const indexes = statements.filter((statement) => statement.startsWith('CREATE INDEX')).join('\n');
    expect(indexes).toContain('("ship_name")');
    expect(indexes).toContain('("quantity")');
    for (const column of ['remark', 'tags', 'code']) expect(indexes).not.toContain(`("${column}")`);
  });

  it('creates the kit columns and the keys of remote selects', () => {
    const [create, ...rest] = createStatements('note', [field('weigh', 'weigh'), field('remoteSelect', 'ship_id', { remote: { resource: 'fleet.Ship' } })], (resource) => (resource === 'fleet.Ship' ? 'ship' : undefined));
    expect(create).toContain('"weigh" integer DEFAULT 0 NOT NULL');
    expect(create).toContain('"row_version" integer DEFAULT 1 NOT NULL');
    expect(rest).toEqual(['ALTER TABLE "note" ADD CONSTRAINT "note_ship_id_fk" FOREIGN KEY ("ship_id") REFERENCES "ship"("id") ON DELETE RESTRICT', 'CREATE INDEX "note_ship_id_idx" ON "note" ("ship_id")']);
    expect(() => createStatements('note', [field('remoteSelect', 'ship_id', { remote: { resource: 'gone.Thing' } })], noTables)).toThrow();
  });

  it('swaps two names through temporary ones, keeping both columns', () => {
    const before = [field('string', 'a'), field('string', 'b')];
    const after = [field('string', 'b', { from: 'a' }), field('string', 'a', { from: 'b' })];
    const plan = alterPlan('note', before, after, noTables);
    expect(plan.statements.filter((statement) => statement.includes('RENAME COLUMN'))).toEqual([
      'ALTER TABLE "note" RENAME COLUMN "a" TO "crud_rename_0"',
      'ALTER TABLE "note" RENAME COLUMN "b" TO "crud_rename_1"',
      'ALTER TABLE "note" RENAME COLUMN "crud_rename_0" TO "b"',
      'ALTER TABLE "note" RENAME COLUMN "crud_rename_1" TO "a"',
    ]);
    expect(plan.probes).toEqual([]);
  });

  it('counts only what can lose data: widening is free, narrowing and drops are probed', () => {
    const before = [field('string', 'code', { storage: { type: 'varchar', length: 10, nullable: true } }), field('integer', 'n', { storage: { type: 'bigint', nullable: true } }), field('integer', 'm')];
    const wider = alterPlan('note', before, [field('string', 'code', { storage: { type: 'varchar', length: 20, nullable: true } }), before[1]!, field('integer', 'm', { storage: { type: 'bigint', nullable: true } })], noTables);
    expect(wider.probes).toEqual([]);
    const narrower = alterPlan('note', before, [field('string', 'code', { storage: { type: 'varchar', length: 5, nullable: true } }), field('integer', 'n', { storage: { type: 'integer', nullable: true } })], noTables);
    expect(narrower.probes.map((probe) => `${probe.column}:${probe.kind}`)).toEqual(['m:drop', 'code:narrow', 'n:typeChange']);
  });

  it('fills the empty rows of a column made required only when that loss was confirmed, and never a uuid', () => {
    const before = [field('string', 'port')];
    const plan = alterPlan('note', before, [field('string', 'port', { storage: { type: 'varchar', length: 255, nullable: false } })], noTables);
    expect(withFills(plan, [])).not.toContain(`UPDATE "note" SET "port" = '' WHERE "port" IS NULL`);
    expect(withFills(plan, [{ column: 'port', kind: 'notNull', rows: 2 }])).toContain(`UPDATE "note" SET "port" = '' WHERE "port" IS NULL`);
    const uuidPlan = alterPlan('note', [field('remoteSelect', 'ship_id', { remote: { resource: 'fleet.Ship' } })], [field('remoteSelect', 'ship_id', { remote: { resource: 'fleet.Ship' }, storage: { type: 'uuid', nullable: false } })], () => 'ship');
    expect(() => withFills(uuidPlan, [{ column: 'ship_id', kind: 'notNull', rows: 1 }])).toThrow();
  });
});
