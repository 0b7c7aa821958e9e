import { App, Button, List, Popconfirm, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@vessel/contract';
import { http } from '../../api/app-http-client';
import { ApiError } from '../../api/request-errors';
import { availableForAll, type RowAvailability } from './row-buttons';
import { refusalsOf, rowStepActions, stepActions, type StepAction } from './step-actions';
import type { TableRow } from './table-rows';
import { useAccessSession } from './use-resource-access';

export interface StepRunner {
  actions: StepAction[];
  /** The rows shown, for which of them offer a step. */
  rows: readonly TableRow[];
  run(action: StepAction, ids: string[]): Promise<void>;
}

/**
 * The workflow actions of a resource page with their calls. After a call the page reloads; rows the
 * server refused (`data.refused`) are listed with its reasons.
 */
/**
 * A page's own way of running a step (a dialog asking the step's date and port first). `rows` are the
 * rows the step acts on (the one clicked, or the batch selected), in the order of `ids`: never the page's
 * other rows.
 */
export type StepHandler = (step: string, ids: string[], rows: readonly TableRow[], done: () => void) => void;

export function useStepRunner(
  def: ResourceDef,
  rows: readonly TableRow[],
  confirmed: readonly string[],
  done: () => void,
  handler?: StepHandler,
  availability?: RowAvailability,
): StepRunner {
  const { t } = useTranslation('backend');
  const { modal } = App.useApp();
  const session = useAccessSession();
  const actions = useMemo(() => stepActions(session, def, confirmed, availability), [session, def, confirmed, availability]);
  const labelOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    const label = row?.[def.labelField];
    return label === undefined || label === null || label === '' ? id : `${String(label)} (${id.slice(0, 8)})`;
  };
  const run = async (action: StepAction, ids: string[]) => {
    if (handler) {
      const acted = ids.map((id) => rows.find((candidate) => candidate.id === id)).filter((row): row is TableRow => row !== undefined);
      handler(action.name, ids, acted, done);
      return;
    }
    try {
      await http.post(action.url, { ids }, { showSuccessMessage: true });
    } catch (error) {
      const refused = error instanceof ApiError ? refusalsOf(error.data) : [];
      if (refused.length) {
        modal.warning({
          title: t('resourceKit.stepRefused', { step: t([action.ownLabelKey, action.labelKey]) }),
          width: 560,
          content: (
            <List
              size="small"
              dataSource={refused}
              renderItem={(item) => (
                <List.Item>
                  <Typography.Text strong>{labelOf(item.id)}</Typography.Text>: {item.reason}
                </List.Item>
              )}
            />
          ),
        });
      }
    }
    done();
  };
  return { actions, rows, run };
}

function StepButton({ action, onRun, size, disabled }: { action: StepAction; onRun(): void; size?: 'small'; disabled?: boolean }) {
  const { t } = useTranslation('backend');
  const label = t([action.ownLabelKey, action.labelKey]);
  const button = (
    <Button size={size} type={size ? 'link' : 'default'} danger={action.confirm} disabled={disabled} onClick={action.confirm ? undefined : onRun}>
      {label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={t('resourceKit.stepConfirm', { step: label })}
      okText={label}
      cancelText={t('resourceKit.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onRun}
      disabled={disabled}
    >
      {button}
    </Popconfirm>
  );
}

/** The batch steps in the toolbar, acting on the selected rows when every one of them offers the step. */
export function StepBatchButtons({ runner, selected }: { runner: StepRunner; selected: string[] }) {
  const { t } = useTranslation('backend');
  return (
    <>
      {runner.actions
        .filter((action) => action.batch)
        .map((action) => {
          const offered = availableForAll(action.available, runner.rows, selected);
          const hint = selected.length === 0 ? t('resourceKit.selectRows') : offered ? undefined : t('resourceKit.notForAll');
          return (
            <Tooltip key={action.name} title={hint}>
              <span>
                <StepButton action={action} disabled={hint !== undefined} onRun={() => void runner.run(action, selected)} />
              </span>
            </Tooltip>
          );
        })}
    </>
  );
}

/**
 * The steps a row offers, as row actions: every step, less those the page's `available(row)` says no to
 * and, when the page lists them by status (`offered`), those not listed.
 */
export function StepRowButtons({ runner, row, offered }: { runner: StepRunner; row: TableRow; offered?: (row: TableRow) => readonly string[] }) {
  return (
    <>
      {rowStepActions(runner.actions, row, offered).map((action) => (
        <StepButton key={action.name} size="small" action={action} onRun={() => void runner.run(action, [row.id])} />
      ))}
    </>
  );
}
