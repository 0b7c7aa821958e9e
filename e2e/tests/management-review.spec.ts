import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 18 end to end (management review): a planned review's inputs collected by its row's button, a
 * figure of the detail that opens its list, and the pack printed as a PDF; then the same detail and pack
 * in Chinese. The review is made by the API (the form is the kit's); each run makes its own.
 */
const LOADED = { timeout: 30_000 };

async function printed(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download', LOADED), page.getByTestId('review-print').click()]);
  const path = await download.path();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return readFileSync(path);
}

test('a management review collects its inputs and prints its pack, in English and Chinese', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  const admins = await adminApi<{ list: Array<{ id: string }> }>(page, 'GET', '/admin/auth.Admin/index', undefined, {
    'search[0][field]': 'username',
    'search[0][operator]': 'eq',
    'search[0][val]': 'admin',
  });
  const chair = admins.list[0]!.id;
  const { row } = await adminApi<{ row: { id: string; review_no: string } }>(page, 'POST', '/admin/evaluation.Review/add', {
    period_from: isoDay(-365),
    period_to: isoDay(0),
    chair_id: chair,
    attendee_ids: [chair],
    next_review_date: isoDay(30),
  });

  await page.goto(`/admin/evaluation/review?search.review_no=eq:${row.review_no}`);
  const line = page.getByRole('row', { name: new RegExp(row.review_no) });
  await expect(line).toBeVisible(LOADED);
  await line.getByRole('button', { name: 'Collect inputs' }).click();
  await expect(line.getByTestId('review-status')).toHaveText('Inputs collected', LOADED);

  await line.getByRole('button', { name: /detail/i }).click();
  const detail = page.getByTestId('review-detail');
  await expect(detail.getByTestId('review-section-ncr')).toContainText('NCRs raised in the period', LOADED);
  await expect(detail.getByTestId('review-figure-ncr.raised')).toHaveAttribute('href', /\/admin\/ncr\/report\?search\.raised_at=RANGE/);
  const pdf = await printed(page);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  const zh = await page.context().newPage();
  await zh.addInitScript(() => window.localStorage.setItem('lang', 'zh-cn'));
  await zh.setViewportSize({ width: 1440, height: 900 });
  await zh.goto(`/admin/evaluation/review?search.review_no=eq:${row.review_no}`);
  const zhLine = zh.getByRole('row', { name: new RegExp(row.review_no) });
  await expect(zhLine.getByTestId('review-status')).toHaveText('输入已收集', LOADED);
  await zhLine.getByRole('button', { name: /详情/ }).click();
  const zhDetail = zh.getByTestId('review-detail');
  await expect(zhDetail.getByTestId('review-section-ncr')).toContainText('期间内提出的不符合', LOADED);
  await expect(zhDetail.getByTestId('review-print')).toContainText('打印评审报告');
  const zhPdf = await printed(zh);
  expect(zhPdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(zhPdf.length).toBeGreaterThan(5_000);
});
