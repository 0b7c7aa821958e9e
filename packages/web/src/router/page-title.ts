/** Page titles (spec §2): from the route's title, translated when it is a page-title key, then the site name. */
export const PAGE_TITLE_PREFIX = 'pageTitle.';
/** A menu page's title: its menu title in the backend namespace (`backend:menu.{rule name}`). */
export const MENU_TITLE_PREFIX = 'backend:menu.';
/** A member centre page's title: its menu title in the frontend namespace (`frontend:menu.{rule name}`). */
export const MEMBER_MENU_TITLE_PREFIX = 'frontend:menu.';

/** Whether a route title is a translation key rather than literal text. */
export function isTitleKey(title: string): boolean {
  return title.startsWith(PAGE_TITLE_PREFIX) || title.startsWith(MENU_TITLE_PREFIX) || title.startsWith(MEMBER_MENU_TITLE_PREFIX);
}

export function buildPageTitle(title: string | undefined, translate: (key: string) => string, siteName: string): string {
  const base = !title
    ? translate(`${PAGE_TITLE_PREFIX}noTitle`)
    : isTitleKey(title)
      ? translate(title)
      : title;
  return siteName ? `${base} - ${siteName}` : base;
}
