import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Progress, Result, Space, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type ImportMode, type ImportStatus, type ResourceDef, type TransferFormat } from '@vessel/contract';
import { downloadImportReport, downloadTemplate, fileToBase64, runImport } from '../../api/admin/transfer';
import { bilingualWords } from './bilingual-words';
import { importColumns } from './transfer-columns';
import { progressPercent } from './transfer-progress';

type Stage = { kind: 'choose' } | { kind: 'running'; mode: ImportMode; status: ImportStatus | null } | { kind: 'checked'; status: ImportStatus } | { kind: 'written'; status: ImportStatus };

/**
 * Imports a file into a resource: the template to start from, the file checked row by row first (nothing is
 * written), then written whole or, by choice, its valid rows only; progress throughout, the errors listed
 * with their rows and columns and downloadable as a report.
 */
export function ImportDialog(props: { def: ResourceDef; base: string; title: string; open: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  const close = () => {
    if (stage.kind === 'running') return;
    setFile(null);
    setStage({ kind: 'choose' });
    props.onClose();
  };

  const template = async (format: TransferFormat) => {
    try {
      await downloadTemplate(props.base, format, importColumns(props.def, await bilingualWords()), props.title);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const run = async (mode: ImportMode) => {
    if (!file) return;
    setStage({ kind: 'running', mode, status: null });
    try {
      const columns = importColumns(props.def, await bilingualWords());
      const status = await runImport(props.base, { file: await fileToBase64(file), fileName: file.name, mode, columns }, (progress) => setStage({ kind: 'running', mode, status: progress }));
      if (status.state === 'failed') {
        void message.error(status.message ?? '');
        setStage({ kind: 'choose' });
        return;
      }
      setStage({ kind: mode === 'preview' ? 'checked' : 'written', status });
      if (mode !== 'preview' && status.result?.written) props.onImported();
    } catch {
      // The client has shown the server's refusal (a file it cannot read).
      setStage({ kind: 'choose' });
    }
  };

  const result = stage.kind === 'checked' || stage.kind === 'written' ? stage.status.result : undefined;
  const job = stage.kind === 'checked' || stage.kind === 'written' ? stage.status.job : '';
  const running = stage.kind === 'running';

  const footer =
    stage.kind === 'written' ? (
      <Button type="primary" onClick={close} data-testid="import-close">
        {t('resourceKit.transfer.close')}
      </Button>
    ) : (
      <Space>
        <Button onClick={close} disabled={running}>
          {t('resourceKit.cancel')}
        </Button>
        {stage.kind === 'checked' && result ? (
          <>
            {result.failed > 0 && result.valid > 0 ? (
              <Button onClick={() => void run('valid')} data-testid="import-valid">
                {t('resourceKit.transfer.importValid', { count: result.valid })}
              </Button>
            ) : null}
            <Button type="primary" disabled={result.failed > 0} onClick={() => void run('all')} data-testid="import-all">
              {t('resourceKit.transfer.importAll', { count: result.total })}
            </Button>
          </>
        ) : (
          <Button type="primary" disabled={!file} loading={running} onClick={() => void run('preview')} data-testid="import-check">
            {t('resourceKit.transfer.check')}
          </Button>
        )}
      </Space>
    );

  return (
    <Modal open={props.open} title={t('resourceKit.transfer.importTitle', { name: props.title })} width={780} onCancel={close} footer={footer} maskClosable={false} destroyOnHidden>
      <Flex vertical gap={16}>
        {stage.kind === 'written' && result ? (
          <Result
            status={result.written ? 'success' : 'warning'}
            title={result.written ? t('resourceKit.transfer.written', { inserted: result.inserted, updated: result.updated }) : t('resourceKit.transfer.nothingWritten')}
            {...(result.failed ? { subTitle: t('resourceKit.transfer.skipped', { count: result.failed }) } : {})}
          />
        ) : (
          <>
            <Alert type="info" showIcon title={t('resourceKit.transfer.hint')} />
            <Space wrap>
              <Typography.Text>{t('resourceKit.transfer.template')}</Typography.Text>
              <Button size="small" icon={<FileExcelOutlined />} onClick={() => void template('xlsx')} data-testid="import-template">
                {t('resourceKit.transfer.xlsx')}
              </Button>
              <Button size="small" onClick={() => void template('csv')}>
                {t('resourceKit.transfer.csv')}
              </Button>
            </Space>
            <Upload.Dragger
              accept=".xlsx,.csv"
              maxCount={1}
              disabled={running}
              fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                if (chosen.size > IMPORT_MAX_BYTES) {
                  void message.error(t('resourceKit.transfer.tooLarge', { size: `${IMPORT_MAX_BYTES / 1024 / 1024} MB` }));
                  return Upload.LIST_IGNORE;
                }
                setFile(chosen);
                setStage({ kind: 'choose' });
                return false;
              }}
              onRemove={() => {
                setFile(null);
                setStage({ kind: 'choose' });
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('resourceKit.transfer.drop')}</p>
            </Upload.Dragger>
          </>
        )}
        {running ? (
          <Flex vertical gap={4} data-testid="import-progress">
            <Progress percent={progressPercent(stage.status)} status="active" />
            <Typography.Text type="secondary">
              {stage.status ? t(stage.mode === 'preview' ? 'resourceKit.transfer.checking' : 'resourceKit.transfer.writing', { done: stage.status.done, total: stage.status.total }) : t('resourceKit.transfer.uploading')}
            </Typography.Text>
          </Flex>
        ) : null}
        {result ? (
          <Flex vertical gap={12} data-testid="import-result">
            <Flex gap={32} wrap>
              <Statistic title={t('resourceKit.transfer.rows')} value={result.total} />
              <Statistic title={t('resourceKit.transfer.toAdd')} value={result.inserted} />
              <Statistic title={t('resourceKit.transfer.toUpdate')} value={result.updated} />
              <Statistic title={t('resourceKit.transfer.failed')} value={result.failed} valueStyle={result.failed ? { color: 'var(--ant-color-error)' } : undefined} />
            </Flex>
            {result.ignoredColumns.length ? <Alert type="warning" showIcon title={t('resourceKit.transfer.ignored', { columns: result.ignoredColumns.join(', ') })} /> : null}
            {result.failed ? (
              <>
                <Flex justify="space-between" align="center">
                  <Typography.Text strong>{t('resourceKit.transfer.errors')}</Typography.Text>
                  <Button size="small" onClick={() => void downloadImportReport(props.base, job, props.title).catch((error: unknown) => void message.error(error instanceof Error ? error.message : String(error)))}>
                    {t('resourceKit.transfer.report')}
                  </Button>
                </Flex>
                <Table
                  size="small"
                  rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
                  dataSource={result.errors}
                  pagination={{ pageSize: 8, showSizeChanger: false }}
                  columns={[
                    { key: 'row', dataIndex: 'row', title: t('resourceKit.transfer.row'), width: 72 },
                    { key: 'column', dataIndex: 'column', title: t('resourceKit.transfer.column'), width: 160 },
                    { key: 'message', dataIndex: 'message', title: t('resourceKit.transfer.message') },
                  ]}
                />
              </>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Modal>
  );
}
