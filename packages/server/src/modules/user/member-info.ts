import { eq, sql, type SQL } from 'drizzle-orm';
import type { MemberInfo } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { member, type MemberRow } from '../../platform/identity/member-tables.js';

/** Member info of spec §3 as the browser stores it (without the tokens). Money stays in minor units. */
export function presentMemberInfo(row: MemberRow): MemberInfo {
  const gender = row.gender === 1 || row.gender === 2 ? row.gender : 0;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname || row.username,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
    gender,
    birthday: row.birthday ?? '',
    money: row.money,
    score: row.score,
    lastlogintime: row.last_login_at ? row.last_login_at.toISOString() : '',
    lastloginip: row.last_login_ip,
    jointime: row.created_at.toISOString(),
    motto: row.motto,
  };
}

/** Mobile numbers compare without the spaces and dashes people type in them. */
export function normaliseMobile(mobile: string): string {
  return mobile.trim().replace(/[\s-]/g, '');
}

export function sameEmail(email: string): SQL {
  return eq(sql`lower(${member.email})`, email.trim().toLowerCase());
}

export function sameMobile(mobile: string): SQL {
  return eq(sql`regexp_replace(${member.mobile}, '[[:space:]-]', '', 'g')`, normaliseMobile(mobile));
}

export function sameUsername(username: string): SQL {
  return eq(sql`lower(${member.username})`, username.trim().toLowerCase());
}

/** The member an address belongs to, if any. */
export async function memberByAddress(db: Db, type: 'email' | 'mobile', address: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(member)
    .where(type === 'email' ? sameEmail(address) : sameMobile(address))
    .limit(1);
  return row;
}

/**
 * The account a login names: an email address (has '@'), a mobile number (digits, an optional '+',
 * spaces, dashes) or a username (starts with a letter, spec §5): the three cannot be confused.
 */
export function loginCondition(account: string): SQL {
  const trimmed = account.trim();
  if (trimmed.includes('@')) return sameEmail(trimmed);
  if (/^\+?[0-9][0-9 -]*$/.test(trimmed)) return sameMobile(trimmed);
  return sameUsername(trimmed);
}
