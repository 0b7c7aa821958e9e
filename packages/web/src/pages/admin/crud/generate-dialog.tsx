import { Alert, Checkbox, Collapse, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudLoss } from '@vessel/contract';
import type { CrudPreviewAnswer } from '../../../api/admin/crud';
import { lossColumns, lossesConfirmed } from './design-state';

/**
 * What generating will do, from the server's preview: the SQL, and what the change loses, column by
 * column with its row counts. Each losing column must be ticked before the generate button works; the
 * ticked columns go to the server as `confirmLoss`.
 */
export function GenerateDialog({
  table,
  preview,
  saving,
  onCancel,
  onConfirm,
}: {
  table: string;
  preview: CrudPreviewAnswer | null;
  saving: boolean;
  onCancel(): void;
  onConfirm(confirmLoss: string[]): void;
}) {
  const { t } = useTranslation('backend');
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  useEffect(() => setConfirmed(new Set()), [preview]);
  if (!preview) return null;
  const losses: CrudLoss[] = preview.losses;
  const ready = lossesConfirmed(losses, confirmed);
  const toggle = (column: string, on: boolean) =>
    setConfirmed((current) => {
      const next = new Set(current);
      if (on) next.add(column);
      else next.delete(column);
      return next;
    });

  return (
    <Modal
      open
      title={t('crud.designer.generateTitle', { table })}
      onCancel={onCancel}
      onOk={() => onConfirm([...confirmed])}
      okText={losses.length ? t('crud.designer.lossConfirm') : t('crud.designer.generate')}
      okButtonProps={{ disabled: !ready, danger: losses.length > 0, loading: saving }}
      cancelText={t('resourceKit.cancel')}
      width={720}
      destroyOnHidden
      maskClosable={false}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{preview.mode === 'adopt' ? t('crud.designer.adoptHint') : t('crud.designer.generateHint')}</Typography.Text>
        {losses.length ? (
          <Alert
            type="error"
            showIcon
            title={t('crud.designer.lossTitle')}
            description={
              <Space orientation="vertical" style={{ width: '100%' }}>
                <span>{t('crud.designer.lossHint')}</span>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="column"
                  dataSource={lossColumns(losses)}
                  columns={[
                    {
                      key: 'confirm',
                      width: 48,
                      render: (_, entry) => (
                        <Checkbox aria-label={entry.column} checked={confirmed.has(entry.column)} onChange={(event) => toggle(entry.column, event.target.checked)} />
                      ),
                    },
                    { key: 'column', title: t('crud.field.name'), dataIndex: 'column', render: (column: string) => <Typography.Text code>{column}</Typography.Text> },
                    {
                      key: 'losses',
                      title: t('crud.designer.lossColumn'),
                      render: (_, entry) => (
                        <Space size={[4, 4]} wrap>
                          {entry.losses.map((loss) => (
                            <Tag key={loss.kind} color="error">
                              {t('crud.designer.lossEntry', { kind: t(`crud.designer.lossKinds.${loss.kind}`), rows: t('crud.designer.lossRows', { count: loss.rows }) })}
                            </Tag>
                          ))}
                        </Space>
                      ),
                    },
                  ]}
                />
              </Space>
            }
          />
        ) : null}
        <Collapse
          size="small"
          items={[
            {
              key: 'sql',
              label: t('crud.designer.statements'),
              children: preview.statements.length ? (
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 260, overflow: 'auto' }}>{preview.statements.join(';\n\n')}</pre>
              ) : (
                <Typography.Text type="secondary">{t('crud.designer.noStatements')}</Typography.Text>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
