import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** A table row's edit button: a pencil with its tooltip and accessible name. */
export function RowEditButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('backend');
  return (
    <Tooltip title={t('resourceKit.edit')}>
      <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('resourceKit.edit')} onClick={onClick} />
    </Tooltip>
  );
}

/** A table row's delete button, which asks before it deletes (the OK button spins while a returned promise runs). */
export function RowDeleteButton({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const { t } = useTranslation('backend');
  return (
    <Popconfirm
      title={t('messages:table.deleteConfirm')}
      okText={t('resourceKit.delete')}
      cancelText={t('resourceKit.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('resourceKit.delete')} />
    </Popconfirm>
  );
}
