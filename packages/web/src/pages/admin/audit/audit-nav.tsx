import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminMenus } from '../../../stores/admin-menus';
import { fourthLevelOf } from './audit-views';

/**
 * The fourth level of 审核管理 (spec §2 fourNav): the pages of the current page's directory as a
 * segmented bar above it (审核计划 · 审核实施 · 审核报告 · 不符合项跟踪), from the admin index's `nav`,
 * where the audit management items keep all of them.
 */
export function AuditNav({ path }: { path: string }) {
  const { t } = useTranslation('backend');
  const navigate = useNavigate();
  const item = useAdminMenus((state) => fourthLevelOf(state.nav, path));
  const pages = (item?.fourNav ?? []).filter((fourth) => fourth.path);
  if (pages.length < 2) return null;
  return (
    <Segmented
      data-testid="audit-four-nav"
      value={path}
      options={pages.map((fourth) => ({ value: fourth.path!, label: <span data-testid={`audit-four-nav-${fourth.path}`}>{t(`menu.${fourth.path}`, { defaultValue: fourth.name })}</span> }))}
      onChange={(value) => void navigate(`/admin/${String(value)}`)}
    />
  );
}
