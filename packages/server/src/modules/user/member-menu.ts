import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MEMBER_RULES, type MenuNode } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { toMenuNode } from '../../platform/menu-node.js';
import { buildTree } from '../../platform/resource/tree.js';
import { memberGroup, memberGroupRule, memberRule, type MemberRow } from '../../platform/identity/member-tables.js';

type RuleRow = typeof memberRule.$inferSelect;

/** The member centre's menu (spec §1: overview, profile, change password, balance, integral). */
const MEMBER_MENU_SEED = [
  { name: MEMBER_RULES.overview, title: '账户概览', icon: 'DashboardOutlined' },
  { name: MEMBER_RULES.profile, title: '个人资料', icon: 'UserOutlined' },
  { name: MEMBER_RULES.changePassword, title: '修改密码', icon: 'LockOutlined' },
  { name: MEMBER_RULES.balance, title: '余额记录', icon: 'MoneyCollectOutlined' },
  { name: MEMBER_RULES.integral, title: '积分记录', icon: 'TrophyOutlined' },
] as const;

/**
 * On an empty database: the member rule tree (我的账户 and its five pages) and a default group holding
 * all of it, which new members join. Later changes are the administrators' own.
 */
export async function seedMemberCentre(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ rules } = { rules: 0 }] = await tx.select({ rules: sql<number>`count(*)::int` }).from(memberRule);
    if (rules === 0) {
      const [dir] = await tx
        .insert(memberRule)
        .values({ pid: null, type: 'menu_dir', title: '我的账户', name: MEMBER_RULES.account, path: MEMBER_RULES.account, icon: 'UserOutlined', weigh: 100 })
        .returning({ id: memberRule.id });
      let weigh = MEMBER_MENU_SEED.length * 10;
      for (const seed of MEMBER_MENU_SEED) {
        await tx.insert(memberRule).values({
          pid: dir!.id,
          type: 'menu',
          title: seed.title,
          name: seed.name,
          path: seed.name,
          icon: seed.icon,
          menu_type: 'tab',
          component: `/src/pages/user/${seed.name}`,
          keepalive: false,
          weigh: (weigh -= 10),
        });
      }
    }
    const [{ groups } = { groups: 0 }] = await tx.select({ groups: sql<number>`count(*)::int` }).from(memberGroup);
    if (groups === 0) {
      const [group] = await tx.insert(memberGroup).values({ name: '默认组' }).returning({ id: memberGroup.id });
      const all = await tx.select({ id: memberRule.id }).from(memberRule);
      if (all.length) await tx.insert(memberGroupRule).values(all.map((rule) => ({ group_id: group!.id, rule_id: rule.id })));
    }
  });
}

/** The group a new member joins: the first group created that is enabled (the seeded 默认组 unless an administrator changed that). */
export async function defaultGroupId(db: Db): Promise<string | null> {
  const [group] = await db.select({ id: memberGroup.id }).from(memberGroup).where(eq(memberGroup.status, 'enable')).orderBy(asc(memberGroup.created_at)).limit(1);
  return group?.id ?? null;
}

/** The enabled rules of the member's enabled group, in menu order. A member without a group holds none. */
export async function rulesOf(db: Db, row: Pick<MemberRow, 'group_id'>): Promise<RuleRow[]> {
  if (!row.group_id) return [];
  const rows = await db
    .select({ rule: memberRule })
    .from(memberGroupRule)
    .innerJoin(memberRule, eq(memberRule.id, memberGroupRule.rule_id))
    .innerJoin(memberGroup, eq(memberGroup.id, memberGroupRule.group_id))
    .where(and(eq(memberGroupRule.group_id, row.group_id), eq(memberRule.status, 'enable'), eq(memberGroup.status, 'enable')))
    .orderBy(desc(memberRule.weigh), asc(memberRule.created_at));
  return rows.map((r) => r.rule);
}

/**
 * The member centre's menu and rights: the held rules as a tree (a menu whose directory is not held
 * still shows, under the directory, so the tree can be walked), and every held rule's name.
 */
export async function memberMenus(db: Db, row: Pick<MemberRow, 'group_id'>): Promise<{ menus: MenuNode[]; rights: string[] }> {
  const held = await rulesOf(db, row);
  const heldIds = new Set(held.map((rule) => rule.id));
  const missingParents = [...new Set(held.map((rule) => rule.pid).filter((pid): pid is string => !!pid && !heldIds.has(pid)))];
  const parents = missingParents.length
    ? (await db.select().from(memberRule).where(eq(memberRule.status, 'enable'))).filter((rule) => missingParents.includes(rule.id))
    : [];
  const shown = [...parents, ...held].filter((rule) => rule.type !== 'button');
  return { menus: buildTree(shown).map(toMenuNode), rights: held.map((rule) => rule.name) };
}
