import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, logIn, menuSettled } from '../support/admin-journey';

/**
 * Issue 22 end to end (data in and out): the seafarer list exported as it is shown (its search, its
 * columns, the reader's language; its progress shown while the server writes it, issue 21), the import template downloaded, filled in with one good row and one
 * wrong one, checked (the wrong row named with its column and message, nothing written), and its valid
 * row imported; then the list exported as CSV in Chinese. Numbers are unique per run.
 */
const run = Date.now().toString(36).toUpperCase();
const LOADED = { timeout: 30_000 };

async function download(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const waiting = page.waitForEvent('download');
  await trigger();
  const file = await waiting;
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'vessel-dl-')), file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

async function rowsOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Exports the list as shown: the server writes the file as a job, whose progress ("n of N rows") the page shows before saving it. */
async function exportAs(page: Page, format: RegExp, rows: RegExp) {
  const button = page.getByTestId('resource-export');
  await button.click();
  await menuSettled(page, button);
  // A list of a few rows is written in milliseconds and its dialog may close before a poll of the page
  // sees it: every text the progress shows is recorded as the page draws it, and read after the download.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { exportProgressSeen: string[] }).exportProgressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="export-progress"]')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const file = await download(page, () => page.getByRole('menuitem', { name: format }).click());
  const seen = await page.evaluate(() => (window as unknown as { exportProgressSeen: string[] }).exportProgressSeen);
  expect(seen.some((text) => rows.test(text)), `the export's progress read ${JSON.stringify(seen)}`).toBe(true);
  return file;
}

test('seafarers exported as shown, imported from the template with one wrong row, in English and Chinese', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  const ranks = await adminApi<{ list: Array<{ id: string; label: string }> }>(page, 'GET', '/admin/crew.Position/index', undefined, { select: 'true', quick_search: 'AB' });
  for (const [index, name] of ['EXPORT ONE', 'EXPORT TWO'].entries()) {
    await adminApi(page, 'POST', '/admin/crew.Seafarer/add', { seafarer_no: `IE${run}${index}`, name_en: `${name} ${run}`, nationality: 'PH', employment_state: 'active', rank_id: ranks.list[0]!.id, birth_date: '1988-03-04' });
  }

  await page.goto(`/admin/crew/seafarer?quickSearch=IE${run}`);
  await expect(page.getByText(`EXPORT ONE ${run}`)).toBeVisible(LOADED);
  const exported = await exportAs(page, /Excel/, /of 2 rows/);
  expect(exported.name).toMatch(/\.xlsx$/);
  const rows = await rowsOf(exported.bytes);
  expect(rows[0]).toEqual(expect.arrayContaining(['Seafarer no.', 'Name (passport)', 'Nationality', 'Rank']));
  expect(rows.slice(1).map((row) => row[rows[0]!.indexOf('Seafarer no.')])).toEqual(expect.arrayContaining([`IE${run}0`, `IE${run}1`]));
  expect(rows).toHaveLength(3);
  expect(rows[1]![rows[0]!.indexOf('Nationality')]).toBe('Philippines');

  await page.getByTestId('resource-import').click();
  const dialog = page.getByRole('dialog');
  const template = await download(page, () => dialog.getByTestId('import-template').click());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headings = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headings).toEqual(expect.arrayContaining(['*Seafarer no.', '*Name (passport)']));
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['船员编号']));
  const cell = (heading: string) => headings.findIndex((text) => text.replace(/^\*/, '') === heading) + 1;
  const fill = (row: number, values: Record<string, unknown>) => {
    for (const [heading, value] of Object.entries(values)) sheet.getCell(row, cell(heading)).value = value as ExcelJS.CellValue;
  };
  fill(3, { 'Seafarer no.': `IE${run}9`, 'Name (passport)': `IMPORTED ${run}`, Nationality: 'China', Rank: 'AB', Employment: 'Active', 'Date of birth': '1991-07-08' });
  fill(4, { 'Seafarer no.': `IE${run}8`, 'Name (passport)': `WRONG ${run}`, Nationality: 'China', Rank: 'Admiral', Employment: 'Active' });
  const filled = path.join(mkdtempSync(path.join(tmpdir(), 'vessel-up-')), 'seafarers.xlsx');
  writeFileSync(filled, Buffer.from(await workbook.xlsx.writeBuffer()));
  await dialog.locator('input[type=file]').setInputFiles(filled);
  await dialog.getByTestId('import-check').click();
  const result = dialog.getByTestId('import-result');
  await expect(result).toBeVisible(LOADED);
  await expect(result.getByRole('cell', { name: 'No record "Admiral" within your data scope' })).toBeVisible();
  await expect(result.getByRole('cell', { name: 'Rank', exact: true })).toBeVisible();
  await expect(dialog.getByTestId('import-all')).toBeDisabled();
  await dialog.getByTestId('import-valid').click();
  await expect(dialog.getByText('1 added, 0 updated')).toBeVisible(LOADED);
  await dialog.getByTestId('import-close').click();
  await expect(page.getByText(`IMPORTED ${run}`)).toBeVisible(LOADED);
  await expect(page.getByText(`WRONG ${run}`)).toHaveCount(0);

  // logIn's init script sets English on every load: a later one sets Chinese after it.
  await page.addInitScript(() => window.localStorage.setItem('lang', 'zh-cn'));
  await page.reload();
  await expect(page.getByText(`IMPORTED ${run}`)).toBeVisible(LOADED);
  const csv = await exportAs(page, /CSV/, /\/ 3 行/);
  const text = csv.bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\n')[0]).toContain('船员编号');
  expect(text).toContain(`IE${run}9`);
  expect(text).toContain('中国');
});
