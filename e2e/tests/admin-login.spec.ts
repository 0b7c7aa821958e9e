import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { menuSettled } from '../support/admin-journey';

/**
 * The walking skeleton end to end, in each language: / → login → a wrong password is refused with the
 * server's message → the right one opens the admin shell → a reload keeps the session → logout returns
 * to the login page.
 */
const LANGS = {
  'zh-cn': { username: '用户名', password: '密码', submit: /登\s*录/, wrong: '用户名或密码不正确', userMenu: '账户菜单', logout: '注销' },
  en: { username: 'Username', password: 'Password', submit: /log\s*in/i, wrong: 'Incorrect username or password', userMenu: 'Account menu', logout: 'Logout' },
} as const;

async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
}

for (const [lang, text] of Object.entries(LANGS)) {
  test(`an administrator logs in, reloads and logs out (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel(text.username).fill('admin');
    await page.getByLabel(text.password).fill('wrong-password');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.wrong)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel(text.password).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/admin\/backend$/);
    await expect(page.getByRole('menu').first()).toBeVisible();
    await expect(page.getByText(/Admin/).first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/admin\/backend$/);
    await expect(page.getByRole('menu').first()).toBeVisible();

    const userMenu = page.getByRole('button', { name: text.userMenu });
    await userMenu.click();
    await menuSettled(page, userMenu);
    await page.getByText(text.logout, { exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The session is gone: the shell sends us back to the login page.
    await page.goto('/admin/backend');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
}
