/**
 * The member login route (userLogin, spec §2): login and registration as tabs (`?tab=register` opens the
 * second), password retrieval in a dialog. What the forms ask for (captcha, registration, verification by
 * email or mobile) comes from GET /api/user/checkIn. The login tab is plain elements (issue 21: the page
 * loads no antd); the registration form and the retrieval dialog are the app's, and the caller brings
 * them: the route inside the app renders them, the page opened on its own loads the app for them.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { MEMBER_API, ROUTES, type CheckInAnswer, type CheckInConfig, type MemberLoginBody } from '@vessel/contract';
import { memberCheckedIn } from '../pages/user/login/member-checked-in';
import { verifyCaptcha } from './captcha';
import { callJson } from './light-http';
import { LIGHT_NAMESPACES } from './light-login-route';
import { LoginFrame, pageLang, useLoginWords } from './login-frame';
import { LoginFields } from './login-fields';
import { loginStyles as styles } from './login-parts';
import type { Words } from './login-words';
import { password, required, useLoginForm } from './use-login-form';

export type MemberTab = 'login' | 'register';

const IDS = { username: 'login_username', password: 'login_password', keep: 'login_keep' } as const;

function LoginTab({ config, words, username, onForgot, onLoggedIn }: { config: CheckInConfig; words: Words; username?: string | undefined; onForgot(): void; onLoggedIn(target: string): void | Promise<void> }) {
  const form = useLoginForm({
    rules: { username: [required], password: [required, password] },
    ids: IDS,
    initial: username ? { username } : {},
    async send(values, busy) {
      const pass = config.userLoginCaptchaSwitch ? await verifyCaptcha() : null;
      if (config.userLoginCaptchaSwitch && !pass) return;
      const body: MemberLoginBody = {
        tab: 'login',
        username: values.username.trim(),
        password: values.password,
        keep: values.keep,
        ...(pass ? { captchaId: pass.captchaId, captchaInfo: pass.captchaInfo } : {}),
      };
      const answer = await busy(() => callJson<CheckInAnswer>(pageLang, 'POST', MEMBER_API.checkIn, body));
      await onLoggedIn(memberCheckedIn(answer));
    },
  });
  const { setValues } = form;
  // A password just retrieved for an account: the account filled in, the password to type.
  useEffect(() => {
    if (username) setValues((now) => ({ ...now, username, password: '' }));
  }, [username, setValues]);

  return (
    <form id="login" noValidate onSubmit={form.onSubmit} aria-label={words('login.tab')}>
      <LoginFields
        form={form}
        ids={IDS}
        maxLength={{ username: 100, password: 32 }}
        words={{
          username: words('login.account'),
          usernamePlaceholder: words('login.accountPlaceholder'),
          password: words('login.password'),
          passwordPlaceholder: words('login.passwordPlaceholder'),
          keep: words('login.keep'),
          submit: words('login.submit'),
          reveal: { show: words('common:reveal.show'), hide: words('common:reveal.hide') },
        }}
        besideKeep={
          <button type="button" className={styles.link} onClick={onForgot}>
            {words('login.forgot')}
          </button>
        }
      />
    </form>
  );
}

export interface MemberLoginProps {
  tab: MemberTab;
  onTab(tab: MemberTab): void;
  /** The registration form, or null where the app has not loaded (choosing the tab then loads it). */
  renderRegister: ((config: CheckInConfig) => ReactNode) | null;
  onForgot(): void;
  /** The retrieval dialog, rendered beside the tabs once the config is in. */
  renderRetrieve?: (config: CheckInConfig) => ReactNode;
  /** An account whose password was just retrieved. */
  retrievedAccount?: string | undefined;
  onLoggedIn(target: string): void | Promise<void>;
  /** In-app navigation to the administrator's login; a plain link otherwise. */
  onNavigate?: (to: string) => void;
}

export function MemberLogin(props: MemberLoginProps) {
  const words = useLoginWords(LIGHT_NAMESPACES.user);
  const [config, setConfig] = useState<CheckInConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setFailed(false);
    callJson<CheckInConfig>(pageLang, 'GET', MEMBER_API.checkIn).then(
      (answer) => {
        if (active) setConfig(answer);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const t = words ?? ((key: string) => key);
  let content: ReactNode;
  if (failed) {
    content = (
      <div className={styles.centre} role="alert">
        <strong>{t('common:loading.failed')}</strong>
        <span className={styles.secondary}>{t('common:loading.failedHint')}</span>
        <button type="button" className={styles.link} onClick={() => setAttempt((n) => n + 1)}>
          {t('common:action.retry')}
        </button>
      </div>
    );
  } else if (!config || !words) {
    content = (
      <div className={styles.centre}>
        <span className={styles.bigSpinner} role="progressbar" aria-label={t('common:pageTitle.loading')} />
      </div>
    );
  } else {
    const tabs: Array<{ key: MemberTab; label: string }> = [
      { key: 'login', label: t('login.tab') },
      { key: 'register', label: t('register.tab') },
    ];
    const panel =
      props.tab === 'login' ? (
        <LoginTab config={config} words={words} username={props.retrievedAccount} onForgot={props.onForgot} onLoggedIn={props.onLoggedIn} />
      ) : props.renderRegister ? (
        props.renderRegister(config)
      ) : (
        <div className={styles.centre}>
          <span className={styles.bigSpinner} role="progressbar" aria-label={t('common:pageTitle.loading')} />
        </div>
      );
    content = (
      <>
        <div role="tablist" className={styles.tabs}>
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`member-tab-${tab.key}`}
              aria-selected={props.tab === tab.key}
              aria-controls={`member-panel-${tab.key}`}
              tabIndex={props.tab === tab.key ? 0 : -1}
              className={styles.tab}
              onClick={() => props.onTab(tab.key)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                const next = props.tab === 'login' ? 'register' : 'login';
                props.onTab(next);
                document.getElementById(`member-tab-${next}`)?.focus();
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`member-panel-${props.tab}`} aria-labelledby={`member-tab-${props.tab}`}>
          {panel}
        </div>
        {props.renderRetrieve?.(config)}
      </>
    );
  }

  return (
    <LoginFrame words={words} titleKey="pageTitle.userLogin" memberBar>
      <div className={styles.header} style={{ marginBottom: 8 }}>
        <h1 className={styles.title}>{t('login.heading')}</h1>
        <span className={styles.secondary}>{t('login.subheading')}</span>
      </div>
      {content}
      <div className={styles.footer}>
        <a
          href={ROUTES.adminLogin}
          onClick={(event) => {
            if (!props.onNavigate) return;
            event.preventDefault();
            props.onNavigate(ROUTES.adminLogin);
          }}
        >
          {t('login.toAdmin')}
        </a>
      </div>
    </LoginFrame>
  );
}
