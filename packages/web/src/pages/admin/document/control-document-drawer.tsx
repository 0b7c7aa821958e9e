import { App, Button, DatePicker, Descriptions, Drawer, Empty, Flex, Form, Input, Modal, Result, Space, Spin, Table, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_ISSUE_FLOW, DOC_ISSUE_MANUAL_FLOW, documentDescription, documentVersionDescription, fieldLabelKey, optionLabelKey } from '@vessel/contract';
import { DOCUMENT_BASE, DOCUMENT_VERSION_BASE, listVersionsOf, makeObsolete, versionStep } from '../../../api/admin/document-control';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { uploadFile } from '../../../api/admin/upload';
import { isCancelledRequest } from '../../../api/request-errors';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { PdfPreview } from '../../../components/document/pdf-preview';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { LEVEL_COLOURS, REVIEW_COLOURS, reviewState, versionActions } from './control-views';
import { DistributeDialog, type DistributeTarget } from './distribution-dialog';

const docDef = documentDescription.def;
const versionDef = documentVersionDescription.def;
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));
const STATUS_COLOURS: Readonly<Record<string, string>> = { draft: 'default', in_review: 'processing', approved: 'cyan', issued: 'green', superseded: 'default', obsolete: 'red', active: 'green' };

export const todayOf = () => dayjs().format('YYYY-MM-DD');

function useDocument(id: string | null, version: number) {
  const [state, setState] = useState<{ row: ResourceRow | null; versions: ResourceRow[]; failed: boolean }>({ row: null, versions: [], failed: false });
  useEffect(() => {
    if (!id) return;
    let active = true;
    Promise.all([resourceApi(DOCUMENT_BASE).read(id), listVersionsOf(id)]).then(
      ([record, versions]) => active && setState({ row: record.data.row, versions: versions.data.list, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ row: null, versions: [], failed: true }),
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  return state;
}

/** A new revision: its name, what changed, its file (uploaded first) and the day it takes effect. */
function NewRevision({ documentId, open, onClose, onDone }: { documentId: string; open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm();
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await resourceApi(DOCUMENT_VERSION_BASE).add({
        document_id: documentId,
        version: values.version,
        change_summary: values.change_summary ?? '',
        file: file?.url ?? null,
        effective_date: values.effective_date ? values.effective_date.format('YYYY-MM-DD') : null,
      });
      form.resetFields();
      setFile(null);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('documentControl.newRevision')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={busy} destroyOnHidden okButtonProps={{ 'data-testid': 'revision-save' } as never}>
      <Form form={form} layout="vertical" data-testid="revision-form">
        <Form.Item name="version" label={t(fieldLabelKey(versionDef, { name: 'version' }))} rules={[{ required: true, message: t('documentControl.versionRequired') }]}>
          <Input maxLength={30} placeholder="Rev 3" data-testid="revision-version" />
        </Form.Item>
        <Form.Item name="change_summary" label={t(fieldLabelKey(versionDef, { name: 'change_summary' }))}>
          <Input.TextArea maxLength={2000} rows={3} data-testid="revision-summary" />
        </Form.Item>
        <Form.Item label={t(fieldLabelKey(versionDef, { name: 'file' }))}>
          <Upload
            maxCount={1}
            accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt"
            showUploadList={false}
            customRequest={({ file: chosen, onSuccess, onError }) => {
              uploadFile(chosen as File).then(
                (answer) => {
                  setFile({ url: answer.data.file.url, name: answer.data.file.name });
                  onSuccess?.(answer.data.file);
                },
                (error: unknown) => onError?.(error as Error),
              );
            }}
          >
            <Button data-testid="revision-upload">{t('documentControl.chooseFile')}</Button>
          </Upload>
          {file ? <Typography.Text data-testid="revision-file" style={{ marginLeft: 8 }}>{file.name}</Typography.Text> : null}
        </Form.Item>
        <Form.Item name="effective_date" label={t(fieldLabelKey(versionDef, { name: 'effective_date' }))}>
          <DatePicker data-testid="revision-effective" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Asks why before making a document or a version obsolete. */
function ObsoleteDialog({ target, onClose, onDone }: { target: { base: typeof DOCUMENT_BASE | typeof DOCUMENT_VERSION_BASE; id: string } | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={!!target}
      title={t('documentControl.obsoleteTitle')}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: !reason.trim(), danger: true }}
      onOk={() => {
        if (!target) return;
        setBusy(true);
        makeObsolete(target.base, target.id, reason.trim()).then(
          () => {
            setBusy(false);
            setReason('');
            onDone();
          },
          () => setBusy(false),
        );
      }}
      destroyOnHidden
    >
      <Input.TextArea rows={3} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} placeholder={t('documentControl.obsoleteReason')} data-testid="obsolete-reason" />
    </Modal>
  );
}

/**
 * One controlled document whole (DOMAIN.md §4.13): its particulars, its versions with their steps (a new
 * revision, submit, issue, distribute, obsolete), the approval of the version chosen and its preview.
 */
export function DocumentDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const { modal } = App.useApp();
  const session = useAccessSession();
  const lang = currentLang();
  const [version, setVersion] = useState(0);
  const { row, versions, failed } = useDocument(id, version);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [obsolete, setObsolete] = useState<{ base: typeof DOCUMENT_BASE | typeof DOCUMENT_VERSION_BASE; id: string } | null>(null);
  const [distribute, setDistribute] = useState<DistributeTarget | null>(null);
  const today = todayOf();
  useEffect(() => setChosen(null), [id]);
  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };
  const selected = versions.find((item) => item.id === chosen) ?? versions.find((item) => item.status === 'in_review') ?? versions.find((item) => item.id === row?.current_version_id) ?? versions[0];
  const flow = row?.level === 'L1' ? DOC_ISSUE_MANUAL_FLOW : DOC_ISSUE_FLOW;
  const title = row ? String((lang === 'zh-cn' ? row.title_zh || row.title_en : row.title_en || row.title_zh) ?? '') : '';
  const review = row ? reviewState(row.next_review_date, today) : null;
  const can = (step: string) => holds(session, `${versionDef.path}/${step}`);

  const runStep = (step: 'submit' | 'issue', item: ResourceRow) => {
    modal.confirm({
      title: t(`documentControl.confirm.${step}`, { version: String(item.version) }),
      onOk: () => versionStep(step, item.id).then(changed, () => undefined),
    });
  };

  return (
    <Drawer open={!!id} onClose={onClose} width={1100} title={row ? `${text(row.doc_no)} ${title}` : t('documentControl.document')} destroyOnHidden>
      {failed ? (
        <Result status="warning" title={t('documentControl.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('documentControl.retry')}</Button>} />
      ) : !row ? (
        <Spin />
      ) : (
        <Flex vertical gap={16} data-testid="document-drawer">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'level', label: t(fieldLabelKey(docDef, { name: 'level' })), children: row.level ? <Tag color={LEVEL_COLOURS[String(row.level)]}>{t(optionLabelKey(docDef, { name: 'level' }, String(row.level)))}</Tag> : '-' },
              { key: 'status', label: t(fieldLabelKey(docDef, { name: 'status' })), children: <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(docDef, { name: 'status' }, String(row.status)))}</Tag> },
              { key: 'owner', label: t(fieldLabelKey(docDef, { name: 'owner_dept_id' })), children: text(row.owner_dept_id_label ?? row.owner_dept_id) },
              { key: 'current', label: t(fieldLabelKey(docDef, { name: 'current_version_id' })), children: <span data-testid="document-current-version">{text(row.current_version)}</span> },
              { key: 'effective', label: t(fieldLabelKey(versionDef, { name: 'effective_date' })), children: text(row.current_effective_date) },
              {
                key: 'review',
                label: t(fieldLabelKey(docDef, { name: 'next_review_date' })),
                children: row.next_review_date ? <Tag color={review ? REVIEW_COLOURS[review] : undefined}>{`${String(row.next_review_date)} · ${t(`documentControl.review.${review ?? 'ok'}`)}`}</Tag> : '-',
              },
              { key: 'applies', label: t(fieldLabelKey(docDef, { name: 'applies_to' })), children: t(optionLabelKey(docDef, { name: 'applies_to' }, String(row.applies_to ?? 'both'))) },
              { key: 'ism', label: t(fieldLabelKey(docDef, { name: 'ism_clauses' })), children: Array.isArray(row.ism_clauses) && row.ism_clauses.length ? (row.ism_clauses as string[]).map((clause) => <Tag key={clause}>{clause}</Tag>) : '-' },
              { key: 'confidential', label: t(fieldLabelKey(docDef, { name: 'confidential' })), children: row.confidential ? <Tag color="red">{t('documentControl.confidential')}</Tag> : '-' },
            ]}
          />
          {row.status === 'obsolete' ? <Typography.Text type="danger">{`${t(fieldLabelKey(docDef, { name: 'obsolete_reason' }))}: ${text(row.obsolete_reason)}`}</Typography.Text> : null}
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('documentControl.versions')}
            </Typography.Title>
            <Space>
              {row.status !== 'obsolete' && holds(session, `${versionDef.path}/add`) ? (
                <Button type="primary" onClick={() => setAdding(true)} data-testid="document-new-revision">
                  {t('documentControl.newRevision')}
                </Button>
              ) : null}
              {row.status !== 'obsolete' && holds(session, `${docDef.path}/obsolete`) ? (
                <Button danger onClick={() => setObsolete({ base: DOCUMENT_BASE, id: row.id })} data-testid="document-obsolete">
                  {t('documentControl.obsoleteDocument')}
                </Button>
              ) : null}
            </Space>
          </Flex>
          <Table<ResourceRow>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={versions}
            data-testid="document-versions"
            locale={{ emptyText: <Empty description={t('documentControl.noVersions')} /> }}
            rowClassName={(item) => (item.id === selected?.id ? 'ant-table-row-selected' : '')}
            onRow={(item) => ({ onClick: () => setChosen(item.id) })}
            columns={[
              { key: 'version', title: t(fieldLabelKey(versionDef, { name: 'version' })), render: (_, item) => <Typography.Text strong>{text(item.version)}</Typography.Text> },
              {
                key: 'status',
                title: t(fieldLabelKey(versionDef, { name: 'status' })),
                render: (_, item) => (
                  <Tag color={STATUS_COLOURS[String(item.status)]} data-testid={`version-status-${String(item.version)}`}>
                    {t(optionLabelKey(versionDef, { name: 'status' }, String(item.status)))}
                  </Tag>
                ),
              },
              { key: 'effective', title: t(fieldLabelKey(versionDef, { name: 'effective_date' })), render: (_, item) => text(item.effective_date) },
              { key: 'summary', title: t(fieldLabelKey(versionDef, { name: 'change_summary' })), render: (_, item) => <Typography.Text ellipsis style={{ maxWidth: 280 }}>{text(item.change_summary)}</Typography.Text> },
              { key: 'author', title: t(fieldLabelKey(versionDef, { name: 'author_id' })), render: (_, item) => text(item.author_id_label) },
              {
                key: 'actions',
                title: t('documentControl.actions'),
                render: (_, item) => (
                  <Space size={4} wrap onClick={(event) => event.stopPropagation()}>
                    {versionActions(String(item.status), item.effective_date, today).map((step) => {
                      if (step === 'distribute') {
                        return can('distribute') ? (
                          <Button key={step} size="small" onClick={() => setDistribute({ versionId: item.id, version: String(item.version), documentId: row.id })} data-testid={`version-distribute-${String(item.version)}`}>
                            {t('documentControl.step.distribute')}
                          </Button>
                        ) : null;
                      }
                      if (!can(step)) return null;
                      if (step === 'obsolete') {
                        return (
                          <Button key={step} size="small" danger onClick={() => setObsolete({ base: DOCUMENT_VERSION_BASE, id: item.id })}>
                            {t('documentControl.step.obsolete')}
                          </Button>
                        );
                      }
                      return (
                        <Button key={step} size="small" type={step === 'submit' ? 'primary' : 'default'} onClick={() => runStep(step, item)} data-testid={`version-${step}-${String(item.version)}`}>
                          {t(`documentControl.step.${step}`)}
                        </Button>
                      );
                    })}
                  </Space>
                ),
              },
            ]}
          />
          {selected ? (
            <Flex vertical gap={12} data-testid="version-detail">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('documentControl.versionDetail', { version: String(selected.version) })}
              </Typography.Title>
              {selected.status !== 'draft' ? <ApprovalPanel key={`${selected.id}-${version}`} bizType={flow} bizId={selected.id} onActed={changed} /> : null}
              {selected.file ? (
                String(selected.file).toLowerCase().endsWith('.pdf') ? (
                  <PdfPreview url={String(selected.file)} />
                ) : (
                  <Button href={String(selected.file)} target="_blank" rel="noopener" style={{ alignSelf: 'flex-start' }}>
                    {t('documentControl.download')}
                  </Button>
                )
              ) : (
                <Typography.Text type="secondary">{t('documentControl.noFile')}</Typography.Text>
              )}
            </Flex>
          ) : null}
          <NewRevision
            documentId={row.id}
            open={adding}
            onClose={() => setAdding(false)}
            onDone={() => {
              setAdding(false);
              changed();
            }}
          />
          <ObsoleteDialog
            target={obsolete}
            onClose={() => setObsolete(null)}
            onDone={() => {
              setObsolete(null);
              changed();
            }}
          />
          <DistributeDialog
            target={distribute}
            onClose={() => setDistribute(null)}
            onDone={() => {
              setDistribute(null);
              changed();
            }}
          />
        </Flex>
      )}
    </Drawer>
  );
}
