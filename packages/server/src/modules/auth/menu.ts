import { asc, desc, eq, sql } from 'drizzle-orm';
import { AUDIT_MANAGEMENT, type MenuNode } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { toMenuNode } from '../../platform/menu-node.js';
import { adminRuleModules } from '../../platform/menus.js';
import { buildTree } from '../../platform/resource/tree.js';
import { adminRule } from '../../platform/identity/tables.js';

type RuleRow = typeof adminRule.$inferSelect;

export interface AdminMenus {
  menus: MenuNode[];
  rights: string[];
  nav: Array<{ id: string; name: string; fourNav: Array<{ name: string; path: string }> }>;
}

/**
 * What the shell shows one administrator: the menu tree of the rules they hold (with the directories
 * above them, so the tree can be walked), every right they hold, and the navigation items: each
 * directory held (top-level, and nested under a held one) with its menus as the fourth-level list,
 * filtered by rights, except that an item named 审核管理, and every directory under it, keeps all of
 * them (spec §2).
 */
export function menusFor(rules: readonly RuleRow[], access: AdminAccess): AdminMenus {
  const held = access.isSuper ? rules : rules.filter((rule) => access.ruleIds.has(rule.id));
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const shown = new Set<string>();
  for (const rule of held) {
    if (rule.type === 'button') continue;
    for (let node: RuleRow | undefined = rule; node && !shown.has(node.id); node = node.pid ? byId.get(node.pid) : undefined) {
      shown.add(node.id);
    }
  }
  const menuRows = rules.filter((rule) => shown.has(rule.id));
  const menus = buildTree(menuRows).map(toMenuNode);
  const heldIds = new Set(held.map((rule) => rule.id));
  // Every directory held, at any depth (审核管理 → 内部审核 → its menus): each its menus as the fourth level.
  const nav = rules
    .filter((rule) => rule.type === 'menu_dir' && heldIds.has(rule.id) && (rule.pid === null || heldIds.has(rule.pid)))
    .map((dir) => {
      let keepAll = false;
      for (let node: RuleRow | undefined = dir; node && !keepAll; node = node.pid ? byId.get(node.pid) : undefined) keepAll = node.title.includes(AUDIT_MANAGEMENT);
      const fourNav = rules
        .filter((rule) => rule.pid === dir.id && rule.type === 'menu' && (keepAll || heldIds.has(rule.id)))
        .map((rule) => ({ name: rule.title, path: rule.path }));
      return { id: dir.id, name: dir.title, fourNav };
    });
  return { menus, rights: held.map((rule) => rule.name), nav };
}

/**
 * The enabled rules, in menu order, read at most every two seconds per process: every page load asks
 * for the menu, rules change rarely. A change through this process is seen at once.
 */
export class RuleCache {
  private cached: { at: number; rules: RuleRow[] } | null = null;

  /** `running`: whether a module runs now; the rules of one that does not (disabled, uninstalled) are left out. */
  constructor(
    private readonly db: Db,
    private readonly running: (module: string) => boolean = () => true,
  ) {}

  async enabled(): Promise<RuleRow[]> {
    if (this.cached && Date.now() - this.cached.at < 2000) return this.cached.rules;
    const [all, modules] = await Promise.all([
      this.db.select().from(adminRule).where(eq(adminRule.status, 'enable')).orderBy(desc(adminRule.weigh), asc(adminRule.created_at)),
      adminRuleModules(this.db),
    ]);
    const rules = all.filter((rule) => {
      const module = modules.get(rule.name);
      return module === undefined || this.running(module);
    });
    this.cached = { at: Date.now(), rules };
    return rules;
  }

  invalidate(): void {
    this.cached = null;
  }
}
