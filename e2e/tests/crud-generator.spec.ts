import { expect, test, type Locator, type Page } from '@playwright/test';
import { listSettled, logIn } from '../support/admin-journey';

/**
 * Issue 15 end to end: a chief engineer's bunker delivery note designed in the generator with six kinds of
 * field (text, decimal, date, select, city and rich text), generated, and used at once with no restart:
 * a note added in English, read in Chinese. Its module is then disabled in the module store, and the page
 * and its menu vanish; enabled again, both come back with the note.
 */
const SAVE = /\bSave$/;

async function addField(page: Page, kind: string, name: string, en: string, zh: string) {
  await page.locator('.ant-card').filter({ hasText: 'Field types' }).getByRole('button', { name: kind, exact: true }).click();
  const properties = page.locator('.ant-card').filter({ hasText: 'Properties' });
  await properties.getByLabel('Field name').fill(name);
  // The field's titles come first; a select's options have titles of their own below them.
  await properties.getByLabel('Title (English)', { exact: true }).first().fill(en);
  await properties.getByLabel('Title (简体中文)', { exact: true }).first().fill(zh);
}

async function confirmChange(page: Page, action: 'Disable' | 'Enable', row: Locator) {
  await row.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a bunker delivery note page is designed, generated, used in both languages, and follows its module off and on', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);

  await page.goto('/admin/crud');
  await page.getByRole('button', { name: 'Start from nothing' }).click();
  const options = page.locator('.ant-card').filter({ hasText: 'Table options' }).last();
  await options.getByLabel('Table name').fill('bunker_delivery_note');
  await options.getByLabel('Title (简体中文)').fill('加油单');
  await options.getByLabel('Title (English)').fill('Bunker delivery notes');

  await addField(page, 'String', 'ship_name', 'Ship', '船名');
  await addField(page, 'Decimal', 'quantity_mt', 'Quantity (t)', '数量（吨）');
  await addField(page, 'Date', 'delivered_on', 'Delivered on', '交付日期');
  await addField(page, 'Select', 'grade', 'Grade', '油品');
  await addField(page, 'City', 'port_region', 'Port region', '港口地区');
  await addField(page, 'Rich text', 'remarks', 'Remarks', '备注');

  await page.getByRole('button', { name: /\bGenerate$/ }).click();
  const confirm = page.getByRole('dialog');
  // What will run is shown before it runs.
  await confirm.getByText('SQL to run').click();
  await expect(confirm.getByText(/CREATE TABLE "bunker_delivery_note"/)).toBeVisible();
  await confirm.getByRole('button', { name: /\bGenerate$/ }).click();
  await page.getByRole('button', { name: 'Open the new page' }).click();
  await expect(page).toHaveURL(/\/admin\/bunker_delivery_note\//);

  // The menu has it at once, under its English title.
  await expect(page.getByRole('menuitem', { name: 'Bunker delivery notes' })).toBeVisible();

  // A note, through the kit's form: every kind of field takes its value.
  await page.getByRole('button', { name: /\bAdd$/ }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Ship').fill('PACIFIC HARMONY');
  await form.getByLabel('Quantity (t)').fill('512.75');
  await form.getByLabel('Delivered on').fill('2026-11-20');
  await form.getByLabel('Delivered on').press('Enter');
  await form.getByLabel('Grade').click();
  await listSettled(page, form.getByLabel('Grade'));
  await page.locator('.ant-select-item-option', { hasText: 'Option 1' }).click();
  await form.getByLabel('Port region').click();
  await page.locator('.ant-cascader-menu-item', { hasText: '上海市' }).first().click();
  // The real divisions (GB/T 2260): Shanghai's districts sit under its 市辖区.
  await page.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item', { hasText: '市辖区' }).click();
  await page.locator('.ant-cascader-menu').nth(2).locator('.ant-cascader-menu-item', { hasText: '浦东新区' }).click();
  const editor = form.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('Sample sealed, MARPOL Annex VI');
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: /PACIFIC HARMONY/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('512.75')).toBeVisible();
  await expect(row.getByText(/浦东新区/)).toBeVisible();

  // The same page in Chinese (another tab of the same session: the English one keeps its language), its
  // columns and menu entry carrying the design's Chinese titles.
  const chinese = await page.context().newPage();
  await chinese.setViewportSize({ width: 1440, height: 900 });
  await chinese.goto('/admin/backend');
  await chinese.evaluate(() => window.localStorage.setItem('lang', 'zh-cn'));
  await chinese.goto(new URL(page.url()).pathname);
  await expect(chinese.getByRole('columnheader', { name: '船名' })).toBeVisible();
  await expect(chinese.getByRole('columnheader', { name: '数量（吨）' })).toBeVisible();
  await expect(chinese.getByRole('menuitem', { name: '加油单' })).toBeVisible();
  await chinese.close();

  // Disabled in the module store: its menu goes, and its page with it.
  await page.goto('/admin/moduleStore');
  const moduleRow = page.getByRole('row', { name: /bunker_delivery_note/ });
  await confirmChange(page, 'Disable', moduleRow);
  await expect(moduleRow.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Bunker delivery notes' })).toHaveCount(0);
  await page.goto('/admin/bunker_delivery_note/bunkerDeliveryNote');
  await expect(page.getByRole('row', { name: /PACIFIC HARMONY/ })).toHaveCount(0);

  // Enabled again: the menu and the note are back.
  await page.goto('/admin/moduleStore');
  await confirmChange(page, 'Enable', page.getByRole('row', { name: /bunker_delivery_note/ }));
  await expect(page.getByRole('menuitem', { name: 'Bunker delivery notes' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Bunker delivery notes' }).click();
  await expect(page.getByRole('row', { name: /PACIFIC HARMONY/ })).toBeVisible();
});
