import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTestMailBody, smsOutboxResource, translate } from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import { MailerError } from '../../platform/mailer.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { answers } from '../../platform/openapi.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import { smsOutbox } from './tables.js';
import { VerificationCodes } from './verification-codes.js';

export { SmsService, type SmsMessage } from './sms.js';
export { VerificationCodes, normaliseTarget, type VerifyResult } from './verification-codes.js';

const smsOutboxBinding: ResourceBinding = { def: smsOutboxResource, table: smsOutbox };

/** Channels to people: the SMS outbox, the test mail; verification codes are kept here for every area. */
function messagingRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { mailer, settings, db } = context;

  app.withTypeProvider<ZodTypeProvider>().post('/admin/routine.Config/sendTestMail', {
    config: { auth: 'admin', right: 'routine/config/edit', adminLog: true },
    schema: { tags: ['routine'], summary: 'Send a test mail through the SMTP settings in force', body: sendTestMailBody, response: answers(z.null()) },
    handler: async (request) => {
      const { to } = request.body;
      const site = await settings.text('site_name');
      try {
        await mailer.send({
          to,
          subject: translate(request.lang, 'mail.testSubject', { site }),
          text: translate(request.lang, 'mail.testBody', { site }),
        });
      } catch (error) {
        if (error instanceof MailerError && error.reason === 'not_configured') throw new ApiError('mail.notConfigured');
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ reason }, 'test mail failed');
        throw new ApiError('mail.sendFailed', { params: { reason } });
      }
      return success(request, null, 'mail.testSent', { to });
    },
  });

  const codes = new VerificationCodes(db);
  const housekeeping = setInterval(() => {
    codes.purge().catch((error: unknown) => app.log.warn({ err: error }, 'verification code purge failed'));
  }, 10 * 60_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
}

export const manifest: ModuleManifest = {
  name: 'messaging',
  version: '1.0.0',
  title: { 'zh-cn': '消息', en: 'Messaging' },
  menus: MENUS,
  resources: [smsOutboxBinding],
  routes: messagingRoutes,
};
