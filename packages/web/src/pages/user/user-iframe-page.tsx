import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { embeddableUrl } from '../../layouts/admin/menu-entries';
import { memberIframeUrlFromPathname } from '../../layouts/user/member-menus';

/** An embedded-page menu item of the member centre (spec §2): shown only when it is a plain http(s) link. */
export default function UserIframePage() {
  const { t } = useTranslation('frontend');
  const url = embeddableUrl(memberIframeUrlFromPathname(useLocation().pathname) ?? '');
  if (!url) return <Result status="warning" title={t('centre.unsafeLink')} subTitle={t('centre.unsafeLinkHint')} />;
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <iframe
        title={url}
        src={url}
        style={{ display: 'block', width: '100%', height: 'calc(100vh - 104px)', border: 0, background: '#fff', borderRadius: 8 }}
        sandbox="allow-forms allow-modals allow-popups allow-same-origin allow-scripts allow-downloads"
        referrerPolicy="no-referrer"
      />
    </Card>
  );
}
