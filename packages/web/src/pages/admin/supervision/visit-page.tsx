import { PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Result, Space, Spin, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPERVISION_TRANSLATIONS, VISIT_ANSWERABLE, fieldLabelKey, optionLabelKey, visitDescription, visitFindingDescription, type VisitDetailAnswer } from '@vessel/contract';
import { raiseFindingNcrs, readVisitDetail, saveVisitAnswers } from '../../../api/admin/supervision';
import { isCancelledRequest } from '../../../api/request-errors';
import { ChecklistForm, type ChecklistAnswerView } from '../../../components/checklist/checklist-form';
import { CompactTable } from '../../../components/compact-table';
import { holds } from '../../../components/resource/resource-access';
import { ResourceFormDialog, type FormTarget } from '../../../components/resource/resource-form-dialog';
import { OpenRecordButton, useOpenRecord } from '../../../components/resource/open-record';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { ncrStateColour } from './inspection-views';

// The area's field words come with the module (described by data); this page is a route of its own.
addRuntimeMessages(i18n, SUPERVISION_TRANSLATIONS);

const def = visitDescription.def;
const findingDef = visitFindingDescription.def;
const PARTICULARS = ['ship_id', 'type', 'inspector_admin_id', 'planned_date', 'port', 'visited_from', 'visited_to', 'overall_rating', 'status'] as const;
const OPTION_FIELDS = new Set(['type', 'status']);

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
type Finding = VisitDetailAnswer['findings'][number];

function useVisit(id: string | null, version: number) {
  const [state, setState] = useState<{ detail: VisitDetailAnswer | null; loading: boolean; failed: boolean }>({ detail: null, loading: false, failed: false });
  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    readVisitDetail(id).then(
      ({ data }) => active && setState({ detail: data, loading: false, failed: false }),
      (error: unknown) => active && !isCancelledRequest(error) && setState({ detail: null, loading: false, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [id, version]);
  return state;
}

/**
 * One superintendent's visit whole (DOMAIN.md §4.12): particulars, its checklist answered section by section
 * (a "No" raises a finding), and the findings with their NCRs.
 */
function VisitDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [version, setVersion] = useState(0);
  const [adding, setAdding] = useState<{ presets: Record<string, unknown> } | null>(null);
  const { detail, loading, failed } = useVisit(id, version);
  const changed = () => {
    setVersion((value) => value + 1);
    onChanged();
  };
  const row = detail?.visit ?? null;
  const lang = currentLang();
  const answerable = !!row && (VISIT_ANSWERABLE as readonly string[]).includes(row.status) && holds(session, `${def.path}/answer`);
  const checklist = detail?.checklist ?? null;
  const answers = useMemo<ChecklistAnswerView[]>(
    () => (checklist && row ? row.answers.map((answer) => ({ template_id: checklist.id, item_id: answer.item_id, answer: answer.answer, comment: answer.comment, evidence: answer.evidence ?? [] })) : []),
    [checklist, row],
  );
  // A finding written from an item carries its reference: the item's button then says it has one.
  const withFindings = useMemo(() => {
    const refs = new Set((detail?.findings ?? []).map((finding) => finding.clause_ref).filter(Boolean));
    const items = checklist?.sections.flatMap((section) => section.items) ?? [];
    return new Set(items.filter((item) => refs.has(item.ref)).map((item) => `${checklist!.id}/${item.id}`));
  }, [detail, checklist]);

  const value = (name: string) => {
    if (!row) return null;
    if (name === 'ship_id') return text(row.ship_id_label ?? row.ship_id);
    if (name === 'inspector_admin_id') return text(row.inspector_admin_id_label ?? row.inspector_admin_id);
    const raw = row[name];
    if (OPTION_FIELDS.has(name) && raw) return <Tag>{t(optionLabelKey(def, { name }, String(raw)))}</Tag>;
    return text(raw);
  };

  const columns: ColumnsType<Finding> = [
    { key: 'description', title: t(fieldLabelKey(findingDef, { name: 'description' })), render: (_, finding) => finding.description },
    { key: 'clause_ref', title: t(fieldLabelKey(findingDef, { name: 'clause_ref' })), render: (_, finding) => text(finding.clause_ref) },
    { key: 'grade', title: t(fieldLabelKey(findingDef, { name: 'grade' })), render: (_, finding) => <Tag color={finding.grade === 'major' ? 'red' : finding.grade === 'minor' ? 'orange' : 'blue'}>{t(optionLabelKey(findingDef, { name: 'grade' }, finding.grade))}</Tag> },
    {
      key: 'ncr',
      title: t('supervisionPage.ncr'),
      render: (_, finding) =>
        finding.ncr_no ? (
          <Space size={4}>
            <Typography.Text>{finding.ncr_no}</Typography.Text>
            <Tag color={ncrStateColour(finding.ncr_status)}>{t(`ncr.report.status_options.${String(finding.ncr_status)}`, { defaultValue: String(finding.ncr_status ?? '') })}</Tag>
          </Space>
        ) : holds(session, `${findingDef.path}/raiseNcr`) ? (
          <Button size="small" type="link" data-testid="visit-finding-raise-ncr" onClick={() => raiseFindingNcrs([finding.id]).then(changed, changed)}>
            {t('supervisionPage.raiseOne')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('supervisionPage.noNcr')}</Typography.Text>
        ),
    },
  ];

  return (
    <Drawer open={!!id} onClose={onClose} width={1000} title={row ? (text(row.visit_no) ?? t('supervisionPage.noNumber')) : t('supervisionPage.visit')} destroyOnHidden>
      {failed ? (
        <Result status="warning" title={t('supervisionPage.loadFailed')} extra={<Button onClick={() => setVersion((v) => v + 1)}>{t('supervisionPage.retry')}</Button>} />
      ) : !row ? (
        <Spin spinning={loading} />
      ) : (
        <Flex vertical gap={16} data-testid="visit-drawer">
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={PARTICULARS.map((name) => ({ key: name, label: t(fieldLabelKey(def, { name })), children: value(name) }))} />
          {text(row.report) && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{String(row.report)}</Typography.Paragraph>}
          <Typography.Title level={5} style={{ margin: 0 }}>
            {checklist ? `${lang === 'zh-cn' ? checklist.name_zh || checklist.name_en : checklist.name_en} (v${checklist.version})` : t('supervisionPage.checklist')}
          </Typography.Title>
          {checklist ? (
            <ChecklistForm
              checklists={[checklist]}
              answers={answers}
              editable={answerable}
              withFindings={withFindings}
              onSave={(given) => saveVisitAnswers(row.id, given.map((answer) => ({ item_id: answer.item_id, answer: answer.answer, comment: answer.comment ?? '', evidence: answer.evidence ?? [] }))).then(changed)}
              onRaiseFinding={
                holds(session, `${findingDef.path}/add`)
                  ? (_template, item, answer) =>
                      setAdding({
                        presets: {
                          visit_id: row.id,
                          clause_ref: item.ref,
                          grade: 'minor',
                          description: [lang === 'zh-cn' ? item.question_zh || item.question_en : item.question_en, answer.comment].filter(Boolean).join(' — '),
                        },
                      })
                  : undefined
              }
            />
          ) : (
            <Typography.Text type="secondary">{t('supervisionPage.noChecklist')}</Typography.Text>
          )}
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('supervisionPage.findings')}
            </Typography.Title>
            {holds(session, `${findingDef.path}/add`) && (
              <Button icon={<PlusOutlined />} onClick={() => setAdding({ presets: { visit_id: row.id } })} data-testid="visit-finding-add">
                {t('supervisionPage.addFinding')}
              </Button>
            )}
          </Flex>
          <CompactTable<Finding> rowKey="id" columns={columns} dataSource={detail!.findings} />
          <ResourceFormDialog
            def={findingDef}
            target={adding ? ({ mode: 'add' } as FormTarget) : null}
            presets={adding?.presets}
            onClose={() => setAdding(null)}
            onSaved={() => {
              setAdding(null);
              changed();
            }}
          />
        </Flex>
      )}
    </Drawer>
  );
}

/** Superintendents' visits: the generic list; a visit's number opens it whole (`?id=`). */
export default function VisitPage() {
  const { t } = useTranslation('backend');
  const { openId, setOpen, listVersion, listChanged } = useOpenRecord();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        visit_no: (row: TableRow) => (
          <OpenRecordButton onOpen={() => setOpen(row.id)} testId="visit-open">
            {text(row.visit_no) ?? t('supervisionPage.noNumber')}
          </OpenRecordButton>
        ),
      },
    }),
    [setOpen, t],
  );
  return (
    <>
      <ResourcePage key={listVersion} def={def} options={options} />
      <VisitDrawer id={openId} onClose={() => setOpen(null)} onChanged={listChanged} />
    </>
  );
}
