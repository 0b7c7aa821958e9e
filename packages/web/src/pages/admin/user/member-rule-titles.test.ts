import { describe, expect, it } from 'vitest';
import { buildSelectTree } from '../../../components/resource/select-tree';
import enBackend from '../../../locales/en/backend';
import { memberRuleTitle, sortMemberRuleTree } from './member-rule-titles';

const t = (key: string, options: { defaultValue: string }) => {
  let node: unknown = enBackend;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : options.defaultValue;
};

describe('member rule titles in the back office', () => {
  it('shows seeded rules in the reader language, by name or by their seeded title', () => {
    expect(memberRuleTitle({ name: 'account/balance', title: '余额记录' }, t)).toBe('Balance');
    expect(memberRuleTitle({ title: '余额记录' }, t)).toBe('Balance');
    expect(memberRuleTitle({ title: '我的账户' }, t)).toBe('My account');
  });

  it('leaves titles an administrator wrote as they are', () => {
    expect(memberRuleTitle({ name: 'shop/orders', title: 'Orders' }, t)).toBe('Orders');
    expect(memberRuleTitle({ title: 'Orders' }, t)).toBe('Orders');
  });

  it('lists seeded rules in the member centre order, others after them', () => {
    const tree = buildSelectTree([
      { id: 'd', label: '我的账户', pid: null },
      { id: 'x', label: 'Extras', pid: 'd' },
      { id: 'p', label: '个人资料', pid: 'd' },
      { id: 'o', label: '账户概览', pid: 'd' },
      { id: 'b', label: '余额记录', pid: 'd' },
    ]);
    expect(sortMemberRuleTree(tree)[0]!.children!.map((node) => node.key)).toEqual(['o', 'p', 'b', 'x']);
  });
});
