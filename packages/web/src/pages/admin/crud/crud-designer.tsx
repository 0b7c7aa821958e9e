import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, CheckCircleOutlined, DeleteOutlined, HolderOutlined, SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Col, Empty, Flex, List, Result, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { crudKind, type ResourceDefinition } from '@vessel/contract';
import { generateDesign, previewDesign, type CrudGenerateAnswer, type CrudPreviewAnswer } from '../../../api/admin/crud';
import { readResourceDefinitions } from '../../../api/admin/resource-definitions';
import { ApiError } from '../../../api/request-errors';
import { holds } from '../../../components/resource/resource-access';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { refreshAdminIndex } from '../../../stores/admin-index-refresh';
import { DesignPreview } from './design-preview';
import { PALETTES, designIssues, designReducer, fieldIndexOfPath, paletteKinds, requestOf, type DesignState } from './design-state';
import { DESIGN_WORDS } from './design-words';
import { FieldProperties, type ErrorLookup } from './field-properties';
import { GenerateDialog } from './generate-dialog';
import { TableOptions } from './table-options';

/**
 * BuildAdmin's designer: the palettes on the left, the design's fields in the middle (added by a click,
 * reordered by drag or the arrows), the selected field's properties or the table's options on the
 * right, and the form as the generated page will draw it below. Generating previews first; a change
 * that loses data waits for each losing column to be confirmed.
 */
export function CrudDesigner({ initial, onBack }: { initial: DesignState; onBack(): void }) {
  const { t } = useTranslation(['backend', 'messages']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useAccessSession();
  const [state, dispatch] = useReducer(designReducer, initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<CrudPreviewAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<CrudGenerateAnswer | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [resources, setResources] = useState<ResourceDefinition[]>([]);
  const lang = currentLang();

  useEffect(() => {
    readResourceDefinitions().then(
      ({ data }) => setResources(data.resources),
      () => undefined,
    );
  }, []);

  const request = useMemo(() => requestOf(state), [state]);
  const issues = useMemo(() => designIssues(request), [request]);
  const errors: ErrorLookup = (path) => serverErrors[path] ?? (checked ? issues.get(path) : undefined);
  const fieldHasError = (index: number) =>
    Object.keys(serverErrors).some((path) => fieldIndexOfPath(path) === index) || (checked && [...issues.keys()].some((path) => fieldIndexOfPath(path) === index));
  const act: typeof dispatch = (action) => {
    setServerErrors({});
    setGenerated(null);
    dispatch(action);
  };
  const selected = state.selected === null ? null : state.fields[state.selected];
  const canGenerate = holds(session, 'crud/generate');

  async function startGenerate() {
    setChecked(true);
    if (issues.size) {
      const [path] = [...issues.keys()];
      const index = fieldIndexOfPath(path!);
      dispatch({ type: 'select', index });
      void message.error(t('crud.designer.issues', { count: issues.size }));
      return;
    }
    setBusy(true);
    try {
      const { data } = await previewDesign(request);
      setPreview(data);
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  }

  function showServerError(error: unknown) {
    if (!(error instanceof ApiError)) return;
    setServerErrors(error.fieldErrors);
    const [path] = Object.keys(error.fieldErrors);
    if (path) dispatch({ type: 'select', index: fieldIndexOfPath(path) });
    void message.error(error.message);
  }

  async function generate(confirmLoss: string[]) {
    setBusy(true);
    try {
      const { data } = await generateDesign(requestOf(state, confirmLoss));
      setPreview(null);
      setGenerated(data);
      // Changing it further alters the table it now has.
      dispatch({ type: 'load', design: { table: state.table, fields: state.fields }, mode: 'alter' });
      await refreshAdminIndex().catch(() => undefined);
    } catch (error) {
      // Losses that appeared since the preview: show them again, to be confirmed.
      const losses = error instanceof ApiError ? (error.data as { losses?: CrudPreviewAnswer['losses'] } | null)?.losses : undefined;
      if (losses?.length && preview) setPreview({ ...preview, losses });
      else {
        setPreview(null);
        showServerError(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const tableTitle = state.table.title[lang] || state.table.name;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
              {t('crud.designer.back')}
            </Button>
            <Typography.Text strong>{state.type === 'alter' ? t('crud.designer.modeAlter', { table: state.table.name }) : t('crud.designer.modeCreate')}</Typography.Text>
            {tableTitle ? <Tag>{tableTitle}</Tag> : null}
          </Space>
          <Space wrap>
            {checked && issues.size ? <Typography.Text type="danger">{t('crud.designer.issues', { count: issues.size })}</Typography.Text> : null}
            {canGenerate ? (
              <Button type="primary" icon={<ThunderboltOutlined />} loading={busy && !preview} onClick={() => void startGenerate()}>
                {t('crud.designer.generate')}
              </Button>
            ) : null}
          </Space>
        </Flex>
      </Card>
      {generated ? (
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('crud.designer.generated')}
          subTitle={`/admin/${generated.resource}`}
          extra={
            <Button type="primary" onClick={() => void navigate(`/admin/${generated.resource}`)}>
              {t('crud.designer.openPage')}
            </Button>
          }
          style={{ padding: '12px 0' }}
        />
      ) : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} md={6} xl={5}>
          <Card size="small" title={t('crud.designer.palette')}>
            {PALETTES.map((palette) => (
              <div key={palette} style={{ marginBottom: 12 }}>
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                  {t(`crud.palettes.${palette}`)}
                </Typography.Text>
                <Flex wrap gap={6}>
                  {paletteKinds(palette).map((kind) => (
                    <Button key={kind} size="small" onClick={() => act({ type: 'add', kind, words: DESIGN_WORDS })}>
                      {t(`crud.kinds.${kind}`)}
                    </Button>
                  ))}
                </Flex>
              </div>
            ))}
          </Card>
        </Col>
        <Col xs={24} md={9} xl={9}>
          <Card
            size="small"
            title={t('crud.designer.fields')}
            extra={
              <Button size="small" type={state.selected === null ? 'primary' : 'default'} icon={<SettingOutlined />} onClick={() => dispatch({ type: 'select', index: null })}>
                {t('crud.designer.tableOptions')}
              </Button>
            }
          >
            {state.fields.length === 0 ? (
              <Empty description={t('crud.designer.noFields')} />
            ) : (
              <List
                size="small"
                dataSource={state.fields}
                renderItem={(field, index) => (
                  <List.Item
                    draggable
                    onDragStart={() => setDragged(index)}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={() => {
                      if (dragged !== null) act({ type: 'move', from: dragged, to: index });
                      setDragged(null);
                    }}
                    onClick={() => dispatch({ type: 'select', index })}
                    style={{
                      cursor: 'pointer',
                      paddingInline: 8,
                      borderRadius: 6,
                      background: state.selected === index ? 'var(--ant-control-item-bg-active)' : undefined,
                      opacity: dragged === index ? 0.5 : 1,
                    }}
                    actions={[
                      <Tooltip key="up" title={t('crud.designer.moveUp')}>
                        <Button size="small" type="text" aria-label={t('crud.designer.moveUp')} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={(event) => { event.stopPropagation(); act({ type: 'move', from: index, to: index - 1 }); }} />
                      </Tooltip>,
                      <Tooltip key="down" title={t('crud.designer.moveDown')}>
                        <Button size="small" type="text" aria-label={t('crud.designer.moveDown')} icon={<ArrowDownOutlined />} disabled={index === state.fields.length - 1} onClick={(event) => { event.stopPropagation(); act({ type: 'move', from: index, to: index + 1 }); }} />
                      </Tooltip>,
                      <Tooltip key="remove" title={t('crud.designer.remove')}>
                        <Button size="small" type="text" danger aria-label={t('crud.designer.remove')} icon={<DeleteOutlined />} onClick={(event) => { event.stopPropagation(); act({ type: 'remove', index }); }} />
                      </Tooltip>,
                    ]}
                  >
                    <Flex gap={6} align="center" style={{ minWidth: 0, flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('crud.designer.dragHint')}>
                        <HolderOutlined style={{ cursor: 'grab', color: 'var(--ant-color-text-tertiary)' }} />
                      </Tooltip>
                      <Badge dot={fieldHasError(index)} offset={[4, 0]}>
                        <Typography.Text strong={state.selected === index} ellipsis style={{ maxWidth: 140 }}>
                          {field.title[lang] || field.name || '—'}
                        </Typography.Text>
                      </Badge>
                      <Typography.Text type="secondary" code style={{ whiteSpace: 'nowrap' }}>
                        {field.name}
                      </Typography.Text>
                      <Tag bordered={false}>{t(`crud.kinds.${field.kind}`)}</Tag>
                      {crudKind(field.kind).fixedName ? null : field.required ? <Tag color="red" bordered={false}>*</Tag> : null}
                    </Flex>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={9} xl={10}>
          <Card size="small" title={selected ? t('crud.designer.propertiesOf', { name: selected.title[lang] || selected.name }) : t('crud.designer.tableOptions')}>
            {selected && state.selected !== null ? (
              <FieldProperties key={state.selected} field={selected} index={state.selected} dispatch={act} errors={errors} resources={resources} />
            ) : (
              <TableOptions table={state.table} fields={state.fields} mode={state.type} dispatch={act} errors={errors} />
            )}
            {selected === null && checked && [...issues.keys()].some((path) => path === 'fields') ? <Alert type="error" showIcon title={t('crud.designer.noFields')} /> : null}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('crud.designer.preview')}>
        <DesignPreview request={request} />
      </Card>
      <GenerateDialog table={state.table.name} preview={preview} saving={busy} onCancel={() => setPreview(null)} onConfirm={(confirmLoss) => void generate(confirmLoss)} />
    </Space>
  );
}
