import { Alert, Button, Empty, Flex, Form, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_LIMIT, PMS_EQUIPMENT_TRANSLATIONS, componentDescription, optionLabelKey } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useResourceAccess } from '../../../components/resource/use-resource-access';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, PMS_EQUIPMENT_TRANSLATIONS);

const def = componentDescription.def;
const COMPONENT_BASE = '/admin/pms.Component/';
const SHIP_URL = '/admin/fleet.Ship/';
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

interface JobCounts {
  total: number;
  due_soon?: number;
  in_window?: number;
  overdue?: number;
}
type TreeRow = ResourceRow & { children?: TreeRow[] };

/** Every component of a ship, page by page (a ship has a few hundred). */
async function shipComponents(shipId: string, extra: Array<{ field: string; operator: string; val?: string }> = []): Promise<ResourceRow[]> {
  const rows: ResourceRow[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = await resourceApi(COMPONENT_BASE).list({ page, limit: LIST_LIMIT.max, order: 'code,asc', search: [{ field: 'ship_id', operator: 'eq', val: shipId }, ...extra] });
    rows.push(...answer.data.list);
    if (rows.length >= answer.data.total || answer.data.list.length === 0) break;
  }
  return rows;
}

/** Rows linked by parent_id, nested; a row whose parent is not listed is a root. */
function nest(rows: readonly ResourceRow[]): TreeRow[] {
  const nodes = new Map<string, TreeRow>(rows.map((row) => [String(row.id), { ...row }]));
  const roots: TreeRow[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(String(node.parent_id)) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

function JobsCell({ jobs }: { jobs: JobCounts | undefined }) {
  const { t } = useTranslation('backend');
  if (!jobs || !jobs.total) return null;
  const due = (jobs.due_soon ?? 0) + (jobs.in_window ?? 0);
  return (
    <Space size={4} wrap>
      <span>{jobs.total}</span>
      {jobs.overdue ? <Tag color="red">{t('pmsEquipment.jobsOverdue', { count: jobs.overdue })}</Tag> : null}
      {due ? <Tag color="orange">{t('pmsEquipment.jobsDue', { count: due })}</Tag> : null}
    </Space>
  );
}

function CounterCell({ row }: { row: TableRow | ResourceRow }) {
  const { t } = useTranslation('backend');
  if (row.counter_value === null || row.counter_value === undefined) return null;
  return (
    <Space size={4} wrap>
      <span>{`${String(row.counter_value)} ${row.counter_unit ? t(`pms.counter.unit_options.${String(row.counter_unit)}`) : ''}`}</span>
      {row.counter_stale === true ? <Tag color="orange">{t('pmsEquipment.stale')}</Tag> : null}
    </Space>
  );
}

/**
 * Copying a tree from a sister ship: the source ship's top-level items (each with everything below it) go
 * to the target in one step (`copyTree`, all or nothing); the server refuses a code the target already has.
 */
function CopyDialog({ open, targetShipId, onClose, onDone }: { open: boolean; targetShipId: string | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<{ source: string; target: string }>();
  const source = Form.useWatch('source', form);
  const [roots, setRoots] = useState<ResourceRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ target: targetShipId ?? undefined, source: undefined });
  }, [open, targetShipId, form]);
  useEffect(() => {
    if (!source) return setRoots(null);
    let live = true;
    shipComponents(source, [{ field: 'parent_id', operator: 'NULL' }]).then(
      (rows) => live && setRoots(rows),
      () => live && setRoots([]),
    );
    return () => {
      live = false;
    };
  }, [source]);
  const submit = async () => {
    const values = await form.validateFields();
    if (!roots?.length) return;
    setSaving(true);
    try {
      await http.post(`${COMPONENT_BASE}copyTree`, { ids: roots.map((row) => row.id), target_ship_id: values.target }, { showSuccessMessage: true });
      onDone();
    } catch {
      // The refusal (the codes the target already has) is shown by the client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('pmsEquipment.copyTitle')} onCancel={onClose} onOk={submit} okButtonProps={{ disabled: !roots?.length }} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('pmsEquipment.copyHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="source" label={t('pmsEquipment.sourceShip')} rules={[{ required: true }]}>
          <RemoteSelect url={SHIP_URL} />
        </Form.Item>
        <Form.Item name="target" label={t('pmsEquipment.targetShip')} rules={[{ required: true }]}>
          <RemoteSelect url={SHIP_URL} />
        </Form.Item>
      </Form>
      {roots ? roots.length ? <Alert type="info" message={t('pmsEquipment.sourceItems', { count: roots.length })} /> : <Alert type="warning" message={t('pmsEquipment.sourceEmpty')} /> : null}
    </Modal>
  );
}

/** One ship's equipment as a tree: code, name, critical tag, its counter's value and its jobs due. */
function EquipmentTree() {
  const { t, i18n: current } = useTranslation('backend');
  const access = useResourceAccess(def);
  const [shipId, setShipId] = useState<string | null>(null);
  const [rows, setRows] = useState<ResourceRow[] | null>(null);
  const [version, setVersion] = useState(0);
  const [copying, setCopying] = useState(false);
  useEffect(() => {
    if (!shipId) return setRows(null);
    let live = true;
    setRows(null);
    shipComponents(shipId).then(
      (list) => live && setRows(list),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [shipId, version]);
  const tree = useMemo(() => nest(rows ?? []), [rows]);
  const canCopy = access.can('copyTree');
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <span>{t('pmsEquipment.ship')}</span>
        <span data-testid="equipment-tree-ship">
          <RemoteSelect url={SHIP_URL} value={shipId ?? undefined} onChange={(value) => setShipId(typeof value === 'string' ? value : null)} style={{ minWidth: 260 }} />
        </span>
        {canCopy ? (
          <Button onClick={() => setCopying(true)} data-testid="equipment-copy-open">
            {t('pmsEquipment.copyFromSister')}
          </Button>
        ) : null}
      </Space>
      {!shipId ? (
        <Empty description={t('pmsEquipment.chooseShip')} />
      ) : (
        <Table<TreeRow>
          size="small"
          rowKey="id"
          loading={rows === null}
          dataSource={tree}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          key={`${shipId}-${version}-${rows?.length ?? 0}`}
          locale={{ emptyText: t('pmsEquipment.noEquipment') }}
          data-testid="equipment-tree"
          columns={[
            { key: 'code', dataIndex: 'code', title: t('pms.component.code') },
            {
              key: 'name',
              title: t(current.language === 'zh-cn' ? 'pms.component.name_zh' : 'pms.component.name_en'),
              render: (_value, row) => (
                <Space size={4}>
                  <span>{current.language === 'zh-cn' ? (text(row.name_zh) ?? text(row.name_en)) : text(row.name_en)}</span>
                  {row.is_critical ? <Tag color="red">{t('pmsEquipment.critical')}</Tag> : null}
                  {row.status && row.status !== 'in_service' ? <Tag>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag> : null}
                </Space>
              ),
            },
            { key: 'sfi_group', dataIndex: 'sfi_group', title: t('pms.component.sfi_group') },
            { key: 'maker', title: t('pms.component.maker'), render: (_value, row) => [text(row.maker), text(row.model)].filter(Boolean).join(' ') },
            { key: 'counter', title: t('pmsEquipment.counter'), render: (_value, row) => <CounterCell row={row} /> },
            { key: 'jobs', title: t('pmsEquipment.jobs'), render: (_value, row) => <JobsCell jobs={row.jobs as JobCounts | undefined} /> },
          ]}
        />
      )}
      <CopyDialog
        open={copying}
        targetShipId={shipId}
        onClose={() => setCopying(false)}
        onDone={() => {
          setCopying(false);
          setVersion((value) => value + 1);
        }}
      />
    </Flex>
  );
}

/** Equipment: the generic list (add, edit, copy the selected items to a sister ship) or one ship's tree. */
export default function ComponentPage() {
  const { t, i18n: current } = useTranslation('backend');
  const [view, setView] = useState<'list' | 'tree'>('list');
  const [copy, setCopy] = useState<{ ids: string[]; done(): void } | null>(null);
  const [form] = Form.useForm<{ target: string }>();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        is_critical: (row: TableRow) => (row.is_critical === true ? <Tag color="red">{t('pmsEquipment.critical')}</Tag> : null),
        status: (row: TableRow) => <Tag>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>,
      },
      onStep: (name, ids, _rows, done) => {
        if (name === 'copyTree') {
          form.resetFields();
          setCopy({ ids, done });
        }
      },
    }),
    [t, current.language, form],
  );
  const submitCopy = async () => {
    if (!copy) return;
    const values = await form.validateFields();
    try {
      await http.post(`${COMPONENT_BASE}copyTree`, { ids: copy.ids, target_ship_id: values.target }, { showSuccessMessage: true });
      copy.done();
      setCopy(null);
    } catch {
      // Shown by the client; the dialog stays open.
    }
  };
  return (
    <Flex vertical gap={12}>
      <Segmented
        value={view}
        onChange={(value) => setView(value as 'list' | 'tree')}
        options={[
          { value: 'list', label: t('pmsEquipment.viewList') },
          { value: 'tree', label: t('pmsEquipment.viewTree') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="equipment-view"
      />
      {view === 'list' ? <ResourcePage def={def} options={options} /> : <EquipmentTree />}
      <Modal open={!!copy} title={t('pmsEquipment.copyTitle')} onCancel={() => setCopy(null)} onOk={submitCopy} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('pmsEquipment.copyHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="target" label={t('pmsEquipment.targetShip')} rules={[{ required: true }]}>
            <RemoteSelect url={SHIP_URL} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
