import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@vessel/contract';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { certTypeName, certificateSeverity, expiryNote, severityTagColour, surveySeverity, type Severity } from './certificate-status';

/** The day the browser's reader is in (the server judges by the company's zone; a day apart at most near midnight). */
export function localToday(): string {
  try {
    return todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return todayIso(new Date());
  }
}

const TEXT_TYPE: Readonly<Record<Severity, 'danger' | 'warning' | 'secondary' | undefined>> = {
  critical: 'danger',
  warning: 'warning',
  info: undefined,
  ok: 'secondary',
  muted: 'secondary',
};

export function textTypeOf(severity: Severity) {
  return TEXT_TYPE[severity];
}

/** A certificate's status as a coloured tag (labels under `cert.certificate.status_options`). */
export function CertificateStatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation('backend');
  if (typeof status !== 'string' || !status) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Tag color={severityTagColour(certificateSeverity(status))} style={{ marginInlineEnd: 0 }}>
      {t(`cert.certificate.status_options.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** A survey window's state as a coloured tag. */
export function SurveyStateTag({ state }: { state: unknown }) {
  const { t } = useTranslation('backend');
  if (typeof state !== 'string' || !state) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Tag color={severityTagColour(surveySeverity(state))} style={{ marginInlineEnd: 0 }}>
      {t(`cert.certificateSurvey.state_options.${state}`, { defaultValue: state })}
    </Tag>
  );
}

/** Status, and for a replaced certificate the way to its successor. */
export function StatusCell({ row, onOpen }: { row: TableRow; onOpen?: (id: string) => void }) {
  const { t } = useTranslation('backend');
  const successor = typeof row.superseded_by_id === 'string' && row.superseded_by_id ? row.superseded_by_id : null;
  return (
    <Flex gap={6} align="center" wrap={false}>
      <CertificateStatusTag status={row.status} />
      {successor && onOpen ? (
        <Tooltip title={t('certPage.openSuccessor')}>
          <Button type="link" size="small" icon={<ArrowRightOutlined />} onClick={() => onOpen(successor)} aria-label={t('certPage.openSuccessor')} style={{ padding: 0, height: 'auto', width: 'auto' }} />
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** "in 20 days" / "3 days ago" / "today", in the tone of how close it is. */
export function DaysLeft({ days, severity }: { days: number; severity: Severity }) {
  const { t } = useTranslation('backend');
  const text = days === 0 ? t('certPage.days.today') : days > 0 ? t('certPage.days.left', { count: days }) : t('certPage.days.ago', { count: -days });
  return (
    <Typography.Text type={textTypeOf(severity)} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
      {text}
    </Typography.Text>
  );
}

/** The expiry date with the days left to it (an extension counted); "permanent" when there is none. */
export function ExpiryCell({ row, today }: { row: TableRow; today: string }) {
  const { t } = useTranslation('backend');
  const expiry = typeof row.expiry_date === 'string' && row.expiry_date ? row.expiry_date : null;
  if (!expiry) return <Typography.Text type="secondary">{t('certPage.permanent')}</Typography.Text>;
  const note = expiryNote({ expiry_date: row.expiry_date, extension_until: row.extension_until, status: row.status }, today);
  return (
    <Flex vertical gap={0}>
      <span style={{ whiteSpace: 'nowrap' }}>{expiry}</span>
      {note.days !== null && note.severity !== 'muted' ? (
        <Flex gap={4} align="center">
          <DaysLeft days={note.days} severity={note.severity} />
          {note.extended ? (
            <Tooltip title={t('certPage.extendedUntil', { date: String(row.extension_until) })}>
              <Tag color="purple" style={{ fontSize: 11, lineHeight: '16px', marginInlineEnd: 0 }}>
                {t('certPage.extended')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** Who holds the certificate: a ship, the company, or a seafarer, by name. */
export function HolderCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const holder = typeof row.holder_type === 'string' ? row.holder_type : '';
  const name =
    holder === 'ship' ? row.ship_id_label : holder === 'seafarer' ? row.seafarer_id_label : holder === 'company' ? t('certPage.company') : holder === 'supplier' ? row.supplier_id_label : '';
  return (
    <Flex vertical gap={2}>
      <span>{typeof name === 'string' && name ? name : '-'}</span>
      {holder ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`cert.certificate.holder_type_options.${holder}`, { defaultValue: holder })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export interface NextWindow {
  kind: string;
  window_start: string;
  window_end: string;
  state?: string | null;
}

export function nextWindowOf(row: TableRow): NextWindow | null {
  const value = row.next_window;
  if (!value || typeof value !== 'object') return null;
  const window = value as Partial<NextWindow>;
  return typeof window.window_start === 'string' && typeof window.window_end === 'string' && typeof window.kind === 'string'
    ? (window as NextWindow)
    : null;
}

/** The certificate's next survey window: kind, dates, state. */
export function NextWindowCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const window = nextWindowOf(row);
  if (!window) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} align="center">
        <span>{t(`cert.certificateSurvey.kind_options.${window.kind}`, { defaultValue: window.kind })}</span>
        {window.state ? <SurveyStateTag state={window.state} /> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {window.window_start} ~ {window.window_end}
      </Typography.Text>
    </Flex>
  );
}

/** The certificate type's name in the reader's language. */
export function CertTypeCell({ row }: { row: TableRow }) {
  const name = certTypeName(row.cert_type_id_label, currentLang());
  return name ? <>{name}</> : <Typography.Text type="secondary">-</Typography.Text>;
}
