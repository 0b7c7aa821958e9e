import { Form, Input, Modal, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_DISTRIBUTION_TRANSLATIONS, changeRequestDescription, optionLabelKey } from '@vessel/contract';
import { VERSION_BASE, decideChangeRequests, implementChangeRequest } from '../../../api/admin/document-distribution';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, DOCUMENT_DISTRIBUTION_TRANSLATIONS);

const def = changeRequestDescription.def;
const STATUS_COLOURS: Record<string, string> = { submitted: 'blue', accepted: 'gold', rejected: 'default', implemented: 'green' };

type Deciding = { step: 'accept' | 'reject' | 'implement'; rows: readonly TableRow[] };

/** The decision asked for by each step: a remark (required to reject), and for implement the version. */
function DecisionDialog({ deciding, onClose, onDone }: { deciding: Deciding | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('backend');
  const [remark, setRemark] = useState('');
  const [versionId, setVersionId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRemark('');
    setVersionId(null);
  }, [deciding]);
  if (!deciding) return null;
  const { step, rows } = deciding;
  const documentId = rows[0]?.document_id ? String(rows[0].document_id) : null;
  const filter = [{ field: 'status', operator: 'IN', val: 'approved,issued' }, ...(documentId ? [{ field: 'document_id', operator: 'eq', val: documentId }] : [])];
  const submit = async () => {
    setBusy(true);
    try {
      if (step === 'implement') await implementChangeRequest(rows[0]!.id, versionId!, remark.trim());
      else await decideChangeRequests(step, rows.map((row) => row.id), remark.trim());
      onDone();
      onClose();
    } catch {
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const title = { accept: 'acceptTitle', reject: 'rejectTitle', implement: 'implementTitle' }[step];
  const ready = step === 'implement' ? !!versionId : step === 'reject' ? remark.trim() !== '' : true;
  return (
    <Modal open title={t(`documentDistribution.${title}`)} onCancel={onClose} onOk={submit} confirmLoading={busy} okButtonProps={{ disabled: !ready }} okText={t('documentDistribution.ok')} cancelText={t('documentDistribution.cancel')} destroyOnHidden>
      <Form layout="vertical">
        {step === 'implement' && (
          <Form.Item label={t('documentDistribution.implementVersion')} required>
            <RemoteSelect url={VERSION_BASE} value={versionId} filter={filter} onChange={(value) => setVersionId(typeof value === 'string' ? value : null)} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={t('documentDistribution.decisionRemark')} required={step === 'reject'}>
          <Input.TextArea value={remark} maxLength={1000} rows={3} onChange={(event) => setRemark(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Document change requests: the generic list and form, with the accept / reject / implement decisions asked in a dialog. */
export default function ChangeRequestPage() {
  const { t } = useTranslation('backend');
  const [version, setVersion] = useState(0);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        status: (row: TableRow) => <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>,
      },
      available: {
        edit: (row: TableRow) => row.status === 'submitted',
        accept: (row: TableRow) => row.status === 'submitted',
        reject: (row: TableRow) => row.status === 'submitted',
        implement: (row: TableRow) => row.status === 'accepted',
      },
      onStep: (step, ids, rows) => {
        if (step === 'accept' || step === 'reject' || step === 'implement') setDeciding({ step, rows: rows.filter((row) => ids.includes(row.id)) });
      },
    }),
    [t],
  );
  return (
    <>
      <ResourcePage key={version} def={def} options={options} />
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} onDone={() => setVersion((value) => value + 1)} />
    </>
  );
}
