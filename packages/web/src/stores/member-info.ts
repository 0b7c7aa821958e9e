import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORE_KEYS } from '@vessel/contract';

/** Member info of spec §3. */
export interface MemberInfo {
  id: string;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  /** 0 unknown, 1 male, 2 female. */
  gender: 0 | 1 | 2;
  birthday: string;
  money: number;
  score: number;
  lastlogintime: string;
  lastloginip: string;
  jointime: string;
  motto: string;
  token: string;
  refreshToken: string;
}

export interface MemberInfoState extends MemberInfo {
  setUserInfo(info: Partial<MemberInfo>): void;
  setToken(token: string, refreshToken?: string): void;
  removeToken(): void;
  /** Forgets the stored member, without reloading. */
  clear(): void;
  /** Clears the stored member and reloads the page (spec §4). */
  logout(): void;
}

const EMPTY_MEMBER: MemberInfo = {
  id: '',
  username: '',
  nickname: '',
  email: '',
  mobile: '',
  avatar: '',
  gender: 0,
  birthday: '',
  money: 0,
  score: 0,
  lastlogintime: '',
  lastloginip: '',
  jointime: '',
  motto: '',
  token: '',
  refreshToken: '',
};

export const useMemberInfo = create<MemberInfoState>()(
  persist(
    (set) => ({
      ...EMPTY_MEMBER,
      setUserInfo: (info) => set(info),
      setToken: (token, refreshToken) => set(refreshToken ? { token, refreshToken } : { token }),
      removeToken: () => set({ token: '', refreshToken: '' }),
      clear: () => set(EMPTY_MEMBER),
      logout: () => {
        set(EMPTY_MEMBER);
        window.location.reload();
      },
    }),
    { name: STORE_KEYS.userInfo, version: 1 },
  ),
);

/** A member counts as logged in when both id and token are set (spec §4). */
export function isMemberLoggedIn(member: Pick<MemberInfo, 'id' | 'token'>): boolean {
  return Boolean(member.id) && Boolean(member.token);
}
