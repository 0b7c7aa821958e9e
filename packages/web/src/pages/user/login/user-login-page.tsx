import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MemberLogin, type MemberTab } from '../../../login/member-login';
import { takeRetrieveAsked } from '../../../login/member-intent';
import { RegisterForm } from './register-form';
import { RetrievePasswordDialog } from './retrieve-password-dialog';

/**
 * The member login inside the app: the light page with the app's registration form and retrieval
 * dialog, the tab in the URL (`?tab=register`).
 */
export default function UserLoginPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: MemberTab = params.get('tab') === 'register' ? 'register' : 'login';
  // Asked for on the light page before the app had loaded.
  const [retrieving, setRetrieving] = useState(takeRetrieveAsked);
  const [retrievedAccount, setRetrievedAccount] = useState<string>();
  const switchTab = (next: MemberTab) => setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true });

  return (
    <MemberLogin
      tab={tab}
      onTab={switchTab}
      renderRegister={(config) => <RegisterForm config={config} />}
      onForgot={() => setRetrieving(true)}
      renderRetrieve={(config) => (
        <RetrievePasswordDialog
          open={retrieving}
          config={config}
          onClose={() => setRetrieving(false)}
          onDone={(account) => {
            setRetrieving(false);
            setRetrievedAccount(account);
            switchTab('login');
          }}
        />
      )}
      retrievedAccount={retrievedAccount}
      onLoggedIn={(to) => navigate(to, { replace: true })}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
