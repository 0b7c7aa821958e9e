import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { choose, menuSettled } from '../support/admin-journey';

/**
 * Roles and rights end to end (issue 3): the super administrator makes a role holding a few rights and
 * an administrator in it; that administrator sees exactly those menus and buttons, can use the one
 * write it was given, and a page it was not given, opened by its URL, shows the 401 page.
 * Names are unique per run: journeys share one server and database.
 */
const TEXT = {
  username: 'Username',
  password: 'Password',
  login: /log\s*in/i,
  userMenu: 'Account menu',
  logout: 'Logout',
  menu: 'Main menu',
  add: /\bAdd$/,
  delete: /\bDelete$/,
  save: /\bSave$/,
} as const;

const run = Date.now().toString(36);
const ROLE = `Deck clerks ${run}`;
const CLERK = `clerk${run}`.slice(0, 15);
const CLERK_PASSWORD = 'Harbour_clerk_2026';
const DEPARTMENT = `Deck office ${run}`;

/** The rights the role holds: two pages to read, and adding departments. */
const GRANTED = ['auth/admin/index', 'auth/department/index', 'auth/department/add'];

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(TEXT.username).fill(username);
  await page.getByLabel(TEXT.password).fill(password);
  await page.getByRole('button', { name: TEXT.login }).click();
  await expect(page).toHaveURL(/\/admin\/backend$/);
}

async function logOut(page: Page) {
  const userMenu = page.getByRole('button', { name: TEXT.userMenu });
  await userMenu.click();
  await menuSettled(page, userMenu);
  await page.getByRole('menuitem', { name: TEXT.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

function formDialog(page: Page) {
  return page.getByRole('dialog');
}

test('a role with a few rights: its administrator sees exactly those menus and buttons', async ({ page }) => {
  // A role, an administrator and a department made, a dozen pages visited: on a busy 2-CPU machine it ran past 120 s.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await logIn(page, 'admin', ADMIN_PASSWORD);

  // The super administrator creates the role: its rights are checked in the rule tree.
  await page.goto('/admin/auth/group');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await page.getByRole('button', { name: TEXT.add }).click();
  const roleForm = formDialog(page);
  await expect(roleForm.getByText('Add - Roles')).toBeVisible();
  await roleForm.getByLabel('Name').fill(ROLE);
  await choose(page, roleForm.getByLabel('Data scope'), 'All data');
  // Departments are asked for only when the scope is a chosen list of them.
  await expect(roleForm.getByLabel('Visible departments')).toHaveCount(0);
  for (const right of GRANTED) {
    await roleForm.locator('.ant-tree-treenode', { has: page.locator(`[data-rule="${right}"]`) }).locator('.ant-tree-checkbox').click();
  }
  // A page's button makes its page and directory half-checked: they are held too.
  await expect(roleForm.locator('.ant-tree-treenode', { has: page.locator('[data-rule="auth/admin"]') }).locator('.ant-tree-checkbox')).toHaveClass(
    /ant-tree-checkbox-indeterminate/,
  );
  await roleForm.getByRole('button', { name: TEXT.save }).click();
  await expect(roleForm).toBeHidden();
  await expect(page.getByRole('cell', { name: ROLE })).toBeVisible();

  // And an administrator in it.
  await page.goto('/admin/auth/admin');
  await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();
  await page.getByRole('button', { name: TEXT.add }).click();
  const adminForm = formDialog(page);
  await adminForm.getByLabel('Username').fill(CLERK);
  await adminForm.getByLabel('Nickname').fill(`Clerk ${run}`);
  await choose(page, adminForm.getByLabel('Roles'), ROLE, run);
  await adminForm.getByLabel('Password').fill(CLERK_PASSWORD);
  await adminForm.getByRole('button', { name: TEXT.save }).click();
  await expect(adminForm).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(CLERK) });
  await expect(row).toBeVisible();
  await expect(row.getByText(ROLE)).toBeVisible();
  await logOut(page);

  // The new administrator sees exactly the menus of its rights.
  await logIn(page, CLERK, CLERK_PASSWORD);
  const menu = page.getByRole('menu', { name: TEXT.menu });
  await menu.getByRole('menuitem', { name: 'Permissions', exact: true }).click();
  await expect(menu.getByRole('menuitem')).toHaveText(['Permissions', 'Administrators', 'Departments']);

  // Administrators: it may only look.
  await menu.getByRole('menuitem', { name: 'Administrators', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/admin$/);
  await expect(page.getByRole('row', { name: new RegExp(CLERK) })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXT.delete })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // Departments: it may add, and nothing more.
  await menu.getByRole('menuitem', { name: 'Departments', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/department$/);
  await expect(page.getByRole('cell', { name: 'Company', exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.delete })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move up' })).toHaveCount(0);
  await page.getByRole('button', { name: TEXT.add }).click();
  const departmentForm = formDialog(page);
  await departmentForm.getByLabel('Name', { exact: true }).fill(DEPARTMENT);
  await departmentForm.getByLabel('Parent department').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: 'Company' }).click();
  await departmentForm.getByRole('button', { name: TEXT.save }).click();
  await expect(departmentForm).toBeHidden();
  await expect(page.getByRole('cell', { name: DEPARTMENT })).toBeVisible();

  // Pages it holds no right to, opened by their URL, show the 401 page.
  for (const path of ['/admin/auth/rule', '/admin/auth/group']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('No permission', { exact: true })).toBeVisible();
  }
});
