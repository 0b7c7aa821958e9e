import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORE_KEYS, type AdminInfo } from '@vessel/contract';

/** Admin info of spec §3, persisted under adminInfo: the profile plus the admin session's tokens. */
export interface AdminInfoState extends AdminInfo {
  token: string;
  refreshToken: string;
  setUserInfo(info: Partial<AdminInfo> & { token?: string; refreshToken?: string }): void;
  setToken(token: string, refreshToken?: string): void;
  removeToken(): void;
  reset(): void;
}

const EMPTY_ADMIN: AdminInfo & { token: string; refreshToken: string } = {
  id: '',
  avatar: '',
  username: '',
  nickname: '',
  date_joined: '',
  token: '',
  refreshToken: '',
  super: false,
  is_superuser: 0,
  last_name: '',
  lastlogintime: null,
  dept_name: '',
  department_name: '',
  department_id: '',
  dept_type: '',
  is_leader: false,
  weight_type: 0,
};

export const useAdminInfo = create<AdminInfoState>()(
  persist(
    (set) => ({
      ...EMPTY_ADMIN,
      setUserInfo: (info) => set(info),
      setToken: (token, refreshToken) => set(refreshToken ? { token, refreshToken } : { token }),
      removeToken: () => set({ token: '', refreshToken: '' }),
      reset: () => set(EMPTY_ADMIN),
    }),
    { name: STORE_KEYS.adminInfo, version: 1 },
  ),
);

/** A superuser sees everything (spec §6); the server sends both flags. */
export function isSuperuser(state: Pick<AdminInfo, 'super' | 'is_superuser'>): boolean {
  return state.super === true || Number(state.is_superuser) === 1;
}
