import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminProfileBody } from '@vessel/contract';
import { fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { presentAdminInfo } from './admin-info.js';
import { admin } from '../../platform/identity/tables.js';

/**
 * The administrator's own profile (`/admin/routine.AdminInfo/`). It only ever reads and writes the
 * caller's own row: no id is taken from the request.
 */
export function profileRoutes(app: FastifyInstance, { db, tokens }: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/admin/routine.AdminInfo/';

  api.get(`${base}index`, {
    config: { auth: 'admin', right: 'routine/adminInfo/index' },
    schema: { tags: ['routine'], summary: 'My profile', response: answers(z.unknown()) },
    handler: async (request) => {
      const row = request.admin!.row;
      return success(request, { info: { ...(await presentAdminInfo(db, row)), email: row.email, mobile: row.mobile } });
    },
  });

  api.post(`${base}edit`, {
    config: { auth: 'admin', right: 'routine/adminInfo/edit' },
    schema: { tags: ['routine'], summary: 'Save my profile; a new password needs the old one', body: adminProfileBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const me = request.admin!.row;
      const { old_password, password, ...fields } = request.body;
      const changes: Partial<typeof admin.$inferInsert> = { ...fields, updated_at: new Date() };
      if (password) {
        if (!(await verifyPassword(old_password ?? '', me.password_hash))) throw fieldError('old_password', 'auth.oldPasswordWrong');
        changes.password_hash = await hashPassword(password);
      }
      const [row] = await db.update(admin).set(changes).where(eq(admin.id, me.id)).returning();
      if (password) {
        // A new password ends every session, this one included: the client logs in again.
        await tokens.revokeSubject(me.id);
        return success(request, { info: await presentAdminInfo(db, row!), relogin: true }, 'auth.passwordChanged');
      }
      return success(request, { info: { ...(await presentAdminInfo(db, row!)), email: row!.email, mobile: row!.mobile }, relogin: false }, 'request.success');
    },
  });
}
