import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { listSettled, menuSettled } from '../support/admin-journey';

/**
 * The terminal panel end to end, in each language: the super administrator logs in, opens the terminal
 * from the header, runs `version.node` and sees its output line and the Success tag; the settings
 * refuse a bad port and save the package manager, which a reload keeps.
 */
const LANGS = {
  'zh-cn': {
    username: '用户名',
    password: '密码',
    submit: /登\s*录/,
    terminal: /^终端/,
    title: '终端',
    moreTests: '更多检查',
    nodeVersion: 'Node.js 版本',
    success: '成功',
    showOutput: /^显示输出/,
    settings: '设置',
    settingsTitle: '终端设置',
    port: '端口',
    packageManager: '包管理器',
    save: '保存',
    badPort: '请输入 1 到 65535 之间的端口',
  },
  en: {
    username: 'Username',
    password: 'Password',
    submit: /log\s*in/i,
    terminal: /^Terminal/,
    title: 'Terminal',
    moreTests: 'More checks',
    nodeVersion: 'Node.js version',
    success: 'Success',
    showOutput: /^Show output/,
    settings: 'Settings',
    settingsTitle: 'Terminal settings',
    port: 'Port',
    packageManager: 'Package manager',
    save: 'Save',
    badPort: 'Please enter a port from 1 to 65535',
  },
} as const;

async function logIn(page: Page, lang: string, text: (typeof LANGS)[keyof typeof LANGS]) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto('/admin/login');
  await page.getByLabel(text.username).fill('admin');
  await page.getByLabel(text.password).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/admin\/backend$/);
}

for (const [lang, text] of Object.entries(LANGS)) {
  test(`the super administrator runs version.node in the terminal (${lang})`, async ({ page }) => {
    await logIn(page, lang, text);

    await page.getByRole('button', { name: text.terminal }).click();
    const panel = page.getByRole('dialog', { name: text.title });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: text.moreTests }).click();
    await menuSettled(page, panel.getByRole('button', { name: text.moreTests }));
    await page.getByRole('menuitem', { name: text.nodeVersion }).click();

    const task = panel.getByRole('listitem').filter({ hasText: 'version.node' });
    await expect(task).toHaveAttribute('data-status', 'success');
    await expect(task.locator('.terminal-task__status')).toHaveText(text.success);
    await task.getByRole('button', { name: text.showOutput }).click();
    const output = task.getByRole('log');
    await expect(output).toContainText('> node --version');
    await expect(output).toContainText(/v\d+\.\d+\.\d+/);
    await page.screenshot({ path: `test-results/terminal-panel-${lang}.png` });

    await panel.locator('.ant-drawer-close').click();
    await expect(panel).toBeHidden();
  });
}

test('terminal settings: a bad port is refused, the package manager is saved on the server (en)', async ({ page }) => {
  const text = LANGS.en;
  await logIn(page, 'en', text);
  await page.getByRole('button', { name: text.terminal }).click();
  const panel = page.getByRole('dialog', { name: text.title });
  await panel.getByRole('button', { name: text.settings, exact: true }).click();

  const settings = page.getByRole('dialog', { name: text.settingsTitle });
  await expect(settings).toBeVisible();
  // The default is the first of pnpm, yarn, npm the server has: put back whichever it was.
  const before = (await settings.locator('.ant-select').first().innerText()).trim();
  await settings.getByLabel(text.port).fill('70000');
  await settings.getByRole('button', { name: text.save }).click();
  await expect(settings.getByText(text.badPort)).toBeVisible();

  await settings.getByLabel(text.port).fill('8100');
  await settings.getByLabel(text.packageManager).click();
  await listSettled(page, settings.getByLabel(text.packageManager));
  await page.locator('.ant-select-item-option').getByText('npm', { exact: true }).click();
  await settings.getByRole('button', { name: text.save }).click();
  await expect(settings).toBeHidden();

  // Kept by the server: a reload reads it back from GET /admin/index/index.
  await page.reload();
  await page.getByRole('button', { name: text.terminal }).click();
  await panel.getByRole('button', { name: text.settings, exact: true }).click();
  await expect(settings.getByLabel(text.port)).toHaveValue('8100');
  await expect(settings.getByText('npm', { exact: true })).toBeVisible();
  await page.waitForTimeout(500); // the dialog's opening animation, for the picture
  await page.screenshot({ path: 'test-results/terminal-settings-en.png' });

  // Back to what it was, so journeys that follow see the server's default.
  await settings.getByLabel(text.port).fill('8000');
  await settings.getByLabel(text.packageManager).click();
  await listSettled(page, settings.getByLabel(text.packageManager));
  await page.locator('.ant-select-item-option').getByText(before, { exact: true }).click();
  await settings.getByRole('button', { name: text.save }).click();
  await expect(settings).toBeHidden();
});
