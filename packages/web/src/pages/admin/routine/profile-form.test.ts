import { describe, expect, it } from 'vitest';
import { profileBody, profileFieldMessage, type ProfileValues } from './profile-form';

const values: ProfileValues = { nickname: 'Bosun', avatar: '', email: '', mobile: '', old_password: '', password: '' };

describe('own profile form', () => {
  it('checks fields with the contract schema', () => {
    expect(profileFieldMessage('nickname', values)).toBeNull();
    expect(profileFieldMessage('nickname', { ...values, nickname: '' })?.key).toBe('validate.required');
    expect(profileFieldMessage('email', { ...values, email: 'nope' })?.key).toBe('validate.email');
    expect(profileFieldMessage('mobile', { ...values, mobile: '12' })?.key).toBe('validate.mobile');
    expect(profileFieldMessage('password', { ...values, password: 'a<bcdef' })?.key).toBe('validate.password');
    expect(profileFieldMessage('password', values)).toBeNull();
    expect(profileFieldMessage('avatar', { ...values, avatar: '/storage/avatar/20260101/3f2a.png' })).toBeNull();
    expect(profileFieldMessage('avatar', { ...values, avatar: 'javascript:alert(1)' })?.key).toBe('validate.imagePath');
  });

  it('asks for the old password once a new one is given', () => {
    expect(profileFieldMessage('old_password', { ...values, password: 'Harbour_2026' })?.key).toBe('validate.required');
    expect(profileFieldMessage('old_password', { ...values, password: 'Harbour_2026', old_password: 'x' })).toBeNull();
  });

  it('sends the passwords only when changing it', () => {
    expect(profileBody({ ...values, nickname: ' Bosun ' })).toEqual({ nickname: 'Bosun', avatar: '', email: '', mobile: '' });
    expect(profileBody({ ...values, old_password: 'old', password: 'Harbour_2026' })).toMatchObject({ old_password: 'old', password: 'Harbour_2026' });
  });
});
