import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldLabelKey, inspectionItemDescription, optionLabelKey } from '@vessel/contract';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { INSPECTION_ITEM_BASE, raiseItemNcrs } from '../../../api/admin/supervision';
import { DictLabel } from '../../../components/resource/dict-options';
import { FieldInput } from '../../../components/resource/field-input';
import { formItemSpecs, formPayload, initialFormValues, type FormItemSpec } from '../../../components/resource/form-items';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { actionCodeColour, ncrStateColour } from './inspection-views';

const def = inspectionItemDescription.def;
const api = resourceApi(INSPECTION_ITEM_BASE);

/** The columns edited in the row itself; evidence and vetting's element stay in the full form of the list page. */
const INLINE = ['code', 'description', 'convention_ref', 'action_code', 'element', 'is_negative', 'is_detainable', 'is_ism_related', 'rectify_by', 'rectified_at'] as const;

/** A vetting report's observations are assessed by element and as negative or not; a PSC deficiency by its action code. */
const VETTING_ONLY = new Set(['element', 'is_negative']);
const PSC_ONLY = new Set(['action_code', 'is_detainable']);

type Editing = { mode: 'add' } | { mode: 'edit'; row: ResourceRow } | null;

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/**
 * An inspection's deficiencies (Form B) as a table edited in place: a row is added or edited inline, its
 * action code tagged (17 highlighted, 30 red), and each row or the selected ones raised as NCRs, whose
 * number and state show beside them. Buttons show only with their rights.
 */
export function InspectionItems({ inspectionId, kind, items, onChanged }: { inspectionId: string; kind: string; items: readonly ResourceRow[]; onChanged(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const session = useAccessSession();
  const can = (action: string) => holds(session, `${def.path}/${action}`);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const specs = useMemo(() => new Map(formItemSpecs(def, editing?.mode ?? 'add').map((spec) => [spec.name, spec])), [editing?.mode]);

  const startAdd = () => {
    form.resetFields();
    form.setFieldsValue({ ...initialFormValues(def, 'add'), inspection_id: inspectionId });
    setEditing({ mode: 'add' });
  };
  const startEdit = (row: ResourceRow) => {
    form.resetFields();
    form.setFieldsValue(initialFormValues(def, 'edit', row));
    setEditing({ mode: 'edit', row });
  };
  const save = async () => {
    if (!editing) return;
    const base = editing.mode === 'edit' ? initialFormValues(def, 'edit', editing.row) : initialFormValues(def, 'add');
    const values = { ...base, ...form.getFieldsValue(), inspection_id: inspectionId };
    setSaving(true);
    try {
      if (editing.mode === 'add') await api.add(formPayload(def, 'add', values));
      else await api.edit(formPayload(def, 'edit', values, { id: editing.row.id }));
      setEditing(null);
      onChanged();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: string) => {
    await api.del([id]).then(onChanged, () => undefined);
  };
  const raise = async (ids: readonly string[]) => {
    try {
      await raiseItemNcrs(ids);
    } catch {
      // The client showed the refusal (an item has its NCR already); the others were raised.
    }
    setSelected([]);
    onChanged();
  };

  const input = (name: (typeof INLINE)[number]): ReactNode => {
    const spec = specs.get(name) as FormItemSpec;
    return (
      <Form.Item name={name} noStyle={false} style={{ margin: 0, minWidth: name === 'description' ? 260 : undefined }}>
        <FieldInput spec={spec} ownBase={INSPECTION_ITEM_BASE} />
      </Form.Item>
    );
  };
  const isEditing = (row: ResourceRow) => (editing?.mode === 'edit' && editing.row.id === row.id) || (editing?.mode === 'add' && row.id === 'new');
  const cell = (name: (typeof INLINE)[number], show: (row: ResourceRow) => ReactNode) => (_: unknown, row: ResourceRow) => (isEditing(row) ? input(name) : show(row));
  const yes = (value: unknown) => (value === true ? <Tag>{t('resourceKit.yes', { defaultValue: '✓' })}</Tag> : null);

  const columns: ColumnsType<ResourceRow> = [
    { key: 'code', title: t(fieldLabelKey(def, { name: 'code' })), render: cell('code', (row) => <Typography.Text strong>{text(row.code)}</Typography.Text>) },
    { key: 'description', title: t(fieldLabelKey(def, { name: 'description' })), render: cell('description', (row) => text(row.description)) },
    { key: 'convention_ref', title: t(fieldLabelKey(def, { name: 'convention_ref' })), render: cell('convention_ref', (row) => text(row.convention_ref)) },
    {
      key: 'action_code',
      title: t(fieldLabelKey(def, { name: 'action_code' })),
      render: cell('action_code', (row) =>
        row.action_code ? (
          <Tooltip title={<DictLabel type="psc_action_code" value={row.action_code} />}>
            <Tag color={actionCodeColour(row.action_code)} data-testid={`action-code-${String(row.action_code)}`}>
              {String(row.action_code)}
            </Tag>
          </Tooltip>
        ) : null,
      ),
    },
    {
      key: 'element',
      title: t(fieldLabelKey(def, { name: 'element' })),
      render: cell('element', (row) => (row.element ? <Tag>{t(optionLabelKey(def, { name: 'element' }, String(row.element)))}</Tag> : null)),
    },
    { key: 'is_negative', title: t(fieldLabelKey(def, { name: 'is_negative' })), render: cell('is_negative', (row) => yes(row.is_negative)) },
    { key: 'is_detainable', title: t(fieldLabelKey(def, { name: 'is_detainable' })), render: cell('is_detainable', (row) => yes(row.is_detainable)) },
    { key: 'is_ism_related', title: t(fieldLabelKey(def, { name: 'is_ism_related' })), render: cell('is_ism_related', (row) => yes(row.is_ism_related)) },
    { key: 'rectify_by', title: t(fieldLabelKey(def, { name: 'rectify_by' })), render: cell('rectify_by', (row) => text(row.rectify_by)) },
    { key: 'rectified_at', title: t(fieldLabelKey(def, { name: 'rectified_at' })), render: cell('rectified_at', (row) => text(row.rectified_at)) },
    {
      key: 'status',
      title: t(fieldLabelKey(def, { name: 'status' })),
      render: (_, row) => (row.id === 'new' ? null : <Tag>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>),
    },
    {
      key: 'ncr',
      title: t('supervisionPage.ncr'),
      render: (_, row) =>
        row.ncr_no ? (
          <Space size={4} data-testid="inspection-item-ncr">
            <Link to={`/admin/ncr/report?id=${String(row.ncr_id)}`} data-testid="inspection-item-ncr-link">
              {String(row.ncr_no)}
            </Link>
            <Tag color={ncrStateColour(row.ncr_status)}>{t(`ncr.report.status_options.${String(row.ncr_status)}`, { defaultValue: String(row.ncr_status ?? '') })}</Tag>
          </Space>
        ) : row.id === 'new' ? null : (
          <Typography.Text type="secondary">{t('supervisionPage.noNcr')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        isEditing(row) ? (
          <Space size={4}>
            <Button size="small" type="primary" loading={saving} onClick={() => void save()} data-testid="inspection-item-save">
              {t('supervisionPage.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('supervisionPage.cancel')}
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            {can('edit') && <Button size="small" type="link" icon={<EditOutlined />} aria-label={t('supervisionPage.edit')} onClick={() => startEdit(row)} disabled={!!editing} />}
            {can('raiseNcr') && !row.ncr_id && (
              <Button size="small" type="link" onClick={() => void raise([row.id])} disabled={!!editing} data-testid="inspection-item-raise-ncr">
                {t('supervisionPage.raiseOne')}
              </Button>
            )}
            {can('del') && (
              <Popconfirm title={t('supervisionPage.deleteConfirm')} onConfirm={() => void remove(row.id)}>
                <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('supervisionPage.delete')} disabled={!!editing} />
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  const shown = columns.filter((column) => (kind === 'vetting' ? !PSC_ONLY.has(String(column.key)) : !VETTING_ONLY.has(String(column.key))));
  const rows = editing?.mode === 'add' ? [...items, { id: 'new' } as ResourceRow] : [...items];
  const raisable = selected.filter((id) => !items.find((item) => item.id === id)?.ncr_id);

  return (
    <Form form={form} component={false}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }} wrap gap={8}>
        <Typography.Text type="secondary">{t('supervisionPage.itemCount', { count: items.length })}</Typography.Text>
        <Space wrap>
          {can('raiseNcr') && (
            <Button disabled={raisable.length === 0 || !!editing} onClick={() => void raise(raisable)} data-testid="inspection-items-raise-ncr">
              {t('supervisionPage.raiseSelected')}
            </Button>
          )}
          {can('add') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={startAdd} disabled={!!editing} data-testid="inspection-item-add">
              {t('supervisionPage.addItem')}
            </Button>
          )}
        </Space>
      </Flex>
      <Table<ResourceRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={shown}
        dataSource={rows}
        onRow={(row) =>
          ({
            'data-testid': `inspection-item-${text(row.code) || row.id}`,
            // Action 17 still open: the ship may not sail until it is put right.
            ...(row.action_code === '17' && row.status === 'open' ? { style: { background: 'var(--ant-color-warning-bg, #fffbe6)' }, title: t('supervisionPage.beforeDeparture') } : {}),
          }) as HTMLAttributes<HTMLElement>
        }
        rowSelection={can('raiseNcr') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), getCheckboxProps: (row) => ({ disabled: row.id === 'new' || !!row.ncr_id }) } : undefined}
      />
    </Form>
  );
}
