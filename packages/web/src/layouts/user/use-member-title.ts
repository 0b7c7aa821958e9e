import { useTranslation } from 'react-i18next';
import type { MemberMenuEntry } from './member-menus';

/** A member menu item's title: `frontend:menu.{rule name}` when translated, else the title as the server sent it. */
export function useMemberTitle(): (entry: Pick<MemberMenuEntry, 'name' | 'title'>) => string {
  const { t } = useTranslation('frontend');
  return (entry) => {
    if (!entry.name || entry.name.includes('.')) return entry.title;
    return t(`menu.${entry.name}`, { defaultValue: entry.title }) || entry.title;
  };
}
