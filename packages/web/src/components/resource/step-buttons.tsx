import { App, Button, List, Popconfirm, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@vessel/contract';
import { http } from '../../api/app-http-client';
import { ApiError } from '../../api/request-errors';
import { refusalsOf, stepActions, type StepAction } from './step-actions';
import type { TableRow } from './table-rows';
import { useAccessSession } from './use-resource-access';

export interface StepRunner {
  actions: StepAction[];
  run(action: StepAction, ids: string[]): Promise<void>;
}

/**
 * The workflow actions of a resource page with their calls. After a call the page reloads; rows the
 * server refused (`data.refused`) are listed with its reasons.
 */
export function useStepRunner(def: ResourceDef, rows: readonly TableRow[], confirmed: readonly string[], done: () => void): StepRunner {
  const { t } = useTranslation('backend');
  const { modal } = App.useApp();
  const session = useAccessSession();
  const actions = useMemo(() => stepActions(session, def, confirmed), [session, def, confirmed]);
  const labelOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    const label = row?.[def.labelField];
    return label === undefined || label === null || label === '' ? id : `${String(label)} (${id.slice(0, 8)})`;
  };
  const run = async (action: StepAction, ids: string[]) => {
    try {
      await http.post(action.url, { ids }, { showSuccessMessage: true });
    } catch (error) {
      const refused = error instanceof ApiError ? refusalsOf(error.data) : [];
      if (refused.length) {
        modal.warning({
          title: t('resourceKit.stepRefused', { step: t(action.labelKey) }),
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
  return { actions, run };
}

function StepButton({ action, onRun, size, disabled }: { action: StepAction; onRun(): void; size?: 'small'; disabled?: boolean }) {
  const { t } = useTranslation('backend');
  const label = t(action.labelKey);
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

/** The batch steps in the toolbar, acting on the selected rows. */
export function StepBatchButtons({ runner, selected }: { runner: StepRunner; selected: string[] }) {
  const { t } = useTranslation('backend');
  return (
    <>
      {runner.actions
        .filter((action) => action.batch)
        .map((action) => (
          <Tooltip key={action.name} title={selected.length ? undefined : t('resourceKit.selectRows')}>
            <span>
              <StepButton action={action} disabled={selected.length === 0} onRun={() => void runner.run(action, selected)} />
            </span>
          </Tooltip>
        ))}
    </>
  );
}

/** Every step as a row action on one row. */
export function StepRowButtons({ runner, row }: { runner: StepRunner; row: TableRow }) {
  return (
    <>
      {runner.actions.map((action) => (
        <StepButton key={action.name} size="small" action={action} onRun={() => void runner.run(action, [row.id])} />
      ))}
    </>
  );
}
