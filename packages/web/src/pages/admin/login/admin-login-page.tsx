import { useNavigate } from 'react-router';
import { AdminLogin } from '../../../login/admin-login';

/** The administrator's login inside the app (after a logout, a lost session): the light page, led on by the router. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  return <AdminLogin onLoggedIn={(to) => navigate(to, { replace: true })} />;
}
