import { and, eq, inArray, sql } from 'drizzle-orm';
import { moneyLogResource, scoreLogResource, userGroupResource, userResource, userRuleResource } from '@vessel/contract';
import { fieldError } from '../../platform/envelope.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import type { SettingsService } from '../../platform/settings/settings.js';
import { defaultGroupId } from './member-menu.js';
import { member, memberGroup, memberGroupRule, memberMoneyLog, memberRule, memberScoreLog } from '../../platform/identity/member-tables.js';

const MEMBER_COLUMNS = ['group_id', 'username', 'nickname', 'avatar', 'email', 'mobile', 'gender', 'birthday', 'motto', 'status'] as const;

export const userBinding: ResourceBinding = {
  def: userResource,
  table: member,
  async present(rows, db) {
    const groups = rows.map((row) => row.group_id as string).filter(Boolean);
    const names = groups.length ? await db.select({ id: memberGroup.id, name: memberGroup.name }).from(memberGroup).where(inArray(memberGroup.id, groups)) : [];
    return rows.map((row) => ({ ...row, group_id_label: names.find((g) => g.id === row.group_id)?.name ?? '' }));
  },
  // Username, e-mail and mobile are unique by their declaration in the contract: the kit checks them.
  async toColumns(values, { tx, existing }) {
    const columns: Record<string, unknown> = {};
    for (const name of MEMBER_COLUMNS) if (values[name] !== undefined) columns[name] = values[name];
    // A member added without a group joins the default group, as a registered one does: without a group
    // they would hold no rule and see an empty member centre.
    if (!existing && !columns.group_id) columns.group_id = await defaultGroupId(tx);
    if (typeof values.password === 'string' && values.password) columns.password_hash = await hashPassword(values.password);
    return columns;
  },
  async afterWrite(row, values, { tx, mode, request }) {
    // A new password or a disabled account ends the member's sessions.
    if (mode === 'edit' && ((typeof values.password === 'string' && values.password) || values.status === 'disable')) {
      await request.server.moduleContext.tokens.revokeSubject(row.id, tx);
    }
  },
};

export const userGroupBinding: ResourceBinding = {
  def: userGroupResource,
  table: memberGroup,
  selectRights: ['user/user/add', 'user/user/edit'],
  async present(rows, db) {
    const ids = rows.map((row) => row.id);
    const rules = ids.length ? await db.select().from(memberGroupRule).where(inArray(memberGroupRule.group_id, ids)) : [];
    return rows.map((row) => ({ ...row, rules: rules.filter((r) => r.group_id === row.id).map((r) => r.rule_id) }));
  },
  async toColumns(values) {
    const columns: Record<string, unknown> = {};
    for (const name of ['name', 'status'] as const) if (values[name] !== undefined) columns[name] = values[name];
    return columns;
  },
  async afterWrite(row, values, { tx }) {
    if (values.rules === undefined) return;
    await tx.delete(memberGroupRule).where(eq(memberGroupRule.group_id, row.id));
    const rules = [...new Set(values.rules as string[])];
    if (rules.length) await tx.insert(memberGroupRule).values(rules.map((rule_id) => ({ group_id: row.id, rule_id })));
  },
};

export const userRuleBinding: ResourceBinding = {
  def: userRuleResource,
  table: memberRule,
  selectRights: ['user/group/add', 'user/group/edit'],
  async toColumns(values) {
    const columns: Record<string, unknown> = {};
    for (const field of userRuleResource.fields) if (values[field.name] !== undefined) columns[field.name] = values[field.name];
    return columns;
  },
};

/**
 * A balance or score adjustment: one atomic UPDATE moves the value (so two at once both count), the
 * ledger line records it with the value before and after, and both are in one transaction. The value
 * may not go below zero unless the `balance_below_zero` setting allows it.
 */
function ledgerBinding(field: 'money' | 'score', settings: () => SettingsService): ResourceBinding {
  const def = field === 'money' ? moneyLogResource : scoreLogResource;
  const table = field === 'money' ? memberMoneyLog : memberScoreLog;
  const column = field === 'money' ? member.money : member.score;
  return {
    def,
    table,
    selectRights: [],
    async present(rows, db) {
      const ids = [...new Set(rows.map((row) => row.user_id as string))];
      const names = ids.length ? await db.select({ id: member.id, username: member.username }).from(member).where(inArray(member.id, ids)) : [];
      return rows.map((row) => ({ ...row, user_id_label: names.find((m) => m.id === row.user_id)?.username ?? '' }));
    },
    async toColumns(values, { tx, request }) {
      const delta = Number(values[field]);
      if (delta === 0) throw fieldError(field, 'ledger.zero');
      const mayGoNegative = field === 'money' && (await settings().flag('balance_below_zero', tx));
      const [moved] = await tx
        .update(member)
        .set({ [field]: sql`${column} + ${delta}`, updated_at: new Date() })
        .where(and(eq(member.id, values.user_id as string), mayGoNegative ? undefined : sql`${column} + ${delta} >= 0`))
        .returning({ after: column });
      if (!moved) {
        const [exists] = await tx.select({ id: member.id }).from(member).where(eq(member.id, values.user_id as string)).limit(1);
        if (!exists) throw fieldError('user_id', 'record.notFound');
        throw fieldError(field, 'ledger.belowZero');
      }
      return { user_id: values.user_id, [field]: delta, before: moved.after - delta, after: moved.after, memo: values.memo, admin_id: request.admin?.row.id ?? null };
    },
  };
}

export function userBindings(settings: () => SettingsService): ResourceBinding[] {
  return [userBinding, userGroupBinding, userRuleBinding, ledgerBinding('money', settings), ledgerBinding('score', settings)];
}

