import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminRule } from './identity/tables.js';
import type { Titles } from './titles.js';
import { moduleRuleInstall } from './tables.js';

/**
 * A menu directory, a menu or its buttons (rights), as a module's manifest declares them. The rule tree
 * stores the Chinese title (the names the users know, spec §1); the web shows `menu.{name}` from its
 * translations when it has one, so the English title lives in the manifest and the web's locale.
 */
export interface MenuSeed {
  name: string;
  title: Titles;
  icon?: string;
  /** Buttons (actions) of a menu; absent for a directory. */
  actions?: readonly string[];
  children?: readonly MenuSeed[];
  keepalive?: boolean;
  /**
   * Where a top-level entry sits among every module's entries (higher first), so the menu keeps the
   * spec's order whichever module is enabled first. Children are ordered as the manifest lists them.
   */
  weigh?: number;
  /** The directory a module's menu goes under when that directory belongs to another module (`crew`). */
  parent?: string;
}

export const CRUD = ['index', 'add', 'edit', 'del'] as const;
export const TREE = ['index', 'add', 'edit', 'del', 'sortable'] as const;

/** A rule as the reconciliation writes it: where it hangs, what it is, its place and title. */
interface PlannedRule {
  name: string;
  parent: string | null;
  type: 'menu_dir' | 'menu' | 'button';
  title: string;
  icon: string;
  keepalive: boolean;
  weigh: number;
}

function plan(seeds: readonly MenuSeed[], parent: string | null): PlannedRule[] {
  const out: PlannedRule[] = [];
  seeds.forEach((seed, index) => {
    const isDir = !!seed.children;
    const under = seed.parent ?? parent;
    out.push({
      name: seed.name,
      parent: under,
      type: isDir ? 'menu_dir' : 'menu',
      title: seed.title['zh-cn'],
      icon: seed.icon ?? '',
      keepalive: seed.keepalive ?? true,
      weigh: seed.weigh ?? (seeds.length - 1 - index) * 10,
    });
    if (seed.children) out.push(...plan(seed.children, seed.name));
    for (const action of seed.actions ?? []) {
      out.push({ name: `${seed.name}/${action}`, parent: seed.name, type: 'button', title: action, icon: '', keepalive: false, weigh: 0 });
    }
  });
  return out;
}

/**
 * Every module's rules, each after its parent: a module may hang a menu in another module's directory
 * (the SMS outbox in 常规管理), whichever module comes first.
 */
function parentsFirst(owners: readonly MenuOwner[]): Array<{ module: string; rule: PlannedRule }> {
  let pending = owners.flatMap((owner) => plan(owner.menus, null).map((rule) => ({ module: owner.module, rule })));
  const declared = new Set(pending.map((item) => item.rule.name));
  const placed = new Set<string>();
  const ordered: Array<{ module: string; rule: PlannedRule }> = [];
  while (pending.length) {
    const ready = pending.filter(({ rule }) => !rule.parent || placed.has(rule.parent) || !declared.has(rule.parent));
    if (ready.length === 0) throw new Error(`Menu rules with a parent cycle: ${pending.map((item) => item.rule.name).join(', ')}`);
    for (const item of ready) {
      ordered.push(item);
      placed.add(item.rule.name);
    }
    pending = pending.filter((item) => !placed.has(item.rule.name));
  }
  return ordered;
}

export interface MenuOwner {
  module: string;
  menus: readonly MenuSeed[];
}

/**
 * Brings the administrators' rule tree in line with the enabled modules' menus, on every start:
 * - a rule a module declares and this installation never received is added under its parent (a new area,
 *   or a new right in a new version);
 * - a rule that exists but was never recorded (an installation from before modules recorded their rules:
 *   the one-time repair) is recorded as it stands, its title untouched;
 * - a recorded rule whose title the administrators left as installed follows the manifest's title; one
 *   they renamed keeps their name;
 * - a recorded rule that is gone was deleted by an administrator and is not put back.
 * Answers the names of the rules it added.
 */
export async function reconcileMenus(db: Db, owners: readonly MenuOwner[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    // One start at a time: two servers starting together would otherwise both add the same rule.
    await tx.execute(sql`select pg_advisory_xact_lock(740221)`);
    const rules = new Map((await tx.select({ id: adminRule.id, name: adminRule.name, title: adminRule.title }).from(adminRule)).map((rule) => [rule.name, rule]));
    const installed = new Map(
      (await tx.select().from(moduleRuleInstall).where(eq(moduleRuleInstall.tree, 'admin'))).map((record) => [record.name, record]),
    );
    const added: string[] = [];
    for (const { module, rule } of parentsFirst(owners)) {
      const existing = rules.get(rule.name);
      const record = installed.get(rule.name);
      if (record && !existing) continue;
      if (existing && !record) {
        await tx.insert(moduleRuleInstall).values({ tree: 'admin', name: rule.name, module, title: existing.title }).onConflictDoNothing();
        continue;
      }
      if (existing && record) {
        if (record.title !== rule.title && existing.title === record.title) {
          await tx.update(adminRule).set({ title: rule.title, updated_at: new Date() }).where(eq(adminRule.id, existing.id));
          await tx.update(moduleRuleInstall).set({ title: rule.title }).where(and(eq(moduleRuleInstall.tree, 'admin'), eq(moduleRuleInstall.name, rule.name)));
        }
        continue;
      }
      // New to this installation; its parent was placed first. Under a parent an administrator deleted,
      // a new right has no menu to belong to: the administrator removed that part of the product.
      if (rule.parent && !rules.has(rule.parent) && installed.has(rule.parent)) continue;
      const pid = rule.parent ? (rules.get(rule.parent)?.id ?? null) : null;
      const [row] = await tx
        .insert(adminRule)
        .values({
          pid,
          type: rule.type,
          title: rule.title,
          name: rule.name,
          path: rule.type === 'button' ? '' : rule.name,
          icon: rule.icon,
          menu_type: rule.type === 'menu' ? 'tab' : null,
          component: rule.type === 'menu' ? `/src/pages/admin/${rule.name}` : '',
          keepalive: rule.keepalive,
          weigh: rule.weigh,
        })
        .returning({ id: adminRule.id, name: adminRule.name, title: adminRule.title });
      rules.set(rule.name, row!);
      await tx.insert(moduleRuleInstall).values({ tree: 'admin', name: rule.name, module, title: rule.title });
      added.push(rule.name);
    }
    return added;
  });
}

/**
 * The module that put each rule of the admin tree there (module_rule_install): a rule whose module does
 * not run now (disabled or uninstalled in the module store) is left out of menus and rights shown.
 */
export async function adminRuleModules(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ name: moduleRuleInstall.name, module: moduleRuleInstall.module }).from(moduleRuleInstall).where(eq(moduleRuleInstall.tree, 'admin'));
  return new Map(rows.map((row) => [row.name, row.module]));
}
