/** Business constants and limits of spec §9, and the defaults of spec §3. */

export const LANGS = ['zh-cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';
export const FALLBACK_LANG: Lang = 'zh-cn';
/** langArray of spec §3: value and the name shown in the language switch. */
export const LANG_ARRAY: ReadonlyArray<{ name: Lang; value: string }> = [
  { name: 'zh-cn', value: '中文简体' },
  { name: 'en', value: 'English' },
];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Menu widths (px) and icon size (px). */
/**
 * The product's one name: the site name setting's first value (`SITE_NAME` overrides it), the OpenAPI
 * title, and what the browser shows until the site config has arrived. Pages show the setting.
 */
export const PRODUCT_NAME = 'Vessel Management Platform';

export const MENU_WIDTH = 210;
export const MENU_COLLAPSED_WIDTH = 65;
export const MENU_DEFAULT_ICON_SIZE = 18;

/** The blocking overlay is hidden this long after the first navigation (ms). */
export const LOADING_OVERLAY_HIDE_DELAY_MS = 1000;

/** Progress bar settings shown before every navigation. */
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

/** Request timeouts (ms); 0 means none. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 0;

/** Terminal defaults. */
export const TERMINAL_DEFAULTS = {
  packageManager: 'pnpm',
  port: '8000',
  automaticCleanupTask: '1',
} as const;

/** Account name and password lengths. */
export const ACCOUNT_LENGTH = { min: 3, max: 15 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 32 } as const;

/** Header tab active background by layout mode and theme (spec §4). */
export const HEADER_TAB_ACTIVE_BACKGROUND = {
  light: { Default: '#ffffff', Classic: '#f5f5f5' },
  dark: { Default: '#1d1e1f', Classic: '#141414' },
} as const;

/** Keys of persisted browser storage (spec §9). */
export const STORE_KEYS = {
  adminInfo: 'adminInfo',
  userRights: 'user_rights',
  userInfo: 'userInfo',
  layoutConfig: 'storeConfig',
  tabsView: 'storeTabViewConfig',
  terminal: 'storeTerminal',
  siteConfig: 'siteConfig',
} as const;

/** Signing: the server's tolerance for CURTIME drift, and so the nonce replay window (s). */
export const SIGNATURE_WINDOW_SECONDS = 300;

/** Lists never return more than this many rows. */
export const LIST_LIMIT = { default: 10, max: 100 } as const;
