/** The environment every test app is built with, before a test's own additions (helpers.ts, global-setup.ts). */
export const ADMIN_PASSWORD = 'Harbour_2026';

export function testEnv(databaseUrl: string): Record<string, string> {
  // The alert job's own timer is off: tests run the engine when they mean to (alert/alerts.test.ts starts a scheduler).
  return { ADMIN_PASSWORD, DATABASE_URL: databaseUrl, WEB_DIST: '/nonexistent-web-dist', ALERT_JOB: 'off' };
}
