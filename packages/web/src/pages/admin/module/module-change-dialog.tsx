import { Alert, Descriptions, Flex, Input, Modal, Progress, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleProgressPercent, type ModuleCatalogueItem, type ModuleChange, type ModuleChangePreview } from '@vessel/contract';
import { changeModule, moduleChangeProgress, previewModuleChange } from '../../../api/admin/module-store';
import { isCancelledRequest } from '../../../api/request-errors';
import { currentLang } from '../../../locales/i18n';
import { canPurge, moduleProgressText, previewIsEmpty, ruleTitle } from './module-store';

export interface ModuleChangeTarget {
  item: ModuleCatalogueItem;
  change: ModuleChange;
  /** A preview already answered (after an upload), so it is not asked again. */
  preview?: ModuleChangePreview;
}

function NameList({ names, title = (name) => name }: { names: readonly string[]; title?: (name: string) => string }) {
  return (
    <Space size={[4, 4]} wrap>
      {names.map((name) => (
        <Tag key={name} title={name}>
          {title(name)}
        </Tag>
      ))}
    </Space>
  );
}


/** The server's preview of a change, as a list of what appears, disappears and is kept. */
export function ModulePreview({ preview }: { preview: ModuleChangePreview }) {
  const { t } = useTranslation('backend');
  const rows = (
    [
      ['enableFirst', preview.enableFirst],
      ['dependantsFirst', preview.dependants],
      ['rulesShown', preview.rulesShown],
      ['rulesHidden', preview.rulesHidden],
      ['tablesCreated', preview.tablesCreated],
      ['tablesDropped', preview.tablesDropped],
      ['migrations', preview.migrations],
    ] as const
  ).filter(([, names]) => names.length > 0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {preview.allowed ? null : <Alert type="error" showIcon title={t('moduleStore.refused')} description={preview.refusal} />}
      <Typography.Text strong>{t('moduleStore.willChange')}</Typography.Text>
      {rows.length ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={rows.map(([key, names]) => ({
            key,
            label: t(`moduleStore.${key}`),
            children: <NameList names={names} {...(key === 'rulesShown' || key === 'rulesHidden' ? { title: (name: string) => ruleTitle(name, preview.ruleTitles ?? {}, (wordKey, fallback) => t(wordKey, { defaultValue: fallback })) } : {})} />,
          }))}
        />
      ) : null}
      <Typography.Text type={preview.data === 'purged' ? 'danger' : undefined}>
        {t(`moduleStore.data.${preview.data}`)} {previewIsEmpty(preview) ? t('moduleStore.noChanges') : null}
      </Typography.Text>
    </Space>
  );
}

/**
 * While a change runs: the step the server is on (checking dependencies, migrating, menus and rights,
 * registering routes...) and a bar of the steps done, the migrations run counted within, asked for every
 * half second. A balancer may send the question to a process that runs nothing: the bar then waits
 * without a step.
 */
export function ModuleChangeProgressBar({ uid }: { uid: string }) {
  const { t } = useTranslation('backend');
  const { data } = useQuery({ queryKey: ['module', 'progress', uid], queryFn: () => moduleChangeProgress(uid), refetchInterval: 500, gcTime: 0 });
  const text = moduleProgressText(data, t);
  return (
    <Flex vertical gap={0} role="status" aria-live="polite" data-testid="module-change-progress">
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Progress percent={data ? moduleProgressPercent(data) : 0} size="small" status="active" aria-label={t('moduleStore.progress.label')} />
    </Flex>
  );
}

/**
 * Asks the server what a change will do, shows it, and does it on confirmation, showing how far it has come
 * while it runs (it cannot be left meanwhile). Uninstalling offers
 * keeping the data or purging it (stored packages only); purging asks for the module's name retyped.
 */
export function ModuleChangeDialog({ target, onClose, onDone }: { target: ModuleChangeTarget | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const [purge, setPurge] = useState(false);
  const [retyped, setRetyped] = useState('');
  const [preview, setPreview] = useState<ModuleChangePreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const change: ModuleChange | null = target ? (target.change === 'uninstall' && purge ? 'purge' : target.change) : null;

  useEffect(() => {
    setPurge(target?.change === 'purge');
    setRetyped('');
    setConfirmError(null);
  }, [target]);

  useEffect(() => {
    if (!target || !change) return;
    if (target.preview && target.preview.change === change) {
      setPreview(target.preview);
      return;
    }
    let active = true;
    setPreview(null);
    setFailed(false);
    previewModuleChange(target.item.uid, change).then(
      ({ data }) => active && setPreview(data),
      (error: unknown) => active && !isCancelledRequest(error) && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [target, change]);

  if (!target || !change) return null;
  const { item } = target;
  const name = item.title[currentLang()] || item.uid;
  const retypeOk = change !== 'purge' || retyped === item.uid;

  async function confirm() {
    if (!target || !change) return;
    setSaving(true);
    setConfirmError(null);
    try {
      await changeModule(target.item.uid, change, change === 'purge' ? retyped : undefined);
      onDone();
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      setConfirmError(fields?.confirm ?? (error instanceof Error ? error.message : null));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('moduleStore.previewTitle', { change: t(`moduleStore.changes.${change}`), name })}
      onCancel={() => (saving ? undefined : onClose())}
      onOk={() => void confirm()}
      okText={t(`moduleStore.changes.${change}`)}
      okButtonProps={{ danger: change === 'purge' || change === 'uninstall' || change === 'disable', disabled: !preview?.allowed || !retypeOk, loading: saving }}
      cancelText={t('resourceKit.cancel')}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      destroyOnHidden
      maskClosable={false}
      width={620}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {target.change === 'uninstall' || target.change === 'purge' ? (
          canPurge(item) ? (
            <Radio.Group
              value={purge ? 'purge' : 'keep'}
              onChange={(event) => setPurge(event.target.value === 'purge')}
              options={[
                { value: 'keep', label: t('moduleStore.keepData') },
                { value: 'purge', label: t('moduleStore.purgeData') },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('moduleStore.purgeBuiltIn')}</Typography.Text>
          )
        ) : null}
        {failed ? <Alert type="warning" showIcon title={t('resourceKit.loadFailed')} /> : null}
        {preview ? <ModulePreview preview={preview} /> : failed ? null : <Spin description={t('moduleStore.previewLoading')} />}
        {change === 'purge' ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="danger">{t('moduleStore.purgeHint', { name: item.uid })}</Typography.Text>
            <Input
              aria-label={t('moduleStore.retype')}
              placeholder={item.uid}
              value={retyped}
              onChange={(event) => setRetyped(event.target.value)}
              status={confirmError ? 'error' : undefined}
              autoComplete="off"
            />
            {confirmError ? <Typography.Text type="danger">{confirmError}</Typography.Text> : null}
          </Space>
        ) : null}
        {saving ? <ModuleChangeProgressBar uid={item.uid} /> : null}
      </Space>
    </Modal>
  );
}
