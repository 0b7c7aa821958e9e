import { DeleteOutlined, DownloadOutlined, EditOutlined, ExportOutlined, FileAddOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Modal, Radio, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { crudLogResource, crudResourceNames, resourceBase, type CrudFieldDesign, type CrudTableDesign } from '@vessel/contract';
import { deleteGenerated, exportDesignPackage, tableFieldList, tableList, type CatalogueTable, type TableFieldList } from '../../../api/admin/crud';
import { resourceApi } from '../../../api/admin/resource';
import { ApiError, isCancelledRequest } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { refreshAdminIndex } from '../../../stores/admin-index-refresh';
import { downloadText } from '../module/download';
import { emptyDesign, type DesignState } from './design-state';

export interface LogRow {
  id: string;
  table_name: string;
  type: 'create' | 'alter';
  resource: string;
  status: 'generated' | 'deleted' | 'failed';
  design?: { table: CrudTableDesign; fields: CrudFieldDesign[] } | null;
  reason?: string | null;
  created_at: string;
}

const STATUS_COLORS = { generated: 'success', deleted: 'default', failed: 'error' } as const;
const logApi = resourceApi(resourceBase(crudLogResource));

/** A design to start from, altering its table when a generated design of it stands (getTableFieldList's `logId`). */
async function designState(design: NonNullable<LogRow['design']>): Promise<DesignState> {
  let standing = false;
  try {
    const { data } = await tableFieldList(design.table.name, true);
    standing = data.logId !== null;
  } catch {
    standing = false;
  }
  return { type: standing ? 'alter' : 'create', table: design.table, fields: design.fields, selected: null };
}

function DeleteDialog({ row, onClose, onDone }: { row: LogRow | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const [drop, setDrop] = useState(false);
  const [retyped, setRetyped] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDrop(false);
    setRetyped('');
    setError(null);
  }, [row]);
  if (!row) return null;
  const table = row.table_name;
  async function confirm() {
    setSaving(true);
    setError(null);
    try {
      await deleteGenerated({ id: row!.id, ...(drop ? { dropTable: true, confirm: retyped } : {}) });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors.confirm ?? failure.message) : null);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={t('crud.log.deleteTitle', { table })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={t('crud.log.delete')}
      okButtonProps={{ danger: true, loading: saving, disabled: drop && retyped !== table }}
      cancelText={t('resourceKit.cancel')}
      destroyOnHidden
      maskClosable={false}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('crud.log.deleteHint')}</Typography.Text>
        <Radio.Group
          value={drop ? 'drop' : 'keep'}
          onChange={(event) => setDrop(event.target.value === 'drop')}
          options={[
            { value: 'keep', label: t('crud.log.keepTable') },
            { value: 'drop', label: t('crud.log.dropTable') },
          ]}
        />
        {drop ? (
          <>
            <Typography.Text type="danger">{t('crud.log.retypeTable', { table })}</Typography.Text>
            <Input aria-label={t('crud.table.name')} placeholder={table} value={retyped} status={error ? 'error' : undefined} onChange={(event) => setRetyped(event.target.value)} autoComplete="off" />
          </>
        ) : null}
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      </Space>
    </Modal>
  );
}

/** Reads an existing table's columns, each with its guessed kind, and starts a design from them. */
function TablePicker({ open, onClose, onStart, logRows }: { open: boolean; onClose(): void; onStart(state: DesignState): void; logRows: readonly LogRow[] }) {
  const { t } = useTranslation(['backend', 'messages']);
  const [name, setName] = useState<string | null>(null);
  const [tables, setTables] = useState<CatalogueTable[]>([]);
  const [answer, setAnswer] = useState<TableFieldList | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return;
    setAnswer(null);
    setName(null);
    tableList().then(
      ({ data }) => setTables(data.list),
      () => setTables([]),
    );
  }, [open]);

  async function read(table: string) {
    setName(table);
    setLoading(true);
    setAnswer(null);
    try {
      setAnswer((await tableFieldList(table, true)).data);
    } catch {
      // The client showed why (no such table, a malformed name).
    } finally {
      setLoading(false);
    }
  }

  async function start() {
    if (!answer) return;
    if (answer.logId) {
      // A table generated here is changed from its last design, which knows more than the catalogue.
      const held = logRows.find((row) => row.id === answer.logId);
      const found = held ?? (await logApi.list({ quickSearch: answer.table, limit: 50 }).then(({ data }) => (data.list as unknown as LogRow[]).find((row) => row.id === answer.logId)).catch(() => undefined));
      if (found?.design) {
        onStart({ type: 'alter', table: found.design.table, fields: found.design.fields, selected: null });
        return;
      }
    }
    const blank = emptyDesign();
    onStart({ ...blank, table: { ...blank.table, name: answer.table, title: { 'zh-cn': answer.table, en: answer.table } }, fields: answer.fields, selected: null });
  }

  return (
    <Modal open={open} title={t('crud.picker.title')} onCancel={onClose} onOk={() => void start()} okButtonProps={{ disabled: !answer }} okText={t('crud.log.startTable')} cancelText={t('resourceKit.cancel')} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          showSearch
          aria-label={t('crud.picker.table')}
          placeholder={t('crud.picker.placeholder')}
          value={name}
          loading={loading}
          onChange={(table: string) => void read(table)}
          style={{ width: '100%' }}
          options={tables.map((entry) => ({
            value: entry.table,
            label: `${entry.table} · ${entry.logId ? t('crud.picker.generatedHere') : entry.owner ? entry.owner : t('crud.picker.free')}`,
          }))}
        />
        {answer ? (
          <>
            <Typography.Text>{t('crud.picker.columns', { count: answer.fields.length })}</Typography.Text>
            <Flex wrap gap={4}>
              {answer.fields.map((field) => (
                <Tag key={field.name}>
                  {field.name}: {t(`crud.kinds.${field.kind}`)}
                </Tag>
              ))}
            </Flex>
            {answer.logId ? <Typography.Text type="secondary">{t('crud.picker.designed')}</Typography.Text> : answer.owner ? <Typography.Text type="warning">{t('crud.picker.owned', { owner: answer.owner })}</Typography.Text> : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}

/**
 * The generator's log (crud.Log): every design generated, deleted or refused, newest first, with what
 * can be done with each: start a design from it, export it as a module package, delete its page.
 */
export function CrudLog({ onStart }: { onStart(state: DesignState): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useAccessSession();
  const [rows, setRows] = useState<LogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState<LogRow | null>(null);
  const limit = 10;

  const load = useCallback(() => {
    setLoading(true);
    logApi
      .list({ page, limit })
      .then(({ data }) => {
        setRows(data.list as unknown as LogRow[]);
        setTotal(data.total);
      })
      .catch((error: unknown) => {
        if (!isCancelledRequest(error)) setRows([]);
      })
      .finally(() => setLoading(false));
  }, [page]);

  useEffect(load, [load]);

  async function exportRow(row: LogRow) {
    try {
      const file = await exportDesignPackage(row.id);
      downloadText(file.name, file.text);
      void message.success(t('crud.log.exported'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const canGenerate = holds(session, 'crud/generate');
  const canDelete = holds(session, 'crud/delete');
  const columns: ColumnsType<LogRow> = [
    { key: 'table_name', title: t('crud.table_name'), dataIndex: 'table_name', render: (name: string, row) => <Space orientation="vertical" size={0}><Typography.Text code>{name}</Typography.Text>{row.design?.table.title ? <Typography.Text type="secondary">{row.design.table.title[currentLang()]}</Typography.Text> : null}</Space> },
    { key: 'type', title: t('crud.type'), dataIndex: 'type', width: 90, render: (type: LogRow['type']) => <Tag>{t(`crud.type_options.${type}`)}</Tag> },
    { key: 'resource', title: t('crud.resource'), dataIndex: 'resource' },
    {
      key: 'status',
      title: t('crud.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: LogRow['status'], row) => (
        <Tooltip title={row.reason ?? undefined}>
          <Tag color={STATUS_COLORS[status]}>{t(`crud.status_options.${status}`)}</Tag>
        </Tooltip>
      ),
    },
    { key: 'created_at', title: t('crud.created_at'), dataIndex: 'created_at', width: 170, render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss') },
    {
      key: 'actions',
      title: t('crud.log.actions'),
      width: 190,
      render: (_, row) => (
        <Space size={2}>
          {row.status === 'generated' ? (
            <Tooltip title={t('crud.log.open')}>
              <Button size="small" type="text" aria-label={t('crud.log.open')} icon={<ExportOutlined />} onClick={() => void navigate(`/admin/${crudResourceNames(row.table_name).path}`)} />
            </Tooltip>
          ) : null}
          {canGenerate && row.design ? (
            <Tooltip title={t('crud.log.startDesign')}>
              <Button size="small" type="text" aria-label={t('crud.log.startDesign')} icon={<EditOutlined />} onClick={() => void designState(row.design!).then(onStart)} />
            </Tooltip>
          ) : null}
          {row.status !== 'failed' ? (
            <Tooltip title={t('crud.log.export')}>
              <Button size="small" type="text" aria-label={t('crud.log.export')} icon={<DownloadOutlined />} onClick={() => void exportRow(row)} />
            </Tooltip>
          ) : null}
          {canDelete && row.status === 'generated' ? (
            <Tooltip title={t('crud.log.delete')}>
              <Button size="small" type="text" danger aria-label={t('crud.log.delete')} icon={<DeleteOutlined />} onClick={() => setDeleting(row)} />
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('crud.log.intro')}
        </Typography.Paragraph>
        <Flex justify="space-between" gap={8} wrap>
          <Space wrap>
            {canGenerate ? (
              <>
                <Button type="primary" icon={<FileAddOutlined />} onClick={() => onStart(emptyDesign())}>
                  {t('crud.log.startBlank')}
                </Button>
                <Button icon={<TableOutlined />} onClick={() => setPicking(true)}>
                  {t('crud.log.startTable')}
                </Button>
              </>
            ) : null}
          </Space>
          <Tooltip title={t('moduleStore.refresh')}>
            <Button aria-label={t('moduleStore.refresh')} icon={<ReloadOutlined />} onClick={load} />
          </Tooltip>
        </Flex>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('crud.log.title')}
        </Typography.Title>
        <Table<LogRow>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('crud.log.empty') }}
          pagination={{ current: page, pageSize: limit, total, onChange: setPage, showSizeChanger: false }}
        />
      </Space>
      <TablePicker open={picking} onClose={() => setPicking(false)} onStart={(state) => { setPicking(false); onStart(state); }} logRows={rows} />
      <DeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          load();
          void refreshAdminIndex().catch(() => undefined);
        }}
      />
    </Card>
  );
}
