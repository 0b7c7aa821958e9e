import { logout } from '../../api/admin/account';
import { useAdminInfo } from '../../stores/admin-info';
import { clearAdminSession } from '../../stores/admin-session';

/** Revokes the session on the server when it can; the local session ends either way. */
export async function logoutAdmin(): Promise<void> {
  const { refreshToken } = useAdminInfo.getState();
  try {
    if (refreshToken) await logout(refreshToken);
  } catch {
    // Even when the server cannot be told, the browser forgets the session.
  } finally {
    clearAdminSession();
  }
}
