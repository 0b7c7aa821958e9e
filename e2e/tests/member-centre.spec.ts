import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { choose, logIn, menuSettled } from '../support/admin-journey';

/**
 * The member centre end to end (issue 5, en): a visitor registers with a mobile number and the code
 * texted to it, edits the profile, changes the password, is logged out and logs in again with the new
 * one; an administrator adjusts the member's balance and the member sees the line in the balance log.
 *
 * The test cannot read a click captcha, so the administrator first turns both captcha settings off in
 * the settings page (the captcha has its own server tests and component tests); the SMS provider is
 * `log`, so the code is read from the SMS outbox page like any administrator would.
 * Names are unique per run: journeys share one server and database.
 */
const run = Date.now().toString(36);
const MEMBER = `mate${run}`.slice(0, 15);
const MOBILE = `139${String(Date.now()).slice(-8)}`;
const FIRST_PASSWORD = 'Harbour_m1_2026';
const NEW_PASSWORD = 'Harbour_m2_2026';
const NICKNAME = `Second mate ${run}`;
const MEMO = `Voyage bonus ${run}`;
/** A full page load goes through the loading route and fetches its chunks: slower than a click on a busy machine. */
const PAGE_LOAD = { timeout: 30_000 } as const;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  return context.newPage();
}

/** Sets a switch of the settings page and waits until it shows the new state. */
async function setSwitch(item: Locator, on: boolean) {
  if ((await item.getAttribute('aria-checked')) !== String(on)) await item.click();
  await expect(item).toHaveAttribute('aria-checked', String(on));
}

async function turnCaptchasOff(admin: Page) {
  await admin.goto('/admin/routine/config');
  await admin.getByRole('tab', { name: 'Security' }).click(PAGE_LOAD);
  const pane = admin.getByRole('tabpanel', { name: 'Security' });
  await setSwitch(pane.locator('#user_login_captcha'), false);
  await setSwitch(pane.locator('#user_code_captcha'), false);
  await pane.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Operation successful').first()).toBeVisible();
}

/** The code texted to a number, as the SMS outbox page shows it (the `log` provider keeps the whole text). */
async function codeFromOutbox(admin: Page, mobile: string): Promise<string> {
  await admin.goto(`/admin/routine/smsOutbox?quickSearch=${mobile}`);
  const row = admin.locator('tr.ant-table-row', { hasText: mobile }).first();
  await expect(row).toBeVisible(PAGE_LOAD);
  const text = await row.innerText();
  const code = /\b(\d{6})\b/.exec(text.replace(mobile, ''))?.[1];
  expect(code, `a six-digit code in "${text}"`).toBeTruthy();
  return code!;
}

async function memberLogIn(page: Page, account: string, password: string) {
  await page.goto('/user/login');
  await page.getByLabel('Account', { exact: true }).fill(account, PAGE_LOAD);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

test('the login click captcha names the characters to click, says when the clicks miss, and brings a new one', async ({ browser }) => {
  // The captcha is on by default (user_login_captcha); this runs before the journey below turns it off.
  const page = await newPage(browser);
  await memberLogIn(page, 'nobody_here', 'Harbour_2026');
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  const tip = dialog.getByTestId('captcha-tip');
  await expect(tip).toContainText('Please click', PAGE_LOAD);
  const image = dialog.getByRole('img', { name: /Captcha image/ });
  await expect(image).toBeVisible();
  const first = await image.getAttribute('src');
  expect(first).toMatch(/^data:image\//);
  const targets = await tip.locator('strong').count();
  expect(targets).toBeGreaterThan(0);

  // Clicks in the corners, away from every character: the answer is wrong. Each click is placed on the image
  // as it stands once the dialog has stopped moving (its opening animation runs longer on a busy machine).
  // The layout size, which the opening zoom's transform does not shrink.
  const [width, height] = await image.evaluate((element: HTMLElement) => [element.clientWidth, element.clientHeight]);
  const corners = [
    [2, 2],
    [width! - 2, height! - 2],
    [2, height! - 2],
    [width! - 2, 2],
  ];
  for (const [x, y] of corners.slice(0, targets)) await image.click({ position: { x: x!, y: y! } });
  await expect(tip).toContainText('The correct area is not clicked, please try again!');
  // A new captcha follows by itself.
  await expect(tip).toContainText('Please click');
  await expect(image).not.toHaveAttribute('src', first!);

  // The refresh button brings another one; closing the dialog sends no login.
  const second = await image.getAttribute('src');
  await dialog.getByRole('button', { name: 'New captcha' }).click();
  await expect(image).not.toHaveAttribute('src', second!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.context().close();
});

test('the light login page hands the registration tab and password retrieval to the app, and back', async ({ browser }) => {
  const page = await newPage(browser);
  // Opened on its own, the page is the light one; "Forgot password?" loads the app, which opens the dialog.
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Retrieve password' });
  await expect(dialog).toBeVisible(PAGE_LOAD);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('form#login')).toBeVisible();

  // The registration tab, chosen on a fresh light page, shows the app's form and says so in the URL.
  await page.goto('/user/login');
  await page.getByRole('tab', { name: 'Register' }).click(PAGE_LOAD);
  await expect(page.locator('form#register')).toBeVisible(PAGE_LOAD);
  await expect(page).toHaveURL(/\/user\/login\?tab=register$/);
  await page.getByRole('tab', { name: 'Log in' }).click();
  await expect(page.locator('form#login')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.context().close();
});

test('a member registers, edits the profile, changes the password; the balance an administrator adds shows in the log', async ({ browser }) => {
  // Two sessions and a dozen pages: longer than one page's journey.
  test.setTimeout(240_000);
  const admin = await newPage(browser);
  const member = await newPage(browser);
  await logIn(admin);
  await turnCaptchasOff(admin);

  // Register with a mobile number and the code texted to it.
  await member.goto('/user/login?tab=register');
  const form = member.locator('form#register');
  await form.getByLabel('Username').fill(MEMBER);
  await form.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await form.getByLabel('Confirm password').fill(FIRST_PASSWORD);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(MOBILE);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(member.getByText('The verification code has been sent').first()).toBeVisible();
  // The button counts down before another code may go to the same number.
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await form.locator('#register_captcha').fill(await codeFromOutbox(admin, MOBILE));
  await form.getByRole('button', { name: 'Register' }).click();

  // The member centre opens on the overview, with the member's menu.
  await expect(member).toHaveURL(/\/user\/account\/overview$/, PAGE_LOAD);
  await expect(member.getByRole('heading', { name: new RegExp(`, ${MEMBER}$`) })).toBeVisible();
  const menu = member.getByRole('navigation', { name: 'Member centre menu' });
  for (const page of ['Overview', 'Profile', 'Change password', 'Balance', 'Score']) {
    await expect(menu.getByRole('menuitem', { name: page })).toBeVisible();
  }

  // Edit the profile: nickname, gender and motto are saved and shown.
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(member).toHaveURL(/\/user\/account\/profile$/);
  const profile = member.locator('form#profile');
  await expect(profile.getByLabel('Username')).toHaveValue(MEMBER);
  await profile.getByLabel('Nickname').fill(NICKNAME);
  await profile.getByLabel('Female').check();
  await profile.getByLabel('Motto').fill('Fair winds and following seas');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(member.getByText('Profile saved').first()).toBeVisible();
  await expect(member.getByRole('button', { name: 'Member menu' })).toContainText(NICKNAME);
  await member.reload();
  await expect(member.locator('form#profile').getByLabel('Nickname')).toHaveValue(NICKNAME, PAGE_LOAD);
  await expect(member.locator('form#profile').getByLabel('Female')).toBeChecked();

  // A mobile number bound at registration shows under "Email and mobile".
  await expect(member.getByText(MOBILE).first()).toBeVisible();

  // Change the password: the member is logged out and logs in again with the new one.
  await member.getByRole('navigation', { name: 'Member centre menu' }).getByRole('menuitem', { name: 'Change password' }).click();
  const passwordForm = member.locator('form#changePassword');
  await passwordForm.getByLabel('Current password').fill(FIRST_PASSWORD);
  await passwordForm.getByLabel('New password').fill(NEW_PASSWORD);
  await passwordForm.getByLabel('Confirm password').fill(`${NEW_PASSWORD}x`);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('The two passwords do not match')).toBeVisible();
  await passwordForm.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(member).toHaveURL(/\/user\/login$/);

  await memberLogIn(member, MEMBER, FIRST_PASSWORD);
  await expect(member.getByText('Incorrect username or password').first()).toBeVisible();
  await expect(member).toHaveURL(/\/user\/login$/);
  // The mobile number is an account name too.
  await memberLogIn(member, MOBILE, NEW_PASSWORD);
  await expect(member).toHaveURL(/\/user\/account\/overview$/, PAGE_LOAD);

  // An administrator adds 12.50 to the member's balance, with a memo.
  await admin.goto('/admin/user/moneyLog');
  await admin.getByRole('button', { name: /\bAdd$/ }).click(PAGE_LOAD);
  const dialog = admin.getByRole('dialog');
  await choose(admin, dialog.locator('#user_id'), MEMBER, MEMBER);
  await dialog.getByLabel('Change').fill('12.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The memo is required: the member reads it in the log.
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await dialog.getByLabel('Memo').fill(MEMO);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const adminRow = admin.locator('tr.ant-table-row', { hasText: MEMO });
  await expect(adminRow).toContainText('+12.50');
  await expect(adminRow).toContainText('0.00');

  // The member sees the line in the balance log, and the new balance.
  await member.goto('/user/account/balance');
  const line = member.locator('tr.ant-table-row', { hasText: MEMO });
  await expect(line).toBeVisible(PAGE_LOAD);
  await expect(line).toContainText('+12.50');
  await expect(line).toContainText('12.50');
  await expect(member.getByText('Current balance')).toBeVisible();
  await member.goto('/user/account/overview');
  await expect(member.getByText('12.50').first()).toBeVisible(PAGE_LOAD);

  // Logging out clears the member and comes back to the login page.
  const memberMenu = member.getByRole('button', { name: 'Member menu' });
  await memberMenu.click();
  await menuSettled(member, memberMenu);
  await member.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(member).toHaveURL(/\/user\/login$/);
  await member.goto('/user/account/balance');
  await expect(member).toHaveURL(/\/user\/login$/, PAGE_LOAD);
});
