import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORE_KEYS, type SiteConfig } from '@vessel/contract';

/** Site config of spec §3; persisted so that the login page can show the site name before anyone logs in. */
export interface SiteConfigState extends SiteConfig {
  setSiteConfig(config: SiteConfig): void;
}

const EMPTY_SITE: SiteConfig = {
  siteName: '',
  recordNumber: '',
  version: '',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local', maxsize: 0, mimetype: '', savename: '' },
  headNav: [],
};

export const useSiteConfig = create<SiteConfigState>()(
  persist(
    (set) => ({
      ...EMPTY_SITE,
      setSiteConfig: (config) => set(config),
    }),
    { name: STORE_KEYS.siteConfig, version: 1 },
  ),
);
