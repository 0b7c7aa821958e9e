import { index } from '../api/admin/account';
import { applyAdminIndex } from './admin-session';

/**
 * Asks GET /admin/index/index again and puts the answer in the session's stores: after a module is
 * enabled or disabled, or a page generated, the menu, the rights and the enabled modules follow
 * without reloading the page (a new menu tree also makes the resource definitions be asked again).
 */
export async function refreshAdminIndex(): Promise<void> {
  const { data } = await index();
  applyAdminIndex(data);
}
