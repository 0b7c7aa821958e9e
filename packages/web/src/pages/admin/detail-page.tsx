import { ArrowLeftOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Result, Space, Spin, Tabs, Tooltip, Typography, type TabsProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@vessel/contract';
import { ResourceFormDialog, type FormTarget, type ResourceFormOptions } from '../../components/resource/resource-form-dialog';
import { useKeyboardScrollable } from '../../components/resource/scroll-region';
import { useResourceAccess } from '../../components/resource/use-resource-access';
import { LinkButton } from './crew/link-button';

export interface DetailPageProps {
  /** The record's id from the URL; empty when the link named none. */
  id: string;
  /** The page's words under one key (`fleet.shipDetail`): `backToList`, `missingId`, `loadFailed`, `edit`. */
  words: string;
  /** The list the page belongs to, where "back" goes. */
  listPath: string;
  /** The read of the record (useDetailRecord). */
  record: { loading: boolean; failed: boolean; reload(): void };
  /** Whether the record of this id is on screen (the last answer may still be another id's). */
  loaded: boolean;
  /** Who or what the record is, drawn once it is loaded. */
  header: ReactNode;
  tabs: { active: string; onChange(key: string): void; items: NonNullable<TabsProps['items']> };
  /** The resource the record is, edited in its own form dialog (with its list page's form options). */
  edit: { def: ResourceDef; options: ResourceFormOptions };
  /** Buttons of the record beside back, reload and edit (the printable documents). */
  actions?: ReactNode;
}

/**
 * The frame of a record's page (the ship's, the seafarer's): the header with back, reload and edit
 * (with the right to edit), the tabs, and the edit dialog, after which the record is read again. A link
 * without an id, or a record that could not be read, says so with the way back to the list.
 */
export function DetailPage({ id, words, listPath, record, loaded, header, tabs, edit, actions }: DetailPageProps) {
  const { t } = useTranslation('backend');
  const access = useResourceAccess(edit.def);
  const [editing, setEditing] = useState<FormTarget>(null);
  // A tab's table wider than the page, with nothing in it to focus, is scrolled from the keyboard: named
  // by its section's heading, or by the tab.
  const frame = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(frame, (area) => scrollAreaName(area, frame.current));
  const back = (
    <LinkButton to={listPath} icon={<ArrowLeftOutlined />}>
      {t(`${words}.backToList`)}
    </LinkButton>
  );
  if (!id) {
    return (
      <Card ref={frame}>
        <Empty description={t(`${words}.missingId`)}>{back}</Empty>
      </Card>
    );
  }
  if (record.failed && !loaded) {
    return (
      <Card ref={frame}>
        <Result status="warning" title={t(`${words}.loadFailed`)} extra={back} />
      </Card>
    );
  }
  const { inputs, checks, visibleWhen, width } = edit.options;
  return (
    <Card variant="borderless" ref={frame}>
      <Spin spinning={record.loading}>
        <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 8, minHeight: 56 }}>
          {loaded ? header : <div />}
          <Space wrap>
            {loaded ? actions : null}
            {back}
            <Tooltip title={t('resourceKit.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={record.reload} />
            </Tooltip>
            {access.can('edit') && loaded ? (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', id })}>
                {t(`${words}.edit`)}
              </Button>
            ) : null}
          </Space>
        </Flex>
        <Tabs activeKey={tabs.active} onChange={tabs.onChange} items={tabs.items} destroyOnHidden={false} />
      </Spin>
      <ResourceFormDialog
        def={edit.def}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          record.reload();
        }}
        inputs={inputs}
        checks={checks}
        visibleWhen={visibleWhen}
        width={width}
      />
    </Card>
  );
}

/** A scrolling table's name: the heading of its section (DetailSection), else the current tab's title. */
function scrollAreaName(area: HTMLElement, frame: HTMLElement | null): string {
  const heading = area.closest('section')?.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim();
  return heading || frame?.querySelector('.ant-tabs-tab-active')?.textContent?.trim() || '';
}

/** A part of a detail page's tab under its heading; `extra` (a link to the full list) stands at the heading's end. */
export function DetailSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section>
      {extra ? (
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
      ) : (
        <Typography.Title level={5}>{title}</Typography.Title>
      )}
      {children}
    </section>
  );
}
