import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emsSendBody, MESSAGING_API, smsSendBody, translate, type EmailEvent, type SmsEvent } from '@vessel/contract';
import { ApiError, fieldError, success } from '../../platform/envelope.js';
import { answers } from '../../platform/openapi.js';
import { verifyPassword } from '../../platform/passwords.js';
import { captchaFailure } from '../captcha/index.js';
import { normaliseTarget } from '../messaging/index.js';
import { memberByAddress } from './member-info.js';
import { optionalMember, type MemberServices } from './member-services.js';
import type { MemberRow } from '../../platform/identity/member-tables.js';

type Channel = 'email' | 'mobile';
type CodeEvent = EmailEvent | SmsEvent;

interface CodeRequest {
  channel: Channel;
  address: string;
  event: CodeEvent;
  captchaId?: string;
  captchaInfo?: string;
  password?: string;
}

/**
 * Sending verification codes by mail and SMS (spec §7 "Messaging"). Each request: the channel must be
 * configured; the click captcha must have been passed (unless `user_code_captcha` is off); the event's
 * rule about the address holds; no code went to this address for this event in the last 60 seconds.
 */
export function codeRoutes(app: FastifyInstance, services: MemberServices): void {
  const { context, captchas, codes, sms } = services;
  const { settings, mailer, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The event's rule about the address; answers the member the code is for, when there is one. */
  async function checkEvent(request: FastifyRequest, body: CodeRequest): Promise<MemberRow | null> {
    const field = body.channel;
    const owner = await memberByAddress(db, body.channel, body.address);
    const taken = body.channel === 'email' ? 'member.emailTaken' : 'member.mobileTaken';
    switch (body.event) {
      case 'user_register':
        if (owner) throw fieldError(field, taken);
        return null;
      case 'user_retrieve_pwd':
        if (!owner) throw fieldError(field, body.channel === 'email' ? 'member.emailNotRegistered' : 'member.mobileNotRegistered');
        return owner;
      case 'user_change_email':
      case 'user_change_mobile': {
        const self = await optionalMember(services, request);
        if (!self) throw new ApiError('code.loginRequired');
        if (owner?.id === self.id) throw fieldError(field, 'member.sameAddress', { type: translate(request.lang, `member.type.${body.channel}`) });
        if (owner) throw fieldError(field, taken);
        return self;
      }
      case 'user_email_verify':
      case 'user_mobile_verify': {
        const self = await optionalMember(services, request);
        if (!self) throw new ApiError('code.loginRequired');
        if (owner?.id !== self.id) throw fieldError(field, 'member.notYourAddress');
        if (!body.password || !(await verifyPassword(body.password, self.password_hash))) throw fieldError('password', 'member.passwordWrong');
        return self;
      }
    }
  }

  async function send(request: FastifyRequest, body: CodeRequest) {
    const ready = body.channel === 'email' ? await mailer.configured() : await sms.configured();
    if (!ready) throw new ApiError(body.channel === 'email' ? 'code.emailUnavailable' : 'code.smsUnavailable');
    if (await settings.flag('user_code_captcha')) {
      const result = await captchas.consume(body.captchaId, body.captchaInfo);
      if (!result.ok) throw captchaFailure(result.reason);
    }
    const recipient = await checkEvent(request, body);
    const ttl = Math.max(60, await settings.number('verification_code_ttl'));
    const issued = await codes.issue(body.address, body.event, ttl);
    if (!issued.ok) throw new ApiError('code.tooFrequent', { params: { seconds: issued.waitSeconds }, data: { seconds: issued.waitSeconds } });
    const words = { code: issued.code, minutes: Math.round(ttl / 60), site: await settings.text('site_name'), event: translate(request.lang, `code.event.${body.event}`) };
    try {
      if (body.channel === 'email') {
        await mailer.send({ to: body.address, subject: translate(request.lang, 'code.mailSubject', words), text: translate(request.lang, 'code.mailBody', words) });
      } else {
        await sms.send({
          mobile: normaliseTarget(body.address),
          templateCode: body.event as SmsEvent,
          params: { code: issued.code },
          text: translate(request.lang, 'code.smsBody', words),
          memberId: recipient?.id ?? null,
        });
      }
    } catch (error) {
      // Undelivered: forget the code, so that the member may ask again at once.
      await codes.withdraw(body.address, body.event);
      request.log.warn({ channel: body.channel, event: body.event, reason: error instanceof Error ? error.message : String(error) }, 'verification code not delivered');
      throw new ApiError('code.sendFailed');
    }
    request.log.info({ channel: body.channel, event: body.event, memberId: recipient?.id }, 'verification code sent');
    return success(request, null, 'code.sent');
  }

  api.post(MESSAGING_API.emsSend, {
    config: { auth: 'public' },
    schema: { tags: ['messaging'], summary: 'Send a verification code by mail', body: emsSendBody, response: answers(z.null()) },
    handler: (request) => send(request, { channel: 'email', address: request.body.email.trim(), ...request.body }),
  });

  api.post(MESSAGING_API.smsSend, {
    config: { auth: 'public' },
    schema: { tags: ['messaging'], summary: 'Send a verification code by text message', body: smsSendBody, response: answers(z.null()) },
    handler: (request) => send(request, { channel: 'mobile', address: request.body.mobile.trim(), event: request.body.template_code, ...request.body }),
  });
}
