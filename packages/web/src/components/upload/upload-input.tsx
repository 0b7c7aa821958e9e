import { DeleteOutlined, FileOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Progress, Typography, Upload, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/admin/upload';
import { ApiError } from '../../api/request-errors';
import { nameOfUrl, urlsOf, valueOfUrls } from './upload-values';
import { useUploadPrecheck } from './use-upload-precheck';

export interface UploadInputProps {
  kind: 'image' | 'file';
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: string | string[]) => void;
  id?: string;
  /** The folder the server files it under (`upload_savename`'s `{topic}`). */
  topic?: string;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * The upload inputs of the form kit (image, images, file, files): the spec §5 checks run before a file
 * is sent (`upload.*` messages), then `POST /admin/ajax/upload` with a progress bar; the stored URL becomes
 * the value. Server refusals are shown by the HTTP client.
 */
export function UploadInput({ kind, multiple = false, value, onChange, id, topic }: UploadInputProps) {
  const { t } = useTranslation(['backend', 'messages']);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const precheck = useUploadPrecheck();
  const [pending, setPending] = useState<Pending[]>([]);
  const urls = urlsOf(value);
  const box = { width: 88, height: 88, borderRadius: token.borderRadius } as const;

  const remove = (url: string) => onChange?.(valueOfUrls(urls.filter((item) => item !== url), multiple));

  return (
    <Flex vertical gap={8} id={id}>
      <Flex gap={8} wrap>
        {urls.map((url) =>
          kind === 'image' ? (
            <div key={url} style={{ position: 'relative', ...box }}>
              <Image src={url} alt="" width={88} height={88} style={{ ...box, objectFit: 'cover' }} />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('resourceKit.upload.remove')}
                onClick={() => remove(url)}
                style={{ position: 'absolute', top: 2, right: 2 }}
              />
            </div>
          ) : (
            <Flex key={url} gap={6} align="center" style={{ width: '100%' }}>
              <FileOutlined />
              <Typography.Link href={url} target="_blank" rel="noreferrer">
                {nameOfUrl(url)}
              </Typography.Link>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('resourceKit.upload.remove')} onClick={() => remove(url)} />
            </Flex>
          ),
        )}
        {multiple || urls.length === 0 || kind === 'file' ? (
          <Upload
            multiple={multiple}
            accept={kind === 'image' ? 'image/*' : undefined}
            showUploadList={false}
            beforeUpload={precheck}
            customRequest={({ file }) => {
              const blob = file as File & { uid: string };
              setPending((list) => [...list, { uid: blob.uid, name: blob.name, percent: 0 }]);
              const progress = (percent: number) =>
                setPending((list) => list.map((item) => (item.uid === blob.uid ? { ...item, percent } : item)));
              uploadFile(blob, progress, topic)
                .then((answer) => {
                  const next = multiple ? [...urlsOf(value), answer.data.file.url] : [answer.data.file.url];
                  onChange?.(valueOfUrls(next, multiple));
                })
                .catch((error: unknown) => {
                  // The client showed the server's message; field errors name the file.
                  if (error instanceof ApiError && error.fieldErrors.file) void message.error(t(`messages:${error.fieldErrors.file}`));
                })
                .finally(() => setPending((list) => list.filter((item) => item.uid !== blob.uid)));
            }}
          >
            {kind === 'image' ? (
              <Flex
                vertical
                align="center"
                justify="center"
                role="button"
                tabIndex={0}
                aria-label={t('resourceKit.upload.image')}
                style={{ ...box, border: `1px dashed ${token.colorBorder}`, cursor: 'pointer', color: token.colorTextSecondary }}
              >
                <PlusOutlined />
                <span style={{ fontSize: 12, marginTop: 4 }}>{t('resourceKit.upload.image')}</span>
              </Flex>
            ) : (
              <Button icon={<UploadOutlined />}>{t('resourceKit.upload.file')}</Button>
            )}
          </Upload>
        ) : null}
      </Flex>
      {pending.map((item) => (
        <div key={item.uid}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.name}
          </Typography.Text>
          <Progress percent={item.percent} size="small" status="active" />
        </div>
      ))}
    </Flex>
  );
}
