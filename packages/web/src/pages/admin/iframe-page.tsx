import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from './route-title';
import { embeddableUrl, iframeUrlFromPathname } from '../../layouts/admin/menu-entries';

/** An embedded-page menu item (spec §2): the url, shown only when it is a plain http(s) link. */
export default function IframePage() {
  const { t } = useTranslation('backend');
  const title = useRouteTitle();
  const url = embeddableUrl(iframeUrlFromPathname(useLocation().pathname) ?? '');
  if (!url) return <Result status="warning" title={t('iframe.unsafe')} subTitle={t('iframe.unsafeHint')} />;
  return (
    <iframe
      title={title}
      src={url}
      style={{ width: '100%', height: 'calc(100vh - 112px)', border: 0, background: '#fff', borderRadius: 8 }}
      sandbox="allow-forms allow-modals allow-popups allow-same-origin allow-scripts allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
