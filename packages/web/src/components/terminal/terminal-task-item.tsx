import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DownOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SyncOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus, isActive, isBlocking, type TerminalTask } from '@vessel/contract';
import { useTerminal } from '../../stores/terminal';
import { STATUS_VIEW, canRetry, isAtBottom } from './task-view';
import { TERMINAL_NS } from './terminal-i18n';

const STATUS_ICONS: Record<TaskStatus, ReactNode> = {
  [TaskStatus.Waiting]: <ClockCircleOutlined />,
  [TaskStatus.Connecting]: <SyncOutlined spin />,
  [TaskStatus.Executing]: <SyncOutlined spin />,
  [TaskStatus.Success]: <CheckCircleOutlined />,
  [TaskStatus.Failed]: <CloseCircleOutlined />,
  [TaskStatus.Unknown]: <QuestionCircleOutlined />,
};

/** A task's output; it follows new lines while it is scrolled to its end, and stays put when the reader scrolls up. */
function TaskOutput({ lines, label }: { lines: readonly string[]; label: string }) {
  const { t } = useTranslation(TERMINAL_NS);
  const box = useRef<HTMLPreElement>(null);
  const follow = useRef(true);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && follow.current) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <pre
      ref={box}
      className="terminal-output"
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        follow.current = isAtBottom(event.currentTarget);
      }}
    >
      {lines.length ? lines.join('\n') : <span className="terminal-output__empty">{t('noOutput')}</span>}
    </pre>
  );
}

export function TerminalTaskItem({ task }: { task: TerminalTask }) {
  const { t } = useTranslation(TERMINAL_NS);
  const toggleMessage = useTerminal((state) => state.toggleTaskMessage);
  const retry = useTerminal((state) => state.retryTask);
  const remove = useTerminal((state) => state.deleteTask);
  const view = STATUS_VIEW[task.status];
  const outputLabel = task.showMessage ? t('hideOutput') : t('showOutput');
  return (
    <li className={`terminal-task terminal-task--${view.key}`} data-status={view.key}>
      <div className="terminal-task__head">
        <Tag color={view.color} icon={STATUS_ICONS[task.status]} className="terminal-task__status">
          {t(`status.${view.key}`)}
        </Tag>
        <span className="terminal-task__command" title={task.command}>
          {task.command}
        </span>
        <span className="terminal-task__time">{t('createtime', { time: task.createtime })}</span>
        <span className="terminal-task__actions">
          <Tooltip title={outputLabel}>
            <Button
              size="small"
              type="text"
              icon={task.showMessage ? <UpOutlined /> : <DownOutlined />}
              aria-label={`${outputLabel}: ${task.command}`}
              aria-expanded={task.showMessage}
              onClick={() => toggleMessage(task.uuid)}
            />
          </Tooltip>
          {canRetry(task.status) ? (
            <Tooltip title={t('retry')}>
              <Button size="small" type="text" icon={<RedoOutlined />} aria-label={`${t('retry')}: ${task.command}`} onClick={() => retry(task.uuid)} />
            </Tooltip>
          ) : null}
          <Tooltip title={t('delete')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('delete')}: ${task.command}`}
              disabled={isActive(task)}
              onClick={() => remove(task.uuid)}
            />
          </Tooltip>
        </span>
      </div>
      {isBlocking(task) ? (
        <Typography.Text type="danger" className="terminal-task__hint">
          {t('blocking')}
        </Typography.Text>
      ) : null}
      {task.showMessage ? <TaskOutput lines={task.message} label={t('output', { command: task.command })} /> : null}
    </li>
  );
}
