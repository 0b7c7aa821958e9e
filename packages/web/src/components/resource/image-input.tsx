import { PictureOutlined } from '@ant-design/icons';
import { Flex, Image, Input, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ImageInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  maxLength?: number;
  id?: string;
}

/** An image as its URL, with a preview; uploads replace the text input when they land. */
export function ImageInput({ value, onChange, maxLength, id }: ImageInputProps) {
  const { t } = useTranslation('backend');
  const { token } = theme.useToken();
  const box = { width: 64, height: 64, borderRadius: token.borderRadius, flex: 'none' } as const;
  return (
    <Flex gap={12} align="start">
      {value ? (
        <Image src={value} alt="" width={64} height={64} style={{ ...box, objectFit: 'cover' }} />
      ) : (
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{ ...box, border: `1px dashed ${token.colorBorder}`, color: token.colorTextTertiary, fontSize: 24 }}
        >
          <PictureOutlined />
        </Flex>
      )}
      <Flex vertical gap={4} style={{ flex: 1 }}>
        <Input id={id} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} maxLength={maxLength} allowClear placeholder="https://" />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('resourceKit.imageHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
