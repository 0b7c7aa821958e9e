import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORE_KEYS } from '@vessel/contract';

/** The user's rights (spec §3), persisted under user_rights; read by the contract's hasRight. */
export interface UserRightsState {
  rights: string[];
  setRights(rights: string[]): void;
  reset(): void;
}

export const useUserRights = create<UserRightsState>()(
  persist(
    (set) => ({
      rights: [],
      setRights: (rights) => set({ rights }),
      reset: () => set({ rights: [] }),
    }),
    { name: STORE_KEYS.userRights, version: 1 },
  ),
);
