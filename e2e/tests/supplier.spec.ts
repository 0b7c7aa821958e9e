import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, choose, isoDay, logIn, menuSettled } from '../support/admin-journey';

/**
 * Issue 19 end to end (suppliers): a supplier approved through its approval flow (by the API: its steps are
 * tested on the server), then evaluated on the evaluation form with stars per criterion. Two stars for
 * delivery: the form asks for the remark and saves nothing; with the remark it saves, and the supplier's
 * page shows the evaluation and its rating. Then in Chinese: one star for HSE conduct asks for the remark
 * in Chinese. Names are unique per run: journeys share one server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const SUPPLIER = `Journey Marine Supply ${run}`;
/** The supplier's Chinese name: what a select shows a Chinese reader. */
const SUPPLIER_ZH = `旅程船舶物料${run}`;
const REMARK = `Delivered two days after the ship sailed from Ningbo (${run})`;
const LOADED = { timeout: 30_000 };

async function pickDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
}

/** Gives a criterion its stars by clicking the n-th star of its Rate. */
async function stars(form: Locator, criterion: string, count: number) {
  await form.getByTestId(`evaluation-${criterion}`).locator('.ant-rate-star').nth(count - 1).click();
}

async function fillEvaluation(page: Page, form: Locator, low: { criterion: string; count: number }, name = SUPPLIER) {
  await choose(page, form.locator('#supplier_id'), name, run);
  await pickDate(page, form.locator('#evaluated_on'), isoDay(-1));
  await form.locator('#order_ref').fill(`PO-${run}`);
  for (const criterion of ['score_quality', 'score_delivery', 'score_price', 'score_documentation', 'score_communication']) await stars(form, criterion, 4);
  await stars(form, low.criterion, low.count);
}

test('a supplier evaluated with two stars needs a remark, in English and Chinese', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  const { row } = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/supplier.Company/add', { name_en: SUPPLIER, name_zh: SUPPLIER_ZH, types: ['stores'], country: 'CN', ports_served: ['CNNGB'] });
  await adminApi(page, 'POST', '/admin/supplier.Company/submit', { id: row.id, result: 'approved', valid_until: isoDay(365) });
  for (let step = 0; step < 3; step++) {
    const { instance } = await adminApi<{ instance: { id: string; status: string } | null }>(page, 'GET', '/admin/approval/timeline', undefined, { biz_type: 'supplier_approval', biz_id: row.id });
    if (!instance || instance.status !== 'pending') break;
    await adminApi(page, 'POST', '/admin/approval.Instance/approve', { id: instance.id, comment: 'Approved after the trial order' });
  }

  await page.goto('/admin/supplier/evaluation');
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const form = page.getByRole('dialog');
  await fillEvaluation(page, form, { criterion: 'score_delivery', count: 2 });
  await form.getByRole('button', { name: /\bSave$/ }).click();
  await expect(form.getByText('A criterion has two stars or fewer: say what went wrong in the remark')).toBeVisible(LOADED);
  await expect(form).toBeVisible();

  await form.locator('#remark').fill(REMARK);
  await form.getByRole('button', { name: /\bSave$/ }).click();
  await expect(form).toBeHidden(LOADED);
  await expect(page.getByRole('row', { name: new RegExp(`PO-${run}`) })).toBeVisible(LOADED);

  // The supplier's page shows the evaluation and the rating it made.
  await page.goto(`/admin/supplier/company?id=${row.id}`);
  const drawer = page.getByTestId('supplier-drawer');
  await expect(drawer).toBeVisible(LOADED);
  await expect(drawer.getByTestId('supplier-evaluations')).toContainText(REMARK);
  await expect(drawer.getByTestId('supplier-status')).toHaveText('Approved');

  // In Chinese, by the header's language switch.
  const zh = await page.context().newPage();
  await zh.setViewportSize({ width: 1440, height: 900 });
  await zh.goto('/admin/supplier/evaluation');
  const switcher = zh.getByRole('button', { name: 'Switch language' });
  await switcher.click();
  await menuSettled(zh, switcher);
  await Promise.all([zh.waitForEvent('framenavigated'), zh.getByRole('menuitem', { name: '中文简体' }).click()]);
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN', LOADED);
  await zh.getByRole('button', { name: /添\s*加/ }).click();
  const zhForm = zh.getByRole('dialog');
  await fillEvaluation(zh, zhForm, { criterion: 'score_hse', count: 1 }, SUPPLIER_ZH);
  await zhForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(zhForm.getByText('有评分项为两星或以下：请在评语中说明问题')).toBeVisible(LOADED);
  await zhForm.locator('#remark').fill(`焊工未办理动火许可即在船上作业（${run}）`);
  await zhForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(zhForm).toBeHidden(LOADED);
});
