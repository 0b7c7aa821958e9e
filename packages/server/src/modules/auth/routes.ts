import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { API, ROUTES, TERMINAL_DEFAULTS, adminIndexAnswer, adminLoginAnswer, adminLoginBody, refreshTokenBody, type MenuNode } from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import { decoyHash, verifyPassword } from '../../platform/passwords.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { presentAdminInfo } from './admin-info.js';
import { admin } from '../../platform/identity/tables.js';
import { optionalService } from '../../platform/services.js';
import { TERMINAL_SETTINGS } from '../terminal/api.js';
import { RuleCache, menusFor } from './menu.js';
import { captchaFailure, ClickCaptchaService } from '../captcha/index.js';

export function authRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { db, config, tokens, adminLoginThrottle } = context;
  const rules = new RuleCache(db, (module) => context.registry.has(module));
  context.resourceHooks.onChange((resource) => {
    if (resource === 'auth.Rule') rules.invalidate();
  });
  // A module enabled or disabled (here or, through the module sync, on another process) shows or hides its menus at once.
  context.registry.onChange(() => rules.invalidate());
  const api = app.withTypeProvider<ZodTypeProvider>();
  const captchas = new ClickCaptchaService(db);

  // BuildAdmin's path for what the admin login page needs.
  api.get('/admin/index/login', {
    config: { auth: 'public' },
    schema: { tags: ['account'], summary: 'What the admin login form needs: whether the click captcha is on', response: answers(z.object({ captcha: z.boolean() })) },
    handler: async (request) => success(request, { captcha: await context.settings.flag('admin_login_captcha') }),
  });

  api.post(API.adminLogin, {
    config: { auth: 'public', adminLog: true },
    schema: {
      tags: ['account'],
      summary: 'Administrator login',
      body: adminLoginBody,
      response: answers(adminLoginAnswer),
    },
    handler: async (request) => {
      const { username, password, keep } = request.body;
      const address = request.ip;
      const wait = await adminLoginThrottle.waitSeconds(username, address);
      if (wait > 0) {
        throw new ApiError('auth.tooManyAttempts', { status: 429, params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
      }
      // With the admin login captcha on, a passed click captcha first (not counted as a failed login).
      if (await context.settings.flag('admin_login_captcha')) {
        const result = await captchas.consume(request.body.captchaId, request.body.captchaInfo);
        if (!result.ok) throw captchaFailure(result.reason);
      }
      const [row] = await db.select().from(admin).where(eq(sql`lower(${admin.username})`, username.toLowerCase())).limit(1);
      // A missing account costs the same hashing time and gets the same answer as a wrong password.
      const passwordOk = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
      if (!row || !passwordOk || row.status !== 'enable') {
        await adminLoginThrottle.recordFailure(username, address);
        request.log.info({ username, address }, 'admin login failed');
        throw new ApiError('auth.loginFailed');
      }
      await adminLoginThrottle.recordSuccess(username, address);
      const [updated] = await db
        .update(admin)
        .set({ last_login_at: new Date(), last_login_ip: address })
        .where(eq(admin.id, row.id))
        .returning();
      const { settings } = context;
      const pair = await tokens.issuePair('admin', row.id, {
        access: await settings.number('admin_token_ttl'),
        refresh: keep ? config.tokens.adminKeepRefreshTtlSeconds : await settings.number('admin_refresh_token_ttl'),
      });
      request.log.info({ adminId: row.id }, 'admin logged in');
      return success(
        request,
        {
          userInfo: { ...(await presentAdminInfo(db, updated ?? row)), token: pair.token, refreshToken: pair.refreshToken },
          routePath: ROUTES.admin,
        },
        'auth.loginSuccess',
      );
    },
  });

  api.get(API.adminIndex, {
    config: { auth: 'admin' },
    schema: { tags: ['admin'], summary: 'Bootstrap of the admin shell', response: answers(adminIndexAnswer) },
    handler: async (request) => {
      const { menus, rights, nav } = menusFor(await rules.enabled(), request.access!);
      return success(request, {
        adminInfo: await presentAdminInfo(db, request.admin!.row),
        menus: inLanguage(menus, context.registry.translations(request.lang)),
        rights,
        nav,
        siteConfig: await context.settings.siteConfig(),
        // Without the terminal module the shell still gets an answer: spec §9's defaults.
        terminal: (await optionalService(TERMINAL_SETTINGS)?.read(db)) ?? { packageManager: TERMINAL_DEFAULTS.packageManager, port: TERMINAL_DEFAULTS.port, installed: [] },
        modules: context.registry.manifests().map((manifest) => manifest.name),
      });
    },
  });

  api.post(API.adminLogout, {
    config: { auth: 'admin' },
    schema: { tags: ['admin'], summary: 'Log out: revokes this session', body: refreshTokenBody, response: answers(z.null()) },
    handler: async (request) => {
      const { row, familyId } = request.admin!;
      await tokens.revokeFamily(familyId);
      await tokens.revokeByRefreshToken(row.id, request.body.refresh_token);
      return success(request, null, 'auth.logoutSuccess');
    },
  });
}

/**
 * The menu titled in the reader's language where a module described by data brings its words
 * (`menu.{path}`: a generated page, an uploaded package). The rule tree stores one title; the web's
 * locales title the built-in menus, but know nothing of a page generated after the build, so without
 * this its entry would read in Chinese in an English shell until its page had been opened.
 */
function inLanguage(nodes: readonly MenuNode[], words: Record<string, string>): MenuNode[] {
  return nodes.map((node) => ({ ...node, title: words[`menu.${node.path || node.name}`] ?? node.title, children: inLanguage(node.children, words) }));
}
