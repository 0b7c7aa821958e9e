import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ShipDetailAnswer } from '@vessel/contract';
import { currentLang } from '../../../locales/i18n';
import type { TableRow } from '../../../components/resource/table-rows';
import { CertificateStatusTag, ExpiryCell, NextWindowCell } from '../cert/certificate-cells';
import { nameIn } from '../crew/crew-labels';
import { DayText } from '../crew/day-text';
import { LinkButton } from '../crew/link-button';

/** A certificate of the ship page, with its next survey window when the server sends it (`next_window`, as on the certificate list). */
type Certificate = ShipDetailAnswer['certificates'][number] & { next_window?: unknown };

/** The ship's certificates, in force first and soonest to expire on top, status colour-coded, with the next survey window. */
export function ShipCertificatesTab({ detail, today }: { detail: ShipDetailAnswer; today: string }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  // Certificates in force first, soonest to expire on top; replaced and withdrawn ones (history) last.
  const history = (row: Certificate) => (row.status === 'superseded' || row.status === 'withdrawn' ? 1 : 0);
  const rows = [...(detail.certificates as Certificate[])].sort(
    (a, b) => history(a) - history(b) || (a.expiry_date ?? '9999').localeCompare(b.expiry_date ?? '9999'),
  );
  const columns: ColumnsType<Certificate> = [
    {
      key: 'type',
      title: t('fleet.shipDetail.certificates.type'),
      render: (_v, row) => (
        <Flex vertical>
          <span>{nameIn(lang, row.cert_type_name_en, row.cert_type_name_zh)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.cert_type_code}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'number', title: t('fleet.shipDetail.certificates.number'), dataIndex: 'cert_no' },
    { key: 'issued', title: t('fleet.shipDetail.certificates.issued'), render: (_v, row) => <DayText day={row.issue_date} /> },
    { key: 'expiry', title: t('fleet.shipDetail.certificates.expiry'), render: (_v, row) => <ExpiryCell row={row as unknown as TableRow} today={today} /> },
    { key: 'status', title: t('fleet.shipDetail.certificates.status'), render: (_v, row) => <CertificateStatusTag status={row.status} /> },
    { key: 'window', title: t('fleet.shipDetail.certificates.nextWindow'), render: (_v, row) => <NextWindowCell row={row as unknown as TableRow} /> },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <LinkButton to={`/admin/cert/certificate?${new URLSearchParams({ 'search.ship_id': `eq:${detail.ship.id}` }).toString()}`} size="small">{t('fleet.shipDetail.certificates.all')}</LinkButton>
      </Flex>
      <Table<Certificate>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('fleet.shipDetail.certificates.empty') }}
      />
    </Flex>
  );
}
