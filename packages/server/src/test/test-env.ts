/** The environment every test app is built with, before a test's own additions (helpers.ts, global-setup.ts). */
export const ADMIN_PASSWORD = 'Harbour_2026';

export function testEnv(databaseUrl: string): Record<string, string> {
  return { ADMIN_PASSWORD, DATABASE_URL: databaseUrl, WEB_DIST: '/nonexistent-web-dist' };
}
