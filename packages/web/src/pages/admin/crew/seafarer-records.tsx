import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentResource,
  availableSteps,
  contractResource,
  resourceRight,
  seaServiceResource,
  type AssignmentStatus,
  type AssignmentStep,
} from '@vessel/contract';
import { RelatedRecords, type RelatedRecordsProps } from '../../../components/resource/related-records';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { formatNumber } from '../../../locales/format';
import { ASSIGNMENT_STATUS_COLOURS, CONTRACT_STATUS_COLOURS, remoteLabel } from './crew-labels';
import { StatusTag, crewRemoteCells } from './crew-cells';
import { DayText } from './day-text';
import { fixedInput } from './fixed-input';
import { StepDialog, type StepTarget } from './step-dialog';

export interface SeafarerRef {
  id: string;
  /** Their name in the reader's language, for the fixed seafarer input of the forms. */
  name: string;
  rank_id: string | null;
}

/** A sea-service line the seafarer's record owns (not one written by a sign-off). */
const isOwnLine = (row: TableRow) => row.is_internal !== true;

const dayCell = (field: string) => (row: TableRow) => <DayText day={typeof row[field] === 'string' ? (row[field] as string) : null} />;

/** The cells of date fields, drawn as days in the reader's format. */
const dayCells = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, dayCell(field)]));

type SeafarerRecordsProps = Omit<RelatedRecordsProps, 'field' | 'value' | 'empty' | 'presets' | 'form'> & {
  seafarer: SeafarerRef;
  formWidth: number;
  /** A new record starts at the seafarer's rank. */
  atRank?: boolean;
};

/** One list of the seafarer's records: tied to them by `seafarer_id`, which the form shows as their name. */
function SeafarerRecords({ seafarer, formWidth, atRank, ...props }: SeafarerRecordsProps) {
  const { t } = useTranslation('backend');
  return (
    <RelatedRecords
      field="seafarer_id"
      value={seafarer.id}
      empty={t('crew.seafarerDetail.empty')}
      {...(atRank ? { presets: seafarer.rank_id ? { rank_id: seafarer.rank_id } : {} } : {})}
      form={{ inputs: { seafarer_id: fixedInput(seafarer.name) }, width: formWidth }}
      {...props}
    />
  );
}

/** Sea service: internal lines come from sign-offs, external ones are typed in; with the total. */
export function SeafarerSeaService({ seafarer }: { seafarer: SeafarerRef }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [days, setDays] = useState<number | null>(null);
  return (
    <SeafarerRecords
      def={seaServiceResource}
      seafarer={seafarer}
      formWidth={720}
      columns={['ship_name', 'imo_no', 'ship_type', 'rank_id', 'company', 'sign_on', 'sign_off', 'days', 'is_internal']}
      order="sign_on,desc"
      pageSize={50}
      hint={days === null ? undefined : t('crew.seafarerDetail.totalSeaService', { days: formatNumber(days, lang) })}
      cells={{
        ...crewRemoteCells({ plain: ['rank_id'] }),
        ...dayCells('sign_on', 'sign_off'),
        days: (row) => {
          // Each page reports its days; the total is of what is listed (50 lines cover a career).
          return typeof row.days === 'number' ? formatNumber(row.days, lang) : <Typography.Text type="secondary">-</Typography.Text>;
        },
      }}
      // Lines written by sign-off belong to the assignment: changed there, not here (the server refuses too).
      available={{ edit: isOwnLine, del: isOwnLine }}
      onRows={(rows) => setDays(rows.reduce((sum, row) => sum + (typeof row.days === 'number' ? row.days : 0), 0))}
    />
  );
}

/** Employment contracts (SEA) of the seafarer. */
export function SeafarerContracts({ seafarer }: { seafarer: SeafarerRef }) {
  return (
    <SeafarerRecords
      def={contractResource}
      seafarer={seafarer}
      formWidth={760}
      atRank
      columns={['contract_no', 'ship_id', 'rank_id', 'start_date', 'duration_months', 'planned_end_date', 'end_date', 'status']}
      order="start_date,desc"
      cells={{
        ...crewRemoteCells({ ship: ['ship_id'], plain: ['rank_id'] }),
        ...dayCells('start_date', 'planned_end_date', 'end_date'),
        status: (row) => <StatusTag def={contractResource} value={row.status} colours={CONTRACT_STATUS_COLOURS} />,
      }}
    />
  );
}

/** The seafarer's assignments, newest first, with the workflow steps each one's status allows. */
export function SeafarerAssignments({ seafarer, onChanged }: { seafarer: SeafarerRef; onChanged?: () => void }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const session = useAccessSession();
  const [step, setStep] = useState<{ step: AssignmentStep; targets: StepTarget[]; done: () => void } | null>(null);
  const stepsOf = (row: TableRow) =>
    availableSteps(row.status as AssignmentStatus).filter((name) => holds(session, resourceRight(assignmentResource, name)));
  return (
    <>
      <SeafarerRecords
        def={assignmentResource}
        seafarer={seafarer}
        formWidth={760}
        atRank
        columns={['ship_id', 'rank_id', 'status', 'planned_join_date', 'sign_on_date', 'planned_sign_off_date', 'sign_off_date', 'sign_off_reason']}
        order="planned_join_date,desc"
        cells={{
          ...crewRemoteCells({ ship: ['ship_id'], plain: ['rank_id'] }),
          status: (row) => <StatusTag def={assignmentResource} value={row.status} colours={ASSIGNMENT_STATUS_COLOURS} />,
          ...dayCells('planned_join_date', 'sign_on_date', 'planned_sign_off_date', 'sign_off_date'),
        }}
        // Only a planned or cancelled assignment may be deleted (the server refuses the others).
        available={{ del: (row) => row.status === 'planned' || row.status === 'cancelled' }}
        rowActions={(row, done) =>
          stepsOf(row).map((name) => (
            <Button
              key={name}
              type="link"
              size="small"
              danger={name === 'cancel'}
              onClick={() =>
                setStep({
                  step: name,
                  done,
                  targets: [
                    {
                      id: row.id,
                      seafarer_id: seafarer.id,
                      name: seafarer.name,
                      rank: remoteLabel(row, 'rank_id', lang),
                      ship: remoteLabel(row, 'ship_id', lang),
                      port: String(row.planned_join_port ?? ''),
                    },
                  ],
                })
              }
            >
              {t(`resourceKit.steps.${name}`)}
            </Button>
          ))
        }
        {...(onChanged ? { onChanged } : {})}
      />
      <StepDialog
        step={step?.step ?? null}
        targets={step?.targets ?? []}
        onClose={() => setStep(null)}
        onDone={() => {
          step?.done();
        }}
      />
    </>
  );
}
