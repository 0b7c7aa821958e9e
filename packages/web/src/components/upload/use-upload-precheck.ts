import { App, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../stores/site-config';
import { precheckUpload } from './upload-values';

/**
 * An Upload's `beforeUpload`: a file the site's upload rules (spec §5: size, extension, type) refuse is
 * said so and left out, before anything is sent; the server checks again.
 */
export function useUploadPrecheck(): NonNullable<UploadProps['beforeUpload']> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useSiteConfig((state) => state.upload);
  return (file) => {
    const refusal = precheckUpload({ name: file.name, size: file.size, type: file.type }, upload);
    if (refusal) {
      void message.error(t(`messages:${refusal}`));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
}
