import { Card, Checkbox, Flex, Form, Input, Modal, Segmented, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DOCUMENT_DISTRIBUTION_TRANSLATIONS, acknowledgementDescription, optionLabelKey } from '@vessel/contract';
import { acknowledge, listOverdueAcknowledgements } from '../../../api/admin/document-distribution';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { useAdminInfo } from '../../../stores/admin-info';
import { needsObsoleteConfirmation, overdueByShip } from './distribution-views';

addRuntimeMessages(i18n, DOCUMENT_DISTRIBUTION_TRANSLATIONS);

const def = acknowledgementDescription.def;
const STATUS_COLOURS: Record<string, string> = { pending: 'blue', acknowledged: 'green', overdue: 'red' };

/** The confirmation a master signs: receipt, the obsolete copy removed (when there was one), a comment. */
function AcknowledgeDialog({ rows, onClose, onDone }: { rows: readonly TableRow[] | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [removed, setRemoved] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRemoved(false);
    setComment('');
  }, [rows]);
  const obsolete = !!rows && needsObsoleteConfirmation(rows);
  const submit = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      await acknowledge(
        rows.map((row) => row.id),
        { ...(comment.trim() ? { comment: comment.trim() } : {}), obsolete_copy_removed: removed },
      );
      onDone();
      onClose();
    } catch {
      // The answer's refusals have been shown; the dialog stays to correct them.
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!rows}
      title={t('documentDistribution.acknowledgeTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('documentDistribution.ok')}
      cancelText={t('documentDistribution.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: obsolete && !removed, 'data-testid': 'acknowledge-submit' } as never}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="acknowledge-dialog">
        <Typography.Paragraph>{t('documentDistribution.acknowledgeIntro', { count: rows?.length ?? 0 })}</Typography.Paragraph>
        {obsolete && (
          <Form.Item extra={!removed ? <Typography.Text type="warning">{t('documentDistribution.obsoleteRequired')}</Typography.Text> : null}>
            <Checkbox checked={removed} onChange={(event) => setRemoved(event.target.checked)} data-testid="acknowledge-obsolete">
              {t('documentDistribution.obsoleteCopy')}
            </Checkbox>
          </Form.Item>
        )}
        <Form.Item label={t('documentDistribution.comment')}>
          <Input.TextArea value={comment} maxLength={500} rows={2} onChange={(event) => setComment(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Acknowledgements (ISM 11): mine to acknowledge or all, the overdue ones counted per ship (a count opens
 * the ship's overdue list), and the acknowledge step through the confirmation dialog.
 */
export default function AcknowledgementPage() {
  const { t } = useTranslation('backend');
  const me = useAdminInfo((state) => state.id);
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  const [confirming, setConfirming] = useState<readonly TableRow[] | null>(null);
  const [overdue, setOverdue] = useState<Array<{ ship_id: string; label: string; count: number }>>([]);
  const mine = params.get('search.admin_id') === `eq:${me}`;

  useEffect(() => {
    let active = true;
    listOverdueAcknowledgements().then(
      ({ data }) => active && setOverdue(overdueByShip(data.list as TableRow[])),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [version]);

  const filter = (entries: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setParams(next);
    setVersion((value) => value + 1);
  };

  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        status: (row: TableRow) => <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>,
      },
      available: { acknowledge: (row: TableRow) => row.status !== 'acknowledged' },
      onStep: (step, ids, rows) => {
        if (step === 'acknowledge') setConfirming(rows.filter((row) => ids.includes(row.id)));
      },
    }),
    [t],
  );

  return (
    <Flex vertical gap={8}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Segmented
            value={mine ? 'mine' : 'all'}
            onChange={(value) => filter({ 'search.admin_id': value === 'mine' ? `eq:${me}` : null })}
            options={[
              { value: 'mine', label: <span data-testid="ack-mine">{t('documentDistribution.mine')}</span> },
              { value: 'all', label: t('documentDistribution.all') },
            ]}
          />
          <Space wrap size={[4, 4]} data-testid="ack-overdue-per-ship">
            <Typography.Text type="secondary">{t('documentDistribution.overduePerShip')}:</Typography.Text>
            {overdue.length === 0 ? (
              <Typography.Text type="secondary">{t('documentDistribution.noOverdue')}</Typography.Text>
            ) : (
              overdue.map((ship) => (
                <Tag key={ship.ship_id} color="red" style={{ cursor: 'pointer' }} onClick={() => filter({ 'search.ship_id': `eq:${ship.ship_id}`, 'search.status': 'eq:overdue' })}>
                  {ship.label}: {ship.count}
                </Tag>
              ))
            )}
          </Space>
        </Flex>
      </Card>
      <ResourcePage key={version} def={def} options={options} />
      <AcknowledgeDialog rows={confirming} onClose={() => setConfirming(null)} onDone={() => setVersion((value) => value + 1)} />
    </Flex>
  );
}
