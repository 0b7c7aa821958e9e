import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useSiteName } from '../stores/site-config';
import { buildPageTitle } from './page-title';
import { deepestHandle } from './route-handle';

/** Keeps document.title on the current route's translated title and the site name. */
export function usePageTitle(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation('common');
  const siteName = useSiteName();
  const title = deepestHandle(matches)?.title;
  useEffect(() => {
    document.title = buildPageTitle(title, (key) => t(key), siteName);
    document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  }, [title, siteName, t, i18n.language]);
}
