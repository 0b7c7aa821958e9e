import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LENGTH,
  DEFAULT_LANG,
  FALLBACK_LANG,
  HEADER_TAB_ACTIVE_BACKGROUND,
  isLang,
  LANG_ARRAY,
  LANGS,
  LIST_LIMIT,
  LOADING_OVERLAY_HIDE_DELAY_MS,
  MENU_COLLAPSED_WIDTH,
  MENU_DEFAULT_ICON_SIZE,
  MENU_WIDTH,
  PASSWORD_LENGTH,
  PROGRESS_BAR,
  REQUEST_TIMEOUT_MS,
  SIGNATURE_WINDOW_SECONDS,
  STORE_KEYS,
  TERMINAL_DEFAULTS,
  UPLOAD_TIMEOUT_MS,
} from './constants.js';

describe('constants of spec §9', () => {
  it('default and fallback language are zh-cn', () => {
    expect(DEFAULT_LANG).toBe('zh-cn');
    expect(FALLBACK_LANG).toBe('zh-cn');
  });

  it('menu width 210, collapsed 65, default icon 18', () => {
    expect(MENU_WIDTH).toBe(210);
    expect(MENU_COLLAPSED_WIDTH).toBe(65);
    expect(MENU_DEFAULT_ICON_SIZE).toBe(18);
  });

  it('the loading overlay is hidden after 1000 ms', () => {
    expect(LOADING_OVERLAY_HIDE_DELAY_MS).toBe(1000);
  });

  it('progress bar: minimum 0.08, speed 200 ms, trickle 800 ms', () => {
    expect(PROGRESS_BAR).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
  });

  it('request timeout 60 s, upload timeout none (0)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(0);
  });

  it("terminal defaults: pnpm, port '8000', automatic cleanup '1' (strings, as spec §3 gives them)", () => {
    expect(TERMINAL_DEFAULTS).toEqual({ packageManager: 'pnpm', port: '8000', automaticCleanupTask: '1' });
  });

  it('account name length 3 to 15, password length 6 to 32', () => {
    expect(ACCOUNT_LENGTH).toEqual({ min: 3, max: 15 });
    expect(PASSWORD_LENGTH).toEqual({ min: 6, max: 32 });
  });
});

describe('languages (spec §1, §3)', () => {
  it('offers zh-cn and en, zh-cn first', () => {
    expect(LANGS).toEqual(['zh-cn', 'en']);
    expect(LANG_ARRAY.map((entry) => entry.name)).toEqual(['zh-cn', 'en']);
    expect(LANG_ARRAY.find((entry) => entry.name === 'en')?.value).toBe('English');
  });

  it.each(['zh-cn', 'en'])('isLang(%j) is true', (value) => {
    expect(isLang(value)).toBe(true);
  });

  it.each(['zh-CN', 'EN', 'zh', 'en-us', 'fr', '', undefined, null, 1])('isLang(%j) is false', (value) => {
    expect(isLang(value)).toBe(false);
  });
});

describe('header tab active background (spec §4)', () => {
  it('light #ffffff / #f5f5f5, dark #1d1e1f / #141414 for Default / Classic', () => {
    expect(HEADER_TAB_ACTIVE_BACKGROUND).toEqual({
      light: { Default: '#ffffff', Classic: '#f5f5f5' },
      dark: { Default: '#1d1e1f', Classic: '#141414' },
    });
  });
});

describe('storage keys named by spec §3', () => {
  it('admin info under adminInfo, user rights under user_rights', () => {
    expect(STORE_KEYS.adminInfo).toBe('adminInfo');
    expect(STORE_KEYS.userRights).toBe('user_rights');
  });

  it('every key is distinct', () => {
    const values = Object.values(STORE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('limits of CONTRACT.md', () => {
  it('signature window 300 s; lists default to 10 rows, at most 100', () => {
    expect(SIGNATURE_WINDOW_SECONDS).toBe(300);
    expect(LIST_LIMIT).toEqual({ default: 10, max: 100 });
  });
});
