import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { ReactNode } from 'react';
import { Checkbox, Field, FormAlert, SubmitButton, loginStyles as styles } from './login-parts';
import type { LoginField, useLoginForm } from './use-login-form';

/** The words of a login form, by what they name. */
export interface LoginFieldWords {
  username: string;
  usernamePlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  keep: string;
  submit: string;
  reveal: { show: string; hide: string };
}

/**
 * The fields every login form has, in order: account, password, keep me logged in (with what a form puts
 * beside it), the server's answer, the button.
 */
export function LoginFields({
  form,
  ids,
  words,
  maxLength,
  besideKeep,
}: {
  form: ReturnType<typeof useLoginForm>;
  ids: Record<LoginField | 'keep', string>;
  words: LoginFieldWords;
  maxLength?: Record<LoginField, number>;
  besideKeep?: ReactNode;
}) {
  return (
    <>
      <Field
        id={ids.username}
        label={words.username}
        placeholder={words.usernamePlaceholder}
        autoComplete="username"
        autoFocus
        {...(maxLength ? { maxLength: maxLength.username } : {})}
        prefix={UserOutlined}
        value={form.values.username}
        onValue={(value) => form.set('username', value)}
        error={form.errors.username}
      />
      <Field
        id={ids.password}
        label={words.password}
        placeholder={words.passwordPlaceholder}
        autoComplete="current-password"
        {...(maxLength ? { maxLength: maxLength.password } : {})}
        prefix={LockOutlined}
        reveal={words.reveal}
        value={form.values.password}
        onValue={(value) => form.set('password', value)}
        error={form.errors.password}
      />
      <div className={besideKeep ? styles.row : styles.item}>
        <Checkbox id={ids.keep} label={words.keep} checked={form.values.keep} onChecked={(checked) => form.set('keep', checked)} />
        {besideKeep}
      </div>
      <FormAlert message={form.alert} />
      <SubmitButton busy={form.busy}>{words.submit}</SubmitButton>
    </>
  );
}
