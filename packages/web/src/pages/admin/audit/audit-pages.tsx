import { CalendarOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runAuditStep, scheduleExternalAudits } from '../../../api/admin/audit';
import { holds } from '../../../components/resource/resource-access';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { useAuditDefinition } from './audit-definition';
import { AuditNav } from './audit-nav';

/** Where one audit is shown whole (spec §2). */
export const auditDetailPath = (id: string) => `/admin/ShdetailPage?id=${encodeURIComponent(id)}`;

function AuditResourcePage({ path, options = {}, extra }: { path: string; options?: ResourcePageOptions; extra?: (reload: () => void) => ReactNode }) {
  const def = useAuditDefinition(path);
  // A change made beside the table (plans scheduled) reads the list again.
  const [version, setVersion] = useState(0);
  return (
    <Flex vertical gap={8} data-testid={`audit-page-${path}`}>
      <AuditNav path={path} />
      {def ? (
        <>
          {extra?.(() => setVersion((value) => value + 1))}
          <ResourcePage key={`${def.name}-${version}`} def={def} options={options} />
        </>
      ) : (
        <Spin />
      )}
    </Flex>
  );
}

/** The audit number opens the audit whole; the workflow runs there (its steps need words and dates). */
const planOptions: ResourcePageOptions = {
  cells: {
    audit_no: (row) => (
      <Link to={auditDetailPath(String(row.id))} data-testid={`audit-open-${String(row.audit_no)}`}>
        {String(row.audit_no ?? '')}
      </Link>
    ),
  },
  rowSteps: () => [],
};

/** A finding's audit opens the audit whole. */
function OpenAudit({ id }: { id: string }) {
  const { t } = useTranslation('backend');
  return <Link to={auditDetailPath(id)}>{t('auditPage.open')}</Link>;
}

const findingOptions: ResourcePageOptions = {
  cells: { plan_id: (row) => <OpenAudit id={String(row.plan_id)} /> },
};

function ScheduleButton({ onScheduled }: { onScheduled(): void }) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<number | null>(null);
  if (!holds(session, 'audit/externalPlan/schedule')) return null;
  return (
    <Flex gap={8} align="center">
      <Button
        icon={<CalendarOutlined />}
        loading={busy}
        data-testid="audit-schedule"
        onClick={() => {
          setBusy(true);
          scheduleExternalAudits()
            .then(({ data }) => {
              setMade(data.count);
              onScheduled();
            })
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {t('auditPage.schedule')}
      </Button>
      <Typography.Text type="secondary">{made === null ? t('auditPage.scheduleHint') : t('auditPage.scheduled', { count: made })}</Typography.Text>
    </Flex>
  );
}

export function AuditProgrammePage() {
  return (
    <AuditResourcePage
      path="audit/programme"
      options={{
        rowSteps: (row) => (row.status === 'draft' ? ['submit'] : []),
        onStep: (step, ids, _rows, done) => {
          void Promise.all(ids.map((id) => runAuditStep({ name: 'audit.Programme' }, step, { id }))).finally(done);
        },
      }}
    />
  );
}

export const AuditPlanPage = () => <AuditResourcePage path="audit/plan" options={planOptions} />;
export const AuditReportPage = () => <AuditResourcePage path="audit/report" options={planOptions} />;
export const AuditExternalPlanPage = () => <AuditResourcePage path="audit/externalPlan" options={planOptions} extra={(reload) => <ScheduleButton onScheduled={reload} />} />;
export const AuditSelfInspectionPage = () => <AuditResourcePage path="audit/selfInspection" options={planOptions} />;
export const AuditFindingPage = () => <AuditResourcePage path="audit/finding" options={findingOptions} />;
export const AuditExternalFindingPage = () => <AuditResourcePage path="audit/externalFinding" options={findingOptions} />;
export const AuditAuditorPage = () => <AuditResourcePage path="audit/auditor" />;
