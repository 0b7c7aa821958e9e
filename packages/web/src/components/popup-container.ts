/** The sticky bars of the admin shell and the member centre. */
const STICKY_HEADERS = '.admin-header, .user-header';

/**
 * Where antd puts a popup (a menu, a tooltip, a select's list): inside the sticky header when its trigger
 * is there, else in the body. A popup in the body is placed in page coordinates, so on a scrolled page the
 * header's menus first showed where the header would be unscrolled, then jumped under it: a quick click
 * landed on the header. Inside the header they move with it.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>(STICKY_HEADERS) ?? document.body;
}
