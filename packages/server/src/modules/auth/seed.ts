import { sql } from 'drizzle-orm';
import { generatePassword } from '../../config.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Db } from '../../db/client.js';
import { admin, department } from '../../platform/identity/tables.js';

/**
 * On an empty database: one super administrator `admin`. Its password comes from ADMIN_PASSWORD, or is
 * generated and printed once, to the console only (never to the structured log).
 */
export async function seedFirstAdmin({ db, config }: ModuleContext, print: (text: string) => void): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(admin);
  if (count > 0) return;
  const password = config.adminPassword ?? generatePassword();
  const inserted = await db
    .insert(admin)
    .values({ username: 'admin', nickname: 'Admin', password_hash: await hashPassword(password), is_super: true, weight_type: 4 })
    .onConflictDoNothing()
    .returning({ id: admin.id });
  if (inserted.length === 1 && !config.adminPassword) {
    print(
      [
        '',
        '  First start: created the super administrator.',
        '    username: admin',
        `    password: ${password}`,
        '  It is shown only this once. Change it after logging in.',
        '',
      ].join('\n'),
    );
  }
}

/** The root of the organisation tree: the company itself (DOMAIN.md §4.2). */
export async function seedOrganisation(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(department);
  if (count > 0) return;
  await db.insert(department).values({ name: '公司', name_en: 'Company', dept_type: 'company', code: 'HQ' });
}
