import { expect, test } from '@playwright/test';
import { logIn } from '../support/admin-journey';

/**
 * Issue 6 end to end (en): the site name is changed in the settings and stays saved; a PNG is uploaded
 * into the attachment library; an added setting is deleted and restored from the recycle bin.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('settings are saved, a file is uploaded, a deleted setting comes back from the recycle bin', async ({ page }) => {
  await logIn(page);

  // Settings: change the site name, save, and find it after a reload.
  await page.goto('/admin/routine/config');
  await expect(page.getByRole('tab', { name: 'Site' })).toBeVisible();
  await page.locator('#site_name').fill('Harbour Fleet E2E');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Operation successful').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('#site_name')).toHaveValue('Harbour Fleet E2E');

  // Add a setting, then delete it: it is watched, so a copy goes to the recycle bin.
  await page.getByRole('button', { name: 'Add setting' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('e2e_note');
  await dialog.getByLabel('Title').fill('E2E note');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E2E note')).toBeVisible();
  await page.locator('.ant-form-item', { hasText: 'E2E note' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /ok|delete/i }).click();
  await expect(page.getByText('E2E note')).toHaveCount(0);

  // Upload a PNG into the attachment library.
  await page.goto('/admin/routine/attachment');
  await page.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('cell', { name: 'pixel.png', exact: true }).last()).toBeVisible();
  await expect(page.locator('td img[alt="pixel.png"]')).toBeVisible();

  // Restore the setting from the recycle bin.
  await page.goto('/admin/security/dataRecycleLog');
  const row = page.getByRole('row', { name: /e2e_note/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/Restored 1 record/).first()).toBeVisible();

  await page.goto('/admin/routine/config');
  await expect(page.getByText('E2E note')).toBeVisible();
});
