import { Alert, Button, Card, Descriptions, Drawer, Flex, Result, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPERVISION_TRANSLATIONS, fieldLabelKey, inspectionDescription, optionLabelKey } from '@vessel/contract';
import { resourceApi, type ResourceRow } from '../../../api/admin/resource';
import { INSPECTION_BASE, listInspectionItems, raiseInspectionNcr } from '../../../api/admin/supervision';
import { isCancelledRequest } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { DictLabel } from '../../../components/resource/dict-options';
import { filterOf, withFilter } from '../../../components/resource/table-state';
import type { TableRow } from '../../../components/resource/table-rows';
import { useTableState } from '../../../components/resource/use-table-state';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { InspectionItems } from './inspection-items';
import { detentionState } from './inspection-views';

// The area's field words come with the module (a resource described by data): this page is a route of its
// own, so it adds them itself rather than waiting for the catch-all's loader.
addRuntimeMessages(i18n, SUPERVISION_TRANSLATIONS);

const def = inspectionDescription.def;

const PARTICULARS = ['ship_id', 'kind', 'authority_or_company', 'mou', 'programme', 'port', 'inspected_on', 'inspector', 'inspection_type', 'report_no', 'result', 'deficiency_count', 'ism_related_count', 'operator_comment_due_at', 'status'] as const;
/** Fields with fixed options, worded by the module. */
const OPTION_FIELDS = new Set(['inspection_type', 'result', 'status']);
/** Dictionary fields: named by the settings' items in the reader's language. */
const DICT_FIELDS: Readonly<Record<string, string>> = { kind: 'inspection_kind', mou: 'mou', programme: 'vetting_programme' };

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

function useInspection(id: string | null, version: number) {
  const [state, setState] = useState<{ row: ResourceRow | null; items: ResourceRow[]; loading: boolean; failed: boolean }>({ row: null, items: [], loading: false, failed: false });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    Promise.all([resourceApi(INSPECTION_BASE).read(id), listInspectionItems(id)]).then(
      ([record, items]) => active && setState({ row: record.data.row, items: items.data.list, loading: false, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ row: null, items: [], loading: false, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  return state;
}

/** The detention banner: red while the ship is held, amber once released. */
function DetentionBanner({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('backend');
  const state = detentionState(row);
  if (state.kind === 'none') return null;
  if (state.kind === 'detained') {
    return <Alert type="error" showIcon data-testid="inspection-detention-banner" message={t('supervisionPage.detained', { port: text(row.port) ?? '-', since: state.since })} />;
  }
  return <Alert type="warning" showIcon data-testid="inspection-detention-banner" message={t('supervisionPage.released', { since: state.since, released: state.released, days: state.days ?? '-' })} />;
}

/**
 * One inspection whole (DOMAIN.md §4.12): its particulars, the detention banner, and its deficiencies
 * edited in place with their NCRs.
 */
function InspectionDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [version, setVersion] = useState(0);
  const { row, items, loading, failed } = useInspection(id, version);
  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };
  const value = (name: string) => {
    if (!row) return null;
    if (name === 'ship_id') return text(row.ship_id_label ?? row.ship_id);
    const raw = row[name];
    if (OPTION_FIELDS.has(name) && raw) return <Tag>{t(optionLabelKey(def, { name }, String(raw)))}</Tag>;
    if (DICT_FIELDS[name] && raw) return <DictLabel type={DICT_FIELDS[name]} value={raw} tag={name === 'kind'} />;
    return text(raw);
  };
  const withoutNcr = items.some((item) => !item.ncr_id);

  return (
    <Drawer open={!!id} onClose={onClose} width={1100} title={row ? `${text(row.inspection_no) ?? t('supervisionPage.noNumber')}` : t('supervisionPage.particulars')} destroyOnHidden>
      {failed ? (
        <Result status="warning" title={t('supervisionPage.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('supervisionPage.retry')}</Button>} />
      ) : !row ? (
        <Spin spinning={loading} />
      ) : (
        <Flex vertical gap={16} data-testid="inspection-drawer">
          <DetentionBanner row={row} />
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={PARTICULARS.map((name) => ({ key: name, label: t(fieldLabelKey(def, { name })), children: value(name) }))} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('supervisionPage.items')}
            </Typography.Title>
            <Space>
              {row.ncr_no ? <Tag color="blue">{String(row.ncr_no)}</Tag> : null}
              {holds(session, `${def.path}/raiseNcr`) && !row.ncr_id && withoutNcr && (
                <Button
                  onClick={() => {
                    raiseInspectionNcr(row.id).then(changed, changed);
                  }}
                  data-testid="inspection-raise-ncr"
                >
                  {t('supervisionPage.raiseInspection')}
                </Button>
              )}
            </Space>
          </Flex>
          <InspectionItems inspectionId={row.id} kind={String(row.kind)} items={items} onChanged={changed} />
        </Flex>
      )}
    </Drawer>
  );
}

/** Quick views by who inspected: port state control first, as the menu of the old system had it (港口国检查). */
const KIND_VIEWS = ['all', 'psc', 'fsc', 'class_survey', 'vetting'] as const;

function KindViews() {
  const { t } = useTranslation('backend');
  const [state, setState] = useTableState(def);
  const filter = filterOf(state, 'kind');
  const current = !filter ? 'all' : filter.operator === 'eq' ? filter.val : null;
  return (
    <Card variant="borderless" size="small">
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t('supervisionPage.kindViews')}</Typography.Text>
        <Segmented
          size="small"
          value={current ?? ''}
          data-testid="inspection-kind-views"
          onChange={(value) => setState(withFilter(state, 'kind', value === 'all' ? null : { operator: 'eq', val: String(value) }))}
          options={KIND_VIEWS.map((value) => ({ value, label: t(`supervisionPage.kinds.${value}`) }))}
        />
      </Flex>
    </Card>
  );
}

/**
 * External inspections (PSC, flag, class, vetting...): the generic list with the detention in red; an
 * inspection's number opens it whole (`?id=`, the detention alert's link) with its deficiencies.
 */
export default function InspectionPage() {
  const { t } = useTranslation('backend');
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      ownFilters: ['kind'],
      cells: {
        inspection_no: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="inspection-open">
            {text(row.inspection_no) ?? t('supervisionPage.noNumber')}
          </OpenRecordButton>
        ),
        detained: (row: TableRow) => {
          const state = detentionState(row);
          if (state.kind === 'none') return null;
          return <Tag color={state.kind === 'detained' ? 'red' : 'orange'}>{t(optionLabelKey(def, { name: 'result' }, 'detained'))}</Tag>;
        },
      },
      visibleWhen: {
        mou: (values) => values.kind === 'psc' || values.kind === 'fsc',
        programme: (values) => values.kind === 'vetting',
        detention_from: (values) => values.detained === true,
        released_on: (values) => values.detained === true,
      },
    }),
    [setOpen, t],
  );
  return (
    <Flex vertical gap={12}>
      <KindViews />
      <ResourcePage key={listVersion} def={def} options={options} />
      <InspectionDrawer id={openId} onClose={() => setOpen(null)} onChanged={listChanged} />
    </Flex>
  );
}
