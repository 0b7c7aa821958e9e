import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 22 end to end (printable documents): each document the server renders is downloaded through its
 * button, in English and then in Chinese: the ship's crew list (FAL Form 5, through its dialog) and
 * certificate status report, the seafarer's record, the NCR report, the audit report and the management
 * review pack. Each download must be a PDF of more than a few kilobytes (the embedded font's glyphs alone
 * make that). The records are made by the API; their own journeys test the forms.
 */
const LOADED = { timeout: 30_000 };

async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  await expect(button).toBeVisible(LOADED);
  const [download] = await Promise.all([page.waitForEvent('download', LOADED), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
  return bytes;
}

/**
 * Opens a page of the already loaded app the way its own links do (the router follows the history), so a
 * journey through six pages does not download and start the whole application six times.
 */
async function visit(page: Page, url: string): Promise<void> {
  if (!page.url().includes('/admin/')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
}

test('every printable document downloads as a PDF, in English and in Chinese', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  const run = Date.now().toString(36).slice(-5).toUpperCase();

  const departments = await adminApi<{ list: Array<{ id: string; dept_type: string }> }>(page, 'GET', '/admin/auth.Department/index');
  const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company')!;
  // A valid IMO number of this run: six digits and their check digit.
  const digits = String(100000 + (parseInt(run, 36) % 899999));
  const check = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10;
  const { row: ship } = await adminApi<{ row: { id: string; dept_id: string } }>(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: `PRINT STAR ${run}`,
    imo_no: `${digits}${check}`,
    call_sign: 'BPRT',
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group.id,
  });
  const ranks = await adminApi<{ list: Array<{ id: string; code: string }> }>(page, 'GET', '/admin/crew.Position/index', undefined, { 'search[0][field]': 'code', 'search[0][operator]': 'eq', 'search[0][val]': 'AB' });
  const { row: seafarer } = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/crew.Seafarer/add', {
    seafarer_no: `P${run}`,
    name_en: `ZHANG PRINT ${run}`,
    name_zh: '张印',
    nationality: 'CN',
    employment_state: 'active',
    rank_id: ranks.list[0]!.id,
    birth_date: '1988-03-02',
  });
  const types = await adminApi<{ list: Array<{ id: string }> }>(page, 'GET', '/admin/cert.CertificateType/index', undefined, { 'search[0][field]': 'code', 'search[0][operator]': 'eq', 'search[0][val]': 'PASSPORT' });
  await adminApi(page, 'POST', '/admin/crew.SeafarerDocument/add', { seafarer_id: seafarer.id, cert_type_id: types.list[0]!.id, cert_no: `E${run}001`, issue_date: isoDay(-400), expiry_date: isoDay(2000), issuing_country: 'CN' });
  const { row: ncr } = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/ncr.Report/add', {
    ship_id: ship.id,
    dept_id: ship.dept_id,
    source_type: 'superintendent',
    grade: 'minor',
    title: `Fire door not self-closing ${run}`,
    description: 'The fire door of the engine room stairway did not close by itself.',
  });
  const { row: audit } = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/audit.Plan/add', {
    standard: 'ISM',
    scope: 'ship',
    ship_id: ship.id,
    dept_id: ship.dept_id,
    planned_from: isoDay(10),
    planned_to: isoDay(11),
  });
  const admins = await adminApi<{ list: Array<{ id: string }> }>(page, 'GET', '/admin/auth.Admin/index', undefined, { 'search[0][field]': 'username', 'search[0][operator]': 'eq', 'search[0][val]': 'admin' });
  const { row: review } = await adminApi<{ row: { review_no: string } }>(page, 'POST', '/admin/evaluation.Review/add', {
    period_from: isoDay(-365),
    period_to: isoDay(0),
    chair_id: admins.list[0]!.id,
    attendee_ids: [admins.list[0]!.id],
  });

  const printAll = async (tab: Page, words: { crewList: string; download: string; certificates: RegExp; detail: RegExp }) => {
    await visit(tab, `/admin/detailPage?id=${ship.id}`);
    await tab.getByTestId('print-crew-list').click();
    const dialog = tab.getByRole('dialog');
    await expect(dialog).toContainText(words.crewList, LOADED);
    await dialog.getByTestId('crew-list-voyage').fill(`V${run}`);
    await dialog.getByTestId('crew-list-port').fill('SINGAPORE');
    await downloaded(tab, tab.getByTestId('crew-list-download'));
    await expect(dialog).toBeHidden(LOADED);
    await expect(tab.getByTestId('print-certificates')).toContainText(words.certificates);
    await downloaded(tab, tab.getByTestId('print-certificates'));

    await visit(tab, `/admin/SdetailPage?id=${seafarer.id}`);
    await downloaded(tab, tab.getByTestId('print-seafarer'));

    await visit(tab, `/admin/ncr/report?id=${ncr.id}`);
    await downloaded(tab, tab.getByTestId('ncr-drawer').getByTestId('print-ncr'));

    await visit(tab, `/admin/ShdetailPage?id=${audit.id}`);
    await downloaded(tab, tab.getByTestId('print-audit'));

    await visit(tab, `/admin/evaluation/review?search.review_no=eq:${review.review_no}`);
    const line = tab.getByRole('row', { name: new RegExp(review.review_no) });
    await line.getByRole('button', { name: words.detail }).click();
    await downloaded(tab, tab.getByTestId('review-print'));
  };

  await printAll(page, { crewList: 'IMO crew list', download: 'Download PDF', certificates: /Certificate status/, detail: /detail/i });

  const zh = await page.context().newPage();
  await zh.addInitScript(() => window.localStorage.setItem('lang', 'zh-cn'));
  await zh.setViewportSize({ width: 1440, height: 900 });
  await printAll(zh, { crewList: 'IMO 船员名单', download: '下载 PDF', certificates: /证书状态报告/, detail: /详情/ });
});
