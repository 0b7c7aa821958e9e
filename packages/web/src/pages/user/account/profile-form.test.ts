import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { profileBody as profileBodySchema } from '@vessel/contract';
import { isFutureDay, profileBody, profileValues } from './profile-form';

const member = { avatar: '/storage/a.png', username: 'mate_1', nickname: 'Mate', gender: 2 as const, birthday: '1990-04-01', motto: 'Fair winds' };

describe('profile form', () => {
  it('round-trips the member info into a body the server schema accepts', () => {
    const body = profileBody(profileValues(member));
    expect(body).toEqual({ avatar: '/storage/a.png', username: 'mate_1', nickname: 'Mate', gender: 2, birthday: '1990-04-01', motto: 'Fair winds' });
    expect(profileBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends an empty birthday as "" to clear it, and reads an empty or broken one as none', () => {
    expect(profileValues({ ...member, birthday: '' }).birthday).toBeNull();
    expect(profileValues({ ...member, birthday: 'not a day' }).birthday).toBeNull();
    expect(profileBody({ ...profileValues(member), birthday: null }).birthday).toBe('');
  });

  it('trims the names', () => {
    expect(profileBody({ ...profileValues(member), nickname: '  Mate  ', username: ' mate_1 ' })).toMatchObject({ nickname: 'Mate', username: 'mate_1' });
  });

  it('refuses a birthday after today', () => {
    const today = dayjs('2026-03-05');
    expect(isFutureDay(dayjs('2026-03-06'), today)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-05'), today)).toBe(false);
    expect(isFutureDay(dayjs('1990-03-05'), today)).toBe(false);
  });
});
