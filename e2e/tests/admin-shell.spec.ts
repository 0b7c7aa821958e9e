import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { menuSettled } from '../support/admin-journey';

/**
 * The admin shell a person lives in all day (issue 4), in both languages and both themes: log in, open
 * three menu pages as tabs, close the others, collapse the menu, switch to Classic, switch the language
 * (the page reloads in it), switch the theme. Each state is saved as a screenshot in the test output.
 */
const TEXT = {
  'zh-cn': {
    username: '用户名',
    password: '密码',
    submit: /登\s*录/,
    greeting: /(夜深了|早上好|上午好|中午好|下午好|晚上好)，Admin！/,
    dashboard: '控制台',
    pages: [
      ['船舶管理', '船舶'],
      ['人员管理', '职务'],
      ['人员管理', '船员'],
    ],
    collapse: '收起菜单',
    expand: '展开菜单',
    settings: '布局设置',
    closeSettings: '关闭布局设置',
    classic: '经典',
    theme: /^主题/,
    dark: '深色',
    light: '浅色',
    closeOthers: '关闭其他标签',
    tabActions: '标签操作',
    maximise: '内容全屏',
    restore: '退出内容全屏',
    tabs: '已打开的页面',
    switchLanguage: '切换语言',
    languageName: '中文简体',
    menu: '主菜单',
  },
  en: {
    username: 'Username',
    password: 'Password',
    submit: /log\s*in/i,
    greeting: /(Good night|Good early morning|Good morning|Good noon|Good afternoon|Good evening), Admin!/,
    dashboard: 'Dashboard',
    pages: [
      ['Fleet', 'Ships'],
      ['Personnel', 'Positions'],
      ['Personnel', 'Seafarers'],
    ],
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    settings: 'Layout settings',
    closeSettings: 'Close layout settings',
    classic: 'Classic',
    theme: /^Theme/,
    dark: 'Dark',
    light: 'Light',
    closeOthers: 'Close other tabs',
    tabActions: 'Tab actions',
    maximise: 'Maximise content',
    restore: 'Restore layout',
    tabs: 'Open pages',
    switchLanguage: 'Switch language',
    languageName: 'English',
    menu: 'Main menu',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Chooses the language once, the way the switch stores it (not on every load: the switch must win). */
async function startIn(page: Page, lang: Lang) {
  await page.goto('/admin/login');
  await page.evaluate((value) => window.localStorage.setItem('lang', value), lang);
  await page.reload();
}

async function logIn(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.getByLabel(text.username).fill('admin');
  await page.getByLabel(text.password).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/admin\/backend$/);
  await expect(page.getByRole('heading', { name: text.greeting })).toBeVisible();
}

async function openFromMenu(page: Page, directory: string, item: string) {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: directory, exact: true }).click();
  await entry.click();
  await expect(page.getByRole('tab', { name: item, selected: true })).toBeVisible();
}

function tabs(page: Page) {
  return page.getByRole('tab');
}

async function snap(page: Page, testInfo: TestInfo, name: string) {
  // After the first-load overlay has gone, let the page's entrance animation and the menu's width
  // transition finish.
  await expect(page.locator('#app-loading')).toHaveCount(0);
  await page.waitForTimeout(450);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

async function switchLanguage(page: Page, from: Lang, to: Lang) {
  const button = page.getByRole('button', { name: TEXT[from].switchLanguage });
  await button.click();
  await menuSettled(page, button);
  // The switch reloads the page; what counts is the page coming back in the other language (the window's
  // load event can wait on slow images long after the page is usable).
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('menuitem', { name: TEXT[to].languageName }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'en' ? 'en' : 'zh-CN', { timeout: 30_000 });
}

async function switchTheme(page: Page, lang: Lang, to: 'dark' | 'light') {
  const button = page.getByRole('button', { name: TEXT[lang].theme });
  await button.click();
  await menuSettled(page, button);
  await page.getByRole('menuitem', { name: TEXT[lang][to] }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

const JOURNEYS = [
  { start: 'zh-cn', system: 'light', then: 'en', theme: 'dark' },
  { start: 'en', system: 'dark', then: 'zh-cn', theme: 'light' },
] as const;

for (const journey of JOURNEYS) {
  const { start, then } = journey;
  const text = TEXT[start];
  const name = `${start}-${journey.system}`;

  test(`a day in the admin shell: tabs, menu, Classic, language, theme (${start}, ${journey.system} system theme)`, async ({ page }, testInfo) => {
    // A whole working day in one journey (two language reloads, Classic, themes): more than the default minute on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1366, height: 800 });
    // The theme starts on auto and follows the system until one is picked (spec §4).
    await page.emulateMedia({ colorScheme: journey.system });
    await startIn(page, start);
    await logIn(page, start);
    await expect(page.locator('html')).toHaveAttribute('data-theme', journey.system);
    const otherSystem = journey.system === 'dark' ? 'light' : 'dark';
    await page.emulateMedia({ colorScheme: otherSystem });
    await expect(page.locator('html')).toHaveAttribute('data-theme', otherSystem);
    await page.emulateMedia({ colorScheme: journey.system });
    await expect(page.locator('html')).toHaveAttribute('data-theme', journey.system);
    await expect(tabs(page)).toHaveText([text.dashboard]);
    await snap(page, testInfo, `${name}-01-dashboard`);
    // Mark the dashboard's heading element: a kept-alive page comes back as the same element.
    await page.getByRole('heading', { name: text.greeting }).evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));

    // Three pages from the menu open as three more tabs; the breadcrumbs follow.
    for (const [directory, item] of text.pages) await openFromMenu(page, directory, item);
    await expect(tabs(page)).toHaveText([text.dashboard, ...text.pages.map(([, item]) => item)]);
    await expect(page.locator('.admin-header__breadcrumb')).toContainText(text.pages[2][0]);
    await expect(page.locator('.admin-header__breadcrumb')).toContainText(text.pages[2][1]);
    // Keep-alive: the pages of the other tabs stay mounted, hidden, ready to come back as they were.
    await expect(page.locator('.admin-page')).toHaveCount(4);
    await expect(page.locator('.admin-page:visible')).toHaveCount(1);
    await page.getByRole('tab', { name: text.dashboard }).click();
    await expect(page).toHaveURL(/\/admin\/backend$/);
    await expect(page.getByRole('heading', { name: text.greeting })).toHaveAttribute('data-e2e-kept', 'yes');
    // Opening a page that already has a tab selects it, without a new tab.
    await openFromMenu(page, text.pages[0][0], text.pages[0][1]);
    await expect(tabs(page)).toHaveCount(4);
    await snap(page, testInfo, `${name}-02-three-tabs`);

    // Close all but the second page, from its tab's context menu.
    const keep = text.pages[1][1];
    await page.getByRole('tab', { name: keep }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: text.closeOthers }).click();
    await expect(tabs(page)).toHaveText([keep]);
    await expect(page.getByRole('tab', { name: keep, selected: true })).toBeVisible();
    await expect(page.locator('.admin-page')).toHaveCount(1);
    await snap(page, testInfo, `${name}-03-closed-others`);

    // Collapse the menu: 65px wide, icons only.
    await page.getByRole('button', { name: text.collapse }).click();
    await expect(page.getByRole('button', { name: text.expand })).toBeVisible();
    await expect.poll(async () => (await page.locator('.admin-aside').boundingBox())?.width).toBe(65);
    await snap(page, testInfo, `${name}-04-menu-collapsed`);

    // Switch to the Classic layout in the settings drawer.
    await page.getByRole('button', { name: text.settings }).click();
    await page.getByRole('radio', { name: text.classic }).check();
    await page.getByRole('button', { name: text.closeSettings }).click();
    await expect(page.locator('.admin-layout--Classic')).toBeVisible();
    await snap(page, testInfo, `${name}-05-classic`);

    // Switch the language: the page reloads in it; the layout choices were kept.
    await switchLanguage(page, start, then);
    const other = TEXT[then];
    await expect(page.getByRole('tab', { name: other.pages[1][1], selected: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', then === 'en' ? 'en' : 'zh-CN');
    await expect(page.locator('.admin-layout--Classic')).toBeVisible();
    await expect(page.getByRole('button', { name: other.expand })).toBeVisible();
    await expect(page.getByRole('navigation', { name: other.tabs })).toBeVisible();
    await snap(page, testInfo, `${name}-06-${then}`);

    // Switch the theme explicitly; it no longer follows the system.
    await switchTheme(page, then, journey.theme);
    await page.emulateMedia({ colorScheme: journey.theme === 'dark' ? 'light' : 'dark' });
    await page.waitForTimeout(100);
    await expect(page.locator('html')).toHaveAttribute('data-theme', journey.theme);
    await snap(page, testInfo, `${name}-07-${then}-${journey.theme}`);

    // And back to the Default layout with the menu open, in the new language and theme.
    await page.getByRole('button', { name: other.expand }).click();
    await page.getByRole('button', { name: other.settings }).click();
    await page.getByRole('radio', { name: other === TEXT.en ? 'Default' : '默认' }).check();
    await page.getByRole('button', { name: other.closeSettings }).click();
    await expect(page.locator('.admin-layout--Default')).toBeVisible();
    await page.getByRole('menuitem', { name: other.dashboard, exact: true }).click();
    await expect(page.getByRole('heading', { name: other.greeting })).toBeVisible();
    await snap(page, testInfo, `${name}-08-${then}-${journey.theme}-default`);
  });
}

test('the tabs are keyboard accessible, full-screen content is kept, Enter on a button does nothing', async ({ page }, testInfo) => {
  const text = TEXT['zh-cn'];
  await page.setViewportSize({ width: 1366, height: 800 });
  await startIn(page, 'zh-cn');
  await logIn(page, 'zh-cn');
  for (const [directory, item] of text.pages) await openFromMenu(page, directory, item);

  // Enter on a focused button is suppressed (spec §5); Space still presses it.
  const collapse = page.getByRole('button', { name: text.collapse });
  await collapse.focus();
  await page.keyboard.press('Enter');
  await expect(collapse).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: text.expand })).toBeFocused();
  await page.keyboard.press('Space');

  // A focused tab: arrows move, the menu key opens its context menu, Delete closes it.
  const current = page.getByRole('tab', { name: text.pages[2][1] });
  await current.focus();
  await expect(current).toBeFocused();
  // Its focus ring is drawn on the tab's card.
  const outline = await current.evaluate((element) => getComputedStyle(element.closest('.ant-tabs-tab')!).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: text.closeOthers })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Delete');
  // (A focused tab also holds antd's 'Tab n of m' for screen readers, hence contain rather than equal.)
  await expect(tabs(page)).toContainText([text.dashboard, text.pages[0][1], text.pages[1][1]]);
  await expect(tabs(page)).toHaveCount(3);
  await expect(page.getByRole('tab', { name: text.pages[1][1], selected: true })).toBeVisible();

  // Full-screen content from the tab actions: kept across a reload, left with its own button.
  const tabActions = page.getByRole('button', { name: text.tabActions });
  await tabActions.click();
  await menuSettled(page, tabActions);
  await page.getByRole('menuitem', { name: text.maximise }).click();
  await expect(page.locator('.admin-header')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: text.restore })).toBeVisible();
  await expect(page.locator('.admin-aside')).toHaveCount(0);
  await snap(page, testInfo, 'zh-cn-09-full-screen-content');
  await page.getByRole('button', { name: text.restore }).click();
  await expect(page.locator('.admin-header')).toBeVisible();
});

test('on a phone the menu is a drawer', async ({ page }, testInfo) => {
  const text = TEXT['zh-cn'];
  await page.setViewportSize({ width: 390, height: 844 });
  await startIn(page, 'zh-cn');
  await logIn(page, 'zh-cn');
  await expect(page.locator('.admin-aside')).toHaveCount(0);
  await snap(page, testInfo, 'zh-cn-10-phone');

  await page.getByRole('button', { name: text.expand }).click();
  const drawer = page.locator('.admin-aside-drawer');
  await expect(drawer.getByRole('menu', { name: text.menu })).toBeVisible();
  await snap(page, testInfo, 'zh-cn-11-phone-menu');
  await openFromMenu(page, text.pages[0][0], text.pages[0][1]);
  await expect(drawer.getByRole('menu', { name: text.menu })).toBeHidden();
  await expect(tabs(page)).toHaveText([text.dashboard, text.pages[0][1]]);
  await switchTheme(page, 'zh-cn', 'dark');
  await snap(page, testInfo, 'zh-cn-12-phone-page-dark');
});
