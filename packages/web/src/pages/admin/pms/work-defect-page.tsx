import { App, Form, Modal, Radio, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PMS_WORK_TRANSLATIONS, defectDescription, optionLabelKey } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { componentName } from './work-order-views';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, PMS_WORK_TRANSLATIONS);

const def = defectDescription.def;
const DEFECT_BASE = '/admin/pms.Defect/';
const PRIORITY_COLOURS: Record<string, string> = { P1: 'red', P2: 'volcano', P3: 'gold', P4: 'default' };
const STATUS_COLOURS: Record<string, string> = { open: 'red', in_repair: 'blue', deferred: 'orange', closed: 'green' };
const GRADES = ['major', 'minor', 'observation'] as const;
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * Ship defects (DOMAIN.md §4.6): the generic list and form; a defect's repair work order made from it in
 * one step, and its NCR raised through the one pipeline with the grade asked.
 */
export default function DefectPage() {
  const { t } = useTranslation('backend');
  const { modal } = App.useApp();
  const [version, setVersion] = useState(0);
  const [raising, setRaising] = useState<TableRow | null>(null);
  const [grade, setGrade] = useState<(typeof GRADES)[number]>('minor');
  const [busy, setBusy] = useState(false);
  const reload = () => setVersion((value) => value + 1);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        priority: (row: TableRow) => <Tag color={PRIORITY_COLOURS[String(row.priority)]}>{t(optionLabelKey(def, { name: 'priority' }, String(row.priority)))}</Tag>,
        status: (row: TableRow) => (
          <Space size={4} wrap>
            <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>
            {row.linked_work_order_id_label ? <Tag color="blue">{String(row.linked_work_order_id_label)}</Tag> : null}
          </Space>
        ),
        component_id: (row: TableRow) => componentName(row, currentLang()) ?? text(row.component_id),
      },
      available: {
        createWorkOrder: (row: TableRow) => !row.linked_work_order_id && !!row.component_id && row.status !== 'closed',
        raiseNcr: (row: TableRow) => !row.linked_ncr_id,
      },
      onStep: (step, _ids, rows, done) => {
        const row = rows[0];
        if (!row) return;
        if (step === 'raiseNcr') {
          setGrade('minor');
          setRaising(row);
        } else if (step === 'createWorkOrder') {
          modal.confirm({
            title: t('pmsWork.createWorkOrderConfirm'),
            content: text(row.description),
            okText: t('pmsWork.ok'),
            cancelText: t('pmsWork.cancel'),
            onOk: () => http.post(`${DEFECT_BASE}createWorkOrder`, { id: row.id }, { showSuccessMessage: true }).then(done, done),
          });
        }
      },
    }),
    [modal, t],
  );
  const raise = async () => {
    if (!raising) return;
    setBusy(true);
    try {
      await http.post(`${DEFECT_BASE}raiseNcr`, { id: raising.id, grade }, { showSuccessMessage: true });
      setRaising(null);
    } catch {
      // The answer's message says why.
    } finally {
      setBusy(false);
      reload();
    }
  };
  return (
    <>
      <ResourcePage key={version} def={def} options={options} />
      <Modal open={!!raising} title={t('pmsWork.raiseNcrTitle')} onCancel={() => setRaising(null)} onOk={() => void raise()} confirmLoading={busy} okText={t('pmsWork.ok')} cancelText={t('pmsWork.cancel')} destroyOnHidden>
        <Typography.Paragraph>{text(raising?.description)}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('pmsWork.grade')} required>
            <Radio.Group value={grade} onChange={(event) => setGrade(event.target.value)} options={GRADES.map((value) => ({ value, label: t(`pmsWork.grades.${value}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
