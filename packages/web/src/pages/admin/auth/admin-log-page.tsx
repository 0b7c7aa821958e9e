import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminLogResource, fieldLabelKey } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { rightTitle } from './rule-titles';

/** One log line in full: who, when, which right, the address and agent, and the request data (secrets masked by the server). */
function AdminLogDetail({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const label = (name: string) => t(fieldLabelKey(adminLogResource, { name }));
  const text = (name: string) => (row[name] === null || row[name] === undefined || row[name] === '' ? '-' : String(row[name]));
  return (
    <>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={label('username')}>{text('username')}</Descriptions.Item>
        <Descriptions.Item label={label('title')}>
          <RightWords right={row.title} />
        </Descriptions.Item>
        {['right', 'url', 'ip', 'useragent'].map((name) => (
          <Descriptions.Item key={name} label={label(name)}>
            {text(name)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={label('created_at')}>
          {row.created_at ? formatDateTime(String(row.created_at), currentLang()) : '-'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {label('data')}
      </Typography.Title>
      <pre style={{ margin: 0, padding: 12, borderRadius: 6, background: 'rgba(127, 127, 127, 0.08)', overflow: 'auto', maxHeight: 420, fontSize: 12 }}>
        {JSON.stringify(row.data ?? null, null, 2)}
      </pre>
    </>
  );
}

function RightWords({ right }: { right: unknown }) {
  const { t } = useTranslation('backend');
  return <>{rightTitle(typeof right === 'string' ? right : '', t)}</>;
}

/** The administrator log: read-only; the action in words; each line opens in a drawer with its request data. */
const options: ResourcePageOptions = {
  cells: { title: (row) => <RightWords right={row.title} /> },
  detail: (row) => <AdminLogDetail row={row} />,
};

export default function AdminLogPage() {
  return <ResourcePage def={adminLogResource} options={options} />;
}
