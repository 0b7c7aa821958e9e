/** Page titles (spec §2): from the route's title, translated when it is a page-title key, then the site name. */
export const PAGE_TITLE_PREFIX = 'pageTitle.';

export function buildPageTitle(title: string | undefined, translate: (key: string) => string, siteName: string): string {
  const base = !title
    ? translate(`${PAGE_TITLE_PREFIX}noTitle`)
    : title.startsWith(PAGE_TITLE_PREFIX)
      ? translate(title)
      : title;
  return siteName ? `${base} - ${siteName}` : base;
}
