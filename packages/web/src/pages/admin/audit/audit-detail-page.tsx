import { Button, DatePicker, Descriptions, Empty, Flex, Form, Input, Modal, Select, Space, Table, Tag, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_RESOURCES, FINDING_GRADES, type AuditDetailAnswer, type ResourceDef } from '@vessel/contract';
import { readAuditDetail, runAuditStep, saveAuditAnswers } from '../../../api/admin/audit';
import { ApprovalPanel } from '../../../components/approval/approval-panel';
import { ChecklistForm, type ChecklistItemView, type ChecklistTemplateView, type ChecklistAnswerView } from '../../../components/checklist/checklist-form';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { applyServerFieldErrors } from '../../../components/server-field-errors';
import { currentLang } from '../../../locales/i18n';
import { DetailPage } from '../detail-page';
import { useDetailRecord, useTabParam } from '../use-detail-page';
import { useAuditDefinition } from './audit-definition';
import { AuditNav } from './audit-nav';
import { auditStateColour, findingGradeColour, planStepsFor, type PlanStep } from './audit-views';
import { printUrls } from '../../../api/admin/printables';
import { PrintButton } from '../print-button';

const TABS = ['overview', 'checklist', 'findings', 'report', 'approvals'] as const;

type Detail = AuditDetailAnswer;
type Dialog = { step: 'postpone' | 'submitReport' | 'cancel' } | { step: 'raiseFinding'; template?: ChecklistTemplateView; item?: ChecklistItemView; answer?: ChecklistAnswerView } | null;

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));
const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** The form of a step that needs words or dates (postponement, report, finding, cancellation). */
function StepDialog({ dialog, detail, def, onClose, onDone }: { dialog: Dialog; detail: Detail; def: ResourceDef; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  if (!dialog) return null;
  const plan = detail.plan;
  const fromItem = dialog.step === 'raiseFinding' && dialog.item;
  const initial =
    dialog.step === 'submitReport'
      ? { report_summary: plan.report_summary ?? '', conducted_to: plan.conducted_to ? dayjs(String(plan.conducted_to)) : dayjs() }
      : fromItem
        ? {
            grade: 'nc',
            description: [currentLang() === 'zh-cn' ? dialog.item!.question_zh || dialog.item!.question_en : dialog.item!.question_en, dialog.answer?.comment].filter(Boolean).join(' — '),
            clause_ref: dialog.item!.ref.replace(/^ISM\s*/i, ''),
          }
        : {};
  const submit = async () => {
    const values = form.getFieldsValue();
    const body: Record<string, unknown> & { id: string } = { id: plan.id };
    if (dialog.step === 'postpone') Object.assign(body, { postponed_to: iso(values.postponed_to as Dayjs), reason: values.reason ?? '' });
    if (dialog.step === 'submitReport') Object.assign(body, { report_summary: values.report_summary ?? '', conducted_to: iso(values.conducted_to as Dayjs) });
    if (dialog.step === 'cancel' && values.reason) body.reason = values.reason;
    if (dialog.step === 'raiseFinding') {
      Object.assign(body, { grade: values.grade, description: values.description ?? '', due_date: iso(values.due_date as Dayjs) });
      if (values.clause_ref) body.clause_ref = values.clause_ref;
      if (values.objective_evidence) body.objective_evidence = values.objective_evidence;
      if (dialog.template && dialog.item) Object.assign(body, { template_id: dialog.template.id, item_id: dialog.item.id });
    }
    setBusy(true);
    try {
      await runAuditStep(def, dialog.step, JSON.parse(JSON.stringify(body)) as typeof body);
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(`auditPage.steps.${dialog.step}`)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} okButtonProps={{ 'data-testid': 'audit-step-ok' } as never} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        {dialog.step === 'postpone' ? (
          <>
            <Form.Item name="postponed_to" label={t('auditPage.fields.postponed_to')} required extra={plan.due_by ? t('auditPage.dueBy', { date: plan.due_by }) : undefined}>
              <DatePicker data-testid="audit-postpone-date" />
            </Form.Item>
            <Form.Item name="reason" label={t('auditPage.fields.reason')} required>
              <Input.TextArea maxLength={500} data-testid="audit-postpone-reason" />
            </Form.Item>
          </>
        ) : null}
        {dialog.step === 'submitReport' ? (
          <>
            <Form.Item name="conducted_to" label={t('auditPage.fields.conducted_to')}>
              <DatePicker />
            </Form.Item>
            <Form.Item name="report_summary" label={t('auditPage.fields.report_summary')} required>
              <Input.TextArea rows={6} maxLength={5000} data-testid="audit-report-summary" />
            </Form.Item>
          </>
        ) : null}
        {dialog.step === 'cancel' ? (
          <Form.Item name="reason" label={t('auditPage.fields.reason')}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        ) : null}
        {dialog.step === 'raiseFinding' ? (
          <>
            <Form.Item name="grade" label={t('auditPage.fields.grade')} required>
              <Select data-testid="audit-finding-grade" options={FINDING_GRADES.map((grade) => ({ value: grade, label: t(`auditPage.grade.${grade}`) }))} />
            </Form.Item>
            <Form.Item name="clause_ref" label={t('auditPage.fields.clause_ref')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="description" label={t('auditPage.fields.description')} required>
              <Input.TextArea rows={3} maxLength={2000} data-testid="audit-finding-description" />
            </Form.Item>
            <Form.Item name="objective_evidence" label={t('auditPage.fields.objective_evidence')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
            <Form.Item name="due_date" label={t('auditPage.fields.due_date')}>
              <DatePicker />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}

/**
 * One audit whole (`/admin/ShdetailPage?id=`): the plan and its team, the checklists answered (on a tablet
 * too), the findings with their NCRs and the NCRs' state, the report and its approval, every approval's
 * timeline; the workflow's buttons as the audit's state and the caller's rights allow.
 */
export default function AuditDetailPage() {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const session = useAccessSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useTabParam(TABS);
  const state = useDetailRecord('audit', id, readAuditDetail);
  const { reload } = state;
  const detail = state.detail?.plan.id === id ? state.detail : null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const def = AUDIT_RESOURCES.find((resource) => resource.name === detail?.view) ?? AUDIT_RESOURCES.find((resource) => resource.name === 'audit.Plan')!;
  // The plan form's words travel with the module's definition (a page opened by link has not read it yet).
  useAuditDefinition(def.path);
  const can = (step: string) => holds(session, `${def.path}/${step}`);
  const withFindings = useMemo(
    () => new Set((detail?.findings ?? []).filter((finding) => finding.template_id && finding.checklist_item_id).map((finding) => `${String(finding.template_id)}/${String(finding.checklist_item_id)}`)),
    [detail],
  );

  const run = async (step: PlanStep) => {
    if (step === 'postpone' || step === 'submitReport' || step === 'cancel' || step === 'raiseFinding') {
      setDialog({ step });
      return;
    }
    await runAuditStep(def, step, { id });
    reload();
  };

  const plan = detail?.plan;
  const place = detail ? (detail.ship ? (lang === 'zh-cn' ? detail.ship.name_zh || detail.ship.name_en : detail.ship.name_en) : detail.department ? (lang === 'zh-cn' ? detail.department.name : detail.department.name_en || detail.department.name) : '') : '';
  const header =
    detail && plan ? (
      <Flex vertical gap={8}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="audit-no">
            {plan.audit_no}
          </Typography.Title>
          <Tag color={auditStateColour(plan.status)} data-testid="audit-status">
            {t(`auditPage.status.${plan.status}`)}
          </Tag>
          <Tag>{t(`auditPage.standard.${String(plan.standard)}`, { defaultValue: String(plan.standard) })}</Tag>
          <Typography.Text>{place}</Typography.Text>
        </Space>
        <Space wrap>
          {planStepsFor(plan.status, def)
            .filter(can)
            .map((step) => (
              <Button key={step} type={step === 'start' || step === 'submitReport' || step === 'close' ? 'primary' : 'default'} danger={step === 'cancel'} onClick={() => void run(step)} data-testid={`audit-step-${step}`}>
                {t(`auditPage.steps.${step}`)}
              </Button>
            ))}
          <PrintButton right={`${def.path}/print`} url={printUrls.audit(id)} fallbackName={`${plan.audit_no}.pdf`} testId="print-audit">
            {t('printables.auditReport')}
          </PrintButton>
        </Space>
      </Flex>
    ) : null;

  const overview =
    detail && plan ? (
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="audit-overview">
          <Descriptions.Item label={t('auditPage.fields.category')}>{t(`auditPage.category.${plan.category}`)}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.scope')}>{t(`auditPage.scope.${String(plan.scope)}`)}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.place')}>{place}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.programme')}>{detail.programme ? `${detail.programme.year} ${detail.programme.title}` : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.planned')}>{`${text(plan.planned_from)} → ${text(plan.planned_to)}`}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.conducted')}>{`${text(plan.conducted_from)} → ${text(plan.conducted_to)}`}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.last_audit_date')}>{text(plan.last_audit_date)}</Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.due_by')}>{text(plan.due_by)}</Descriptions.Item>
          {plan.category === 'external' ? <Descriptions.Item label={t('auditPage.fields.external_kind')}>{t(`auditPage.externalKind.${String(plan.external_kind)}`, { defaultValue: text(plan.external_kind) })}</Descriptions.Item> : null}
          {plan.category === 'external' ? <Descriptions.Item label={t('auditPage.fields.auditor_org')}>{text(plan.auditor_org)}</Descriptions.Item> : null}
          <Descriptions.Item label={t('auditPage.fields.clauses_covered')}>{((plan.clauses_covered as string[] | null) ?? []).join(', ') || '—'}</Descriptions.Item>
          {plan.postponed_to ? <Descriptions.Item label={t('auditPage.fields.postponed_to')}>{`${text(plan.postponed_to)} · ${text(plan.postpone_reason)}`}</Descriptions.Item> : null}
        </Descriptions>
        <Typography.Title level={5}>{t('auditPage.team')}</Typography.Title>
        {detail.team.length ? (
          <Space wrap data-testid="audit-team">
            {detail.team.map((member) => (
              <Tag key={member.id} color={member.lead ? 'gold' : 'default'}>
                {member.name}
                {member.lead ? ` · ${t('auditPage.lead')}` : ''}
                {member.qualification ? ` · ${t(`auditPage.qualification.${member.qualification}`)}` : ''}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('auditPage.noTeam')}</Typography.Text>
        )}
      </Flex>
    ) : null;

  const ncrOf = (ncrId: unknown) => detail?.ncrs.find((ncr) => ncr.id === ncrId);
  const findings = detail ? (
    <Flex vertical gap={8}>
      {plan && can('raiseFinding') && ['in_progress', 'report_draft', 'report_issued', 'follow_up'].includes(plan.status) ? (
        <Flex justify="flex-end">
          <Button onClick={() => setDialog({ step: 'raiseFinding' })} data-testid="audit-add-finding">
            {t('auditPage.steps.raiseFinding')}
          </Button>
        </Flex>
      ) : null}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={detail.findings}
        data-testid="audit-findings"
        scroll={{ x: 720 }}
        columns={[
          { key: 'grade', title: t('auditPage.fields.grade'), render: (_, row) => <Tag color={findingGradeColour(row.grade)}>{t(`auditPage.grade.${row.grade}`)}</Tag> },
          { key: 'clause', title: t('auditPage.fields.clause_ref'), render: (_, row) => text(row.clause_ref) },
          { key: 'description', title: t('auditPage.fields.description'), render: (_, row) => text(row.description) },
          { key: 'status', title: t('auditPage.fields.status'), render: (_, row) => <Tag color={auditStateColour(row.status)}>{t(`auditPage.findingStatus.${row.status}`)}</Tag> },
          {
            key: 'ncr',
            title: 'NCR',
            render: (_, row) => {
              const ncr = ncrOf(row.ncr_id);
              return ncr ? (
                <Space data-testid={`audit-ncr-${ncr.ncr_no}`}>
                  <Typography.Text code>{ncr.ncr_no}</Typography.Text>
                  <Tag color={ncr.closed_at || ncr.status === 'closed' ? 'green' : 'orange'}>{t(`auditPage.ncrStatus.${ncr.status}`, { defaultValue: ncr.status })}</Tag>
                </Space>
              ) : (
                '—'
              );
            },
          },
          // Last: at tablet width the table scrolls, and the NCR is what a reader looks for.
          { key: 'due', title: t('auditPage.fields.due_date'), render: (_, row) => text(row.due_date) },
        ]}
      />
    </Flex>
  ) : null;

  const checklist = detail ? (
    <ChecklistForm
      checklists={detail.checklists}
      answers={detail.answers}
      editable={detail.plan.status === 'in_progress' && can('saveAnswers')}
      onSave={async (answers) => {
        await saveAuditAnswers(def, id, answers);
        reload();
      }}
      {...(can('raiseFinding') && detail.plan.status === 'in_progress' ? { onRaiseFinding: (template: ChecklistTemplateView, item: ChecklistItemView, answer: ChecklistAnswerView) => setDialog({ step: 'raiseFinding', template, item, answer }) } : {})}
      withFindings={withFindings}
    />
  ) : null;

  const report =
    detail && plan ? (
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={t('auditPage.fields.report_summary')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="audit-report">
              {text(plan.report_summary)}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('auditPage.fields.report_issued_at')}>{text(plan.report_issued_at)}</Descriptions.Item>
        </Descriptions>
        {['report_draft', 'report_issued', 'follow_up', 'closed'].includes(plan.status) ? <ApprovalPanel bizType="audit_report" bizId={id} onActed={reload} /> : null}
      </Flex>
    ) : null;

  const approvals = detail ? (
    <Flex vertical gap={16}>
      {detail.approvals.length ? (
        <Timeline
          data-testid="audit-approvals"
          items={detail.approvals.map((record) => ({
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  {t(`auditPage.approvalType.${record.biz_type}`)} · {lang === 'zh-cn' ? record.step_title_zh : record.step_title_en}
                </Typography.Text>
                <Typography.Text>
                  {record.approver_name} · {t(`auditPage.approvalAction.${record.action}`, { defaultValue: record.action })} · {dayjs(record.acted_at).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
                {record.comment ? <Typography.Text type="secondary">{record.comment}</Typography.Text> : null}
              </Space>
            ),
          }))}
        />
      ) : (
        <Empty description={t('auditPage.noApprovals')} />
      )}
      {plan?.postponed_to && plan.status !== 'postponed' ? <ApprovalPanel bizType="audit_postpone" bizId={id} onActed={reload} /> : null}
    </Flex>
  ) : null;

  const items = [
    { key: 'overview', label: <span data-testid="audit-tab-overview">{t('auditPage.tabs.overview')}</span>, children: overview },
    { key: 'checklist', label: <span data-testid="audit-tab-checklist">{t('auditPage.tabs.checklist')}</span>, children: checklist },
    { key: 'findings', label: <span data-testid="audit-tab-findings">{t('auditPage.tabs.findings', { count: detail?.findings.length ?? 0 })}</span>, children: findings },
    { key: 'report', label: <span data-testid="audit-tab-report">{t('auditPage.tabs.report')}</span>, children: report },
    { key: 'approvals', label: <span data-testid="audit-tab-approvals">{t('auditPage.tabs.approvals')}</span>, children: approvals },
  ];

  return (
    <Flex vertical gap={8} data-testid="audit-detail">
      <AuditNav path={def.path} />
      <DetailPage
        id={id}
        words="auditPage"
        listPath={`/admin/${def.path}`}
        record={state}
        loaded={detail !== null}
        header={header}
        tabs={{ active: tab, onChange: setTab, items }}
        edit={{ def, options: {} }}
      />
      {detail ? (
        <StepDialog
          dialog={dialog}
          detail={detail}
          def={def}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
    </Flex>
  );
}
