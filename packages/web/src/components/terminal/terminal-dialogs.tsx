import { Alert, App, Button, Form, Input, Modal, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_MANAGERS, TERMINAL_DEFAULTS, TaskStatus, isValidPort, type PackageManager, type TerminalConfigBody } from '@vessel/contract';
import { changeTerminalConfig } from '../../api/admin/terminal';
import { isCancelledRequest } from '../../api/request-errors';
import { applyServerFieldErrors } from '../server-field-errors';
import { useTerminal } from '../../stores/terminal';
import { packageManagerNote } from './package-manager-note';
import { TERMINAL_NS } from './terminal-i18n';

/** Saves the server's part of the settings; answers false when the server refused (it showed why). */
async function saveServerConfig(body: TerminalConfigBody, onFieldErrors?: (error: unknown) => void): Promise<boolean> {
  try {
    const answer = await changeTerminalConfig(body);
    useTerminal.getState().setServerConfig(answer.data);
    return true;
  } catch (error) {
    if (!isCancelledRequest(error)) onFieldErrors?.(error);
    return false;
  }
}

interface ConfigForm {
  packageManager: PackageManager;
  port: string;
  automaticCleanupTask: boolean;
}

/** Terminal settings (spec §3): the package manager and port are kept by the server, automatic cleanup by the browser. */
export function TerminalConfigDialog() {
  const { t } = useTranslation(TERMINAL_NS);
  const open = useTerminal((state) => state.showConfig);
  const toggleConfig = useTerminal((state) => state.toggleConfig);
  const [form] = Form.useForm<ConfigForm>();
  const [saving, setSaving] = useState(false);
  const installed = useTerminal((state) => state.installed);
  const chosen = Form.useWatch('packageManager', form);
  const note = open ? packageManagerNote(chosen ?? useTerminal.getState().packageManager, installed) : null;

  // Read when the dialog opens; the form is made afresh each time (destroyOnHidden).
  const initial = (): ConfigForm => {
    const { packageManager, port, automaticCleanupTask } = useTerminal.getState();
    return { packageManager: packageManager as PackageManager, port, automaticCleanupTask: automaticCleanupTask === '1' };
  };

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const saved = await saveServerConfig({ packageManager: values.packageManager, port: values.port }, (error) =>
      applyServerFieldErrors(form, error),
    );
    setSaving(false);
    if (!saved) return;
    useTerminal.getState().setAutomaticCleanupTask(values.automaticCleanupTask ? '1' : '0');
    toggleConfig(false);
  }

  return (
    <Modal
      open={open}
      title={t('config.title')}
      okText={t('config.save')}
      cancelText={t('config.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => toggleConfig(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initial()} onFinish={() => void save()}>
        <Form.Item
          name="packageManager"
          label={t('config.packageManager')}
          rules={[{ required: true }]}
          extra={
            note ? (
              <Alert
                className="terminal-config__note"
                type={note.kind === 'missing' ? 'warning' : 'info'}
                showIcon
                title={note.kind === 'missing' ? t('config.managerMissing', { manager: note.manager }) : t('config.managerFallback', { wanted: TERMINAL_DEFAULTS.packageManager, manager: note.manager })}
              />
            ) : null
          }
        >
          <Select options={PACKAGE_MANAGERS.map((manager) => ({ value: manager, label: manager }))} />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('config.port')}
          extra={t('config.portTip')}
          rules={[{ validator: (_rule, value) => (isValidPort(value) ? Promise.resolve() : Promise.reject(new Error(t('messages:validate.port')))) }]}
        >
          <Input inputMode="numeric" maxLength={5} />
        </Form.Item>
        <Form.Item name="automaticCleanupTask" label={t('config.automaticCleanupTask')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Install dependencies": pick the package manager (saved as the one in use), then the install runs. */
export function PackageManagerDialog() {
  const { t } = useTranslation(TERMINAL_NS);
  const open = useTerminal((state) => state.showPackageManagerDialog);
  const current = useTerminal((state) => state.packageManager);
  const toggleDialog = useTerminal((state) => state.togglePackageManagerDialog);
  const [busy, setBusy] = useState<string | null>(null);
  const { message } = App.useApp();

  async function install(manager: PackageManager) {
    if (manager !== current) {
      setBusy(manager);
      const saved = await saveServerConfig({ packageManager: manager });
      setBusy(null);
      if (!saved) return;
    }
    toggleDialog(false);
    useTerminal.getState().addTaskPM('web-install', true, (status) => {
      if (status === TaskStatus.Success) void message.success(`${t('install')} · ${manager}`);
    });
  }

  return (
    <Modal open={open} title={t('packageManagerDialog.title')} footer={null} onCancel={() => toggleDialog(false)}>
      <Typography.Paragraph type="secondary">{t('packageManagerDialog.tip')}</Typography.Paragraph>
      <Space wrap>
        {PACKAGE_MANAGERS.map((manager) => (
          <Button key={manager} type={manager === current ? 'primary' : 'default'} loading={busy === manager} onClick={() => void install(manager)}>
            {manager}
            {manager === current ? ` (${t('packageManagerDialog.inUse')})` : ''}
          </Button>
        ))}
      </Space>
    </Modal>
  );
}
