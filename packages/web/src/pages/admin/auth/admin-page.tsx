import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';

function Username({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  return (
    <Space size={6}>
      <span>{String(row.username ?? '')}</span>
      {row.is_super ? <Tag color="gold">{t('auth.admin.super')}</Tag> : null}
    </Space>
  );
}

/** Administrators: the generic page; a super administrator's row says so. */
const options: ResourcePageOptions = {
  cells: { username: (row) => <Username row={row} /> },
};

export default function AdminPage() {
  return <ResourcePage def={adminResource} options={options} />;
}
