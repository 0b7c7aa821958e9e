/**
 * The own-profile form (`POST /admin/routine.AdminInfo/edit`): its fields checked with the contract's
 * `adminProfileBody`, as the server checks them, and the body it sends.
 */
import { adminProfileBody, type AdminProfileBody } from '@vessel/contract';
import { issueMessage, type IssueLike, type MessageRef } from '../../../components/resource/form-items';

export interface ProfileValues {
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  old_password: string;
  password: string;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS: readonly ProfileField[] = ['nickname', 'avatar', 'email', 'mobile', 'old_password', 'password'];

/** One field's message, or null; the old password is required as soon as a new one is given. */
export function profileFieldMessage(name: ProfileField, values: Partial<ProfileValues>): MessageRef | null {
  const value = values[name] ?? '';
  if (name === 'old_password' && values.password && !value) return { key: 'validate.required', params: {} };
  const result = adminProfileBody.shape[name].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueMessage(issue as unknown as IssueLike) : { key: 'validate.invalid', params: {} };
}

/** The body sent: the profile as it stands; the passwords only when a new one is given. */
export function profileBody(values: ProfileValues): AdminProfileBody {
  const body: AdminProfileBody = {
    nickname: values.nickname.trim(),
    avatar: values.avatar.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
  };
  if (values.password) {
    body.old_password = values.old_password;
    body.password = values.password;
  }
  return body;
}
