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

test('the login page is used by keyboard: the language menu, the eye of the password, the rules’ messages', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/admin/login');
  const language = page.getByRole('button', { name: 'Switch language' });
  await language.focus();
  await page.keyboard.press('Space');
  // The menu opens on the language in use; the arrows move, Escape closes it and gives the focus back.
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: '中文简体' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(language).toBeFocused();

  // The eye shows what is typed and hides it again.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Harbour_2026');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show what is typed' }).press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide what is typed' }).press('Space');
  await expect(password).toHaveAttribute('type', 'password');

  // An account breaking the rules of spec §5 is refused before anything is sent, under its field.
  await page.getByLabel('Username').fill('9lives');
  await password.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /account/i })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

