import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkInAnswer,
  checkInBody,
  checkInConfig,
  MEMBER_API,
  MEMBER_HOME,
  refreshTokenBody,
  translate,
  userIndexAnswer,
  type MemberLoginBody,
  type MemberRegisterBody,
} from '@vessel/contract';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { answers } from '../../platform/openapi.js';
import { captchaFailure } from '../captcha/index.js';
import { memberMenus, defaultGroupId } from './member-menu.js';
import { loginCondition, normaliseMobile, presentMemberInfo, sameEmail, sameMobile, sameUsername } from './member-info.js';
import { codeFailure, tokenLifetimes, uniqueViolation, verificationTypes, type MemberServices } from './member-services.js';
import { member, type MemberRow } from '../../platform/identity/member-tables.js';

/** Login, registration, the member centre's bootstrap and logout (CONTRACT.md "Sessions"). */
export function checkInRoutes(app: FastifyInstance, services: MemberServices): void {
  const { context, throttle, captchas, codes } = services;
  const { db, tokens, settings } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function session(request: FastifyRequest, row: MemberRow) {
    const pair = await tokens.issuePair('user', row.id, await tokenLifetimes(services));
    return { userInfo: { ...presentMemberInfo(row), token: pair.token, refreshToken: pair.refreshToken }, routePath: MEMBER_HOME };
  }

  async function login(request: FastifyRequest, body: MemberLoginBody) {
    const account = body.username.trim();
    const address = request.ip;
    const wait = await throttle.waitSeconds(account, address);
    if (wait > 0) throw new ApiError('auth.tooManyAttempts', { status: 429, params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
    if (await settings.flag('user_login_captcha')) {
      const result = await captchas.consume(body.captchaId, body.captchaInfo);
      if (!result.ok) throw captchaFailure(result.reason);
    }
    const [row] = await db.select().from(member).where(loginCondition(account)).limit(1);
    // A missing account costs the same hashing time and gets the same answer as a wrong password; so does a disabled one.
    const passwordOk = await verifyPassword(body.password, row?.password_hash ?? (await decoyHash()));
    if (!row || !passwordOk || row.status !== 'enable') {
      await throttle.recordFailure(account, address);
      request.log.info({ account, address }, 'member login failed');
      throw new ApiError('auth.loginFailed');
    }
    await throttle.recordSuccess(account, address);
    const [updated] = await db.update(member).set({ last_login_at: new Date(), last_login_ip: address }).where(eq(member.id, row.id)).returning();
    request.log.info({ memberId: row.id }, 'member logged in');
    return success(request, await session(request, updated ?? row), 'auth.loginSuccess');
  }

  async function register(request: FastifyRequest, body: MemberRegisterBody) {
    if (!(await settings.flag('member_register_open'))) throw new ApiError('member.registerClosed');
    const type = body.registerType;
    if (!(await verificationTypes(services)).includes(type)) {
      throw fieldError('registerType', 'member.registerTypeUnavailable', { type: translate(request.lang, `member.type.${type}`) });
    }
    const address = type === 'email' ? body.email!.trim() : normaliseMobile(body.mobile!);
    // Free name and address first, so that a taken one does not spend the code.
    const clash = await db
      .select({ username: member.username, email: member.email, mobile: member.mobile })
      .from(member)
      .where(or(sameUsername(body.username), type === 'email' ? sameEmail(address) : sameMobile(address)))
      .limit(2);
    if (clash.some((row) => row.username.toLowerCase() === body.username.toLowerCase())) throw fieldError('username', 'auth.usernameTaken');
    if (clash.length) throw fieldError(type, type === 'email' ? 'member.emailTaken' : 'member.mobileTaken');
    const passwordHash = await hashPassword(body.password);
    const groupId = await defaultGroupId(db);
    let row: MemberRow;
    try {
      row = await db.transaction(async (tx) => {
        // The code is spent only if the member is created: a failure below rolls it back with the rest.
        const verdict = await codes.verify(address, 'user_register', body.captcha, tx);
        if (!verdict.ok) throw codeFailure(verdict);
        const now = new Date();
        const [created] = await tx
          .insert(member)
          .values({
            group_id: groupId,
            username: body.username,
            nickname: body.username,
            email: type === 'email' ? address : '',
            mobile: type === 'mobile' ? address : '',
            password_hash: passwordHash,
            join_ip: request.ip,
            last_login_at: now,
            last_login_ip: request.ip,
          })
          .returning();
        return created!;
      });
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === null) throw error;
      if (index.includes('email')) throw fieldError('email', 'member.emailTaken');
      if (index.includes('mobile')) throw fieldError('mobile', 'member.mobileTaken');
      throw fieldError('username', 'auth.usernameTaken');
    }
    request.log.info({ memberId: row.id }, 'member registered');
    return success(request, await session(request, row), 'member.registerSuccess');
  }

  api.get(MEMBER_API.checkIn, {
    config: { auth: 'public' },
    schema: { tags: ['user'], summary: 'What the member login and registration forms need', response: answers(checkInConfig) },
    handler: async (request) =>
      success(request, {
        userLoginCaptchaSwitch: await settings.flag('user_login_captcha'),
        codeCaptchaSwitch: await settings.flag('user_code_captcha'),
        registerOpen: await settings.flag('member_register_open'),
        accountVerificationType: await verificationTypes(services),
      }),
  });

  api.post(MEMBER_API.checkIn, {
    config: { auth: 'public' },
    schema: { tags: ['user'], summary: 'Member login (tab login) or registration (tab register)', body: checkInBody, response: answers(checkInAnswer) },
    handler: async (request) => {
      if (!(await settings.flag('member_center_open'))) throw new ApiError('member.centreClosed');
      return request.body.tab === 'login' ? login(request, request.body) : register(request, request.body);
    },
  });

  api.get(MEMBER_API.index, {
    config: { auth: 'user' },
    schema: { tags: ['user'], summary: 'Bootstrap of the member centre', response: answers(userIndexAnswer) },
    handler: async (request) => {
      // A closed member centre lets nobody in, even with a session from before it closed.
      if (!(await settings.flag('member_center_open'))) throw new ApiError('member.centreClosed');
      const row = request.member!.row;
      const { menus, rights } = await memberMenus(db, row);
      return success(request, { userInfo: presentMemberInfo(row), menus, rights, siteConfig: await settings.siteConfig() });
    },
  });

  api.post(MEMBER_API.logout, {
    config: { auth: 'user' },
    schema: { tags: ['user'], summary: 'Member logout: revokes this session', body: refreshTokenBody, response: answers(z.null()) },
    handler: async (request) => {
      const { row, familyId } = request.member!;
      await tokens.revokeFamily(familyId);
      await tokens.revokeByRefreshToken(row.id, request.body.refresh_token);
      return success(request, null, 'auth.logoutSuccess');
    },
  });
}
