import { SendOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { schemaRule } from '../../../components/schema-rule';
import { useFormSubmit } from '../../../components/use-form-submit';

/** POST /admin/routine.Config/sendTestMail: proves the saved SMTP settings by sending one mail. */
export function TestMail() {
  const { t } = useTranslation(['backend', 'messages']);
  const [form] = Form.useForm<{ to: string }>();
  const { send, saving: sending } = useFormSubmit(form, ({ to }) => http.post<null>('/admin/routine.Config/sendTestMail', { to: to.trim() }, { showSuccessMessage: true }));

  return (
    <div style={{ maxWidth: 900 }}>
      <Divider titlePlacement="start" plain>
        {t('routine.config.testMail')}
      </Divider>
      <Form form={form} layout="horizontal" labelCol={{ flex: '220px' }} labelWrap initialValues={{ to: '' }} onFinish={(values) => void send(values)}>
        <Form.Item label={t('routine.config.testMailTo')} extra={t('routine.config.testMailHint')} required>
          <Flex gap={8}>
            <Form.Item name="to" noStyle rules={[schemaRule(emailSchema, t)]}>
              <Input type="email" autoComplete="email" placeholder="name@example.com" style={{ maxWidth: 320 }} />
            </Form.Item>
            <Button htmlType="submit" icon={<SendOutlined />} loading={sending}>
              {t('routine.config.testMailSend')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </div>
  );
}
