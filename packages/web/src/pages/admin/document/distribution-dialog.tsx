import { App, Button, DatePicker, Form, Input, Modal, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_DISTRIBUTION_TRANSLATIONS, type DistributionTargetType } from '@vessel/contract';
import { distributeVersion, listDistributionsOfDocument } from '../../../api/admin/document-distribution';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, DOCUMENT_DISTRIBUTION_TRANSLATIONS);

/** The picker's lists, one per target type, and where each picks from. */
const PICKERS: ReadonlyArray<{ type: DistributionTargetType; url: string; words: string; testId: string }> = [
  { type: 'ship', url: '/admin/fleet.Ship/', words: 'documentDistribution.ships', testId: 'distribute-ships' },
  { type: 'dept', url: '/admin/auth.Department/', words: 'documentDistribution.departments', testId: 'distribute-departments' },
  { type: 'position', url: '/admin/crew.Position/', words: 'documentDistribution.positions', testId: 'distribute-positions' },
  { type: 'admin', url: '/admin/auth.Admin/', words: 'documentDistribution.people', testId: 'distribute-people' },
];

type Picked = Record<DistributionTargetType, string[]>;
const NONE: Picked = { ship: [], dept: [], position: [], admin: [] };

export interface DistributeTarget {
  /** The version to send (approved or issued). */
  versionId: string;
  /** Its name in the title (`Rev 3`). */
  version: string;
  /** Its document: the previous version's list is offered from it. */
  documentId: string;
}

/**
 * Distributes one version to ships, departments, positions and people at once, with one due date
 * (empty: the setting's days from today); the previous version's list can be copied in with one click.
 * The version page (control part) and the distribution list open it.
 */
export function DistributeDialog({ target, onClose, onDone }: { target: DistributeTarget | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const [picked, setPicked] = useState<Picked>(NONE);
  const [requiresAck, setRequiresAck] = useState(true);
  const [due, setDue] = useState<Dayjs | null>(null);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPicked(NONE);
    setRequiresAck(true);
    setDue(null);
    setRemark('');
  }, [target?.versionId]);

  const copyPrevious = async () => {
    if (!target) return;
    const { data } = await listDistributionsOfDocument(target.documentId);
    const earlier = data.list.filter((row) => row.version_id !== target.versionId);
    const latest = earlier[0]?.version_id;
    if (!latest) {
      message.info(t('documentDistribution.nothingToCopy'));
      return;
    }
    const rows = earlier.filter((row) => row.version_id === latest);
    const next: Picked = { ship: [...picked.ship], dept: [...picked.dept], position: [...picked.position], admin: [...picked.admin] };
    for (const row of rows) {
      const list = next[row.target_type as DistributionTargetType];
      if (list && !list.includes(String(row.target_id))) list.push(String(row.target_id));
    }
    setPicked(next);
    message.success(t('documentDistribution.copiedPrevious', { count: rows.length, version: String(rows[0]?.version_id_label ?? '') }));
  };

  const submit = async () => {
    if (!target) return;
    const targets = PICKERS.flatMap(({ type }) => picked[type].map((id) => ({ target_type: type, target_id: id })));
    if (targets.length === 0) {
      message.warning(t('documentDistribution.noTarget'));
      return;
    }
    setBusy(true);
    try {
      await distributeVersion({
        id: target.versionId,
        targets,
        requires_ack: requiresAck,
        ...(due ? { ack_due_date: due.format('YYYY-MM-DD') } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      onDone();
      onClose();
    } catch {
      // The client has shown the server's reason; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!target}
      title={t('documentDistribution.distributeTitle', { version: target?.version ?? '' })}
      onCancel={onClose}
      onOk={submit}
      okText={t('documentDistribution.distribute')}
      cancelText={t('documentDistribution.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'distribute-submit' } as never}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="distribute-dialog">
        <Button size="small" onClick={copyPrevious} data-testid="distribute-copy-previous" style={{ marginBottom: 12 }}>
          {t('documentDistribution.copyPrevious')}
        </Button>
        {PICKERS.map(({ type, url, words, testId }) => (
          <Form.Item key={type} label={t(words)}>
            <RemoteSelect url={url} multiple value={picked[type]} onChange={(value) => setPicked((held) => ({ ...held, [type]: Array.isArray(value) ? value : [] }))} aria-label={t(words)} style={{ width: '100%' }} id={testId} />
          </Form.Item>
        ))}
        <Form.Item label={t('documentDistribution.requiresAck')}>
          <Switch checked={requiresAck} onChange={setRequiresAck} />
        </Form.Item>
        {requiresAck && (
          <Form.Item label={t('documentDistribution.ackDueDate')} extra={<Typography.Text type="secondary">{t('documentDistribution.ackDueHint')}</Typography.Text>}>
            <DatePicker value={due} onChange={setDue} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
          </Form.Item>
        )}
        <Form.Item label={t('documentDistribution.remark')}>
          <Input.TextArea value={remark} maxLength={500} onChange={(event) => setRemark(event.target.value)} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
