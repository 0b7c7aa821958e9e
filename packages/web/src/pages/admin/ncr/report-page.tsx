import { Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ncrReportResource, optionLabelKey } from '@vessel/contract';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { GRADE_COLOURS, STATUS_COLOURS } from './ncr-views';
import { NcrReportDrawer } from './report-detail';

const def = ncrReportResource;

/**
 * Non-conformance reports: the generic list with grades and states in colour and repeats marked; a
 * report's number opens it whole in a drawer (`/admin/ncr/report?id=`, the link other pages use).
 */
export default function NcrReportPage() {
  const { t } = useTranslation('backend');
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        ncr_no: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="ncr-open">
            {String(row.ncr_no ?? '')}
          </OpenRecordButton>
        ),
        grade: (row: TableRow) => <Tag color={GRADE_COLOURS[String(row.grade)]}>{t(optionLabelKey(def, { name: 'grade' }, String(row.grade)))}</Tag>,
        status: (row: TableRow) => <Tag color={STATUS_COLOURS[String(row.status)]}>{t(optionLabelKey(def, { name: 'status' }, String(row.status)))}</Tag>,
        is_repeat: (row: TableRow) =>
          row.is_repeat === true ? (
            <Tooltip title={t('ncrPage.repeat', { clause: String(row.clause_ref ?? '') })}>
              <Tag color="orange">{t('ncrPage.repeatTag')}</Tag>
            </Tooltip>
          ) : null,
      },
      // Only a draft is deleted, only a report not yet accepted is edited (the server refuses the rest).
      available: {
        edit: (row: TableRow) => ['draft', 'raised', 'submitted_to_office'].includes(String(row.status)),
        del: (row: TableRow) => row.status === 'draft',
      },
    }),
    [setOpen, t],
  );
  return (
    <>
      <ResourcePage key={listVersion} def={def} options={options} />
      <NcrReportDrawer id={openId} onClose={() => setOpen(null)} onOpen={setOpen} onChanged={listChanged} />
    </>
  );
}
