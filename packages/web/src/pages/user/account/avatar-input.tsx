import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_URLS, uploadFile } from '../../../api/admin/upload';
import { useUploadPrecheck } from '../../../components/upload/use-upload-precheck';

/**
 * The member's avatar: the picture, and a button that checks a chosen image by the site's upload rules
 * (spec §5) and uploads it through POST /api/ajax/upload; the stored URL becomes the value.
 */
export function AvatarInput({ value, onChange, id }: { value?: string; onChange?: (url: string) => void; id?: string }) {
  const { t } = useTranslation(['frontend', 'messages']);
  const precheck = useUploadPrecheck();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Flex gap={16} align="center" id={id}>
      <Avatar size={80} src={value || undefined} icon={<UserOutlined />} alt={t('profile.avatar')} />
      <Flex vertical gap={6}>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={precheck}
          customRequest={({ file }) => {
            setPercent(0);
            uploadFile(file as File, setPercent, 'avatar', UPLOAD_URLS.user)
              .then((answer) => onChange?.(answer.data.file.url))
              // The client has shown the server's refusal.
              .catch(() => undefined)
              .finally(() => setPercent(null));
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {t('profile.changeAvatar')}
          </Button>
        </Upload>
        {percent !== null ? <Progress percent={percent} size="small" style={{ width: 160 }} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('profile.avatarHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
