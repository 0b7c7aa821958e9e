import { Button, Tag, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ncrReportResource, optionLabelKey } from '@vessel/contract';
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
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [listVersion, setListVersion] = useState(0);
  const setOpen = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        ncr_no: (row: TableRow) => (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(row.id)} data-testid="ncr-open">
            {String(row.ncr_no ?? '')}
          </Button>
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
      <NcrReportDrawer id={openId} onClose={() => setOpen(null)} onOpen={setOpen} onChanged={() => setListVersion((value) => value + 1)} />
    </>
  );
}
