import type { FastifyRequest } from 'fastify';
import { Code, type MessageKey, type VerificationType } from '@vessel/contract';
import { memberTokenOf } from '../../platform/authentication.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import { LoginThrottle, currentLimits } from '../../platform/login-throttle.js';
import type { ModuleContext } from '../../platform/module.js';
import { ClickCaptchaService } from '../captcha/index.js';
import { SmsService, VerificationCodes, type VerifyResult } from '../messaging/index.js';
import { rulesOf } from './member-menu.js';
import { member, type MemberRow } from '../../platform/identity/member-tables.js';

/** What the member centre's routes share: codes, captchas, SMS, the login throttle. Built once per app. */
export interface MemberServices {
  context: ModuleContext;
  codes: VerificationCodes;
  captchas: ClickCaptchaService;
  sms: SmsService;
  throttle: LoginThrottle;
}

export function memberServices(context: ModuleContext): MemberServices {
  const { db, config, settings } = context;
  return {
    context,
    codes: new VerificationCodes(db),
    captchas: new ClickCaptchaService(db),
    sms: new SmsService(db, settings),
    // The same limits as the administrators' login, counted apart ('user' keys).
    throttle: new LoginThrottle(db, currentLimits(config.login, settings), 'user'),
  };
}

/** Which ways of proving an address work now: email when SMTP is set, mobile when an SMS provider is ready. */
export async function verificationTypes({ context, sms }: MemberServices): Promise<VerificationType[]> {
  const types: VerificationType[] = [];
  if (await context.mailer.configured()) types.push('email');
  if (await sms.configured()) types.push('mobile');
  return types;
}

export async function tokenLifetimes({ context }: MemberServices) {
  return { access: await context.settings.number('user_token_ttl'), refresh: await context.settings.number('user_refresh_token_ttl') };
}

const CODE_FAILURES: Record<Exclude<VerifyResult, { ok: true }>['reason'], MessageKey> = {
  wrong: 'code.wrong',
  expired: 'code.expired',
  exhausted: 'code.exhausted',
};

/** A failed code check, answered on the form's code field (`captcha` in BuildAdmin's forms). */
export function codeFailure(result: Exclude<VerifyResult, { ok: true }>): ApiError {
  return fieldError('captcha', CODE_FAILURES[result.reason]);
}

/** 403 for a member route whose rule the member's group does not hold. */
export async function requireMemberRight(services: MemberServices, request: FastifyRequest, right: string): Promise<void> {
  const rules = await rulesOf(services.context.db, request.member!.row);
  if (!rules.some((rule) => rule.name === right)) throw new ApiError('auth.forbidden', { status: 403, code: Code.forbidden });
}

/**
 * The member behind `ba-user-token` on a public route that some events need a member for: none when no
 * token came; 409 when it expired (the client refreshes and replays); 401 when it is not valid.
 */
export async function optionalMember({ context }: MemberServices, request: FastifyRequest): Promise<MemberRow | null> {
  const token = memberTokenOf(request.headers['ba-user-token']);
  if (!token) return null;
  const check = await context.tokens.checkAccess('user', token, member);
  if (!check.ok) {
    if (check.reason === 'expired') throw new ApiError('auth.tokenExpired', { code: Code.tokenExpired });
    throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
  }
  if (check.subject.status !== 'enable') throw new ApiError('auth.tokenInvalid', { code: Code.unauthorized });
  return check.subject;
}

/** The unique index a write ran into (PostgreSQL's unique_violation), when two registrations race. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
