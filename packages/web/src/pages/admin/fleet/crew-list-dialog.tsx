import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crewListUrl, downloadPrintable } from '../../../api/admin/printables';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';

interface CrewListForm {
  date: Dayjs;
  voyage?: string;
  port?: string;
  direction?: 'arrival' | 'departure';
  last_port?: string;
}

/**
 * The crew list button of a ship (right `crew/assignment/crewList`): a small dialog asks the day (today
 * unless changed) and, optionally, the voyage, the port of arrival or departure and the last port of call,
 * then downloads FAL Form 5 as the server renders it.
 */
export function CrewListButton({ shipId, shipName }: { shipId: string; shipName: string }) {
  const { t } = useTranslation('backend');
  const { message } = App.useApp();
  const session = useAccessSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<CrewListForm>();
  if (!holds(session, 'crew/assignment/crewList')) return null;
  const submit = async () => {
    const values = await form.validateFields();
    const date = values.date.format('YYYY-MM-DD');
    setBusy(true);
    try {
      await downloadPrintable(
        crewListUrl({ shipId, date, voyage: values.voyage?.trim(), port: values.port?.trim(), direction: values.direction, lastPort: values.last_port?.trim() }),
        `crew-list-${shipName}-${date}.pdf`,
      );
      setOpen(false);
    } catch (error) {
      void message.error(t('printables.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        icon={<FilePdfOutlined />}
        onClick={() => {
          form.setFieldsValue({ date: dayjs() });
          setOpen(true);
        }}
        data-testid="print-crew-list"
      >
        {t('printables.crewList')}
      </Button>
      <Modal
        open={open}
        title={t('printables.crewListTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        okText={t('printables.download')}
        confirmLoading={busy}
        okButtonProps={{ 'data-testid': 'crew-list-download' } as never}
        forceRender
      >
        <Typography.Paragraph type="secondary">{t('printables.crewListHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ date: dayjs() }}>
          <Form.Item name="date" label={t('printables.date')} rules={[{ required: true }]}>
            <DatePicker allowClear={false} data-testid="crew-list-date" />
          </Form.Item>
          <Form.Item name="voyage" label={t('printables.voyage')}>
            <Input maxLength={30} data-testid="crew-list-voyage" />
          </Form.Item>
          <Form.Item name="direction" label={t('printables.direction')}>
            <Radio.Group
              options={[
                { value: 'arrival', label: t('printables.arrival') },
                { value: 'departure', label: t('printables.departure') },
              ]}
            />
          </Form.Item>
          <Form.Item name="port" label={t('printables.port')}>
            <Input maxLength={60} data-testid="crew-list-port" />
          </Form.Item>
          <Form.Item name="last_port" label={t('printables.lastPort')}>
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
