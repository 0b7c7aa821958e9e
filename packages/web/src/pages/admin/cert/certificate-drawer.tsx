import { FileOutlined, HistoryOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateResource, fieldLabelKey, optionLabelKey, seafarerDocumentResource, type ResourceDef } from '@vessel/contract';
import { CERTIFICATE_TYPE_BASE, findReplaced, listSurveys, readRecord } from '../../../api/admin/cert';
import type { ResourceRow } from '../../../api/admin/resource';
import { isCancelledRequest } from '../../../api/request-errors';
import { CompactTable } from '../../../components/compact-table';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { nameOfUrl, urlsOf } from '../../../components/upload/upload-values';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { CertTypeCell, ExpiryCell, HolderCell, StatusCell, SurveyStateTag } from './certificate-cells';
import { certTypeName } from './certificate-status';
import { RecordSurveyDialog } from './record-survey-dialog';
import { RenewDialog } from './renew-dialog';
import { SurveyStripView } from './survey-strip-view';
import { isRecordable, surveyRows, type SurveyRow } from './survey-rows';

/** Which record the drawer shows: a certificate (with its survey windows) or a seafarer's document. */
export type DrawerSubject = 'certificate' | 'document';

const SUBJECTS: Readonly<Record<DrawerSubject, { def: ResourceDef; fields: readonly string[] }>> = {
  certificate: {
    def: certificateResource,
    fields: ['holder_type', 'cert_type_id', 'cert_no', 'status', 'issued_by', 'issue_place', 'issue_date', 'expiry_date', 'extension_until', 'term', 'last_endorsement_date', 'updated_at'],
  },
  document: {
    def: seafarerDocumentResource,
    fields: ['seafarer_id', 'cert_type_id', 'doc_category', 'cert_no', 'status', 'issuing_country', 'issuing_authority', 'issue_date', 'expiry_date', 'stcw_reg', 'capacity', 'verified_by', 'verified_at'],
  },
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

function useRecord(base: string, id: string | null, version: number) {
  const [state, setState] = useState<{ row: ResourceRow | null; loading: boolean; failed: boolean }>({ row: null, loading: false, failed: false });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    readRecord(base, id).then(
      ({ data }) => active && setState({ row: data.row, loading: false, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ row: null, loading: false, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [base, id, version]);
  return state;
}

/** The windows, the replaced certificate and the type's validity of a certificate (a document has none of these). */
function useCertificateExtras(row: ResourceRow | null, subject: DrawerSubject, version: number) {
  const [windows, setWindows] = useState<SurveyRow[]>([]);
  const [replaced, setReplaced] = useState<ResourceRow | null>(null);
  const [validity, setValidity] = useState<number | null>(null);
  const id = subject === 'certificate' ? (row?.id ?? null) : null;
  const typeId = subject === 'certificate' && typeof row?.cert_type_id === 'string' ? row.cert_type_id : null;
  useEffect(() => {
    setWindows([]);
    setReplaced(null);
    if (!id) return;
    let active = true;
    listSurveys(id).then(
      ({ data }) => active && setWindows(surveyRows(data.list)),
      () => undefined,
    );
    findReplaced(id).then(
      ({ data }) => active && setReplaced(data.list[0] ?? null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  useEffect(() => {
    setValidity(null);
    if (!typeId) return;
    let active = true;
    // Only for the renewal's proposed expiry: without the right to read types the server computes it alone.
    readRecord(CERTIFICATE_TYPE_BASE, typeId, { quiet: true }).then(
      ({ data }) => active && setValidity(typeof data.row.validity_months === 'number' ? data.row.validity_months : null),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [typeId]);
  return { windows, replaced, validity };
}

function FileLinks({ value }: { value: unknown }) {
  const urls = urlsOf(value);
  if (urls.length === 0) return <>-</>;
  return (
    <Flex vertical gap={2}>
      {urls.map((url) => (
        <Typography.Link key={url} href={url} target="_blank" rel="noreferrer">
          <FileOutlined /> {nameOfUrl(url)}
        </Typography.Link>
      ))}
    </Flex>
  );
}

/**
 * A certificate (or seafarer document) in full, opened from the list by its number or from a link with
 * `?id=`: particulars, scans, the certificate it replaced and the one that replaced it, and its survey
 * windows on a time strip and in a table, with the `recordSurvey` and `renew` steps.
 */
export function CertificateDrawer({
  id,
  subject,
  base,
  today,
  onClose,
  onChanged,
  onOpen,
}: {
  id: string | null;
  subject: DrawerSubject;
  base: string;
  today: string;
  onClose(): void;
  /** A step changed certificates: the list reloads. */
  onChanged(): void;
  /** Shows another certificate in the drawer (the successor or the predecessor). */
  onOpen(id: string): void;
}) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [version, setVersion] = useState(0);
  const { row, loading, failed } = useRecord(base, id, version);
  const extras = useCertificateExtras(row, subject, version);
  const [recording, setRecording] = useState<{ windowId: string | null } | null>(null);
  const [renewing, setRenewing] = useState(false);
  const { def, fields } = SUBJECTS[subject];
  const lang = currentLang();

  const canRecord = subject === 'certificate' && holds(session, 'cert/certificate/recordSurvey');
  const canRenew = subject === 'certificate' && holds(session, 'cert/certificate/renew');
  const live = row && row.status !== 'superseded' && row.status !== 'withdrawn';
  const renewable = live && typeof row.expiry_date === 'string' && !!row.expiry_date;

  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };

  const label = (name: string) => t(fieldLabelKey(def, { name }));
  const field = (name: string) => def.fields.find((candidate) => candidate.name === name);
  const value = (name: string): ReactNode => {
    if (!row) return null;
    switch (name) {
      case 'holder_type':
        return <HolderCell row={row} />;
      case 'cert_type_id':
        return <CertTypeCell row={row} />;
      case 'status':
        return <StatusCell row={row} onOpen={onOpen} />;
      case 'expiry_date':
        return <ExpiryCell row={row} today={today} />;
      case 'updated_at':
      case 'verified_at':
        return text(row[name]) ? formatDateTime(String(row[name]), lang) : '-';
    }
    const raw = row[name];
    const shown = text(row[`${name}_label`]) ?? text(raw);
    if (shown === null) return '-';
    const declared = field(name);
    if (declared?.options?.some((option) => String(option) === String(raw))) return t(optionLabelKey(def, declared, String(raw)));
    return shown;
  };

  const windowColumns: ColumnsType<SurveyRow> = [
    {
      key: 'kind',
      title: t('cert.certificateSurvey.kind'),
      render: (_value, window) => (
        <Flex vertical gap={0}>
          <span>{t(`cert.certificateSurvey.kind_options.${window.kind}`, { defaultValue: window.kind })}</span>
          {window.anniversary_date && window.kind !== 'renewal' ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('certPage.anniversary', { date: window.anniversary_date })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'window',
      title: t('certPage.window'),
      render: (_value, window) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {window.window_start} ~ {window.window_end}
        </span>
      ),
    },
    { key: 'state', title: t('cert.certificateSurvey.state'), render: (_value, window) => <SurveyStateTag state={window.state} /> },
    {
      key: 'done',
      title: t('cert.certificateSurvey.done_date'),
      render: (_value, window) =>
        window.done_date ? (
          <Flex vertical gap={0}>
            <span>{window.done_date}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[window.place, window.surveyor].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Flex>
        ) : (
          '-'
        ),
    },
    {
      key: 'result',
      title: t('cert.certificateSurvey.result'),
      render: (_value, window) => (window.result ? <Tag>{t(`cert.certificateSurvey.result_options.${window.result}`, { defaultValue: window.result })}</Tag> : '-'),
    },
    ...(canRecord && live
      ? [
          {
            key: 'action',
            title: '',
            align: 'right' as const,
            render: (_value: unknown, window: SurveyRow) =>
              isRecordable(window, today) ? (
                <Button size="small" type="link" onClick={() => setRecording({ windowId: window.id })}>
                  {t('certPage.record.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const successor = row && typeof row.superseded_by_id === 'string' && row.superseded_by_id ? row.superseded_by_id : null;
  const title = row ? certTypeName(row.cert_type_id_label, lang) || text(row.cert_no) || t('menu.cert/certificate') : t('certPage.loading');

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={typeof window === 'undefined' ? 880 : Math.min(880, window.innerWidth)}
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined />
          <span>{title}</span>
        </Flex>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={() => setVersion((value) => value + 1)} />
          {canRecord && live && extras.windows.length > 0 ? (
            <Button onClick={() => setRecording({ windowId: null })} disabled={!extras.windows.some((window) => isRecordable(window, today))}>
              {t('certPage.record.action')}
            </Button>
          ) : null}
          {canRenew && renewable ? (
            <Button type="primary" onClick={() => setRenewing(true)}>
              {t('certPage.renew.action')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {failed ? <Result status="warning" title={t('resourceKit.loadFailed')} /> : null}
      <Spin spinning={loading}>
        {row ? (
          <Flex vertical gap={20}>
            {successor ? (
              <Alert
                type="info"
                showIcon
                title={t('certPage.supersededNote')}
                action={
                  <Button size="small" onClick={() => onOpen(successor)}>
                    {t('certPage.openSuccessor')}
                  </Button>
                }
              />
            ) : null}
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" styles={{ label: { width: 130 } }}>
              {fields.map((name) => (
                <Descriptions.Item key={name} label={label(name)}>
                  {value(name)}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={label('files')} span={2}>
                <FileLinks value={row.files} />
              </Descriptions.Item>
              {text(row.remarks) ? (
                <Descriptions.Item label={label('remarks')} span={2}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{String(row.remarks)}</span>
                </Descriptions.Item>
              ) : null}
              {extras.replaced ? (
                <Descriptions.Item label={t('certPage.replaces')} span={2}>
                  <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onOpen(extras.replaced!.id)} style={{ padding: 0, height: 'auto' }}>
                    {text(extras.replaced.cert_no) ?? extras.replaced.id.slice(0, 8)}
                    {text(extras.replaced.expiry_date) ? ` (${t('certPage.expiredOn', { date: String(extras.replaced.expiry_date) })})` : ''}
                  </Button>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            {subject === 'certificate' ? (
              <section aria-label={t('certPage.windows')}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t('certPage.windows')}
                </Typography.Title>
                {extras.windows.length ? (
                  <Flex vertical gap={12}>
                    <SurveyStripView
                      windows={extras.windows}
                      certificate={{ issue_date: text(row.issue_date), expiry_date: text(row.expiry_date) }}
                      today={today}
                      {...(canRecord && live
                        ? {
                            onPick: (windowId: string) => {
                              const picked = extras.windows.find((window) => window.id === windowId);
                              if (picked && isRecordable(picked, today)) setRecording({ windowId });
                            },
                          }
                        : {})}
                    />
                    <CompactTable<SurveyRow> rowKey="id" columns={windowColumns} dataSource={extras.windows} />
                  </Flex>
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('certPage.noWindows')} />
                )}
              </section>
            ) : null}
          </Flex>
        ) : null}
      </Spin>
      {row && subject === 'certificate' ? (
        <>
          <RecordSurveyDialog
            certificateId={row.id}
            windows={extras.windows}
            initialWindowId={recording?.windowId ?? null}
            today={today}
            open={recording !== null}
            onClose={() => setRecording(null)}
            onDone={() => {
              setRecording(null);
              changed();
            }}
          />
          <RenewDialog
            certificate={row}
            validityMonths={extras.validity}
            open={renewing}
            onClose={() => setRenewing(false)}
            onRenewed={(answer) => {
              setRenewing(false);
              onChanged();
              onOpen(answer.row.id);
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
