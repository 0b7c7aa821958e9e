import { createHash, randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';

/** What the journeys of the maritime areas share: an English admin session, a signed API call, select picking. */

/** Logs the seeded administrator in with the interface in English. */
export async function logIn(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /log\s*in/i }).click();
  await expect(page).toHaveURL(/\/admin\/backend$/);
}

/**
 * A signed admin API call with the session's token (spec §7), for what a journey needs but does not test
 * through the interface. Fails the test unless the answer is a success.
 */
export async function adminApi<T>(page: Page, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>, params?: Record<string, string>): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('adminInfo') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  const nonce = randomBytes(16).toString('hex');
  const curtime = String(Math.floor(Date.now() / 1000));
  const headers = {
    appkey: 'vessel-dev-key',
    curtime,
    nonce,
    checksum: createHash('md5').update(`vessel-dev-secret-change-me${nonce}${curtime}`).digest('hex'),
    authorization: `Token ${token}`,
    'think-lang': 'en',
  };
  const response = method === 'GET' ? await page.request.get(path, { headers, params }) : await page.request.post(path, { headers, data });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(1);
  return envelope.data;
}

/**
 * Waits until the open select list stands against its field. antd first places a list in page
 * coordinates and then aligns it; on a busy machine the first place can hold long enough for a click.
 */
export async function listSettled(page: Page, field: Locator) {
  await popupSettled(page, field, '.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
}

/** The same for a dropdown menu and the button that opened it. */
export async function menuSettled(page: Page, trigger: Locator) {
  await popupSettled(page, trigger, '.ant-dropdown:not(.ant-dropdown-hidden)');
}

async function popupSettled(page: Page, field: Locator, popup: string) {
  const list = page.locator(popup).last();
  await expect
    .poll(async () => {
      const [at, open] = [await field.boundingBox(), await list.boundingBox()];
      if (!at || !open) return false;
      // Still sliding in (antd's motion classes, e.g. ant-slide-up-appear-active): a click landing now
      // may be lost (a terminal check's menu item was clicked and stayed open on a busy CI machine).
      if (/-(appear|enter)\b/.test((await list.getAttribute('class')) ?? '')) return false;
      return Math.abs(open.y - (at.y + at.height)) < 24 || Math.abs(open.y + open.height - at.y) < 24;
    })
    .toBe(true);
}

/** Picks an option of an antd select by its label, typing part of it first when the list is long or remote. */
export async function choose(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search) await select.pressSequentially(search);
  await listSettled(page, select);
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

/** The calendar day `offsetDays` from now, as the API takes dates. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
