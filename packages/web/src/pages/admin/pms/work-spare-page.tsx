import { Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PMS_WORK_TRANSLATIONS, sparePartDescription } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { componentName } from './work-order-views';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, PMS_WORK_TRANSLATIONS);

const def = sparePartDescription.def;

/** Spares on board (no purchasing): the generic list, the stock tagged when below its minimum (red for a critical spare). */
export default function SparePartPage() {
  const { t } = useTranslation('backend');
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        rob: (row: TableRow) => (
          <Space size={4}>
            <span>{String(row.rob ?? 0)}</span>
            {Number(row.rob) < Number(row.min_stock) ? (
              <Tag color={row.is_critical === true ? 'red' : 'orange'} data-testid="spare-below-minimum">
                {t('pmsWork.belowMinimum')}
              </Tag>
            ) : null}
          </Space>
        ),
        component_id: (row: TableRow) => componentName(row, currentLang()),
      },
    }),
    [t],
  );
  return <ResourcePage def={def} options={options} />;
}
