import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The id a link carries when the dashboard's filters matched no ship (the page then lists nothing). */
const NO_SHIP = '00000000-0000-0000-0000-000000000000';

/**
 * The ships a page was opened with from a dashboard tile under the fleet-group or ship-type filter
 * (`ship_ids`, TileLink.shipsParam): how many, and closable, so that the page lists every ship again.
 */
export function DashboardShipsTag({ ids, onClose }: { ids: readonly string[]; onClose(): void }) {
  const { t } = useTranslation('backend');
  return (
    <Tooltip title={t('dashboard.shipsOfFilterHint')}>
      <Tag closable onClose={onClose} data-testid="dashboard-ships" style={{ marginInlineEnd: 0 }}>
        {t('dashboard.shipsOfFilter', { count: ids.filter((id) => id !== NO_SHIP).length })}
      </Tag>
    </Tooltip>
  );
}
