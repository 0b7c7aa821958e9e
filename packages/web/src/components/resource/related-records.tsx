import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { isCancelledRequest } from '../../api/request-errors';
import { useIconSet } from './icon-set';
import { ResourceCell } from './resource-cell';
import { columnSpecs } from './resource-columns';
import { ResourceFormDialog, type FormTarget, type ResourceFormOptions } from './resource-form-dialog';
import { isAvailable, type RowAvailability } from './row-buttons';
import { RowDeleteButton, RowEditButton } from './row-edit-delete';
import { tableRows, type TableRow } from './table-rows';
import { useResourceAccess } from './use-resource-access';

export interface RelatedRecordsProps {
  def: ResourceDef;
  /** The field tying the records to the page's record (`seafarer_id`), and its value. */
  field: string;
  value: string;
  /** Columns to show, by field name, in this order (default: the resource's visible columns, minus `field`). */
  columns?: readonly string[];
  /** Cells the page draws itself, by field name. */
  cells?: Readonly<Record<string, (row: TableRow) => ReactNode>>;
  /** Values a new record starts with besides `field` (the ship's type for a requirement...). */
  presets?: Record<string, unknown>;
  /** Form options of the add / edit dialog. */
  form?: ResourceFormOptions;
  /** Which rows offer edit and delete (`edit`, `del`: what the server would refuse is not offered, see row-buttons); all by default. */
  available?: RowAvailability;
  /** Row actions a page adds before edit and delete. */
  rowActions?: (row: TableRow, reload: () => void) => ReactNode;
  /** Buttons a page adds beside Add. */
  toolbar?: ReactNode;
  /** Words above the table. */
  hint?: ReactNode;
  /** What an empty table says. */
  empty?: ReactNode;
  /** Sort of the list (default: the resource's). */
  order?: string;
  /** A number that reloads the list when it changes (the page reloaded its record). */
  version?: number;
  /** After a write, so the page can reload what depends on it. */
  onChanged?: () => void;
  /** The rows of each load (a page's own total of them). */
  onRows?: (rows: readonly TableRow[]) => void;
  pageSize?: number;
}

/**
 * The records of another resource that belong to the page's record (a seafarer's documents, a position's
 * requirements), as a compact table with add, edit and delete. Unlike the resource page, its state is its
 * own, not the URL's: a detail page holds several of these at once. Writes need the resource's rights.
 */
export function RelatedRecords(props: RelatedRecordsProps) {
  const { def, field, value, cells, presets, form, available, rowActions, toolbar, hint, empty, order, onChanged, onRows, pageSize = 10 } = props;
  const { t } = useTranslation(['backend', 'messages']);
  const access = useResourceAccess(def);
  const api = useMemo(() => resourceApi(resourceBase(def)), [def]);
  const specs = useMemo(() => {
    const all = columnSpecs(def);
    if (props.columns) return props.columns.flatMap((name) => all.filter((spec) => spec.key === name));
    return all.filter((spec) => !spec.defaultHidden && spec.key !== field);
  }, [def, field, props.columns]);
  const icons = useIconSet(specs.some((spec) => spec.render === 'icon'));
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<{ rows: TableRow[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: true });
  const [target, setTarget] = useState<FormTarget>(null);

  useEffect(() => {
    let active = true;
    setList((held) => ({ ...held, loading: true }));
    api
      .list({ page, limit: pageSize, ...(order ? { order } : {}), search: [{ field, operator: 'eq', val: value }] })
      .then(
        ({ data }) => {
          if (!active) return;
          const rows = tableRows(data.list);
          setList({ rows, total: data.total, loading: false });
          onRows?.(rows);
        },
        (error: unknown) => {
          if (active && !isCancelledRequest(error)) setList((held) => ({ ...held, loading: false }));
        },
      );
    return () => {
      active = false;
    };
  }, [api, field, value, page, pageSize, order, version, props.version]);

  const reload = () => setVersion((current) => current + 1);
  const changed = () => {
    reload();
    onChanged?.();
  };
  const remove = async (id: string) => {
    await api.del([id]).catch(() => undefined);
    changed();
  };

  const columns: ColumnsType<TableRow> = specs.map((spec) => ({
    key: spec.key,
    dataIndex: spec.key,
    title: t(spec.labelKey),
    render: (_value: unknown, row: TableRow) => cells?.[spec.key]?.(row) ?? <ResourceCell def={def} column={spec} row={row} icons={icons} />,
  }));
  const canEdit = access.can('edit');
  const canDelete = access.can('del');
  if (canEdit || canDelete || rowActions) {
    columns.push({
      key: '_actions',
      title: t('resourceKit.actions'),
      align: 'center',
      fixed: 'right',
      render: (_value: unknown, row: TableRow) => (
        <Space size={0}>
          {rowActions?.(row, changed)}
          {canEdit && isAvailable(available, 'edit', row) ? <RowEditButton onClick={() => setTarget({ mode: 'edit', id: row.id })} /> : null}
          {canDelete && isAvailable(available, 'del', row) ? <RowDeleteButton onConfirm={() => remove(row.id)} /> : null}
        </Space>
      ),
    });
  }

  const onChange: TableProps<TableRow>['onChange'] = (pagination) => setPage(pagination.current ?? 1);

  return (
    <>
      {hint || toolbar || access.can('add') ? (
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{hint}</Typography.Text>
          <Space wrap>
            {toolbar}
            {access.can('add') ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
                {t('resourceKit.add')}
              </Button>
            ) : null}
          </Space>
        </Flex>
      ) : null}
      <Table<TableRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        {...(empty ? { locale: { emptyText: empty } } : {})}
        pagination={list.total > pageSize ? { current: page, pageSize, total: list.total, showSizeChanger: false, size: 'small' } : false}
      />
      <ResourceFormDialog
        def={def}
        target={target}
        presets={{ ...presets, [field]: value }}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          changed();
        }}
        {...form}
      />
    </>
  );
}
