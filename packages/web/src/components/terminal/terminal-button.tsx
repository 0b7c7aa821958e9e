import { CodeOutlined } from '@ant-design/icons';
import { App, Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuperuser, useAdminInfo } from '../../stores/admin-info';
import { useAdminMenus } from '../../stores/admin-menus';
import { setTerminalNotifier, useTerminal } from '../../stores/terminal';
import { TERMINAL_NS } from './terminal-i18n';
import { TerminalPanel } from './terminal-panel';
import './terminal.css';

/**
 * The header's terminal button, with a red dot when something happened while the panel was closed. Only
 * a super administrator has it: the server runs commands for no one else.
 */
export function TerminalButton() {
  const { t } = useTranslation(TERMINAL_NS);
  const { message } = App.useApp();
  const isSuper = useAdminInfo((state) => isSuperuser(state));
  const showDot = useTerminal((state) => state.showDot);
  const toggle = useTerminal((state) => state.toggle);
  const serverConfig = useAdminMenus((state) => state.terminal);

  useEffect(() => setTerminalNotifier((text) => void message.error(text)), [message]);
  // The package manager and port the server keeps arrive with GET /admin/index/index.
  useEffect(() => {
    if (serverConfig) useTerminal.getState().setServerConfig(serverConfig);
  }, [serverConfig]);

  if (!isSuper) return null;
  const label = showDot ? t('openWithNews') : t('open');
  return (
    <>
      <Tooltip title={t('title')}>
        <Badge dot={showDot} offset={[-8, 8]}>
          <Button type="text" className="admin-header__button" icon={<CodeOutlined />} aria-label={label} onClick={() => toggle(true)} />
        </Badge>
      </Tooltip>
      <TerminalPanel />
    </>
  );
}
