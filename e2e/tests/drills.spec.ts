import { expect, test, type Page } from '@playwright/test';
import type { DashboardChart, DashboardOverview } from '@vessel/contract';
import { adminApi, choose, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 18 end to end (drills), in English and in Chinese: a ship with four seafarers signed on (through
 * the API: the crew has its own journeys) and an abandon-ship drill held yesterday. The dashboard's
 * heat-map shows the ship's fire drill never held and the participation share at 0 %; a fire drill is then
 * recorded on the drill form with everyone on board ticked, and the heat-map cell turns on schedule and
 * the share 100 %. Names are unique per run: journeys share one server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const LOADED = { timeout: 30_000 };

interface Row {
  id: string;
  [key: string]: unknown;
}

function imoOf(seed: number): string {
  const firstSix = String(100000 + (seed % 900000));
  return `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;
}

/** A ship with four seafarers on board since ten days ago, in a rank of its own (no document the matrix asks for). */
async function crewedShip(page: Page, name: string, seed: number): Promise<{ ship: Row; seafarers: string[] }> {
  const departments = await adminApi<{ list: Array<{ id: string; dept_type: string }> }>(page, 'GET', '/admin/auth.Department/index');
  const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company')!;
  const { row: ship } = await adminApi<{ row: Row }>(page, 'POST', '/admin/fleet.Ship/add', {
    name_en: name,
    imo_no: imoOf(seed),
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: group.id,
  });
  const code = `DR${seed % 100000}`;
  const { row: rank } = await adminApi<{ row: Row }>(page, 'POST', '/admin/crew.Position/add', { code, name_en: `Drill rating ${code}`, name_zh: `演习水手${code}`, abbr: code.slice(0, 10), kind: 'ship_rank', ship_department: 'deck', level: 'rating', status: 'enable', weigh: 1 });
  const seafarers: string[] = [];
  for (let index = 0; index < 4; index++) {
    const { row: person } = await adminApi<{ row: Row }>(page, 'POST', '/admin/crew.Seafarer/add', {
      seafarer_no: `D${seed % 100000}${index}`,
      name_en: `${name} Crew ${index + 1}`,
      name_zh: `船员${index + 1}号`,
      nationality: 'CN',
      employment_state: 'active',
      rank_id: rank.id,
      birth_date: '1990-03-15',
    });
    const { row: assignment } = await adminApi<{ row: Row }>(page, 'POST', '/admin/crew.Assignment/add', { seafarer_id: person.id, ship_id: ship.id, rank_id: rank.id, planned_join_date: isoDay(-10), planned_sign_off_date: isoDay(170) });
    for (const step of ['nominate', 'approve']) await adminApi(page, 'POST', `/admin/crew.Assignment/${step}`, { ids: [assignment.id] });
    await adminApi(page, 'POST', '/admin/crew.Assignment/signOn', { ids: [assignment.id], date: isoDay(-10) });
    seafarers.push(person.id);
  }
  return { ship, seafarers };
}

/** The ship's drill charts as the dashboard draws them (read from the overview the page loads). */
async function drillCharts(page: Page, shipName: string, fireName: string): Promise<{ fire: string | undefined; share: number | undefined }> {
  const answer = page.waitForResponse((response) => response.url().includes('/admin/dashboard/overview'), LOADED);
  await page.goto('/admin/backend');
  const overview = (await (await answer).json()).data as DashboardOverview;
  await expect(page.locator('[data-chart="contingency.drillStatus"]')).toBeVisible(LOADED);
  const heatmap = overview.charts.find((chart) => chart.key === 'contingency.drillStatus') as DashboardChart;
  const participation = overview.charts.find((chart) => chart.key === 'contingency.participation') as DashboardChart | undefined;
  const y = heatmap.rows!.indexOf(shipName);
  const x = heatmap.categories.indexOf(fireName);
  const shareAt = participation?.categories.indexOf(shipName) ?? -1;
  return { fire: heatmap.cells!.find((cell) => cell.x === x && cell.y === y)?.state, share: shareAt >= 0 ? participation!.series[0]!.data[shareAt] : undefined };
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a fire drill recorded with the crew on board turns the heat-map cell and the share (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);
    const seed = Number.parseInt(run, 36) + (lang === 'en' ? 0 : 7);
    const name = `DRILL ${run} ${lang.toUpperCase()}`;
    const { ship, seafarers } = await crewedShip(page, name, seed);
    const types = await adminApi<{ list: Array<{ id: string; code: string; name_en: string; name_zh: string }> }>(page, 'GET', '/admin/contingency.DrillType/index', undefined, { limit: '100' });
    const abandon = types.list.find((type) => type.code === 'abandon_ship')!;
    const fire = types.list.find((type) => type.code === 'fire')!;
    await adminApi(page, 'POST', '/admin/contingency.Drill/add', {
      ship_id: ship.id,
      drill_type_id: abandon.id,
      planned_date: isoDay(-1),
      conducted_at: isoDay(-1),
      scenario: 'General alarm and abandon ship signal, muster at the boat stations.',
      participants: seafarers.map((seafarer_id) => ({ seafarer_id, attendance: 'attended' })),
    });

    if (lang === 'zh-cn') await page.addInitScript(() => window.localStorage.setItem('lang', 'zh-cn'));
    const fireName = lang === 'en' ? fire.name_en : fire.name_zh;
    const before = await drillCharts(page, name, fireName);
    expect(before).toEqual({ fire: 'never_done', share: 0 });

    // The fire drill on the form: the ship, the type, held today, everyone on board ticked.
    await page.goto('/admin/contingency/drill');
    await page.getByRole('button', { name: lang === 'en' ? /\bAdd$/ : /添\s*加/ }).click();
    const form = page.getByRole('dialog');
    await choose(page, form.locator('#ship_id'), name, run);
    // A remote list of some sixteen types, drawn a few at a time: typed first.
    await choose(page, form.locator('#drill_type_id'), fireName, lang === 'en' ? 'Fire' : '消防');
    for (const field of ['#planned_date', '#conducted_at']) {
      await form.locator(field).click();
      await form.locator(field).fill(isoDay(0));
      await page.keyboard.press('Enter');
    }
    await form.locator('#scenario').fill('Fire in the galley: boundary cooling, fire party with two SCBA sets.');
    await form.getByTestId('drill-all-on-board').click();
    await form.getByRole('button', { name: lang === 'en' ? /\bSave$/ : /保\s*存/ }).click();
    await expect(form).toBeHidden(LOADED);

    const after = await drillCharts(page, name, fireName);
    expect(after).toEqual({ fire: 'ok', share: 100 });
  });
}
