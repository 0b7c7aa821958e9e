import { Avatar, Card, Flex, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentResource } from '@vessel/contract';
import { suffixIconUrl } from '../../../api/admin/upload';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { UploadInput } from '../../../components/upload/upload-input';
import { isImageFile } from '../../../components/upload/upload-values';
import { formatBytes } from './file-size';

const options: ResourcePageOptions = {
  cells: {
    url: (row) => {
      const url = String(row.url ?? '');
      return isImageFile(url, typeof row.mimetype === 'string' ? row.mimetype : null) ? (
        <Image src={url} alt={String(row.name ?? '')} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" aria-label={String(row.name ?? '')}>
          {/* The file type's picture; the link around it is named by the file. */}
          <Avatar shape="square" size={48} src={suffixIconUrl(String(row.suffix ?? ''))} alt="" />
        </a>
      );
    },
    size: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatBytes(Number(row.size ?? 0))}</span>,
  },
};

/** The attachment library: previews, filters by suffix, type and uploader, delete; an upload box above. */
export default function AttachmentPage() {
  const { t } = useTranslation('backend');
  const [version, setVersion] = useState(0);
  return (
    <Flex vertical gap={12}>
      <Card variant="borderless" size="small">
        <Flex gap={16} align="center" wrap>
          <Typography.Text strong>{t('routine.attachment.upload')}</Typography.Text>
          <UploadInput kind="file" multiple value={[]} onChange={() => setVersion((value) => value + 1)} />
        </Flex>
      </Card>
      <ResourcePage key={version} def={attachmentResource} options={options} />
    </Flex>
  );
}
