import fp from 'fastify-plugin';
import { DEFAULT_LANG, negotiateLang, type Lang } from '@vessel/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are written in (CONTRACT.md: think-lang, Accept-Language, zh-cn). */
    lang: Lang;
  }
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request) => {
    const thinkLang = request.headers['think-lang'];
    request.lang = negotiateLang(Array.isArray(thinkLang) ? thinkLang[0] : thinkLang, request.headers['accept-language']);
  });
});
