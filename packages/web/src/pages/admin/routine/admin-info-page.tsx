import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Divider, Flex, Form, Input, Result, Row, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { readProfile, saveProfile, type ProfileInfo } from '../../../api/admin/profile';
import { isCancelledRequest } from '../../../api/request-errors';
import { UploadInput } from '../../../components/upload/upload-input';
import { useFormSubmit } from '../../../components/use-form-submit';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { useAdminInfo } from '../../../stores/admin-info';
import { clearAdminSession } from '../../../stores/admin-session';
import { profileBody, profileFieldMessage, type ProfileField, type ProfileValues } from './profile-form';

const EMPTY: ProfileValues = { nickname: '', avatar: '', email: '', mobile: '', old_password: '', password: '' };

/**
 * The administrator's own profile: nickname, avatar, email and mobile; a new password needs the old
 * one, and ends every session, this one too, so the page goes back to the login.
 */
export default function AdminInfoPage() {
  const { t } = useTranslation(['backend', 'messages']);
  const navigate = useNavigate();
  const [form] = Form.useForm<ProfileValues>();
  const [info, setInfo] = useState<ProfileInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const lang = currentLang();

  useEffect(() => {
    let active = true;
    readProfile().then(
      ({ data }) => {
        if (!active) return;
        setInfo(data.info);
        form.setFieldsValue({ ...EMPTY, nickname: data.info.nickname, avatar: data.info.avatar, email: data.info.email ?? '', mobile: data.info.mobile ?? '' });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [form]);

  const rules = (name: ProfileField) => [
    {
      validator: () => {
        const message = profileFieldMessage(name, form.getFieldsValue(true) as ProfileValues);
        return message ? Promise.reject(new Error(t(`messages:${message.key}`, message.params))) : Promise.resolve();
      },
    },
  ];

  const { submit, saving } = useFormSubmit(form, async () => {
    const { data } = await saveProfile(profileBody({ ...EMPTY, ...(form.getFieldsValue(true) as ProfileValues) }));
    if (data.relogin) {
      clearAdminSession();
      await navigate(ROUTES.adminLogin, { replace: true });
      return;
    }
    setInfo(data.info);
    useAdminInfo.getState().setUserInfo(data.info);
    form.setFieldsValue({ old_password: '', password: '' });
  });

  if (failed) return <Result status="warning" title={t('resourceKit.loadFailed')} />;
  if (!info) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const department = info.department_name || info.dept_name;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card variant="borderless" title={t('routine.adminInfo.account')}>
          <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
            <Avatar size={72} src={info.avatar || undefined} icon={<UserOutlined />} alt="" />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {info.nickname}
            </Typography.Title>
            <Typography.Text type="secondary">{info.username}</Typography.Text>
          </Flex>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('routine.adminInfo.department')}>{department || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('routine.adminInfo.lastLogin')}>
              {info.lastlogintime ? formatDateTime(info.lastlogintime, lang) : t('routine.adminInfo.never')}
            </Descriptions.Item>
            <Descriptions.Item label={t('routine.adminInfo.joined')}>
              {info.date_joined ? formatDateTime(info.date_joined, lang) : '-'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card variant="borderless" title={t('routine.adminInfo.profile')}>
          <Form<ProfileValues>
            form={form}
            layout="horizontal"
            labelCol={{ flex: '120px' }}
            labelWrap
            wrapperCol={{ flex: 1 }}
            initialValues={EMPTY}
            onFinish={() => void submit()}
            style={{ maxWidth: 640 }}
          >
            <Form.Item label={t('routine.adminInfo.username')} htmlFor="admin-info-username">
              <Input id="admin-info-username" value={info.username} disabled />
            </Form.Item>
            <Form.Item name="nickname" label={t('routine.adminInfo.nickname')} required rules={rules('nickname')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="avatar" label={t('routine.adminInfo.avatar')} rules={rules('avatar')}>
              <UploadInput kind="image" topic="avatar" />
            </Form.Item>
            <Form.Item name="email" label={t('routine.adminInfo.email')} rules={rules('email')}>
              <Input maxLength={100} autoComplete="email" />
            </Form.Item>
            <Form.Item name="mobile" label={t('routine.adminInfo.mobile')} rules={rules('mobile')}>
              <Input maxLength={20} autoComplete="tel" />
            </Form.Item>
            <Divider titlePlacement="start" plain>
              {t('routine.adminInfo.changePassword')}
            </Divider>
            <Form.Item name="old_password" label={t('routine.adminInfo.old_password')} rules={rules('old_password')} dependencies={['password']}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="password" label={t('routine.adminInfo.password')} rules={rules('password')} extra={t('routine.adminInfo.passwordHint')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('routine.adminInfo.save')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
