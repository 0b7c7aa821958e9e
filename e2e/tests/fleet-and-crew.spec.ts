import { expect, test } from '@playwright/test';
import { adminApi, choose, isoDay, logIn } from '../support/admin-journey';

/**
 * Issue 8 end to end (en): a ship is registered (a wrong IMO check digit is caught as typed, in the
 * server's words; the corrected ship gets its own department node); a seafarer is added, a
 * company requirement is added to the STCW minimum of their rank, and on crew tracking they are assigned to
 * the ship and nominated: refused, the missing certificates listed. With the documents on file they are nominated,
 * approved and signed on, and the tracking page shows them on board with their first day.
 * Names are unique per run: journeys share one server and database.
 */
const run = Date.now().toString(36).toUpperCase();
const SHIP = `E2E HARMONY ${run}`;
const SEAFARER_NO = `E2E-${run}`;
const SEAFARER = `LI HAIYANG ${run}`;

/** A valid IMO number: six digits of this run and their check digit. The same six with another seventh is wrong. */
const firstSix = String(100000 + (Number.parseInt(run, 36) % 900000));
const checkDigit = [...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10;
const IMO = `${firstSix}${checkDigit}`;
const WRONG_IMO = `${firstSix}${(checkDigit + 1) % 10}`;

const SAVE = /\bSave$/;
/** A company requirement on top of the STCW minimum the installation starts with (STCW VI/6). */
const SECURITY_DUTIES = 'Seafarers with Designated Security Duties';

test('a ship is registered and a seafarer is signed on through crew tracking', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  // A ship with a wrong IMO check digit: the form says what the digit should be, and does not save.
  await page.goto('/admin/fleet/ship');
  await expect(page.getByRole('heading', { name: 'Ships' })).toBeVisible();
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const shipForm = page.getByRole('dialog');
  await shipForm.getByLabel('Name (English)').fill(SHIP);
  await shipForm.getByLabel('IMO number').fill(WRONG_IMO);
  const checkDigitMessage = `IMO number check digit is wrong: expected ${checkDigit}, got ${(checkDigit + 1) % 10}`;
  await expect(shipForm.getByText(checkDigitMessage)).toBeVisible();
  await choose(page, shipForm.getByLabel('Flag'), 'Panama', 'Pana');
  // The MMSI is checked against the flag: Panama's MIDs are named under it.
  await expect(shipForm.getByText('MMSIs of Panama start with 351–357, 370–374')).toBeVisible();
  await shipForm.getByLabel('MMSI').fill('412000001');
  await expect(shipForm.getByText('MMSI starts with 412, which is not a MID of the flag PA')).toBeVisible();
  await shipForm.getByLabel('MMSI').fill('371000001');
  await choose(page, shipForm.getByLabel('Ship type'), 'Bulk carrier', 'Bulk');
  await shipForm.getByLabel('Fleet group').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Company' }).click();
  await shipForm.getByRole('button', { name: SAVE }).click();
  await expect(shipForm.getByText(checkDigitMessage)).toBeVisible();
  await expect(shipForm).toBeVisible();

  // Corrected, it saves; the list shows it and the ship has its own node in the department tree.
  await shipForm.getByLabel('IMO number').fill(IMO);
  await expect(shipForm.getByText(checkDigitMessage)).toHaveCount(0);
  await shipForm.getByRole('button', { name: SAVE }).click();
  await expect(shipForm).toBeHidden();
  const shipRow = page.getByRole('row', { name: new RegExp(IMO) });
  await expect(shipRow.getByRole('link', { name: SHIP })).toBeVisible();
  await page.goto(`/admin/auth/department?quickSearch=${encodeURIComponent(SHIP)}`);
  const node = page.getByRole('row', { name: new RegExp(IMO) });
  await expect(node.getByRole('cell', { name: SHIP }).first()).toBeVisible();
  await expect(node.getByText('Ship', { exact: true })).toBeVisible();

  // A seafarer, an able seaman.
  await page.goto('/admin/crew/seafarer');
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const seafarerForm = page.getByRole('dialog');
  await seafarerForm.getByLabel('Seafarer no.').fill(SEAFARER_NO);
  await seafarerForm.getByLabel('Name (passport)').fill(SEAFARER);
  await seafarerForm.getByLabel('Name (Chinese)').fill('李海洋');
  await choose(page, seafarerForm.getByLabel('Rank', { exact: true }), 'Able Seaman', 'Able');
  await seafarerForm.getByRole('button', { name: SAVE }).click();
  await expect(seafarerForm).toBeHidden();
  await expect(page.getByRole('link', { name: SEAFARER })).toBeVisible();

  // An able seaman's documents: the installation starts with the STCW minimum for the rank (medical fitness
  // among them); the company adds its own requirement in the position's drawer.
  await page.goto('/admin/crew/position?quickSearch=Able%20Seaman');
  await page.getByRole('row', { name: /Able Seaman/ }).getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Positions · Details' });
  await expect(drawer.getByText('Certificate requirements: Able Seaman')).toBeVisible();
  await expect(drawer.getByRole('row', { name: /Medical Fitness Certificate.*Mandatory/ })).toBeVisible();
  await drawer.getByRole('button', { name: /\bAdd$/ }).click();
  const requirementForm = page.getByRole('dialog').filter({ hasText: 'Add - Document requirements' });
  await expect(requirementForm.getByLabel('Position')).toHaveValue('AB Able Seaman');
  await choose(page, requirementForm.getByLabel('Certificate'), SECURITY_DUTIES, 'Designated Security');
  await requirementForm.getByRole('button', { name: SAVE }).click();
  await expect(requirementForm).toBeHidden();
  await expect(drawer.getByRole('row', { name: new RegExp(`${SECURITY_DUTIES}.*Mandatory`) })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Crew tracking: the seafarer is available; they are assigned to the new ship.
  await page.goto(`/admin/crew/assignment?quickSearch=${SEAFARER_NO}`);
  const row = page.getByRole('row', { name: new RegExp(SEAFARER_NO) });
  await expect(row.getByText('Available', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Assign' }).click();
  const assignmentForm = page.getByRole('dialog');
  await expect(assignmentForm.getByText(SEAFARER)).toBeVisible();
  await expect(assignmentForm.getByText('Able Seaman')).toBeVisible();
  await choose(page, assignmentForm.getByLabel('Ship', { exact: true }), SHIP, run);
  await assignmentForm.getByRole('button', { name: SAVE }).click();
  await expect(assignmentForm).toBeHidden();

  // Nominated without the certificate: refused, the missing certificate listed with the date it must last to.
  await row.getByRole('button', { name: 'Nominate' }).click();
  let stepDialog = page.getByRole('dialog');
  await expect(stepDialog.getByText(`Nominate ${SEAFARER} as Able Seaman on ${SHIP}?`, { exact: false })).toBeVisible();
  await stepDialog.getByRole('button', { name: 'Nominate' }).click();
  await expect(stepDialog.getByText('Nominate was refused')).toBeVisible();
  await expect(stepDialog.getByText('Documents for the rank that are missing or expire too soon:')).toBeVisible();
  for (const name of ['Medical Fitness Certificate', SECURITY_DUTIES]) {
    const missing = stepDialog.getByRole('listitem').filter({ hasText: name });
    await expect(missing.getByText('Missing', { exact: true })).toBeVisible();
    await expect(missing.getByText(/must be valid until \d{1,2} \w+ \d{4}/)).toBeVisible();
  }
  await stepDialog.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByText('Available', { exact: true })).toBeVisible();

  // The crew manager files every document the rank needs on this ship type (through the API: the documents
  // page is another journey's).
  const seafarers = await adminApi<{ list: Array<{ id: string; rank_id: string }> }>(page, 'GET', '/admin/crew.Seafarer/index', undefined, {
    'search[0][field]': 'seafarer_no',
    'search[0][operator]': 'eq',
    'search[0][val]': SEAFARER_NO,
  });
  const { id: seafarerId, rank_id: rankId } = seafarers.list[0]!;
  const requirements = await adminApi<{ list: Array<{ cert_type_id: string; ship_type: string | null; mandatory: boolean }> }>(page, 'GET', '/admin/crew.PositionRequirement/index', undefined, {
    'search[0][field]': 'position_id',
    'search[0][operator]': 'eq',
    'search[0][val]': rankId,
    limit: '100',
  });
  const needed = new Set(requirements.list.filter((r) => r.mandatory && (r.ship_type === null || r.ship_type === 'bulk_carrier')).map((r) => r.cert_type_id));
  expect(needed.size).toBeGreaterThan(2);
  for (const certTypeId of needed) {
    await adminApi(page, 'POST', '/admin/crew.SeafarerDocument/add', {
      seafarer_id: seafarerId,
      cert_type_id: certTypeId,
      cert_no: `DOC-${run}-${certTypeId.slice(0, 8)}`,
      issue_date: isoDay(-30),
      expiry_date: isoDay(1400),
    });
  }

  // Nominate, approve, sign on: each through its dialog; the row follows.
  await row.getByRole('button', { name: 'Nominate' }).click();
  stepDialog = page.getByRole('dialog');
  await stepDialog.getByRole('button', { name: 'Nominate' }).click();
  await expect(stepDialog).toBeHidden();
  await expect(row.getByText('Nominated', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Approve' }).click();
  stepDialog = page.getByRole('dialog');
  await stepDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(stepDialog).toBeHidden();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Sign on' }).click();
  stepDialog = page.getByRole('dialog');
  await expect(stepDialog.getByLabel('Sign-on date')).toBeVisible();
  await stepDialog.getByLabel('Port of joining').fill('Qingdao');
  await stepDialog.getByRole('button', { name: 'Sign on' }).click();
  await expect(stepDialog).toBeHidden();

  // On board: the ship, the first day on board, a contract end, nobody relieving them yet.
  await expect(row.getByText('On board', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: SHIP })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByText(/days left/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Sign off' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Plan relief' })).toBeVisible();

  // The status tab counts them among those on board, and the ship's page lists them.
  await page.getByRole('tab', { name: /^On board \d+$/ }).click();
  await expect(page).toHaveURL(/status=onboard/);
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: SHIP }).click();
  await expect(page).toHaveURL(/\/admin\/detailPage\?id=/);
  await page.getByRole('tab', { name: /Crew on board \(1\)/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(SEAFARER) })).toBeVisible();
});
