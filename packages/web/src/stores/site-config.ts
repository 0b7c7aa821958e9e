import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PRODUCT_NAME, STORE_KEYS, type SiteConfig } from '@vessel/contract';

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

/** The site name setting, or the product's name until the site config has arrived: one name everywhere. */
export function siteNameOf(state: Pick<SiteConfig, 'siteName'>): string {
  return state.siteName.trim() || PRODUCT_NAME;
}

export const useSiteName = () => useSiteConfig(siteNameOf);
