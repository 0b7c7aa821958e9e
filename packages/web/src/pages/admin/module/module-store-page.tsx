import { CloudUploadOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Segmented, Space, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODULE_CHANGE_RIGHTS, MODULE_PACKAGE_MAX_BYTES, MODULE_STATES, type ModuleCatalogueItem, type ModuleState } from '@vessel/contract';
import { exportModulePackage, moduleCatalogue, uploadModulePackage } from '../../../api/admin/module-store';
import { isCancelledRequest } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { refreshAdminIndex } from '../../../stores/admin-index-refresh';
import { downloadText } from './download';
import { ModuleChangeDialog, type ModuleChangeTarget } from './module-change-dialog';
import { STATE_COLORS, canExport, filterCatalogue, moduleChanges, readPackageText } from './module-store';

function Names({ names, empty }: { names: readonly string[]; empty: string }) {
  if (!names.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Space>
  );
}

/**
 * The module store (issue 15): the catalogue with each module's state, source, dependencies and what
 * it adds; install, enable, disable, uninstall (keeping or purging data) each after the server's preview;
 * upload and export of signed packages. After a change the admin menu and the enabled modules are asked
 * again, so menus appear or vanish without reloading the page.
 */
export default function ModuleStorePage() {
  const { t } = useTranslation(['backend', 'messages']);
  const { message, modal } = App.useApp();
  const session = useAccessSession();
  const can = (right: string) => holds(session, right);
  const [list, setList] = useState<ModuleCatalogueItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [term, setTerm] = useState('');
  const [state, setState] = useState<ModuleState | 'all'>('all');
  const [target, setTarget] = useState<ModuleChangeTarget | null>(null);
  const lang = currentLang();

  const load = useCallback(() => {
    setLoading(true);
    return moduleCatalogue()
      .then(({ data }) => setList(data.list))
      .catch((error: unknown) => {
        if (!isCancelledRequest(error)) setList([]);
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const shown = useMemo(() => filterCatalogue(list, term, state), [list, term, state]);
  const titleOf = (uid: string) => list.find((item) => item.uid === uid)?.title[lang] ?? uid;

  async function done() {
    setTarget(null);
    await Promise.all([load(), refreshAdminIndex().catch(() => undefined)]);
  }

  async function upload(file: File) {
    const read = readPackageText(await file.text(), MODULE_PACKAGE_MAX_BYTES);
    if (!read.ok) {
      void message.error(t(read.reason === 'tooBig' ? 'moduleStore.uploadTooBig' : 'moduleStore.uploadBadFile'));
      return;
    }
    try {
      const { data } = await uploadModulePackage(read.value);
      const { data: catalogue } = await moduleCatalogue();
      setList(catalogue.list);
      const item = catalogue.list.find((entry) => entry.uid === data.uid);
      if (data.upgraded) {
        await refreshAdminIndex().catch(() => undefined);
        return;
      }
      if (item && data.preview && can('moduleStore/install')) {
        modal.confirm({
          title: t('moduleStore.uploaded', { name: item.title[lang] || item.uid }),
          content: t('moduleStore.uploadedInstall'),
          okText: t('moduleStore.changes.install'),
          cancelText: t('resourceKit.cancel'),
          onOk: () => setTarget({ item, change: 'install', preview: data.preview! }),
        });
      }
    } catch {
      // The client has shown the server's message (a bad signature, a tampered package).
    }
  }

  async function exportPackage(item: ModuleCatalogueItem) {
    try {
      const { data } = await exportModulePackage(item.uid);
      downloadText(`${item.uid}-${item.version}.json`, JSON.stringify(data));
      void message.success(t('moduleStore.exported'));
    } catch {
      // Shown by the client.
    }
  }

  const columns: ColumnsType<ModuleCatalogueItem> = [
    {
      key: 'title',
      title: t('moduleStore.module'),
      render: (_, item) => (
        <Space orientation="vertical" size={2}>
          <Space size={6} wrap>
            <Typography.Text strong>{item.title[lang] || item.uid}</Typography.Text>
            <Typography.Text type="secondary" code>
              {item.uid}
            </Typography.Text>
            {item.core ? <Tag color="blue">{t('moduleStore.core')}</Tag> : null}
            {item.optional && item.source === 'built-in' ? <Tag>{t('moduleStore.optional')}</Tag> : null}
          </Space>
          {item.description ? <Typography.Text type="secondary">{item.description[lang]}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'version', title: t('moduleStore.version'), dataIndex: 'version', width: 90 },
    {
      key: 'state',
      title: t('crud.status'),
      width: 110,
      render: (_, item) => <Tag color={STATE_COLORS[item.state]}>{t(`moduleStore.states.${item.state}`)}</Tag>,
    },
    {
      key: 'source',
      title: t('moduleStore.source'),
      width: 100,
      render: (_, item) => <Tag color={item.source === 'built-in' ? 'default' : item.source === 'crud' ? 'purple' : 'cyan'}>{t(`moduleStore.sources.${item.source}`)}</Tag>,
    },
    {
      key: 'relations',
      title: `${t('moduleStore.dependsOn')} / ${t('moduleStore.dependants')}`,
      render: (_, item) => (
        <Space orientation="vertical" size={4}>
          <Space size={4} wrap>
            <Typography.Text type="secondary">{t('moduleStore.labelled', { label: t('moduleStore.dependsOn') })}</Typography.Text>
            <Names names={item.dependsOn.map(titleOf)} empty={t('moduleStore.nothing')} />
          </Space>
          <Space size={4} wrap>
            <Typography.Text type="secondary">{t('moduleStore.labelled', { label: t('moduleStore.dependants') })}</Typography.Text>
            <Names names={item.dependants.map(titleOf)} empty={t('moduleStore.nothing')} />
          </Space>
          {item.conflicts.length ? (
            <Space size={4} wrap>
              <Typography.Text type="secondary">{t('moduleStore.labelled', { label: t('moduleStore.conflicts') })}</Typography.Text>
              <Names names={item.conflicts} empty="" />
            </Space>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'adds',
      title: t('moduleStore.adds'),
      render: (_, item) => {
        const parts = (
          [
            ['addsResources', item.adds.resources],
            ['addsMenus', item.adds.menus],
            ['addsTiles', item.adds.tiles],
            ['addsSettings', item.adds.settings],
          ] as const
        ).filter(([, names]) => names.length);
        if (!parts.length) return <Typography.Text type="secondary">{t('moduleStore.nothing')}</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap>
            {parts.map(([key, names]) => (
              <Tooltip key={key} title={names.join(', ')}>
                <Tag>{t(`moduleStore.${key}`, { count: names.length })}</Tag>
              </Tooltip>
            ))}
          </Space>
        );
      },
    },
    {
      key: 'actions',
      title: t('crud.log.actions'),
      width: 220,
      render: (_, item) => (
        <Space size={4} wrap>
          {moduleChanges(item)
            .filter((change) => can(MODULE_CHANGE_RIGHTS[change]))
            .map((change) => (
              <Button
                key={change}
                size="small"
                type={change === 'install' || change === 'enable' ? 'primary' : 'default'}
                danger={change === 'uninstall'}
                onClick={() => setTarget({ item, change })}
              >
                {t(`moduleStore.changes.${change}`)}
              </Button>
            ))}
          {canExport(item) && can('moduleStore/export') ? (
            <Button size="small" icon={<ExportOutlined />} onClick={() => void exportPackage(item)}>
              {t('moduleStore.export')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('moduleStore.intro')}
        </Typography.Paragraph>
        <Flex gap={8} wrap justify="space-between">
          <Space wrap>
            <Input.Search allowClear placeholder={t('moduleStore.search')} aria-label={t('moduleStore.search')} value={term} onChange={(event) => setTerm(event.target.value)} style={{ width: 240 }} />
            <Segmented<ModuleState | 'all'>
              value={state}
              onChange={setState}
              options={[{ value: 'all', label: t('moduleStore.all') }, ...MODULE_STATES.map((value) => ({ value, label: t(`moduleStore.states.${value}`) }))]}
            />
          </Space>
          <Space>
            <Tooltip title={t('moduleStore.refresh')}>
              <Button aria-label={t('moduleStore.refresh')} icon={<ReloadOutlined />} onClick={() => void load()} />
            </Tooltip>
            {can('moduleStore/upload') ? (
              <Upload
                accept=".json,application/json"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Tooltip title={t('moduleStore.uploadHint')}>
                  <Button type="primary" icon={<CloudUploadOutlined />}>
                    {t('moduleStore.upload')}
                  </Button>
                </Tooltip>
              </Upload>
            ) : null}
          </Space>
        </Flex>
        <Table<ModuleCatalogueItem>
          rowKey="uid"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={shown}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('moduleStore.empty') }}
        />
      </Space>
      <ModuleChangeDialog target={target} onClose={() => setTarget(null)} onDone={() => void done()} />
    </Card>
  );
}
