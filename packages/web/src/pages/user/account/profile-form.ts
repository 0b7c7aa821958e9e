/** The profile form's values between the member info and POST /api/account/profile. Pure, and tested. */
import dayjs, { type Dayjs } from 'dayjs';
import type { MemberInfo, ProfileBody } from '@vessel/contract';

export interface ProfileValues {
  avatar: string;
  username: string;
  nickname: string;
  gender: 0 | 1 | 2;
  birthday: Dayjs | null;
  motto: string;
}

export function profileValues(member: Pick<MemberInfo, 'avatar' | 'username' | 'nickname' | 'gender' | 'birthday' | 'motto'>): ProfileValues {
  const birthday = member.birthday ? dayjs(member.birthday, 'YYYY-MM-DD') : null;
  return {
    avatar: member.avatar,
    username: member.username,
    nickname: member.nickname,
    gender: member.gender,
    birthday: birthday?.isValid() ? birthday : null,
    motto: member.motto,
  };
}

export function profileBody(values: ProfileValues): ProfileBody {
  return {
    avatar: values.avatar,
    username: values.username.trim(),
    nickname: values.nickname.trim(),
    gender: values.gender,
    birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : '',
    motto: values.motto,
  };
}

/** A birthday cannot be after today. */
export function isFutureDay(day: Dayjs, today: Dayjs = dayjs()): boolean {
  return day.isAfter(today, 'day');
}
