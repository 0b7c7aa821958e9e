import { describe, expect, it } from 'vitest';
import { buildPageTitle } from './page-title';

const translations: Record<string, string> = {
  'pageTitle.adminLogin': 'Login',
  'pageTitle.noTitle': 'No title',
  'backend:menu.auth/admin': 'Administrators',
  'frontend:menu.account/balance': 'Balance',
};
const t = (key: string) => translations[key] ?? key;

describe('page title', () => {
  it('translates a page-title key and adds the site name', () => {
    expect(buildPageTitle('pageTitle.adminLogin', t, 'Fleet Ops')).toBe('Login - Fleet Ops');
  });

  it('translates a menu page title key', () => {
    expect(buildPageTitle('backend:menu.auth/admin', t, 'Fleet Ops')).toBe('Administrators - Fleet Ops');
  });

  it('translates a member centre page title key', () => {
    expect(buildPageTitle('frontend:menu.account/balance', t, 'Fleet Ops')).toBe('Balance - Fleet Ops');
  });

  it('leaves a literal title as it is', () => {
    expect(buildPageTitle('Ship MV Aurora', t, 'Fleet Ops')).toBe('Ship MV Aurora - Fleet Ops');
  });

  it('omits the suffix while the site name is unknown', () => {
    expect(buildPageTitle('pageTitle.adminLogin', t, '')).toBe('Login');
  });

  it('falls back to the no-title title', () => {
    expect(buildPageTitle(undefined, t, '')).toBe('No title');
  });
});
