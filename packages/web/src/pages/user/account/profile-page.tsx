import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Form, Input, List, Radio, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountSchema, type VerificationType } from '@vessel/contract';
import { profile, saveProfile } from '../../../api/user/account';
import { checkInConfig } from '../../../api/user/session';
import { schemaRule } from '../../../components/schema-rule';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useMemberInfo } from '../../../stores/member-info';
import { AvatarInput } from './avatar-input';
import { ChangeBindDialog } from './change-bind-dialog';
import { isFutureDay, profileBody, profileValues, type ProfileValues } from './profile-form';
import { useMemberCall } from './use-member-call';

const GENDERS = [0, 1, 2] as const;

/** Email and mobile: what is bound now, and the way to change or add it. */
function AccountSecurity({ types, captcha }: { types: readonly VerificationType[]; captcha: boolean }) {
  const { t } = useTranslation('frontend');
  const email = useMemberInfo((state) => state.email);
  const mobile = useMemberInfo((state) => state.mobile);
  const [open, setOpen] = useState<VerificationType | null>(null);
  const rows: Array<{ type: VerificationType; icon: React.ReactNode; value: string }> = [
    { type: 'email', icon: <MailOutlined />, value: email },
    { type: 'mobile', icon: <MobileOutlined />, value: mobile },
  ];
  return (
    <Card variant="borderless" title={t('profile.security')}>
      <List
        dataSource={rows}
        renderItem={(row) => {
          const available = types.includes(row.type);
          return (
            <List.Item
              actions={[
                <Button key="change" type="link" disabled={!available} onClick={() => setOpen(row.type)}>
                  {row.value ? t('bind.changeAction') : t('bind.addAction')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<span style={{ fontSize: 18 }}>{row.icon}</span>}
                title={t(`verify.${row.type}`)}
                description={
                  <>
                    {row.value || <Typography.Text type="secondary">{t('bind.none')}</Typography.Text>}
                    {available ? null : (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {t(`bind.unavailable.${row.type}`)}
                      </Typography.Text>
                    )}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
      <ChangeBindDialog type={open} captcha={captcha} onClose={() => setOpen(null)} />
    </Card>
  );
}

/**
 * The member's profile (spec §7): avatar, username, nickname, gender, birthday and motto saved by
 * POST /api/account/profile; the email address and mobile number changed through verification.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['frontend', 'messages', 'common']);
  const [form] = Form.useForm<ProfileValues>();
  const { send, saving } = useFormSubmit(form, async (values) => {
    const { data } = await saveProfile(profileBody(values));
    useMemberInfo.getState().setUserInfo(data.userInfo);
    form.setFieldsValue(profileValues(data.userInfo));
  });
  const loaded = useMemberCall(profile, []);
  const config = useMemberCall(checkInConfig, []);

  useEffect(() => {
    if (!loaded.data) return;
    useMemberInfo.getState().setUserInfo(loaded.data.userInfo);
    form.setFieldsValue(profileValues(loaded.data.userInfo));
  }, [loaded.data, form]);

  if (loaded.failed && !loaded.data) {
    return (
      <Card variant="borderless">
        <Result status="warning" title={t('common:loading.failed')} extra={<Button onClick={loaded.reload}>{t('common:action.retry')}</Button>} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" title={t('profile.title')}>
        {loaded.data ? null : <Skeleton active avatar paragraph={{ rows: 6 }} />}
        <Form<ProfileValues>
          form={form}
          name="profile"
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          labelWrap
          wrapperCol={{ flex: 1 }}
          style={{ maxWidth: 640, display: loaded.data ? undefined : 'none' }}
          onFinish={(values) => void send(values)}
        >
          <Form.Item name="avatar" label={t('profile.avatar')}>
            <AvatarInput />
          </Form.Item>
          <Form.Item name="username" label={t('profile.username')} required rules={[schemaRule(accountSchema, t)]} extra={t('register.usernameHint')}>
            <Input maxLength={15} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t('profile.nickname')}
            rules={[{ required: true, whitespace: true, message: t('messages:validate.required') }, { max: 50, message: t('messages:validate.tooLong', { max: 50 }) }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="gender" label={t('profile.gender')}>
            <Radio.Group options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))} />
          </Form.Item>
          <Form.Item name="birthday" label={t('profile.birthday')}>
            <DatePicker disabledDate={(day) => isFutureDay(day)} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="motto" label={t('profile.motto')}>
            <Input.TextArea rows={3} maxLength={255} showCount placeholder={t('profile.mottoPlaceholder')} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('action.save')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {loaded.data ? <AccountSecurity types={loaded.data.accountVerificationType} captcha={config.data?.codeCaptchaSwitch ?? true} /> : null}
    </Flex>
  );
}
