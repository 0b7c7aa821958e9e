import { CheckCircleOutlined, PlusOutlined, ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceRight, seafarerDocumentResource, titleKey, type ResourceDef } from '@vessel/contract';
import { SEAFARER_DOCUMENT_BASE } from '../../../api/admin/cert';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { http } from '../../../api/app-http-client';
import { isCancelledRequest } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { ResourceFormDialog, type FormTarget } from '../../../components/resource/resource-form-dialog';
import { isAvailable, type RowAvailability } from '../../../components/resource/row-buttons';
import { RowDeleteButton, RowEditButton } from '../../../components/resource/row-edit-delete';
import { tableRows, type TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { CertNoLink } from '../cert/cert-no-link';
import { CertTypeCell, ExpiryCell, StatusCell, localToday } from '../cert/certificate-cells';
import { isEditableCertificate } from '../cert/certificate-status';
import { CertificateDrawer } from '../cert/certificate-drawer';

const def = seafarerDocumentResource;
const api = resourceApi(SEAFARER_DOCUMENT_BASE);

/**
 * Which documents offer which row button: a verified one is not verified again (that would overwrite
 * who checked the originals, and when), a superseded one is locked on the server.
 */
export const DOCUMENT_BUTTONS: RowAvailability = {
  verify: (row) => !row.verified_at,
  edit: isEditableCertificate,
};

/** The form of a document of this seafarer: the seafarer chosen already. */
function documentDefFor(seafarerId: string): ResourceDef {
  return { ...def, fields: def.fields.map((field) => (field.name === 'seafarer_id' ? { ...field, default: seafarerId } : field)) };
}

/** Who checked the originals, and when; or that nobody has yet. */
export function VerifiedCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  if (!row.verified_at) return <Tag>{t('seafarerDocumentPage.unverified')}</Tag>;
  const who = typeof row.verified_by_label === 'string' && row.verified_by_label ? row.verified_by_label : '';
  return (
    <Tooltip title={[who, formatDateTime(String(row.verified_at), currentLang())].filter(Boolean).join(' · ')}>
      <Tag color="success" icon={<CheckCircleOutlined />}>
        {t('seafarerDocumentPage.verified')}
      </Tag>
    </Tooltip>
  );
}

/**
 * A seafarer's documents (passport, seaman's book, CoC, proficiency, medical, visas), for the seafarer's
 * page: status in colour and days to expiry, add and edit with the seafarer fixed, the crew manager's
 * `verify` of the originals, each document opening in full. Every action needs its right
 * (`crew/seafarerDocument/{action}`), as the server checks.
 */
export function SeafarerDocuments({ seafarerId }: { seafarerId: string }) {
  const { t } = useTranslation(['backend', 'messages']);
  const session = useAccessSession();
  const can = (action: string) => holds(session, resourceRight(def, action));
  const [rows, setRows] = useState<TableRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<FormTarget>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const formDef = useMemo(() => documentDefFor(seafarerId), [seafarerId]);
  const today = localToday();
  const reload = () => {
    setSelected([]);
    setVersion((value) => value + 1);
  };

  useEffect(() => {
    let active = true;
    setLoading(true);
    api
      .list({ limit: 100, order: 'expiry_date,asc', search: [{ field: 'seafarer_id', operator: 'eq', val: seafarerId }] })
      .then(
        ({ data }) => {
          if (!active) return;
          setRows(tableRows(data.list as ResourceRow[]));
          setLoading(false);
        },
        (error: unknown) => active && !isCancelledRequest(error) && setLoading(false),
      );
    return () => {
      active = false;
    };
  }, [seafarerId, version]);

  const verify = async (ids: string[]) => {
    try {
      await http.post(`${SEAFARER_DOCUMENT_BASE}verify`, { ids }, { showSuccessMessage: true });
    } catch {
      // The client showed the server's reason.
    }
    reload();
  };

  const remove = async (id: string) => {
    await api.del([id]).catch(() => undefined);
    reload();
  };

  const columns: ColumnsType<TableRow> = [
    {
      key: 'doc',
      title: t('crew.seafarerDocument.cert_type_id'),
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <CertTypeCell row={row} />
          {row.doc_category ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`crew.seafarerDocument.doc_category_options.${String(row.doc_category)}`, { defaultValue: String(row.doc_category) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'cert_no', title: t('crew.seafarerDocument.cert_no'), render: (_value, row) => <CertNoLink row={row} onOpen={setOpenId} /> },
    { key: 'expiry_date', title: t('crew.seafarerDocument.expiry_date'), render: (_value, row) => <ExpiryCell row={row} today={today} /> },
    { key: 'status', title: t('crew.seafarerDocument.status'), render: (_value, row) => <StatusCell row={row} /> },
    { key: 'verified', title: t('crew.seafarerDocument.verified_at'), render: (_value, row) => <VerifiedCell row={row} /> },
    {
      key: 'issuer',
      title: t('crew.seafarerDocument.issuing_authority'),
      render: (_value, row) => [row.issuing_country, row.issuing_authority].filter((part) => typeof part === 'string' && part).join(' · ') || '-',
    },
    { key: 'issue_date', title: t('crew.seafarerDocument.issue_date'), render: (_value, row) => (typeof row.issue_date === 'string' && row.issue_date ? row.issue_date : '-') },
  ];
  if (can('verify') || can('edit') || can('del')) {
    columns.push({
      key: '_actions',
      title: t('resourceKit.actions'),
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          {can('verify') && isAvailable(DOCUMENT_BUTTONS, 'verify', row) ? (
            <Button size="small" type="link" onClick={() => void verify([row.id])}>
              {t('resourceKit.steps.verify')}
            </Button>
          ) : null}
          {can('edit') && isAvailable(DOCUMENT_BUTTONS, 'edit', row) ? <RowEditButton onClick={() => setTarget({ mode: 'edit', id: row.id })} /> : null}
          {can('del') ? <RowDeleteButton onConfirm={() => remove(row.id)} /> : null}
        </Space>
      ),
    });
  }

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <SafetyOutlined />
          {t(titleKey(def))}
        </Flex>
      }
      extra={
        <Space wrap>
          <Tooltip title={t('resourceKit.refresh')}>
            <Button size="small" icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={reload} loading={loading} />
          </Tooltip>
          {can('verify') ? (
            <Button size="small" disabled={selected.length === 0} onClick={() => void verify(selected)}>
              {t('resourceKit.steps.verify')}
            </Button>
          ) : null}
          {can('add') ? (
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('resourceKit.add')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Table<TableRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('seafarerDocumentPage.none') }}
        // The selection is for verify: a document already verified is not offered.
        {...(can('verify')
          ? {
              rowSelection: {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (row) => ({ disabled: !isAvailable(DOCUMENT_BUTTONS, 'verify', row) }),
              },
            }
          : {})}
      />
      <ResourceFormDialog
        def={formDef}
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
      <CertificateDrawer
        id={openId}
        subject="document"
        base={SEAFARER_DOCUMENT_BASE}
        today={today}
        onClose={() => setOpenId(null)}
        onChanged={reload}
        onOpen={setOpenId}
      />
    </Card>
  );
}
