import { BuildOutlined, ClearOutlined, CloudDownloadOutlined, DownOutlined, ExperimentOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Dropdown, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus } from '@vessel/contract';
import { useLayoutConfig } from '../../stores/layout-config';
import { useTerminal } from '../../stores/terminal';
import { PackageManagerDialog, TerminalConfigDialog } from './terminal-dialogs';
import { TERMINAL_NS } from './terminal-i18n';
import { TerminalTaskItem } from './terminal-task-item';

/** The web app is built by npm in this repository (npm workspaces, one lock file). */
const WEB_BUILD = 'web-build.npm';

function TerminalActions() {
  const { t } = useTranslation(TERMINAL_NS);
  const { message } = App.useApp();
  const manager = useTerminal((state) => state.packageManager);
  const addTask = useTerminal((state) => state.addTask);
  const addTaskPM = useTerminal((state) => state.addTaskPM);
  const openInstall = useTerminal((state) => state.togglePackageManagerDialog);
  return (
    <div className="terminal-actions">
      <Space.Compact>
        <Button icon={<ExperimentOutlined aria-hidden />} onClick={() => addTaskPM('test')}>
          {t('test')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'version.node', label: t('nodeVersion') },
              { key: `version.${manager}`, label: t('managerVersion', { manager }) },
            ],
            // A check: one that fails (the tool missing) holds no task after it (isCheckCommand).
            onClick: ({ key }) => addTask(key, undefined, manager),
          }}
        >
          <Button icon={<DownOutlined aria-hidden />} aria-label={t('moreTests')} />
        </Dropdown>
      </Space.Compact>
      <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={() => openInstall(true)}>
        {t('install')}
      </Button>
      <Button
        icon={<BuildOutlined aria-hidden />}
        onClick={() =>
          addTask(WEB_BUILD, true, manager, (status) => {
            if (status === TaskStatus.Success) void message.success(t('rebuilt'), 8);
          })
        }
      >
        {t('rebuild')}
      </Button>
    </div>
  );
}

/** In the panel's title bar: clean the successful tasks, and the settings. */
function TerminalTools() {
  const { t } = useTranslation(TERMINAL_NS);
  const clean = useTerminal((state) => state.clearSuccessTask);
  const openConfig = useTerminal((state) => state.toggleConfig);
  return (
    <Space size={4}>
      <Button size="small" type="text" icon={<ClearOutlined aria-hidden />} onClick={clean}>
        {t('clean')}
      </Button>
      <Button size="small" type="text" icon={<SettingOutlined aria-hidden />} onClick={() => openConfig(true)}>
        {t('settings')}
      </Button>
    </Space>
  );
}

/** The terminal panel: the task queue with each task's state and output, and the commands to add. */
export function TerminalPanel() {
  const { t } = useTranslation(TERMINAL_NS);
  const show = useTerminal((state) => state.show);
  const toggle = useTerminal((state) => state.toggle);
  const tasks = useTerminal((state) => state.taskList);
  const shrink = useLayoutConfig((state) => state.shrink);
  return (
    <>
      <Drawer
        open={show}
        onClose={() => toggle(false)}
        title={t('title')}
        size={shrink ? '100%' : 640}
        className="terminal-drawer"
        extra={<TerminalTools />}
        footer={<TerminalActions />}
      >
        {tasks.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <ul className="terminal-tasks" aria-label={t('tasks')}>
            {tasks.map((task) => (
              <TerminalTaskItem key={task.uuid} task={task} />
            ))}
          </ul>
        )}
      </Drawer>
      <TerminalConfigDialog />
      <PackageManagerDialog />
    </>
  );
}
