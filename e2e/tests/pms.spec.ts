import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi, isoDay, listSettled, logIn } from '../support/admin-journey';

/**
 * Issue 17 end to end: the chief engineer's counter reading brings a running-hour job of the main engine
 * due; its work order, made by the daily pass, is completed with two spares (the stock goes down); a
 * critical job's order (the steering gear's quarterly test) is asked to be postponed, approved on board
 * and by the superintendent (the administrator may act on every step) and last by the designated person
 * ashore, signed in in Chinese in a browser of their own. Names are unique per run: journeys share one
 * server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const SHIP = `PMS ${run}`;
const DPA = `pmsdpa${run}`.toLowerCase().slice(0, 15);
const DPA_PASSWORD = 'Engine_dpa_2026';
const LOADED = { timeout: 30_000 };

const firstSix = String(100000 + ((Number.parseInt(run, 36) + 29) % 900000));
const IMO = `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;

/** Types a date into an antd date picker. */
async function pickDate(page: Page, input: ReturnType<Page['locator']>, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
}

async function signInAs(browser: Browser, username: string, password: string, lang: 'en' | 'zh-cn'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);
  await page.goto('/admin/login');
  await page.locator('#username, input[autocomplete=username]').first().fill(username);
  await page.locator('input[type=password]').first().fill(password);
  await page.locator('button[type=submit]').first().click();
  await expect(page).toHaveURL(/\/admin\/backend$/, LOADED);
  return page;
}

interface Row {
  id: string;
  [key: string]: unknown;
}

test('a counter reading brings a running-hour job due; its order is done with spares; a critical postponement goes to the DPA', async ({ page, browser }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  // The ship, its equipment, counter, jobs and spares, and the DPA's account, through the API (the
  // equipment pages have their own tests); the journey is what happens on board and ashore after.
  const departments = await adminApi<{ list: Array<{ id: string; dept_type: string }> }>(page, 'GET', '/admin/auth.Department/index');
  const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company')!;
  const ship = await adminApi<{ row: Row }>(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: SHIP,
    imo_no: IMO,
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group.id,
  });
  const shipId = ship.row.id;
  const engine = await adminApi<{ row: Row }>(page, 'POST', '/admin/pms.Component/add', { ship_id: shipId, code: '601', name_en: 'Main engine', name_zh: '主机', sfi_group: '6', is_critical: true });
  const steering = await adminApi<{ row: Row }>(page, 'POST', '/admin/pms.Component/add', { ship_id: shipId, code: '421', name_en: 'Steering gear', name_zh: '舵机', sfi_group: '4', is_critical: true });
  const meter = await adminApi<{ row: Row }>(page, 'POST', '/admin/pms.Counter/add', { component_id: engine.row.id, unit: 'hours' });
  await adminApi(page, 'POST', '/admin/pms.Counter/read', { id: meter.row.id, value: 12_000, read_at: isoDay(-20) });
  // Due at 12,600 h (last done at 10,600, every 2,000 h): 600 h to go, more than the 500 h warning.
  const turbo = await adminApi<{ row: Row }>(page, 'POST', '/admin/pms.Job/add', {
    component_id: engine.row.id,
    code: `TC-${run}`,
    title_en: 'Turbocharger inspection',
    title_zh: '增压器检查',
    job_type: 'inspection',
    interval_kind: 'running_hours',
    interval_hours: 2_000,
    last_done_hours: 10_600,
  });
  // The steering gear's quarterly test, last done 80 days ago: due in 10 days.
  await adminApi(page, 'POST', '/admin/pms.Job/add', {
    component_id: steering.row.id,
    code: `SG-${run}`,
    title_en: 'Steering gear function test',
    title_zh: '舵机功能试验',
    job_type: 'test',
    interval_kind: 'calendar',
    interval_days: 90,
    last_done_date: isoDay(-80),
  });
  const spare = await adminApi<{ row: Row }>(page, 'POST', '/admin/pms.SparePart/add', { ship_id: shipId, component_id: engine.row.id, part_no: `TC-GSK-${run}`, name: `Turbocharger gasket ${run}`, rob: 5, min_stock: 1 });

  const rules = await adminApi<{ list: Array<{ id: string; name: string; children?: unknown[] }> }>(page, 'GET', '/admin/auth.Rule/index');
  const flat: Array<{ id: string; name: string }> = [];
  const walk = (nodes: Array<{ id: string; name: string; children?: unknown[] }>) => {
    for (const node of nodes) {
      flat.push(node);
      if (node.children) walk(node.children as typeof nodes);
    }
  };
  walk(rules.list);
  const granted = flat.filter((rule) => ['dashboard', 'pms', 'approval/instance', 'todo'].some((prefix) => rule.name === prefix || rule.name.startsWith(`${prefix}/`)));
  const role = await adminApi<{ row: Row }>(page, 'POST', '/admin/auth.Group/add', { pid: null, name: `PMS QHSE ${run}`, rules: granted.map((rule) => rule.id), data_scope: 'all', status: 'enable' });
  await adminApi(page, 'POST', '/admin/auth.Admin/add', { username: DPA, nickname: `DPA ${run}`, group_arr: [role.row.id], password: DPA_PASSWORD, weight_type: 3, is_dpa: true, status: 'enable' });

  // The job is not due yet.
  await page.goto(`/admin/pms/job?search.code=eq:TC-${run}`);
  const jobRow = page.getByRole('row', { name: new RegExp(`TC-${run}`) });
  await expect(jobRow.getByTestId('job-due-ok')).toBeVisible(LOADED);

  // The chief engineer's reading: 300 h in 20 days. The turbocharger has 300 h to go: due soon.
  await page.goto(`/admin/pms/counter?search.ship_id=eq:${shipId}`);
  await page.getByRole('row', { name: /Main engine/ }).getByRole('button', { name: 'Enter reading' }).click();
  const reading = page.getByRole('dialog');
  await expect(reading.getByTestId('counter-last-reading')).toContainText('12000', LOADED);
  await reading.getByTestId('counter-reading-value').fill('12300');
  await reading.getByRole('button', { name: /^OK$/ }).click();
  await expect(reading).toBeHidden(LOADED);
  await page.goto(`/admin/pms/job?search.code=eq:TC-${run}`);
  await expect(page.getByRole('row', { name: new RegExp(`TC-${run}`) }).getByTestId('job-due-due_soon')).toBeVisible(LOADED);

  // The daily pass (as the night's run would) makes the orders of the jobs now within the look-ahead.
  await adminApi(page, 'POST', '/admin/alert.Alert/run');
  const orders = await adminApi<{ list: Row[] }>(page, 'GET', '/admin/pms.WorkOrder/index', undefined, {
    'search[0][field]': 'ship_id',
    'search[0][operator]': 'eq',
    'search[0][val]': shipId,
  });
  const turboOrder = orders.list.find((row) => row.job_id === turbo.row.id);
  expect(turboOrder, 'the turbocharger job has its work order').toBeTruthy();
  const steeringOrder = orders.list.find((row) => row.component_id === steering.row.id);
  expect(steeringOrder, 'the steering gear job has its work order').toBeTruthy();

  // Completed on board with two gaskets from the ship's store.
  // (Each order on a list of its own: the page's step dialogs take the first row shown.)
  await page.goto(`/admin/pms/workOrder?search.wo_no=LIKE:${turboOrder!.wo_no}`);
  await page.getByRole('row', { name: new RegExp(String(turboOrder!.wo_no)) }).getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog');
  await expect(complete.getByTestId('work-order-description')).toBeVisible(LOADED);
  await complete.getByTestId('work-order-description').fill('Turbocharger inspected: nozzle ring and blades clean, gaskets renewed');
  await complete.getByTestId('work-order-add-spare').click();
  const spareSelect = complete.getByRole('combobox', { name: 'Spare part' });
  await spareSelect.click();
  await spareSelect.pressSequentially(run);
  await listSettled(page, spareSelect);
  await page.locator('.ant-select-item-option').filter({ hasText: `Turbocharger gasket ${run}` }).click();
  await complete.getByTestId('work-order-spare-qty').fill('2');
  await page.getByTestId('work-order-step-confirm').click();
  await expect(complete).toBeHidden(LOADED);
  await expect(page.getByRole('row', { name: new RegExp(String(turboOrder!.wo_no)) })).toContainText('Done', LOADED);
  const stock = await adminApi<{ row: Row }>(page, 'GET', `/admin/pms.SparePart/edit`, undefined, { id: spare.row.id });
  expect(stock.row.rob).toBe(3);

  // The steering gear test cannot be done before the next port: a postponement of two weeks.
  await page.goto(`/admin/pms/workOrder?search.wo_no=LIKE:${steeringOrder!.wo_no}`);
  const steeringRow = page.getByRole('row', { name: new RegExp(String(steeringOrder!.wo_no)) });
  await steeringRow.getByRole('button', { name: 'Request postponement' }).click();
  const postpone = page.getByRole('dialog');
  await pickDate(page, postpone.getByTestId('work-order-postpone-to'), isoDay(24));
  await postpone.getByTestId('work-order-postpone-reason').fill('Hydraulic technician can only attend at the next port');
  await page.getByTestId('work-order-step-confirm').click();
  await expect(postpone).toBeHidden(LOADED);
  await expect(page.getByRole('row', { name: new RegExp(String(steeringOrder!.wo_no)) })).toContainText('Postponement requested', LOADED);

  // On board and by the superintendent (the administrator may act on every step): critical equipment,
  // so the flow goes on to the DPA.
  await page.getByRole('row', { name: new RegExp(String(steeringOrder!.wo_no)) }).getByTestId('work-order-open').click();
  const drawer = page.getByTestId('work-order-drawer');
  const panel = drawer.getByTestId('approval-panel').first();
  for (let step = 1; step <= 2; step += 1) {
    await expect(panel.getByTestId('approval-action-approve')).toBeVisible(LOADED);
    await panel.getByTestId('approval-action-approve').click();
    await page.getByTestId('approval-comment').fill(step === 1 ? 'Agreed by the chief engineer' : 'Approved: attend at the next port');
    const reread = page.waitForResponse((response) => response.url().includes('/admin/approval/timeline') && response.request().method() === 'GET');
    await page.getByTestId('approval-dialog-submit').click();
    await expect(page.getByTestId('approval-comment')).toBeHidden(LOADED);
    await reread;
  }
  const waiting = await adminApi<{ row: Row }>(page, 'GET', '/admin/pms.WorkOrder/edit', undefined, { id: steeringOrder!.id });
  expect(waiting.row.status).toBe('postponement_requested');
  const workOrderUrl = `/admin/pms/workOrder?id=${steeringOrder!.id}`;

  // The DPA, in Chinese, approves the last step: the order is postponed, its first due date kept.
  const dpa = await signInAs(browser, DPA, DPA_PASSWORD, 'zh-cn');
  await expect(dpa.locator('html')).toHaveAttribute('lang', 'zh-CN', LOADED);
  await dpa.goto(workOrderUrl);
  const dpaDrawer = dpa.getByTestId('work-order-drawer');
  await expect(dpaDrawer).toContainText('延期审批中', LOADED);
  await dpaDrawer.getByTestId('approval-panel').first().getByTestId('approval-action-approve').click();
  await dpa.getByTestId('approval-comment').fill('同意延期至下一港完成');
  await dpa.getByTestId('approval-dialog-submit').click();
  await expect(dpa.getByTestId('approval-comment')).toBeHidden(LOADED);
  await expect(dpaDrawer).toContainText('已延期', LOADED);
  await dpa.context().close();

  const postponed = await adminApi<{ row: Row }>(page, 'GET', '/admin/pms.WorkOrder/edit', undefined, { id: steeringOrder!.id });
  expect(postponed.row.status).toBe('postponed');
  expect(postponed.row.postpone_count).toBe(1);
  expect(postponed.row.due_date).toBe(isoDay(24));
  expect(postponed.row.original_due_date).toBe(steeringOrder!.due_date);
});
