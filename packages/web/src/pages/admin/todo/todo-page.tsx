import { LinkOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OPEN_TODO_STATUSES, resourceBase, titleText, todoResource, type TitleParams } from '@vessel/contract';
import { resourceApi } from '../../../api/admin/resource';
import { holds } from '../../../components/resource/resource-access';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { RemoteTreeSelect } from '../../../components/resource/remote-tree-select';
import { formPayload } from '../../../components/resource/form-items';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { useTableState } from '../../../components/resource/use-table-state';
import { currentLang } from '../../../locales/i18n';
import { useAdminInfo } from '../../../stores/admin-info';
import { localToday } from '../cert/certificate-cells';
import { useDefaultQuery } from '../cert/use-default-query';
import { recordLink } from './record-link';
import { TODO_LIST_DEF } from './todo-list-def';
import { TODO_BAR_FIELDS, TODO_VIEWS, chosenView, defaultTodoQuery, isManualTodo, isOpenOnly, isOverdue, todoViewQuery, viewValue, withOpenOnly, type TodoView } from './todo-views';

const api = resourceApi(resourceBase(todoResource));

const PRIORITY_COLOURS: Readonly<Record<string, string>> = { urgent: 'error', high: 'warning', normal: 'processing', low: 'default' };
const STATUS_COLOURS: Readonly<Record<string, string>> = { open: 'blue', in_progress: 'gold', done: 'success', cancelled: 'default' };

/** The to-do's title in the reader's language: an automatic one is worded from its key and params. */
export function todoTitle(row: TableRow): string {
  if (typeof row.title_key === 'string' && row.title_key) {
    return titleText(currentLang(), row.title_key, (row.params ?? {}) as TitleParams);
  }
  return typeof row.title === 'string' ? row.title : '';
}

function TitleCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  // An approval step's to-do is not auto (one per approver) but leads to its approval all the same.
  const link = row.auto || row.source === 'approval' ? recordLink(typeof row.source === 'string' ? row.source : '', row) : null;
  return (
    <Flex vertical gap={2} style={{ maxWidth: 420 }}>
      <Typography.Text>{todoTitle(row)}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        {row.auto ? (
          <Tooltip title={t('todoPage.autoHint')}>
            <Tag icon={<RobotOutlined />} style={{ marginInlineEnd: 0 }}>
              {t(`todoPage.source.${String(row.source || 'other')}`, { defaultValue: String(row.source || '') })}
            </Tag>
          </Tooltip>
        ) : (
          <Tag icon={<UserOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('todoPage.manual')}
          </Tag>
        )}
        {link ? (
          <Link to={link.to}>
            <LinkOutlined /> {t(link.labelKey)}
          </Link>
        ) : null}
      </Flex>
    </Flex>
  );
}

function DueCell({ row, today }: { row: TableRow; today: string }) {
  const { t } = useTranslation('backend');
  if (typeof row.due_date !== 'string' || !row.due_date) return <Typography.Text type="secondary">-</Typography.Text>;
  const overdue = isOverdue(row, today);
  return (
    <Flex vertical gap={0}>
      <Typography.Text type={overdue ? 'danger' : undefined} strong={overdue} style={{ whiteSpace: 'nowrap' }}>
        {row.due_date}
      </Typography.Text>
      {overdue ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('todoPage.overdue')}
        </Typography.Text>
      ) : row.due_date === today && (OPEN_TODO_STATUSES as readonly unknown[]).includes(row.status) ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('todoPage.dueToday')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** Status, and the next step a person may take: start it, or (a manual one) close it. */
function StatusCell({ row, canEdit, onChange }: { row: TableRow; canEdit: boolean; onChange(row: TableRow, status: string): void }) {
  const { t } = useTranslation('backend');
  const status = String(row.status ?? '');
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={STATUS_COLOURS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {t(`todo.todo.status_options.${status}`, { defaultValue: status })}
      </Tag>
      {canEdit && status === 'open' ? (
        <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onChange(row, 'in_progress')}>
          {t('todoPage.start')}
        </Button>
      ) : null}
      {canEdit && !row.auto && (status === 'open' || status === 'in_progress') ? (
        <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onChange(row, 'done')}>
          {t('todoPage.done')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The view switch (mine, my department, by ship, all) and the open-only toggle, in the list's URL. */
function TodoViews() {
  const { t } = useTranslation('backend');
  const admin = useAdminInfo();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useTableState(todoResource);
  const chosen = chosenView(params, state);
  const value = viewValue(state, chosen);
  const ownDept = admin.department_id ?? '';

  // One write of the whole query: two in a row would each start from the same old URL, and the second
  // would bring back the filters the first removed (react-router's setSearchParams does not compose).
  const pick = (view: TodoView, picked = '') => {
    const initial = picked || (view === 'mine' ? admin.id : view === 'dept' ? ownDept : '');
    setParams((current) => todoViewQuery(current, view, initial), { replace: true });
  };

  return (
    <Card variant="borderless" size="small">
      <Flex gap={16} wrap align="center">
        <Segmented
          value={chosen}
          onChange={(view) => pick(view as TodoView)}
          options={TODO_VIEWS.map((view) => ({ value: view, label: t(`todoPage.views.${view}`) }))}
        />
        {chosen === 'dept' ? (
          <div style={{ width: 240 }}>
            <RemoteTreeSelect url="/admin/auth.Department/" value={value || null} onChange={(next) => pick('dept', typeof next === 'string' ? next : '')} placeholder={t('todoPage.pickDept')} />
          </div>
        ) : null}
        {chosen === 'ship' ? (
          <div style={{ width: 240 }}>
            <RemoteSelect url="/admin/fleet.Ship/" value={value || null} onChange={(next) => pick('ship', typeof next === 'string' ? next : '')} placeholder={t('todoPage.pickShip')} />
          </div>
        ) : null}
        <Space>
          <Switch size="small" checked={isOpenOnly(state)} onChange={(on) => setState(withOpenOnly(state, on))} aria-label={t('todoPage.openOnly')} />
          <Typography.Text>{t('todoPage.openOnly')}</Typography.Text>
        </Space>
      </Flex>
    </Card>
  );
}

/**
 * The to-do inbox (DOMAIN.md §4.7): my to-dos, my department's, a ship's, overdue first; automatic
 * to-dos name their source and link to the record whose work closes them (they cannot be ticked off by
 * hand); manual ones are added here and closed by who does them.
 */
export default function TodoPage() {
  const admin = useAdminInfo();
  const session = useAccessSession();
  const [version, setVersion] = useState(0);
  const today = localToday();
  const canEdit = holds(session, 'todo/todo/edit');
  // Opened from the menu: my open to-dos.
  const waiting = useDefaultQuery(() => defaultTodoQuery(admin.id));

  const options = useMemo<ResourcePageOptions>(() => {
    const changeStatus = async (row: TableRow, status: string) => {
      const payload = formPayload(todoResource, 'edit', { ...row, status }, { id: row.id });
      await api.edit(payload).catch(() => undefined);
      setVersion((value) => value + 1);
    };
    return {
      // An automatic to-do goes when its work is done: the server refuses deleting it (todo.autoNotClosable).
      available: { del: isManualTodo },
      ownFilters: TODO_BAR_FIELDS,
      cells: {
        title: (row) => <TitleCell row={row} />,
        due_date: (row) => <DueCell row={row} today={today} />,
        status: (row) => <StatusCell row={row} canEdit={canEdit} onChange={(target, next) => void changeStatus(target, next)} />,
        priority: (row) => {
          const priority = String(row.priority ?? '');
          return (
            <Tag color={PRIORITY_COLOURS[priority] ?? 'default'}>
              <PriorityLabel priority={priority} />
            </Tag>
          );
        },
      },
    };
  }, [canEdit, today]);

  return (
    <Flex vertical gap={12}>
      <TodoViews />
      {waiting ? null : <ResourcePage key={version} def={TODO_LIST_DEF} options={options} />}
    </Flex>
  );
}

function PriorityLabel({ priority }: { priority: string }) {
  const { t } = useTranslation('backend');
  return <>{t(`todo.todo.priority_options.${priority}`, { defaultValue: priority })}</>;
}
