import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_RESULTS, withinWindow } from '@vessel/contract';
import { recordSurvey } from '../../../api/admin/cert';
import { UploadInput } from '../../../components/upload/upload-input';
import { useFormSubmit } from '../../../components/use-form-submit';
import { recordableWindows, type SurveyRow } from './survey-rows';

interface RecordSurveyValues {
  survey_id?: string;
  done_date?: Dayjs | null;
  place?: string;
  surveyor?: string;
  result?: string;
  remarks?: string;
  endorsement_file?: string;
}

/**
 * Records the survey that endorses one window (POST recordSurvey): which window, when, where, by whom,
 * with what result, and the endorsement page. The date is checked against the window here as the server
 * checks it; whatever the server still refuses is shown on its field, or above the form.
 */
export function RecordSurveyDialog({
  certificateId,
  windows,
  initialWindowId,
  today,
  open,
  onClose,
  onDone,
}: {
  certificateId: string;
  windows: readonly SurveyRow[];
  initialWindowId: string | null;
  today: string;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['backend', 'messages']);
  const [form] = Form.useForm<RecordSurveyValues>();
  const choices = recordableWindows(windows, today);
  const chosenId = Form.useWatch('survey_id', form);
  const chosen = choices.find((window) => window.id === chosenId);

  const { submit, saving, refusal, clearRefusal } = useFormSubmit(form, async (values) => {
    await recordSurvey({
      id: certificateId,
      survey_id: values.survey_id!,
      done_date: values.done_date!.format('YYYY-MM-DD'),
      result: (values.result ?? 'endorsed') as (typeof SURVEY_RESULTS)[number],
      ...(values.place?.trim() ? { place: values.place.trim() } : {}),
      ...(values.surveyor?.trim() ? { surveyor: values.surveyor.trim() } : {}),
      ...(values.remarks?.trim() ? { remarks: values.remarks.trim() } : {}),
      ...(values.endorsement_file ? { endorsement_file: values.endorsement_file } : {}),
    });
    onDone();
  });

  useEffect(() => {
    if (!open) return;
    clearRefusal();
    form.resetFields();
    const first = choices.find((window) => window.id === initialWindowId) ?? choices.find((window) => window.state === 'in_window' || window.state === 'overdue') ?? choices[0];
    form.setFieldsValue({ survey_id: first?.id, result: 'endorsed', done_date: dayjs(today) });
    // The dialog starts afresh each time it opens.
  }, [open]);

  const kindLabel = (kind: string) => t(`cert.certificateSurvey.kind_options.${kind}`, { defaultValue: kind });

  return (
    <Modal
      open={open}
      title={t('certPage.record.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('certPage.record.submit')}
      cancelText={t('resourceKit.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: choices.length === 0 }}
      destroyOnHidden
      maskClosable={false}
      width={600}
    >
      {choices.length === 0 ? <Alert type="info" showIcon title={t('certPage.record.noWindow')} style={{ marginBottom: 12 }} /> : null}
      {refusal ? <Alert type="error" showIcon title={t('certPage.record.refused')} description={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} labelWrap wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }} style={{ paddingTop: 8 }}>
        <Form.Item name="survey_id" label={t('certPage.record.window')} rules={[{ required: true, message: t('messages:validate.required') }]}>
          <Select
            options={choices.map((window) => ({
              value: window.id,
              label: `${kindLabel(window.kind)} · ${window.window_start} ~ ${window.window_end}`,
            }))}
            placeholder={t('resourceKit.select')}
          />
        </Form.Item>
        <Form.Item
          name="done_date"
          label={t('cert.certificateSurvey.done_date')}
          dependencies={['survey_id']}
          extra={chosen ? t('certPage.record.windowHint', { start: chosen.window_start, end: chosen.window_end }) : undefined}
          rules={[
            { required: true, message: t('messages:validate.required') },
            {
              validator: (_rule, value: Dayjs | null | undefined) => {
                if (!value) return Promise.resolve();
                const date = value.format('YYYY-MM-DD');
                if (date > today) return Promise.reject(new Error(t('messages:cert.dateInFuture')));
                if (chosen && !withinWindow(chosen, date)) {
                  return Promise.reject(new Error(t('messages:cert.outsideWindow', { start: chosen.window_start, end: chosen.window_end })));
                }
                return Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item name="place" label={t('cert.certificateSurvey.place')} rules={[{ max: 100, message: t('messages:validate.tooLong', { max: 100 }) }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="surveyor" label={t('cert.certificateSurvey.surveyor')} rules={[{ max: 100, message: t('messages:validate.tooLong', { max: 100 }) }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="result" label={t('cert.certificateSurvey.result')} rules={[{ required: true, message: t('messages:validate.required') }]}>
          <Select options={SURVEY_RESULTS.map((value) => ({ value, label: t(`cert.certificateSurvey.result_options.${value}`) }))} />
        </Form.Item>
        <Form.Item name="endorsement_file" label={t('certPage.record.file')}>
          <UploadInput kind="file" />
        </Form.Item>
        <Form.Item name="remarks" label={t('cert.certificate.remarks')} rules={[{ max: 500, message: t('messages:validate.tooLong', { max: 500 }) }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
