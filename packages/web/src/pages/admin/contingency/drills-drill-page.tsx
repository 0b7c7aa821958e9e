import { Button, Checkbox, DatePicker, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTINGENCY_DRILLS_TRANSLATIONS,
  DRILL_DEFICIENCY_GRADES,
  DRILL_STEP_FROM,
  drillDescription,
  fieldLabelKey,
  optionLabelKey,
  todayIso,
  type DrillDeficiency,
  type DrillOnBoardRow,
  type DrillParticipantInput,
} from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, CONTINGENCY_DRILLS_TRANSLATIONS);

const def = drillDescription.def;
const BASE = '/admin/contingency.Drill/';
const today = () => todayIso(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const STATUS_COLOURS: Record<string, string> = { planned: 'blue', done: 'green', office_reviewed: 'cyan', cancelled: 'default', postponed: 'orange' };
const asDate = (value: unknown) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : typeof value === 'string' && value ? value.slice(0, 10) : null);

/**
 * The participants: the seafarers on board the form's ship on the drill's day (conducted, else planned),
 * each ticked as attended; "all on board" ticks everyone.
 */
function ParticipantsInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const form = Form.useFormInstance();
  const shipId = Form.useWatch('ship_id', form) as string | undefined;
  // Both watched on every render (a hook never sits behind ??).
  const conductedAt = asDate(Form.useWatch('conducted_at', form));
  const plannedDate = asDate(Form.useWatch('planned_date', form));
  const day = conductedAt ?? plannedDate;
  const [crew, setCrew] = useState<DrillOnBoardRow[]>([]);
  const chosen = useMemo(() => (Array.isArray(value) ? (value as DrillParticipantInput[]) : []), [value]);
  useEffect(() => {
    if (!shipId || !day) return setCrew([]);
    let live = true;
    http.get<{ list: DrillOnBoardRow[] }>(`${BASE}onBoard`, { ship_id: shipId, date: day }).then(
      ({ data }) => live && setCrew(data.list),
      () => live && setCrew([]),
    );
    return () => {
      live = false;
    };
  }, [shipId, day]);
  const zh = currentLang() === 'zh-cn';
  const picked = new Set(chosen.map((row) => row.seafarer_id));
  const rank = (row: DrillOnBoardRow) => (zh ? row.rank_name_zh || row.rank_abbr : row.rank_abbr);
  const set = (ids: readonly string[]) => onChange?.(crew.filter((row) => ids.includes(row.seafarer_id)).map((row) => chosen.find((p) => p.seafarer_id === row.seafarer_id) ?? { seafarer_id: row.seafarer_id, rank_id: row.rank_id, attendance: 'attended' }));
  return (
    <div id={id} data-testid="drill-participants">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" disabled={crew.length === 0} onClick={() => set(crew.map((row) => row.seafarer_id))} data-testid="drill-all-on-board">
          {t('contingencyDrills.allOnBoard', { count: crew.length })}
        </Button>
        <Typography.Text type="secondary">{t('contingencyDrills.picked', { count: picked.size, total: crew.length })}</Typography.Text>
      </Space>
      {crew.length === 0 ? (
        <Typography.Text type="secondary">{t(shipId && day ? 'contingencyDrills.nobodyOnBoard' : 'contingencyDrills.chooseShipAndDay')}</Typography.Text>
      ) : (
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 4, maxHeight: 260, overflowY: 'auto' }}
          value={[...picked]}
          onChange={(ids) => set(ids as string[])}
          options={crew.map((row) => ({ value: row.seafarer_id, label: `${rank(row)} · ${zh && row.name_zh ? `${row.name_zh} (${row.name_en})` : row.name_en}` }))}
        />
      )}
    </div>
  );
}

/** The deficiencies found: a line each with its grade; one raised as an NCR shows its number and stays. */
function DeficienciesInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const rows = Array.isArray(value) ? (value as DrillDeficiency[]) : [];
  const change = (index: number, patch: Partial<DrillDeficiency>) => onChange?.(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="drill-deficiencies">
      {rows.map((row, index) => (
        <Space.Compact key={row.key ?? `new-${index}`} style={{ width: '100%' }}>
          <Select style={{ width: 130 }} value={row.grade} onChange={(grade) => change(index, { grade })} options={DRILL_DEFICIENCY_GRADES.map((grade) => ({ value: grade, label: t(`contingencyDrills.grade.${grade}`) }))} disabled={!!row.ncr_id} />
          <Input value={row.description} maxLength={1000} onChange={(event) => change(index, { description: event.target.value })} disabled={!!row.ncr_id} />
          {row.ncr_id ? <Tag color="red">{row.ncr_no}</Tag> : <Button onClick={() => onChange?.(rows.filter((_, i) => i !== index))}>{t('contingencyDrills.remove')}</Button>}
        </Space.Compact>
      ))}
      <Button size="small" onClick={() => onChange?.([...rows, { description: '', grade: 'minor' }])}>
        {t('contingencyDrills.addDeficiency')}
      </Button>
    </Space>
  );
}

type Dialog = { step: 'cancel' | 'postpone' | 'raiseNcr' | 'review' | 'conduct'; row: TableRow; done(): void } | null;

function StepDialog({ dialog, onClose }: { dialog: Dialog; onClose(): void }) {
  const { t } = useTranslation('backend');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.resetFields(), [dialog, form]);
  if (!dialog) return null;
  const open = ((dialog.row.deficiencies as DrillDeficiency[] | undefined) ?? []).filter((row) => !row.ncr_id);
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body: Record<string, unknown> = { id: dialog.row.id };
    if (dialog.step === 'postpone') Object.assign(body, { planned_date: asDate(values.planned_date), reason: values.reason });
    if (dialog.step === 'cancel') body.reason = values.reason;
    if (dialog.step === 'raiseNcr') body.key = values.key;
    if (dialog.step === 'review' && values.remark) body.remark = values.remark;
    if (dialog.step === 'conduct' && values.conducted_at) body.conducted_at = asDate(values.conducted_at);
    setBusy(true);
    try {
      await http.post(`${BASE}${dialog.step}`, body, { showSuccessMessage: true });
      dialog.done();
      onClose();
    } catch {
      // The request's own message says why; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(`contingencyDrills.step.${dialog.step}`)} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ conducted_at: dayjs(today()) }}>
        {dialog.step === 'conduct' ? (
          <Form.Item name="conducted_at" label={t(fieldLabelKey(def, { name: 'conducted_at' }))}>
            <DatePicker />
          </Form.Item>
        ) : null}
        {dialog.step === 'postpone' ? (
          <Form.Item name="planned_date" label={t('contingencyDrills.newDate')} rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
        ) : null}
        {dialog.step === 'cancel' || dialog.step === 'postpone' ? (
          <Form.Item name="reason" label={t('contingencyDrills.reason')} rules={[{ required: true, max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
        {dialog.step === 'review' ? (
          <Form.Item name="remark" label={t('contingencyDrills.reviewRemark')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : null}
        {dialog.step === 'raiseNcr' ? (
          <Form.Item name="key" label={t('contingencyDrills.deficiency')} rules={[{ required: true }]}>
            <Select options={open.map((row) => ({ value: row.key!, label: row.description }))} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

/** The steps a drill offers in its state (the server refuses the others anyway). */
function rowSteps(row: TableRow): string[] {
  const status = String(row.status);
  const steps = (Object.keys(DRILL_STEP_FROM) as (keyof typeof DRILL_STEP_FROM)[]).filter((step) => (DRILL_STEP_FROM[step] as readonly string[]).includes(status));
  return steps.filter((step) => {
    if (step === 'sign') return !row.master_signed_at;
    if (step === 'review') return !!row.master_signed_at;
    if (step === 'raiseNcr') return ((row.deficiencies as DrillDeficiency[] | undefined) ?? []).some((item) => !item.ncr_id);
    return true;
  });
}

/** Drill records (DOMAIN.md §4.10): written as done in one form with the crew on board, signed, reviewed. */
export default function DrillPage() {
  const { t } = useTranslation('backend');
  const [dialog, setDialog] = useState<Dialog>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      inputs: { participants: (props: FieldInputProps) => <ParticipantsInput {...props} />, deficiencies: (props: FieldInputProps) => <DeficienciesInput {...props} /> },
      cells: {
        status: (row: TableRow) => <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>,
        drill_type_id: (row: TableRow) => String((currentLang() === 'zh-cn' ? row.drill_type_id_label_zh : row.drill_type_id_label) ?? ''),
        master_signed_at: (row: TableRow) => (row.master_signed_at ? <Tag color="green">{String(row.master_signed_by_label ?? '')} {dayjs(String(row.master_signed_at)).format('YYYY-MM-DD')}</Tag> : null),
      },
      rowSteps,
      onStep: (name, _ids, rows, done) => {
        const row = rows[0];
        if (!row) return;
        if (name === 'sign') {
          http.post(`${BASE}sign`, { id: row.id }, { showSuccessMessage: true }).then(done, done);
          return;
        }
        setDialog({ step: name as NonNullable<Dialog>['step'], row, done });
      },
      width: 900,
    }),
    [t],
  );
  return (
    <>
      <ResourcePage def={def} options={options} />
      <StepDialog dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
