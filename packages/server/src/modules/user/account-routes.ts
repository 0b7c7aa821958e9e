import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gt, gte, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_API,
  accountOverview,
  accountProfile,
  changeBindBody,
  changePasswordBody,
  ledgerPage,
  ledgerQuery,
  MEMBER_RULES,
  memberInfoAnswer,
  OVERVIEW_DAYS,
  overviewQuery,
  profileBody,
  retrievePasswordBody,
  translate,
  verificationAnswer,
  verificationBody,
  type LedgerRow,
  type VerificationType,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import { answers } from '../../platform/openapi.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { memberByAddress, normaliseMobile, presentMemberInfo, sameUsername } from './member-info.js';
import { codeFailure, requireMemberRight, uniqueViolation, verificationTypes, type MemberServices } from './member-services.js';
import { accountTicket, member, memberMoneyLog, memberScoreLog, type MemberRow } from '../../platform/identity/member-tables.js';

/** A proof of the current email or mobile is good for this long, once. */
const TICKET_TTL_SECONDS = 600;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** `YYYY-MM-DD` of an instant in a time zone. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function validTimeZone(tz: string | undefined): string | null {
  const zone = tz || Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** A real day of the calendar ('1990-02-30' is not), as PostgreSQL's date type would insist. */
function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today's date where the member may be: a birthday may not lie after it anywhere on earth. */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);

/** The member's own account (spec §7 "Account"). Each route needs the member's rule of the same name. */
export function accountRoutes(app: FastifyInstance, services: MemberServices): void {
  const { context, codes, throttle } = services;
  const { db, tokens } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = (right: string) => async (request: FastifyRequest) => requireMemberRight(services, request, right);
  const typeName = (request: FastifyRequest, type: VerificationType) => translate(request.lang, `member.type.${type}`);

  api.get(ACCOUNT_API.overview, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.overview),
    schema: { tags: ['account'], summary: "The member's summary and last week's balance and score changes", querystring: overviewQuery, response: answers(accountOverview) },
    handler: async (request) => {
      const zone = validTimeZone(request.query.tz);
      if (!zone) throw fieldError('tz', 'validate.invalid');
      const row = request.member!.row;
      const now = new Date();
      const days: string[] = [];
      for (let back = OVERVIEW_DAYS - 1; back >= 0; back--) days.push(dayIn(zone, new Date(now.getTime() - back * 86_400_000)));
      // A day more than the window, so the first local day is whole whatever the zone's offset.
      const since = new Date(now.getTime() - (OVERVIEW_DAYS + 1) * 86_400_000);
      const sum = async (table: typeof memberMoneyLog | typeof memberScoreLog, field: 'money' | 'score') => {
        const rows = await db
          .select({ amount: field === 'money' ? memberMoneyLog.money : memberScoreLog.score, at: table.created_at })
          .from(table)
          .where(and(eq(table.user_id, row.id), gte(table.created_at, since)));
        const totals = new Map(days.map((day) => [day, 0]));
        for (const line of rows) {
          const day = dayIn(zone, line.at);
          if (totals.has(day)) totals.set(day, totals.get(day)! + Number(line.amount));
        }
        return days.map((day) => totals.get(day)!);
      };
      return success(request, { userInfo: presentMemberInfo(row), days, money: await sum(memberMoneyLog, 'money'), score: await sum(memberScoreLog, 'score') });
    },
  });

  api.get(ACCOUNT_API.profile, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.profile),
    schema: { tags: ['account'], summary: "The member's profile and the ways an address can be verified", response: answers(accountProfile) },
    handler: async (request) =>
      success(request, { userInfo: presentMemberInfo(request.member!.row), accountVerificationType: await verificationTypes(services) }),
  });

  api.post(ACCOUNT_API.profile, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.profile),
    schema: { tags: ['account'], summary: 'Save the profile', body: profileBody, response: answers(memberInfoAnswer) },
    handler: async (request) => {
      const body = request.body;
      const self = request.member!.row;
      if (body.birthday && !isCalendarDate(body.birthday)) throw fieldError('birthday', 'validate.invalid');
      if (body.birthday && body.birthday > latestToday()) throw fieldError('birthday', 'validate.birthday');
      if (body.username && body.username.toLowerCase() !== self.username.toLowerCase()) {
        const [clash] = await db.select({ id: member.id }).from(member).where(and(sameUsername(body.username), ne(member.id, self.id))).limit(1);
        if (clash) throw fieldError('username', 'auth.usernameTaken');
      }
      const changes: Partial<MemberRow> = { nickname: body.nickname, gender: body.gender, updated_at: new Date() };
      if (body.username !== undefined) changes.username = body.username;
      if (body.avatar !== undefined) changes.avatar = body.avatar;
      if (body.motto !== undefined) changes.motto = body.motto;
      if (body.birthday !== undefined) changes.birthday = body.birthday || null;
      try {
        const [updated] = await db.update(member).set(changes).where(eq(member.id, self.id)).returning();
        return success(request, { userInfo: presentMemberInfo(updated!) }, 'member.profileSaved');
      } catch (error) {
        if (uniqueViolation(error) !== null) throw fieldError('username', 'auth.usernameTaken');
        throw error;
      }
    },
  });

  api.post(ACCOUNT_API.verification, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.profile),
    schema: { tags: ['account'], summary: 'Prove the current email or mobile with its code; answers a one-time ticket', body: verificationBody, response: answers(verificationAnswer) },
    handler: async (request) => {
      const { type, captcha } = request.body;
      const self = request.member!.row;
      const current = type === 'email' ? self.email : self.mobile;
      if (!current) throw fieldError('type', 'member.noAddress', { type: typeName(request, type) });
      const verdict = await codes.verify(current, type === 'email' ? 'user_email_verify' : 'user_mobile_verify', captcha);
      if (!verdict.ok) throw codeFailure(verdict);
      const ticket = randomBytes(32).toString('base64url');
      await db.insert(accountTicket).values({ ticket_hash: hashTicket(ticket), member_id: self.id, type, expires_at: new Date(Date.now() + TICKET_TTL_SECONDS * 1000) });
      return success(request, { type, accountVerificationToken: ticket }, 'member.verified');
    },
  });

  api.post(ACCOUNT_API.changeBind, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.profile),
    schema: { tags: ['account'], summary: 'Bind a new email or mobile, proven by its code', body: changeBindBody, response: answers(memberInfoAnswer) },
    handler: async (request) => {
      const body = request.body;
      const { type } = body;
      const self = request.member!.row;
      const current = type === 'email' ? self.email : self.mobile;
      const wanted = type === 'email' ? body.email!.trim() : normaliseMobile(body.mobile!);
      const same = type === 'email' ? current.toLowerCase() === wanted.toLowerCase() : normaliseMobile(current) === wanted;
      if (current && same) throw fieldError(type, 'member.sameAddress', { type: typeName(request, type) });
      // A member with a current address proves it first (a ticket); one without gives the password.
      const ticketHash = body.accountVerificationToken ? hashTicket(body.accountVerificationToken) : null;
      if (current) {
        const [ticket] = ticketHash
          ? await db
              .select()
              .from(accountTicket)
              .where(and(eq(accountTicket.ticket_hash, ticketHash), eq(accountTicket.member_id, self.id), eq(accountTicket.type, type), gt(accountTicket.expires_at, new Date())))
              .limit(1)
          : [];
        if (!ticket) throw fieldError('accountVerificationToken', 'member.verifyFirst', { type: typeName(request, type) });
      } else if (!body.password || !(await verifyPassword(body.password, self.password_hash))) {
        throw fieldError('password', 'member.passwordWrong');
      }
      const owner = await memberByAddress(db, type, wanted);
      if (owner && owner.id !== self.id) throw fieldError(type, type === 'email' ? 'member.emailTaken' : 'member.mobileTaken');
      try {
        const updated = await db.transaction(async (tx) => {
          const verdict = await codes.verify(wanted, type === 'email' ? 'user_change_email' : 'user_change_mobile', body.captcha, tx);
          if (!verdict.ok) throw codeFailure(verdict);
          if (current) {
            const used = await tx.delete(accountTicket).where(eq(accountTicket.ticket_hash, ticketHash!)).returning({ hash: accountTicket.ticket_hash });
            if (!used.length) throw fieldError('accountVerificationToken', 'member.verifyFirst', { type: typeName(request, type) });
          }
          const [row] = await tx
            .update(member)
            .set({ [type]: wanted, updated_at: new Date() })
            .where(eq(member.id, self.id))
            .returning();
          return row!;
        });
        return success(request, { userInfo: presentMemberInfo(updated) }, 'member.bindChanged');
      } catch (error) {
        if (uniqueViolation(error) !== null) throw fieldError(type, type === 'email' ? 'member.emailTaken' : 'member.mobileTaken');
        throw error;
      }
    },
  });

  api.post(ACCOUNT_API.changePassword, {
    config: { auth: 'user' },
    preHandler: guard(MEMBER_RULES.changePassword),
    schema: { tags: ['account'], summary: 'Change the password; every session of the member ends', body: changePasswordBody, response: answers(z.null()) },
    handler: async (request) => {
      const self = request.member!.row;
      const address = request.ip;
      // Guessing the old password from a stolen session is slowed like guessing at the login.
      const wait = await throttle.waitSeconds(self.username, address);
      if (wait > 0) throw new ApiError('auth.tooManyAttempts', { status: 429, params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
      if (!(await verifyPassword(request.body.oldPassword, self.password_hash))) {
        await throttle.recordFailure(self.username, address);
        throw fieldError('oldPassword', 'auth.oldPasswordWrong');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(member).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(member.id, self.id));
        await tokens.revokeSubject(self.id, tx);
      });
      request.log.info({ memberId: self.id }, 'member changed password');
      return success(request, null, 'auth.passwordChanged');
    },
  });

  api.post(ACCOUNT_API.retrievePassword, {
    config: { auth: 'public' },
    schema: { tags: ['account'], summary: 'Reset a forgotten password with a code sent to the email or mobile', body: retrievePasswordBody, response: answers(z.null()) },
    handler: async (request) => {
      const { type, account, captcha, password } = request.body;
      const owner = await memberByAddress(db, type, account);
      // No code is ever sent for an address without an account, so this says only "wrong code":
      // the call does not tell a stranger which addresses have accounts.
      if (!owner) throw codeFailure({ ok: false, reason: 'wrong' });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const verdict = await codes.verify(account, 'user_retrieve_pwd', captcha, tx);
        if (!verdict.ok) throw codeFailure(verdict);
        await tx.update(member).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(member.id, owner.id));
        await tokens.revokeSubject(owner.id, tx);
      });
      request.log.info({ memberId: owner.id }, 'member reset password');
      return success(request, null, 'member.passwordReset');
    },
  });

  const ledger = (table: typeof memberMoneyLog | typeof memberScoreLog, right: string, path: string, what: string) => {
    api.get(path, {
      config: { auth: 'user' },
      preHandler: guard(right),
      schema: { tags: ['account'], summary: `The member's own ${what} ledger, newest first`, querystring: ledgerQuery, response: answers(ledgerPage) },
      handler: async (request) => {
        const { page, limit } = request.query;
        const mine = eq(table.user_id, request.member!.row.id);
        return success(request, await ledgerLines(db, table, mine, page, limit));
      },
    });
  };
  ledger(memberMoneyLog, MEMBER_RULES.balance, ACCOUNT_API.balance, 'balance');
  ledger(memberScoreLog, MEMBER_RULES.integral, ACCOUNT_API.integral, 'score');
}

async function ledgerLines(db: Db, table: typeof memberMoneyLog | typeof memberScoreLog, where: ReturnType<typeof eq>, page: number, limit: number) {
  const amount = table === memberMoneyLog ? memberMoneyLog.money : memberScoreLog.score;
  const rows = await db
    .select({ id: table.id, amount, before: table.before, after: table.after, memo: table.memo, created_at: table.created_at })
    .from(table)
    .where(where)
    .orderBy(desc(table.created_at), desc(table.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  const list: LedgerRow[] = rows.map((row) => ({ ...row, amount: Number(row.amount), created_at: row.created_at.toISOString() }));
  return { list, total: Number(total) };
}
