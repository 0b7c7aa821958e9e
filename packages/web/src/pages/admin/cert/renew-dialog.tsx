import { Alert, DatePicker, Descriptions, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CERT_TERMS, type RenewAnswer } from '@vessel/contract';
import { renewCertificate } from '../../../api/admin/cert';
import type { ResourceRow } from '../../../api/admin/resource';
import { UploadInput } from '../../../components/upload/upload-input';
import { useFormSubmit } from '../../../components/use-form-submit';
import { proposedExpiry } from './renew-expiry';

interface RenewValues {
  cert_no?: string;
  issue_date?: Dayjs | null;
  survey_completed_date?: Dayjs | null;
  expiry_date?: Dayjs | null;
  issued_by?: string;
  issue_place?: string;
  term?: string;
  files?: string[];
  remarks?: string;
}

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Enters the certificate that replaces this one (POST renew): its number, dates, issuer and scan. An
 * empty expiry is computed by the server by the renewal rule; the dialog shows the date it will be.
 * The old certificate becomes superseded and links to the new one.
 */
export function RenewDialog({
  certificate,
  validityMonths,
  open,
  onClose,
  onRenewed,
}: {
  certificate: ResourceRow;
  validityMonths: number | null;
  open: boolean;
  onClose(): void;
  onRenewed(answer: RenewAnswer): void;
}) {
  const { t } = useTranslation(['backend', 'messages']);
  const [form] = Form.useForm<RenewValues>();
  const issue = Form.useWatch('issue_date', form);
  const completed = Form.useWatch('survey_completed_date', form);
  const oldExpiry = typeof certificate.expiry_date === 'string' && certificate.expiry_date ? certificate.expiry_date : null;
  const proposal = proposedExpiry({ oldExpiry, issueDate: day(issue), surveyCompleted: day(completed), validityMonths });

  const { submit, saving, refusal, clearRefusal } = useFormSubmit(form, async (values) => {
    const { data } = await renewCertificate({
      id: certificate.id,
      cert_no: values.cert_no!.trim(),
      issue_date: day(values.issue_date)!,
      expiry_date: day(values.expiry_date),
      survey_completed_date: day(values.survey_completed_date),
      term: (values.term ?? 'full') as (typeof CERT_TERMS)[number],
      ...(values.issued_by?.trim() ? { issued_by: values.issued_by.trim() } : {}),
      ...(values.issue_place?.trim() ? { issue_place: values.issue_place.trim() } : {}),
      ...(values.files?.length ? { files: values.files } : {}),
      ...(values.remarks?.trim() ? { remarks: values.remarks.trim() } : {}),
    });
    onRenewed(data);
  });

  useEffect(() => {
    if (!open) return;
    clearRefusal();
    form.resetFields();
    // The issuer usually stays the same; the number, dates and scan are new.
    form.setFieldsValue({ issued_by: text(certificate.issued_by), issue_place: text(certificate.issue_place), term: 'full', files: [] });
  }, [open]);

  const required = { required: true, message: t('messages:validate.required') };
  return (
    <Modal
      open={open}
      title={t('certPage.renew.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('certPage.renew.submit')}
      cancelText={t('resourceKit.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }} bordered>
        <Descriptions.Item label={t('certPage.renew.replaces')}>{text(certificate.cert_no) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('cert.certificate.expiry_date')}>{oldExpiry ?? '-'}</Descriptions.Item>
      </Descriptions>
      {refusal ? <Alert type="error" showIcon title={t('certPage.renew.refused')} description={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="horizontal" labelCol={{ flex: '150px' }} labelWrap wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
        <Form.Item name="cert_no" label={t('cert.certificate.cert_no')} rules={[required, { max: 60, message: t('messages:validate.tooLong', { max: 60 }) }]}>
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
        <Form.Item name="issue_date" label={t('cert.certificate.issue_date')} rules={[required]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="survey_completed_date" label={t('certPage.renew.surveyCompleted')} extra={t('certPage.renew.surveyCompletedHint')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name="expiry_date"
          label={t('cert.certificate.expiry_date')}
          extra={proposal ? t('certPage.renew.expiryProposal', { date: proposal }) : validityMonths ? undefined : t('certPage.renew.expiryNeeded')}
          dependencies={['issue_date']}
          rules={[
            ...(validityMonths ? [] : [required]),
            {
              validator: (_rule, value: Dayjs | null | undefined) => {
                const issued = day(form.getFieldValue('issue_date') as Dayjs | null);
                const expiry = day(value);
                if (expiry && issued && expiry < issued) return Promise.reject(new Error(t('messages:cert.expiryBeforeIssue')));
                if (expiry && oldExpiry && expiry <= oldExpiry) return Promise.reject(new Error(t('messages:cert.renewExpiryNotLater', { date: oldExpiry })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} placeholder={proposal ?? undefined} />
        </Form.Item>
        <Form.Item name="issued_by" label={t('cert.certificate.issued_by')} rules={[{ max: 100, message: t('messages:validate.tooLong', { max: 100 }) }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="issue_place" label={t('cert.certificate.issue_place')} rules={[{ max: 100, message: t('messages:validate.tooLong', { max: 100 }) }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="term" label={t('cert.certificate.term')} rules={[required]}>
          <Select options={CERT_TERMS.map((value) => ({ value, label: t(`cert.certificate.term_options.${value}`) }))} />
        </Form.Item>
        <Form.Item name="files" label={t('cert.certificate.files')}>
          <UploadInput kind="file" multiple />
        </Form.Item>
        <Form.Item name="remarks" label={t('cert.certificate.remarks')} rules={[{ max: 1000, message: t('messages:validate.tooLong', { max: 1000 }) }]}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
