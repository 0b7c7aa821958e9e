import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef, TransferFormat, TransferStatus } from '@vessel/contract';
import { runExport } from '../../api/admin/transfer';
import { ApiError } from '../../api/request-errors';
import { bilingualWords } from './bilingual-words';
import type { ColumnSpec } from './resource-columns';
import { listParams, type TableState } from './table-state';
import { exportColumns } from './transfer-columns';
import { progressPercent } from './transfer-progress';

/** Where an export is: not running, asked for (no status yet), being written (its status), or written and downloading. */
type Stage = { kind: 'idle' } | { kind: 'running'; status: TransferStatus | null } | { kind: 'saving'; status: TransferStatus };

/**
 * Exports the list as it is shown (its filters, search, order and visible columns) to .xlsx or .csv: the
 * server writes the file a page of rows at a time while a dialog shows how many rows are written, then the
 * file is saved. Closing the dialog stops following (the server's file is let go within the hour).
 */
export function ExportButton(props: { def: ResourceDef; base: string; title: string; state: TableState; shown: readonly ColumnSpec[] }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const following = useRef<AbortController | null>(null);

  const run = async (format: TransferFormat) => {
    const controller = new AbortController();
    following.current = controller;
    setStage({ kind: 'running', status: null });
    try {
      const params = listParams(props.state, { paged: false });
      await runExport(
        props.base,
        {
          format,
          columns: exportColumns(props.def, props.shown, await bilingualWords()),
          ...(params.order ? { order: String(params.order) } : {}),
          ...(params.quickSearch ? { quickSearch: String(params.quickSearch) } : {}),
          ...(params.search ? { search: params.search } : {}),
          name: props.title,
        },
        (status) => {
          if (!controller.signal.aborted) setStage(status.state === 'done' ? { kind: 'saving', status } : { kind: 'running', status });
        },
        controller.signal,
      );
    } catch (error) {
      // A refusal of the client's calls was shown by the client; a stopped export and a refused file say why here.
      if (!controller.signal.aborted && !(error instanceof ApiError)) void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      if (following.current === controller) {
        following.current = null;
        setStage({ kind: 'idle' });
      }
    }
  };

  const stop = () => {
    following.current?.abort();
    following.current = null;
    setStage({ kind: 'idle' });
  };

  const status = stage.kind === 'idle' ? null : stage.status;
  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={stage.kind !== 'idle'}
        menu={{
          items: [
            { key: 'xlsx', label: t('resourceKit.transfer.xlsx') },
            { key: 'csv', label: t('resourceKit.transfer.csv') },
          ],
          onClick: ({ key }) => void run(key as TransferFormat),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={stage.kind !== 'idle'} data-testid="resource-export">
          {t('resourceKit.transfer.export')}
        </Button>
      </Dropdown>
      <Modal
        open={stage.kind !== 'idle'}
        title={t('resourceKit.transfer.exportTitle', { name: props.title })}
        onCancel={stop}
        maskClosable={false}
        destroyOnHidden
        footer={<Button onClick={stop}>{t('resourceKit.cancel')}</Button>}
      >
        <Flex vertical gap={4} data-testid="export-progress">
          <Progress percent={progressPercent(status)} status={stage.kind === 'saving' ? 'success' : 'active'} aria-label={t('resourceKit.transfer.exportTitle', { name: props.title })} />
          <Typography.Text type="secondary" aria-live="polite">
            {status ? t('resourceKit.transfer.exported', { done: status.done, total: status.total }) : t('resourceKit.transfer.preparing')}
            {stage.kind === 'saving' ? ` ${t('resourceKit.transfer.saving')}` : ''}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
