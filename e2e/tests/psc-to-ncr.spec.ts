import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi, choose, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 16 end to end (en): a PSC inspection at Rotterdam with three deficiencies, one with action code 17
 * (rectify before departure); an NCR raised from each; the fire-door NCR accepted as a major
 * non-conformity, its root cause and a corrective action with evidence, the corrective action approved
 * through its flow, and closed only when the designated person ashore (a DPA account of its own, signed in
 * in its own browser) verifies it; the dashboard's NCR ageing counts the three and then the two left open.
 * Names are unique per run: journeys share one server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const SHIP = `PSC ${run}`;
const DPA = `dpa${run}`.toLowerCase().slice(0, 15);
const DPA_PASSWORD = 'Harbour_dpa_2026';
const LOADED = { timeout: 30_000 };

const firstSix = String(100000 + ((Number.parseInt(run, 36) + 11) % 900000));
const IMO = `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;

const DEFICIENCIES = [
  { code: '07113', description: 'Fire door to the engine room stairway does not close by itself', action: 'Master instructed to rectify deficiency before departure', actionCode: '17' },
  { code: '11101', description: 'Lifeboat No. 2 on-load release gear: maintenance record missing', action: 'Rectify deficiency within 14 days', actionCode: '16' },
  { code: '15150', description: 'Planned maintenance of the emergency fire pump overdue (ISM 10)', action: 'Rectify deficiency within 3 months', actionCode: '18' },
] as const;

interface Chart {
  key: string;
  series: Array<{ data: number[] }>;
}

/** Open NCRs the dashboard's ageing chart counts, all ages and grades together. */
async function ageingTotal(page: Page): Promise<number> {
  const overview = await adminApi<{ charts: Chart[] }>(page, 'GET', '/admin/dashboard/overview');
  const ageing = overview.charts.find((chart) => chart.key === 'ncr.ageing');
  expect(ageing, 'the NCR ageing chart').toBeTruthy();
  return ageing!.series.reduce((sum, series) => sum + series.data.reduce((a, b) => a + b, 0), 0);
}

/** Types a date into an antd date picker. */
async function pickDate(page: Page, input: ReturnType<Page['locator']>, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
}

async function signInAs(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log\s*in/i }).click();
  await expect(page).toHaveURL(/\/admin\/backend$/, LOADED);
  return page;
}

test('a PSC inspection with three deficiencies raises three NCRs; a major one closes only on the DPA’s verification', async ({ page, browser }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  // The ship and the DPA's account, through the API (their own journeys test those forms).
  const departments = await adminApi<{ list: Array<{ id: string; dept_type: string }> }>(page, 'GET', '/admin/auth.Department/index');
  const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company')!;
  const ship = await adminApi<{ row: { id: string; dept_id: string } }>(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: SHIP,
    imo_no: IMO,
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group.id,
  });
  const rules = await adminApi<{ list: Array<{ id: string; name: string; children?: unknown[] }> }>(page, 'GET', '/admin/auth.Rule/index');
  const flat: Array<{ id: string; name: string }> = [];
  const walk = (nodes: Array<{ id: string; name: string; children?: unknown[] }>) => {
    for (const node of nodes) {
      flat.push(node);
      if (node.children) walk(node.children as typeof nodes);
    }
  };
  walk(rules.list);
  const granted = flat.filter((rule) => ['dashboard', 'ncr', 'approval/instance', 'todo'].some((prefix) => rule.name === prefix || rule.name.startsWith(`${prefix}/`)));
  const role = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/auth.Group/add', { pid: null, name: `QHSE ${run}`, rules: granted.map((rule) => rule.id), data_scope: 'all', status: 'enable' });
  await adminApi(page, 'POST', '/admin/auth.Admin/add', {
    username: DPA,
    nickname: `DPA ${run}`,
    group_arr: [role.row.id],
    password: DPA_PASSWORD,
    weight_type: 3,
    is_dpa: true,
    status: 'enable',
  });
  const before = await ageingTotal(page);

  // The inspection, through the inspection register's form.
  await page.goto('/admin/supervision/inspection');
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const form = page.getByRole('dialog');
  await choose(page, form.locator('#ship_id'), SHIP, run);
  await choose(page, form.locator('#kind'), 'Port State Control');
  await choose(page, form.locator('#mou'), 'Paris MoU');
  await form.locator('#port').fill('Rotterdam');
  await pickDate(page, form.locator('#inspected_on'), isoDay(-1));
  await form.locator('#report_no').fill(`NL-${run}`);
  await form.getByRole('button', { name: /\bSave$/ }).click();
  await expect(form).toBeHidden(LOADED);

  // Opened whole: its three deficiencies entered in place.
  await page.getByRole('row', { name: new RegExp(SHIP) }).getByTestId('inspection-open').click();
  const drawer = page.getByTestId('inspection-drawer');
  await expect(drawer).toBeVisible(LOADED);
  for (const deficiency of DEFICIENCIES) {
    await drawer.getByTestId('inspection-item-add').click();
    await drawer.locator('#code').fill(deficiency.code);
    await drawer.locator('#description').fill(deficiency.description);
    await choose(page, drawer.locator('#action_code'), deficiency.action);
    await drawer.getByTestId('inspection-item-save').click();
    await expect(drawer.getByTestId(`inspection-item-${deficiency.code}`)).toBeVisible(LOADED);
  }
  // Action code 17 stands out: the ship may not sail before it is rectified.
  await expect(drawer.getByTestId('action-code-17')).toBeVisible();

  // An NCR raised from each deficiency, numbered by the ship's rule, its state beside it.
  for (const deficiency of DEFICIENCIES) {
    await drawer.getByTestId(`inspection-item-${deficiency.code}`).getByTestId('inspection-item-raise-ncr').click();
    await expect(drawer.getByTestId(`inspection-item-${deficiency.code}`).getByTestId('inspection-item-ncr')).toContainText(/NCR-PSC-\d{4}-\d{4}/, LOADED);
  }
  expect(await ageingTotal(page)).toBe(before + 3);

  // The fire-door NCR: accepted as a major non-conformity.
  await drawer.getByTestId(`inspection-item-07113`).getByTestId('inspection-item-ncr-link').click();
  const ncr = page.getByTestId('ncr-drawer');
  await expect(ncr.getByTestId('ncr-status')).toHaveText('Raised', LOADED);
  await ncr.getByTestId('ncr-step-accept').click();
  const accept = page.getByRole('dialog').last();
  await choose(page, accept.getByTestId('ncr-input-grade').locator('.ant-select'), 'Major NC');
  await page.getByTestId('ncr-step-confirm').click();
  await expect(ncr.getByTestId('ncr-status')).toHaveText('Accepted', LOADED);
  await expect(ncr.getByTestId('ncr-grade')).toHaveText('Major NC');

  // A corrective action, then the root cause: the proposal goes to its approval flow.
  await ncr.getByTestId('ncr-action-add').click();
  await page.getByTestId('ncr-action-description').fill('Replace the door closer and add fire doors to the weekly safety round');
  await pickDate(page, page.getByTestId('ncr-action-due'), isoDay(1));
  await page.getByTestId('ncr-action-confirm').click();
  await expect(ncr.getByTestId('ncr-actions')).toContainText('Replace the door closer', LOADED);
  await ncr.getByTestId('ncr-step-proposeCa').click();
  const propose = page.getByRole('dialog').last();
  await choose(page, propose.getByTestId('ncr-input-root_cause_method').locator('.ant-select'), '5 Whys');
  await propose.getByTestId('ncr-input-root_cause').locator('textarea').fill('Door closer worn; fire doors were not on any inspection round');
  await choose(page, propose.getByTestId('ncr-input-cause_category').locator('.ant-select'), 'Equipment');
  await page.getByTestId('ncr-step-confirm').click();
  await expect(ncr.getByTestId('ncr-status')).toHaveText('CA proposed', LOADED);

  // The corrective-action approval: each step approved (the super administrator may act on every step).
  // (A major NC's proposal: department head, DPA, general manager.)
  const panel = ncr.getByTestId('approval-panel').first();
  const inProgress = ncr.getByTestId('ncr-status').filter({ hasText: 'CA in progress' });
  for (let step = 1; step <= 3; step += 1) {
    const approve = panel.getByTestId('approval-action-approve');
    await expect(approve.or(inProgress)).toBeVisible(LOADED);
    if (await inProgress.isVisible()) break;
    await approve.click();
    await page.getByTestId('approval-comment').fill('Agreed');
    // The panel reads its approval again after the act: the next click is on the next step.
    const reread = page.waitForResponse((response) => response.url().includes('/admin/approval/timeline') && response.request().method() === 'GET');
    await page.getByTestId('approval-dialog-submit').click();
    await expect(page.getByTestId('approval-comment')).toBeHidden(LOADED);
    await reread;
  }
  await expect(ncr.getByTestId('ncr-status')).toHaveText('CA in progress', LOADED);

  // Done, with evidence: the report waits for verification.
  await ncr.getByTestId('ncr-action-start').click();
  await ncr.getByTestId('ncr-action-complete').click();
  const complete = page.getByRole('dialog').last();
  await complete.locator('input[type=file]').setInputFiles({ name: 'door-closer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 door closer replaced, tested 3 times\n%%EOF') });
  // Uploaded: the evidence is listed as the stored file it links to.
  await expect(complete.getByRole('link', { name: /\.pdf$/ })).toBeVisible(LOADED);
  await page.getByTestId('ncr-action-confirm').click();
  await expect(ncr.getByTestId('ncr-status')).toHaveText('Pending verification', LOADED);

  // Verification of a major NC goes to the DPA: the report stays open until the DPA approves it.
  await ncr.getByTestId('ncr-step-verify').click();
  await choose(page, page.getByRole('dialog').last().getByTestId('ncr-input-effectiveness_result').locator('.ant-select'), 'Effective');
  await page.getByTestId('ncr-step-confirm').click();
  await expect(ncr.getByTestId('ncr-status')).toHaveText('Pending verification', LOADED);
  const ncrUrl = page.url();

  const dpa = await signInAs(browser, DPA, DPA_PASSWORD);
  await dpa.goto(ncrUrl);
  const dpaNcr = dpa.getByTestId('ncr-drawer');
  await expect(dpaNcr.getByTestId('ncr-status')).toHaveText('Pending verification', LOADED);
  await dpaNcr.getByTestId('approval-action-approve').last().click();
  await dpa.getByTestId('approval-comment').fill('Verified on board at the next port: door closes and latches');
  await dpa.getByTestId('approval-dialog-submit').click();
  await expect(dpaNcr.getByTestId('ncr-status')).toHaveText('Closed', LOADED);
  await dpa.context().close();

  // The dashboard's ageing counts the two still open, and shows the chart.
  expect(await ageingTotal(page)).toBe(before + 2);
  await page.goto('/admin/dashboard');
  await expect(page.locator('[data-chart="ncr.ageing"]')).toBeVisible(LOADED);
});
