/**
 * The member rules the server seeds (contract MEMBER_RULES) carry Chinese titles; the back office shows
 * them in the reader's language (`user.memberRules.{name}`), and in the member centre's order. A rule
 * whose title an administrator changed, or one added later, shows as it was written.
 */
import { MEMBER_RULES } from '@vessel/contract';
import zhCnUser from '../../../locales/zh-cn/backend/user';
import type { SelectItem, SelectTreeNode } from '../../../components/resource/select-tree';

type Translate = (key: string, options: { defaultValue: string }) => string;

const SEEDED_ORDER: readonly string[] = [MEMBER_RULES.account, MEMBER_RULES.overview, MEMBER_RULES.profile, MEMBER_RULES.changePassword, MEMBER_RULES.balance, MEMBER_RULES.integral];

/** The seeded rule's name by its seeded title. */
const NAME_BY_SEEDED_TITLE = new Map<string, string>(Object.entries(zhCnUser.user.memberRules).map(([name, title]) => [title, name]));

const SEEDED_TITLES: Readonly<Record<string, string>> = zhCnUser.user.memberRules;

/**
 * A member rule's title to show: a seeded rule that still has its seeded title is translated; the rule
 * page knows the name, the group's tree only the title.
 */
export function memberRuleTitle(rule: { name?: string; title: string }, t: Translate): string {
  const name = rule.name ?? NAME_BY_SEEDED_TITLE.get(rule.title);
  if (!name || SEEDED_TITLES[name] !== rule.title) return rule.title;
  return t(`user.memberRules.${name}`, { defaultValue: rule.title }) || rule.title;
}

function rankOf(item: SelectItem): number {
  const name = NAME_BY_SEEDED_TITLE.get(item.label);
  const index = name ? SEEDED_ORDER.indexOf(name) : -1;
  return index >= 0 ? index : SEEDED_ORDER.length;
}

/** Seeded rules in the member centre's order, the others after them as the server sent them. */
export function sortMemberRuleTree(nodes: readonly SelectTreeNode[]): SelectTreeNode[] {
  return [...nodes]
    .map((node, position) => ({ node, position, rank: rankOf(node.item) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ node }) => (node.children ? { ...node, children: sortMemberRuleTree(node.children) } : node));
}
