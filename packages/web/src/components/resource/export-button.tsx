import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef, TransferFormat } from '@vessel/contract';
import { exportList } from '../../api/admin/transfer';
import { bilingualWords } from './bilingual-words';
import type { ColumnSpec } from './resource-columns';
import { listParams, type TableState } from './table-state';
import { exportColumns } from './transfer-columns';

/** Exports the list as it is shown (its filters, search, order and visible columns) to .xlsx or .csv. */
export function ExportButton(props: { def: ResourceDef; base: string; title: string; state: TableState; shown: readonly ColumnSpec[] }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (format: TransferFormat) => {
    setBusy(true);
    try {
      const params = listParams(props.state, { paged: false });
      await exportList(props.base, {
        format,
        columns: exportColumns(props.def, props.shown, await bilingualWords()),
        ...(params.order ? { order: String(params.order) } : {}),
        ...(params.quickSearch ? { quickSearch: String(params.quickSearch) } : {}),
        ...(params.search ? { search: params.search } : {}),
        name: props.title,
      });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('resourceKit.transfer.xlsx') },
          { key: 'csv', label: t('resourceKit.transfer.csv') },
        ],
        onClick: ({ key }) => void run(key as TransferFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="resource-export">
        {t('resourceKit.transfer.export')}
      </Button>
    </Dropdown>
  );
}
