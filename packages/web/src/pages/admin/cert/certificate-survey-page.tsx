import { Typography } from 'antd';
import { Link } from 'react-router';
import { certificateSurveyResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { SurveyStateTag } from './certificate-cells';
import { useDefaultQuery } from './use-default-query';

/** A window's certificate, by name, opening it with its windows and the survey record. */
function CertificateLink({ row }: { row: TableRow }) {
  const id = typeof row.certificate_id === 'string' ? row.certificate_id : null;
  if (!id) return <Typography.Text type="secondary">-</Typography.Text>;
  const label = typeof row.certificate_id_label === 'string' && row.certificate_id_label ? row.certificate_id_label : id.slice(0, 8);
  return <Link to={`/admin/cert/certificate?id=${id}`}>{label}</Link>;
}

const options: ResourcePageOptions = {
  cells: {
    certificate_id: (row) => <CertificateLink row={row} />,
    state: (row) => <SurveyStateTag state={row.state} />,
    window_start: (row) => <span style={{ whiteSpace: 'nowrap' }}>{String(row.window_start ?? '')}</span>,
    window_end: (row) => <span style={{ whiteSpace: 'nowrap' }}>{String(row.window_end ?? '')}</span>,
  },
};

/**
 * Every survey window of the fleet's certificates (the "range dates" of DOMAIN.md §3.5): which windows
 * are open or overdue now, which open soon. Opened from the menu it shows the windows still to be done,
 * earliest closing first; a window's certificate opens where its survey is recorded.
 */
export default function CertificateSurveyPage() {
  const waiting = useDefaultQuery(() => ({ 'search.state': 'IN:overdue,in_window,due_soon' }));
  return waiting ? null : <ResourcePage def={certificateSurveyResource} options={options} />;
}
