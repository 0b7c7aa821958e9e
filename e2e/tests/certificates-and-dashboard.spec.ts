import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, choose, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 8 end to end (en): a certificate expiring in 20 days is entered through the certificate
 * register; the morning dashboard, filtered to its ship, counts it among certificates expiring within
 * 30 days (and not among the red flags); its number opens the register filtered to exactly what it
 * counts, where the certificate is listed and opens in its drawer. Names are unique per run: journeys
 * share one server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const SHIP = `E2E CERT ${run}`;
const CERT_NO = `CLC-${run}`;
const CLC = 'Civil Liability Certificate (Oil Pollution Damage)';

/** A valid IMO number for this run (the check digit of its first six digits). */
const firstSix = String(100000 + ((Number.parseInt(run, 36) + 7) % 900000));
const IMO = `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;

/** Waits that follow a page load or a server write: generous, the server shares the machine with the build. */
const LOADED = { timeout: 30_000 };

/** Types a date into an antd date picker. */
async function pickDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
}

test('a certificate expiring in 20 days is counted on the dashboard, and its number opens the filtered register', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  // The ship, through the API (the fleet journey tests its form).
  // A ship hangs under the company or a fleet group of the department tree.
  const departments = await adminApi<{ list: Array<{ id: string; dept_type: string; children?: unknown[] }> }>(page, 'GET', '/admin/auth.Department/index');
  const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company');
  const ship = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: SHIP,
    imo_no: IMO,
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group!.id,
  });

  // The certificate, through the register's form.
  const expiry = isoDay(20);
  await page.goto('/admin/cert/certificate');
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('radio', { name: 'Ship' })).toBeChecked(LOADED);
  await choose(page, form.locator('#ship_id'), SHIP, run);
  await choose(page, form.locator('#cert_type_id'), CLC, 'Civil Liability');
  await form.getByLabel('Certificate no.').fill(CERT_NO);
  await form.getByLabel('Issued by').fill('Panama Maritime Authority');
  await pickDate(page, form.getByLabel('Issue date'), isoDay(-345));
  await pickDate(page, form.getByLabel('Expiry date'), expiry);
  await form.getByRole('button', { name: /\bSave$/ }).click();
  await expect(form).toBeHidden(LOADED);
  await page.getByRole('searchbox').fill(CERT_NO);
  await page.getByRole('searchbox').press('Enter');
  const listed = page.getByRole('row', { name: new RegExp(CERT_NO) });
  await expect(listed).toBeVisible(LOADED);
  await expect(listed.getByText('Expiring')).toBeVisible();
  await expect(listed.getByText('in 20 days')).toBeVisible();

  // The dashboard, for this ship: nothing red, one certificate expiring within 30 days.
  await page.goto('/admin/backend');
  const overview = page.locator('.ant-card', { hasText: 'Fleet overview' });
  await expect(overview.getByText('Red flags')).toBeVisible(LOADED);
  const filtered = page.waitForResponse((response) => response.url().includes('/admin/dashboard/overview') && response.url().includes(`ship_id=${ship.row.id}`));
  // The ship picker among the header's filters (fleet group, ship type, ship, day).
  await choose(page, overview.locator('.ant-select', { hasText: 'All ships' }), SHIP, run);
  await filtered;
  const expiring30 = overview.locator('a[data-tile="cert.expiring30"]');
  await expect(expiring30).toHaveText('1');
  await expect(overview.locator('a[data-tile="cert.expired"]')).toHaveText('0');
  await expect(overview.locator('a[data-tile="cert.expiring90"]')).toHaveText('1');

  // Its number opens the register filtered to what it counts: this ship, expiring from today to 30 days on.
  await expiring30.click();
  await expect(page).toHaveURL(/\/admin\/cert\/certificate\?.*search\.ship_id=/, LOADED);
  const url = new URL(page.url());
  expect(url.searchParams.get('search.ship_id')).toBe(`eq:${ship.row.id}`);
  expect(url.searchParams.get('search.expiry_date')).toMatch(/^RANGE:\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
  // The register's rows (the dashboard's fleet list stays in its kept tab, out of sight).
  const rows = page.locator('.ant-table-tbody tr.ant-table-row:visible');
  await expect(rows).toHaveCount(1, LOADED);
  await expect(rows.first()).toContainText(CERT_NO);
  await expect(page.getByText('1 in total')).toBeVisible();

  // The certificate opens in its drawer from its number, with its expiry and no survey windows (a 12-month certificate).
  await rows.first().getByRole('button', { name: CERT_NO }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(CLC).first()).toBeVisible(LOADED);
  await expect(drawer.getByText(expiry)).toBeVisible();
  await expect(drawer.getByText(/No survey windows/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=/);

  // Renewed (expiry left empty: issue date + the type's 12 months), it shows as superseded, linked to its successor.
  await drawer.getByRole('button', { name: /^Renew$/ }).click();
  const renewal = page.getByRole('dialog', { name: 'Renew certificate' });
  await renewal.getByLabel('Certificate no.').fill(`${CERT_NO}-R`);
  await pickDate(page, renewal.getByLabel('Issue date'), isoDay(0));
  await expect(renewal.getByText(/Leave empty for \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await renewal.getByRole('button', { name: /^Renew$/ }).click();
  await expect(renewal).toBeHidden(LOADED);
  await expect(drawer.getByText(`${CERT_NO}-R`)).toBeVisible(LOADED);
  await expect(drawer.getByText('Valid', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: new RegExp(`${CERT_NO} \\(`) }).click();
  await expect(drawer.getByText('Superseded', { exact: true })).toBeVisible(LOADED);
  await expect(drawer.getByText(/replaced by a renewal/)).toBeVisible();

  // Renewed, it no longer counts as expiring.
  await page.goto('/admin/backend');
  const again = page.waitForResponse((response) => response.url().includes('/admin/dashboard/overview') && response.url().includes(`ship_id=${ship.row.id}`));
  // The ship picker among the header's filters (fleet group, ship type, ship, day).
  await choose(page, overview.locator('.ant-select', { hasText: 'All ships' }), SHIP, run);
  await again;
  await expect(overview.locator('a[data-tile="cert.expiring30"]')).toHaveText('0');
});
