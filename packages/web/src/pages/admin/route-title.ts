import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { deepestHandle } from '../../router/route-handle';

/** The current route's title as the page heading (the same words as document.title). */
export function useRouteTitle(): string {
  const { t } = useTranslation('common');
  const title = deepestHandle(useMatches())?.title;
  return title ? t(title) : t('pageTitle.noTitle');
}
