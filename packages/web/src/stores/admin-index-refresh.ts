import { index } from '../api/admin/account';
import { readResourceDefinitions } from '../api/admin/resource-definitions';
import { i18n } from '../locales/i18n';
import { addRuntimeMessages } from '../locales/runtime-messages';
import { applyAdminIndex } from './admin-session';

/**
 * Asks GET /admin/index/index again and puts the answer in the session's stores: after a module is
 * enabled or disabled, or a page generated, the menu, the rights and the enabled modules follow
 * without reloading the page (a new menu tree also makes the resource definitions be asked again).
 * The words of resources described by data come first, so a new page's menu entry reads in the
 * user's language at once rather than once the page has been opened.
 */
export async function refreshAdminIndex(): Promise<void> {
  const [{ data }, definitions] = await Promise.all([index(), readResourceDefinitions().catch(() => null)]);
  for (const entry of definitions?.data.resources ?? []) addRuntimeMessages(i18n, entry.messages);
  applyAdminIndex(data);
}
