import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_API, checkClickCaptchaBody, clickCaptcha, clickCaptchaQuery, isUnset } from '@vessel/contract';
import { success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { captchaFailure, ClickCaptchaService } from './click-captcha.js';

export { captchaFailure, ClickCaptchaService } from './click-captcha.js';

/** The click captcha's two calls (spec §7 "Common"). */
function captchaRoutes(app: FastifyInstance, { db }: ModuleContext): void {
  const captchas = new ClickCaptchaService(db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(CAPTCHA_API.clickCaptcha, {
    config: { auth: 'public' },
    schema: { tags: ['common'], summary: 'Draw a click captcha under the client-chosen id', querystring: clickCaptchaQuery, response: answers(clickCaptcha) },
    handler: async (request) => success(request, await captchas.create(request.query.id, request.lang)),
  });

  api.post(CAPTCHA_API.checkClickCaptcha, {
    config: { auth: 'public' },
    schema: { tags: ['common'], summary: 'Check the clicks; a wrong answer spends the captcha', body: checkClickCaptchaBody, response: answers(z.null()) },
    handler: async (request) => {
      const { id, info, unset } = request.body;
      const result = await captchas.check(id, info, isUnset(unset));
      if (!result.ok) throw captchaFailure(result.reason);
      return success(request, null, 'captcha.success');
    },
  });

  const housekeeping = setInterval(() => {
    captchas.purge().catch((error: unknown) => app.log.warn({ err: error }, 'captcha purge failed'));
  }, 10 * 60_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
}

export const manifest: ModuleManifest = { name: 'captcha', version: '1.0.0', title: { 'zh-cn': '验证码', en: 'Captcha' }, routes: captchaRoutes };
