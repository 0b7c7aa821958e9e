import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, choose, isoDay, logIn, menuSettled } from '../support/admin-journey';

/**
 * Issue 16 end to end: an internal ISM audit of a ship planned through the audit plan's form, with the
 * company's ISM internal audit checklist and a lead auditor from a shore department (auditor independence:
 * never the ship's own node); notified and started on its ShdetailPage; a checklist item answered "No" with
 * a comment, saved, and raised as a non-conformity, whose NCR the NCR pipeline numbers; the findings tab
 * shows the finding and its NCR, the overview the plan and its team. Then the interface switched to Chinese
 * by the header's language switch: the same audit, its tabs, state and words in Chinese.
 * Names are unique per run: journeys share one server and database (which starts empty).
 */
const run = Date.now().toString(36).toUpperCase();
const SHIP = `AUDIT ${run}`;
const OFFICE = `QHSE ${run}`;
const AUDITOR = `aud${run}`.toLowerCase().slice(0, 15);
const AUDITOR_NAME = `Auditor ${run}`;
const CHECKLIST = 'ISM internal audit (ship)';
/** The first item of the ISM checklist's first section (ISM 1.2, the SMS objectives known on board). */
const ITEM = '1.1';
const SECTION = '1';
const COMMENT = `Two of four ratings interviewed could not state the SMS objectives (${run})`;
const FINDING = `SMS objectives not known on board: two of four ratings interviewed could not state them (${run})`;

const firstSix = String(100000 + ((Number.parseInt(run, 36) + 17) % 900000));
const IMO = `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;

/** Waits that follow a page load or a server write: generous, the server shares a busy machine. */
const LOADED = { timeout: 30_000 };

/** Types a date into an antd date picker. */
async function pickDate(page: Page, input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await page.keyboard.press('Enter');
}

interface Tree {
  id: string;
  dept_type: string;
  children?: Tree[];
}

interface Detail {
  plan: { id: string; audit_no: string; status: string };
  findings: Array<{ id: string; ncr_no: string | null; checklist_item_id: string | null }>;
  ncrs: Array<{ id: string; ncr_no: string; status: string }>;
}

test('an internal ISM audit planned, executed from its checklist, a finding raised as an NCR, shown whole in English and Chinese', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  // The ship, a shore department and its lead auditor, through the API (their own journeys test those forms).
  const departments = await adminApi<{ list: Tree[] }>(page, 'GET', '/admin/auth.Department/index');
  const company = departments.list.find((department) => department.dept_type === 'company')!;
  const group = departments.list.find((department) => department.dept_type === 'fleet_group') ?? company;
  await adminApi(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: SHIP,
    imo_no: IMO,
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group.id,
  });
  const office = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/auth.Department/add', { pid: company.id, name: `安全监督部 ${run}`, name_en: OFFICE, dept_type: 'shore_dept', status: 'enable' });
  const rules = await adminApi<{ list: Array<{ id: string; name: string; children?: unknown[] }> }>(page, 'GET', '/admin/auth.Rule/index');
  const flat: Array<{ id: string; name: string }> = [];
  const walk = (nodes: Array<{ id: string; name: string; children?: unknown[] }>) => {
    for (const node of nodes) {
      flat.push(node);
      if (node.children) walk(node.children as typeof nodes);
    }
  };
  walk(rules.list);
  const granted = flat.filter((rule) => rule.name === 'audit' || rule.name.startsWith('audit/'));
  const role = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/auth.Group/add', { pid: null, name: `Auditors ${run}`, rules: granted.map((rule) => rule.id), data_scope: 'all', status: 'enable' });
  const auditor = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/auth.Admin/add', {
    username: AUDITOR,
    nickname: AUDITOR_NAME,
    group_arr: [role.row.id],
    department_id: office.row.id,
    password: 'Harbour_aud_2026',
    weight_type: 1,
    status: 'enable',
  });
  await adminApi(page, 'POST', '/admin/audit.Auditor/add', {
    admin_id: auditor.row.id,
    qualification: 'lead_auditor',
    certificate_no: `LA-${run}`,
    trained_on: isoDay(-400),
    valid_until: isoDay(700),
  });

  // The plan, through the audit plan's Add form: ISM, the ship, tomorrow, the lead auditor, the ISM checklist.
  await page.goto('/admin/audit/plan');
  await expect(page.getByTestId('audit-page-audit/plan')).toBeVisible(LOADED);
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#ship_id')).toBeVisible(LOADED);
  await choose(page, form.locator('#ship_id'), SHIP, run);
  await pickDate(page, form.locator('#planned_from'), isoDay(1));
  await pickDate(page, form.locator('#planned_to'), isoDay(2));
  await choose(page, form.locator('#lead_auditor_id'), AUDITOR_NAME, run);
  const checklists = form.locator('#checklist_template_ids');
  const chosen = form.locator('.ant-select-selection-item', { hasText: CHECKLIST });
  // A remote list redraws when its search answers: a click that landed on the list before it did is
  // lost on a busy machine (seen in CI), so the pick is made again until the field holds it.
  await expect(async () => {
    if ((await chosen.count()) === 0) {
      await choose(page, checklists, CHECKLIST, 'ISM internal');
      await page.keyboard.press('Escape');
    }
    await expect(chosen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await form.locator('#place').fill('Singapore anchorage');
  await form.getByRole('button', { name: /\bSave$/ }).click();
  await expect(form).toBeHidden(LOADED);

  // Listed with its number, which opens it whole.
  const listed = page.getByRole('row', { name: new RegExp(SHIP) });
  await expect(listed).toBeVisible(LOADED);
  const opener = listed.locator('[data-testid^="audit-open-"]');
  const auditNo = (await opener.textContent())!.trim();
  expect(auditNo).not.toBe('');
  await page.getByTestId(`audit-open-${auditNo}`).click();
  await expect(page).toHaveURL(/\/admin\/ShdetailPage\?id=/, LOADED);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = page.getByTestId('audit-detail');
  await expect(detail.getByTestId('audit-no')).toHaveText(auditNo, LOADED);
  await expect(detail.getByTestId('audit-status')).toHaveText('Planned');

  // Notified, then under way.
  await detail.getByTestId('audit-step-notify').click();
  await expect(detail.getByTestId('audit-status')).toHaveText('Notified', LOADED);
  await detail.getByTestId('audit-step-start').click();
  await expect(detail.getByTestId('audit-status')).toHaveText('In progress', LOADED);

  // The checklist: the first item answered No with a comment, the section saved.
  await detail.getByTestId('audit-tab-checklist').click();
  const item = detail.getByTestId(`checklist-item-${ITEM}`);
  await expect(item).toBeVisible(LOADED);
  await item.getByTestId(`checklist-answer-${ITEM}-no`).click();
  await item.getByTestId(`checklist-comment-${ITEM}`).fill(COMMENT);
  const saved = page.waitForResponse((response) => response.url().includes('/saveAnswers') && response.request().method() === 'POST');
  await detail.getByTestId(`checklist-save-${SECTION}`).click();
  expect((await saved).ok()).toBe(true);

  // Raised as a non-conformity from the item: the dialog offers the item's question and comment.
  const raise = item.getByTestId(`checklist-raise-${ITEM}`);
  await expect(raise).toBeEnabled(LOADED);
  await raise.click();
  const dialog = page.getByRole('dialog', { name: 'Raise finding' });
  await expect(dialog.getByTestId('audit-finding-description')).toHaveValue(new RegExp(COMMENT.replace(/[()]/g, '\\$&')), LOADED);
  await choose(page, dialog.getByTestId('audit-finding-grade'), 'Non-conformity');
  await dialog.getByTestId('audit-finding-description').fill(FINDING);
  await dialog.getByTestId('audit-step-ok').click();
  await expect(dialog).toBeHidden(LOADED);
  await expect(item.getByText('Finding raised')).toBeVisible(LOADED);

  // Its NCR, raised through the NCR pipeline, numbered by the ship's rule.
  const whole = await adminApi<Detail>(page, 'GET', '/admin/audit.Plan/detail', undefined, { id });
  expect(whole.findings).toHaveLength(1);
  const ncrNo = whole.findings[0]!.ncr_no!;
  expect(ncrNo).toMatch(/^NCR-/);
  expect(whole.ncrs.map((ncr) => ncr.ncr_no)).toEqual([ncrNo]);

  // The findings tab: the finding, its clause, its state and its NCR.
  await detail.getByTestId('audit-tab-findings').click();
  await expect(detail.getByTestId('audit-tab-findings')).toHaveText('Findings (1)');
  const finding = detail.getByTestId('audit-findings').getByRole('row', { name: new RegExp(run) });
  await expect(finding).toBeVisible(LOADED);
  await expect(finding.getByText('Non-conformity', { exact: true })).toBeVisible();
  await expect(finding.getByText('1.2', { exact: true })).toBeVisible();
  await expect(finding.getByText('NCR raised', { exact: true })).toBeVisible();
  await expect(finding.getByTestId(`audit-ncr-${ncrNo}`)).toContainText(ncrNo);

  // The overview: the plan (internal, ship, its dates) and its team, the lead auditor qualified.
  await detail.getByTestId('audit-tab-overview').click();
  const overview = detail.getByTestId('audit-overview');
  await expect(overview).toContainText('Internal', LOADED);
  await expect(overview).toContainText(SHIP);
  await expect(overview).toContainText(`${isoDay(1)} → ${isoDay(2)}`);
  await expect(detail.getByTestId('audit-team')).toContainText(`${AUDITOR_NAME} · lead · Lead auditor`);

  // In Chinese, by the header's language switch (in a page of this session without the English start).
  const zh = await page.context().newPage();
  await zh.setViewportSize({ width: 1440, height: 900 });
  await zh.goto(`/admin/ShdetailPage?id=${id}`);
  const zhDetail = zh.getByTestId('audit-detail');
  await expect(zhDetail.getByTestId('audit-no')).toHaveText(auditNo, LOADED);
  const switcher = zh.getByRole('button', { name: 'Switch language' });
  await switcher.click();
  await menuSettled(zh, switcher);
  await Promise.all([zh.waitForEvent('framenavigated'), zh.getByRole('menuitem', { name: '中文简体' }).click()]);
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN', LOADED);
  await expect(zh).toHaveURL(new RegExp(`/admin/ShdetailPage\\?id=${id}`));

  await expect(zhDetail.getByTestId('audit-no')).toHaveText(auditNo, LOADED);
  await expect(zhDetail.getByTestId('audit-status')).toHaveText('审核中');
  await expect(zhDetail.getByTestId('audit-tab-overview')).toHaveText('计划与审核组');
  await expect(zhDetail.getByTestId('audit-tab-checklist')).toHaveText('检查表');
  await expect(zhDetail.getByTestId('audit-tab-findings')).toHaveText('不符合项（1）');
  await expect(zhDetail.getByTestId('audit-tab-report')).toHaveText('审核报告');
  await expect(zhDetail.getByTestId('audit-step-raiseFinding')).toHaveText('记录不符合项');
  const zhOverview = zhDetail.getByTestId('audit-overview');
  await expect(zhOverview).toContainText('内部审核');
  await expect(zhOverview).toContainText('船舶');
  await expect(zhDetail.getByTestId('audit-team')).toContainText(`${AUDITOR_NAME} · 组长 · 审核组长`);

  // The checklist in Chinese: the item's question, its answer and comment, its finding noted.
  await zhDetail.getByTestId('audit-tab-checklist').click();
  const zhItem = zhDetail.getByTestId(`checklist-item-${ITEM}`);
  await expect(zhItem).toContainText('船上人员是否了解安全管理体系的目标', LOADED);
  await expect(zhItem.getByTestId(`checklist-answer-${ITEM}-no`)).toHaveText('否');
  await expect(zhItem.locator('.ant-radio-button-wrapper-checked')).toHaveText('否');
  await expect(zhItem.getByTestId(`checklist-comment-${ITEM}`)).toHaveValue(COMMENT);
  await expect(zhItem.getByText('已记录不符合项')).toBeVisible();

  // The findings in Chinese: the same finding and NCR, grade and state in Chinese.
  await zhDetail.getByTestId('audit-tab-findings').click();
  const zhFinding = zhDetail.getByTestId('audit-findings').getByRole('row', { name: new RegExp(run) });
  await expect(zhFinding).toBeVisible(LOADED);
  await expect(zhFinding.getByText('不符合', { exact: true })).toBeVisible();
  await expect(zhFinding.getByText('已开 NCR', { exact: true })).toBeVisible();
  await expect(zhFinding.getByTestId(`audit-ncr-${ncrNo}`)).toContainText(ncrNo);
  await expect(zhFinding.getByTestId(`audit-ncr-${ncrNo}`)).toContainText('已开具');
  await zh.close();
});
