import { DEFAULT_LANG, isLang, type Lang } from '@vessel/contract';

/** Where the chosen language is kept between visits. */
export const LANG_STORAGE_KEY = 'lang';

export function savedLang(): Lang {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** Changing the language saves it and reloads the page (spec §4), so every namespace loads afresh. */
export function switchLang(lang: Lang): void {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  window.location.reload();
}
