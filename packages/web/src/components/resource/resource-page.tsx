import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CloseOutlined,
  DeleteOutlined,
  EyeOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Checkbox, Drawer, Flex, Input, Popover, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, optionLabelKey, resourceBase, titleKey, type ResourceDef } from '@vessel/contract';
import { resourceApi } from '../../api/admin/resource';
import { afterResourceWrite } from '../../api/query-client';
import { ColumnFilter } from './column-filter';
import { ExportButton } from './export-button';
import { ImportDialog } from './import-dialog';
import { columnStorageKey, readHiddenKeys } from './column-visibility';
import { useIconSet } from './icon-set';
import { ResourceCell } from './resource-cell';
import { columnSpecs, type ColumnSpec } from './resource-columns';
import { availableForAll, isAvailable, type RowAvailability } from './row-buttons';
import { RowDeleteButton, RowEditButton } from './row-edit-delete';
import { useKeyboardScrollable } from './scroll-region';
import { rowStepActions } from './step-actions';
import { StepBatchButtons, StepRowButtons, useStepRunner, type StepHandler } from './step-buttons';
import { ResourceFormDialog, type FormTarget, type ResourceFormOptions } from './resource-form-dialog';
import { PAGE_SIZES, filterOf, filtersOutOfSight, withFilter, type TableState } from './table-state';
import { allRowIds, defaultExpandedIds, sortTarget, type TableRow } from './table-rows';
import { useResourceAccess } from './use-resource-access';
import { useResourceList } from './use-resource-list';
import { useTableState } from './use-table-state';

export interface ResourcePageOptions extends ResourceFormOptions {
  /** Cells a page draws itself, by field name. */
  cells?: Readonly<Record<string, (row: TableRow) => ReactNode>>;
  /** A read-only view of a row, opened from its row in a drawer (a log line). */
  detail?: (row: TableRow) => ReactNode;
  /** Workflow steps (`def.steps`) asked about before they run (purge). */
  confirmSteps?: readonly string[];
  /** Runs the workflow steps the page's own way (a dialog asking what the step needs) instead of posting the ids. */
  onStep?: StepHandler;
  /** The steps a row offers (those its status allows); all of them when absent. */
  rowSteps?: (row: TableRow) => readonly string[];
  /**
   * Which rows offer a row button, by button (`edit`, `del`, a step's name): what the server always
   * refuses for a row in that state is not offered on it (row-buttons). Every row offers it when absent.
   */
  available?: RowAvailability;
  /** Fields whose filter the page's own bar shows (its views): not named again above the table. */
  ownFilters?: readonly string[];
}

const NO_STEPS: readonly string[] = [];

function useHiddenColumns(def: ResourceDef, specs: readonly ColumnSpec[]): [string[], (keys: string[]) => void] {
  const key = columnStorageKey(def.name);
  const [hidden, setHidden] = useState(() => readHiddenKeys(localStorage.getItem(key), specs));
  const update = (keys: string[]) => {
    setHidden(keys);
    localStorage.setItem(key, JSON.stringify(keys));
  };
  return [hidden, update];
}

/**
 * A resource's page, all from its declaration: a table (quick search, column filters, sorting, paging,
 * column show/hide, selection and batch delete, weigh-sort, edit, delete, refresh; a tree for tree
 * resources) whose state lives in the URL, and the add / edit dialog. Buttons and row actions appear
 * only with their rights.
 */
export function ResourcePage({ def, options = {} }: { def: ResourceDef; options?: ResourcePageOptions }) {
  const { t } = useTranslation(['backend', 'messages']);
  const { modal } = App.useApp();
  const access = useResourceAccess(def);
  const api = useMemo(() => resourceApi(resourceBase(def)), [def]);
  const specs = useMemo(() => columnSpecs(def), [def]);
  const [state, setState] = useTableState(def);
  const list = useResourceList(def, state);
  const [target, setTarget] = useState<FormTarget>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<TableRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [hidden, setHidden] = useHiddenColumns(def, specs);
  // A tree opens as defaultExpandedIds decides for the rows it has, until the user opens or closes rows.
  const [expandedByUser, setExpanded] = useState<string[] | null>(null);
  const expanded = useMemo(() => expandedByUser ?? defaultExpandedIds(list.rows), [expandedByUser, list.rows]);
  const icons = useIconSet(specs.some((spec) => spec.render === 'icon'));
  const title = t(titleKey(def));

  // After a write of the page's own (a step, an import): this resource's lists, pickers and the dashboard.
  const reload = () => {
    setSelected([]);
    afterResourceWrite(resourceBase(def));
  };

  const remove = async (ids: string[]) => {
    // The delete itself tells the cache (resourceApi); the rows go with their selection.
    await api.del(ids);
    setSelected([]);
  };

  const confirmBatchDelete = () => {
    modal.confirm({
      title: t('messages:table.deleteConfirm'),
      okButtonProps: { danger: true },
      okText: t('resourceKit.delete'),
      cancelText: t('resourceKit.cancel'),
      onOk: () => remove(selected).catch(() => undefined),
    });
  };

  const move = async (id: string, direction: 'up' | 'down') => {
    const targetId = sortTarget(list.rows, id, direction);
    if (!targetId) return;
    await api.sortable(id, targetId).catch(() => undefined);
  };

  const canSort = access.can('sortable');
  const canEdit = access.can('edit');
  const canDelete = access.can('del');
  const steps = useStepRunner(def, list.rows, options.confirmSteps ?? NO_STEPS, reload, options.onStep, options.available);
  const offers = (button: string, row: TableRow) => isAvailable(options.available, button, row);
  const canSelect = canDelete || steps.actions.some((action) => action.batch);

  const columns: ColumnsType<TableRow> = specs
    .filter((spec) => !hidden.includes(spec.key))
    .map((spec) => {
      const filter = filterOf(state, spec.key);
      const sortOrder = state.order?.field === spec.key ? (state.order.direction === 'asc' ? 'ascend' : 'descend') : null;
      return {
        key: spec.key,
        dataIndex: spec.key,
        title: t(spec.labelKey),
        ...(spec.width ? { width: spec.width } : {}),
        ...(spec.pinned ? { fixed: 'right' as const } : {}),
        ...(spec.sortable ? { sorter: true, sortOrder } : {}),
        ...(spec.operators.length
          ? {
              filteredValue: filter ? [filter.val] : null,
              filterDropdown: ({ close }: { close: () => void }) => (
                <ColumnFilter
                  field={spec.field}
                  operators={spec.operators}
                  optionLabel={(value) => t(optionLabelKey(def, spec.field, value))}
                  current={filter}
                  onApply={(next) => {
                    setState(withFilter(state, spec.key, next));
                    close();
                  }}
                />
              ),
            }
          : {}),
        render: (_value: unknown, row: TableRow) =>
          options.cells?.[spec.key]?.(row) ?? <ResourceCell def={def} column={spec} row={row} icons={icons} />,
      };
    });

  // Room for the most step buttons any row shows.
  const stepSlots = Math.max(0, ...list.rows.map((row) => rowStepActions(steps.actions, row, options.rowSteps).length));
  const rowActions = canSort || canEdit || canDelete || options.detail || steps.actions.length > 0;
  if (rowActions) {
    columns.push({
      key: '_actions',
      title: t('resourceKit.actions'),
      fixed: 'right',
      align: 'center',
      width: (canSort ? 72 : 0) + (canEdit ? 36 : 0) + (canDelete ? 36 : 0) + (options.detail ? 36 : 0) + stepSlots * 64 + 24,
      render: (_value: unknown, row: TableRow) => (
        <Space size={0}>
          {options.detail ? (
            <Tooltip title={t('resourceKit.detail')}>
              <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('resourceKit.detail')} onClick={() => setDetail(row)} />
            </Tooltip>
          ) : null}
          <StepRowButtons runner={steps} row={row} {...(options.rowSteps ? { offered: options.rowSteps } : {})} />
          {canSort ? (
            <>
              <Tooltip title={t('resourceKit.moveUp')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('resourceKit.moveUp')}
                  disabled={!sortTarget(list.rows, row.id, 'up')}
                  onClick={() => void move(row.id, 'up')}
                />
              </Tooltip>
              <Tooltip title={t('resourceKit.moveDown')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('resourceKit.moveDown')}
                  disabled={!sortTarget(list.rows, row.id, 'down')}
                  onClick={() => void move(row.id, 'down')}
                />
              </Tooltip>
            </>
          ) : null}
          {canEdit && offers('edit', row) ? <RowEditButton onClick={() => setTarget({ mode: 'edit', id: row.id })} /> : null}
          {canDelete && offers('del', row) ? <RowDeleteButton onConfirm={() => remove([row.id]).catch(() => undefined)} /> : null}
        </Space>
      ),
    });
  }

  const onChange: TableProps<TableRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      const limit = pagination.pageSize ?? state.limit;
      setState({ ...state, limit, page: limit !== state.limit ? 1 : (pagination.current ?? 1) });
    } else if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.columnKey ? String(single.columnKey) : '';
      const order = single?.order && field ? { field, direction: single.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : null;
      setState({ ...state, order, page: 1 });
    }
  };

  const quickSearchHint = t('resourceKit.quickSearch', {
    fields: def.quickSearch.map((name) => t(fieldLabelKey(def, { name }))).join(' / '),
  });
  const anyExpanded = def.tree === true && expanded.length > 0;
  const deletable = availableForAll(options.available?.del, list.rows, selected);
  const card = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(card, title);

  return (
    <Card ref={card} variant="borderless" styles={{ body: { paddingTop: 16 } }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Typography.Title level={5} style={{ margin: '0 8px 0 0' }}>
            {title}
          </Typography.Title>
          <Tooltip title={t('resourceKit.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={list.refetch} loading={list.loading} />
          </Tooltip>
          {access.can('add') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('resourceKit.add')}
            </Button>
          ) : null}
          {canDelete ? (
            <Tooltip title={selected.length && !deletable ? t('resourceKit.notForAll') : undefined}>
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0 || !deletable} onClick={confirmBatchDelete}>
                {t('resourceKit.delete')}
              </Button>
            </Tooltip>
          ) : null}
          <StepBatchButtons runner={steps} selected={selected} />
          <ExportButton def={def} base={resourceBase(def)} title={title} state={state} shown={specs.filter((spec) => !hidden.includes(spec.key))} />
          {access.can('add') ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="resource-import">
              {t('resourceKit.transfer.import')}
            </Button>
          ) : null}
          {def.tree ? (
            <Button
              icon={anyExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
              onClick={() => setExpanded(anyExpanded ? [] : allRowIds(list.rows))}
            >
              {anyExpanded ? t('resourceKit.collapseAll') : t('resourceKit.expandAll')}
            </Button>
          ) : null}
          {selected.length ? <Typography.Text type="secondary">{t('resourceKit.selected', { count: selected.length })}</Typography.Text> : null}
        </Space>
        <Space>
          <Input.Search
            key={state.quickSearch}
            defaultValue={state.quickSearch}
            placeholder={quickSearchHint}
            aria-label={quickSearchHint}
            allowClear
            onSearch={(value) => setState({ ...state, quickSearch: value, page: 1 })}
            style={{ width: 260 }}
          />
          <Popover
            trigger="click"
            placement="bottomRight"
            content={
              <Checkbox.Group
                style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                value={specs.filter((spec) => !hidden.includes(spec.key)).map((spec) => spec.key)}
                options={specs.map((spec) => ({ value: spec.key, label: t(spec.labelKey) }))}
                onChange={(shown) => setHidden(specs.filter((spec) => !shown.includes(spec.key)).map((spec) => spec.key))}
              />
            }
          >
            <Tooltip title={t('resourceKit.columns')}>
              <Button icon={<SettingOutlined />} aria-label={t('resourceKit.columns')} />
            </Tooltip>
          </Popover>
        </Space>
      </Flex>
      <FiltersOutOfSight def={def} specs={specs} shown={[...specs.filter((spec) => !hidden.includes(spec.key)).map((spec) => spec.key), ...(options.ownFilters ?? [])]} state={state} onClear={(field) => setState(withFilter(state, field, null))} />
      <Table<TableRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        {...(canSelect
          ? { rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkStrictly: true } }
          : {})}
        {...(def.tree
          ? {
              pagination: false,
              expandable: { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) },
            }
          : {
              pagination: {
                current: state.page,
                pageSize: state.limit,
                total: list.total,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showTotal: (total) => t('resourceKit.total', { total }),
              },
            })}
      />
      <ResourceFormDialog
        def={def}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          // Saved through resourceApi, which has told the cache already.
          setTarget(null);
          setSelected([]);
        }}
        {...(options.inputs ? { inputs: options.inputs } : {})}
        {...(options.visibleWhen ? { visibleWhen: options.visibleWhen } : {})}
        {...(options.width ? { width: options.width } : {})}
        {...(options.checks ? { checks: options.checks } : {})}
      />
      {access.can('add') ? <ImportDialog def={def} base={resourceBase(def)} title={title} open={importing} onClose={() => setImporting(false)} onImported={reload} /> : null}
      {options.detail ? (
        <Drawer open={detail !== null} onClose={() => setDetail(null)} size={640} title={`${title} · ${t('resourceKit.detail')}`}>
          {detail ? options.detail(detail) : null}
        </Drawer>
      ) : null}
    </Card>
  );
}

/** Names the filters no shown column carries (a dashboard link's, a hidden column's), each one clearable. */
function FiltersOutOfSight(props: { def: ResourceDef; specs: readonly ColumnSpec[]; shown: readonly string[]; state: TableState; onClear(field: string): void }) {
  const { t } = useTranslation('backend');
  const filters = filtersOutOfSight(props.state, props.shown);
  if (filters.length === 0) return null;
  const labelOf = (field: string) => t(props.specs.find((spec) => spec.key === field)?.labelKey ?? fieldLabelKey(props.def, { name: field }));
  return (
    <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('resourceKit.alsoFilteredBy')}</Typography.Text>
      {filters.map((filter) => (
        <Tag
          key={filter.field}
          closable
          closeIcon={<CloseOutlined aria-label={t('resourceKit.clearFilter', { field: labelOf(filter.field) })} />}
          onClose={(event) => {
            event.preventDefault();
            props.onClear(filter.field);
          }}
        >
          {labelOf(filter.field)}
        </Tag>
      ))}
    </Flex>
  );
}
