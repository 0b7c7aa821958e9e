import { CheckCircleOutlined, ExclamationCircleOutlined, FlagOutlined, PaperClipOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Collapse, Empty, Flex, Input, InputNumber, Radio, Space, Tag, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistAnswerInput } from '@vessel/contract';
import { uploadFile } from '../../api/admin/upload';
import { currentLang } from '../../locales/i18n';
import { empty, isAdverse, keyOf, sectionProgress, type ChecklistAnswerView, type ChecklistItemView, type ChecklistTemplateView } from './checklist-rules';

export type { ChecklistAnswerView, ChecklistItemView, ChecklistTemplateView } from './checklist-rules';

export interface ChecklistFormProps {
  checklists: readonly ChecklistTemplateView[];
  answers: readonly ChecklistAnswerView[];
  /** Answers may be given (the audit or inspection is under way); otherwise the answers are read only. */
  editable: boolean;
  /** Saves the answers changed in one section (or all); resolves when stored. */
  onSave(answers: ChecklistAnswerInput[]): Promise<unknown>;
  /** Offered on an item answered "No" (or graded 1–2): raises a finding from it. */
  onRaiseFinding?(template: ChecklistTemplateView, item: ChecklistItemView, answer: ChecklistAnswerView): void;
  /** Items that already have a finding (`{template_id}/{item_id}`): their button says so. */
  withFindings?: ReadonlySet<string>;
}

/**
 * A checklist answered item by item (audits, ship self-inspections, superintendent visits): sections of
 * items with their reference, question and guidance; an answer control per answer type (yes / no / N/A,
 * a grade 1–5, a number, words), a comment and evidence files; "raise finding" on a "No". Sized for a
 * tablet held in one hand (768 px): one column, large targets; each section saves on its own.
 */
export function ChecklistForm({ checklists, answers, editable, onSave, onRaiseFinding, withFindings }: ChecklistFormProps) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const initial = useMemo(() => new Map(answers.map((answer) => [keyOf(answer.template_id, answer.item_id), answer])), [answers]);
  const [edits, setEdits] = useState<Map<string, ChecklistAnswerView>>(new Map());
  const [saving, setSaving] = useState<string | null>(null);
  const current = useMemo(() => new Map([...initial, ...edits]), [initial, edits]);
  const word = (en: string, zh: string) => (lang === 'zh-cn' ? zh || en : en || zh);

  if (checklists.length === 0) return <Empty description={t('checklist.none')} />;

  const change = (templateId: string, itemId: string, patch: Partial<ChecklistAnswerView>) =>
    setEdits((held) => {
      const next = new Map(held);
      const key = keyOf(templateId, itemId);
      next.set(key, { ...(held.get(key) ?? initial.get(key) ?? empty(templateId, itemId)), ...patch });
      return next;
    });

  const save = async (scope: string, keys: readonly string[]) => {
    const changed = keys.flatMap((key) => {
      const answer = edits.get(key);
      return answer ? [{ template_id: answer.template_id, item_id: answer.item_id, answer: answer.answer, comment: answer.comment, evidence: answer.evidence }] : [];
    });
    if (changed.length === 0) return;
    setSaving(scope);
    try {
      await onSave(changed);
      setEdits((held) => {
        const next = new Map(held);
        for (const key of keys) next.delete(key);
        return next;
      });
    } finally {
      setSaving(null);
    }
  };

  const control = (template: ChecklistTemplateView, item: ChecklistItemView, answer: ChecklistAnswerView) => {
    const testId = `checklist-answer-${item.id}`;
    const set = (value: string) => change(template.id, item.id, { answer: value });
    switch (item.answer_type) {
      case 'yes_no_na':
        return (
          <Radio.Group size="large" buttonStyle="solid" disabled={!editable} value={answer.answer || undefined} onChange={(event) => set(String(event.target.value))} data-testid={testId}>
            {/* The test ids sit on the visible words: antd hands a button's own props to its hidden input. */}
            <Radio.Button value="yes">
              <span data-testid={`${testId}-yes`}>{t('checklist.yes')}</span>
            </Radio.Button>
            <Radio.Button value="no">
              <span data-testid={`${testId}-no`}>{t('checklist.no')}</span>
            </Radio.Button>
            <Radio.Button value="na">
              <span data-testid={`${testId}-na`}>{t('checklist.na')}</span>
            </Radio.Button>
          </Radio.Group>
        );
      case 'graded':
        return (
          <Radio.Group size="large" disabled={!editable} value={answer.answer || undefined} onChange={(event) => set(String(event.target.value))} data-testid={testId}>
            {['1', '2', '3', '4', '5'].map((grade) => (
              <Radio.Button key={grade} value={grade}>
                <span data-testid={`${testId}-${grade}`}>{grade}</span>
              </Radio.Button>
            ))}
          </Radio.Group>
        );
      case 'number':
        return <InputNumber size="large" disabled={!editable} value={answer.answer === '' ? null : Number(answer.answer)} onChange={(value) => set(value === null ? '' : String(value))} style={{ width: 200 }} data-testid={testId} />;
      case 'text':
        return <Input.TextArea disabled={!editable} value={answer.answer} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => set(event.target.value)} data-testid={testId} />;
    }
  };

  const evidence = (template: ChecklistTemplateView, item: ChecklistItemView, answer: ChecklistAnswerView) => (
    <Space wrap>
      {answer.evidence.map((url) => (
        <Tag key={url} icon={<PaperClipOutlined />} closable={editable} onClose={() => change(template.id, item.id, { evidence: answer.evidence.filter((held) => held !== url) })}>
          <a href={url} target="_blank" rel="noreferrer">
            {url.split('/').pop()}
          </a>
        </Tag>
      ))}
      {editable ? (
        <Upload
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            uploadFile(file as File, undefined, 'audit').then(
              ({ data }) => {
                change(template.id, item.id, { evidence: [...answer.evidence, data.file.url].slice(0, 20) });
                onSuccess?.(data);
              },
              (error: Error) => onError?.(error),
            );
          }}
        >
          <Button icon={<UploadOutlined />} data-testid={`checklist-evidence-${item.id}`}>
            {t('checklist.evidence')}
          </Button>
        </Upload>
      ) : null}
    </Space>
  );

  const sections = checklists.flatMap((template) =>
    template.sections.map((section) => {
      const sectionKey = keyOf(template.id, section.id);
      const keys = section.items.map((item) => keyOf(template.id, item.id));
      const progress = sectionProgress(section.items, template.id, current);
      const dirty = keys.some((key) => edits.has(key));
      return {
        key: sectionKey,
        label: (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text strong>
              {checklists.length > 1 ? `${template.code} · ` : ''}
              {word(section.title_en, section.title_zh)}
            </Typography.Text>
            <Space size={4}>
              {progress.adverse ? <Tag color="red">{t('checklist.adverse', { count: progress.adverse })}</Tag> : null}
              <Tag color={progress.answered === progress.total ? 'green' : 'default'}>
                {progress.answered}/{progress.total}
              </Tag>
              {dirty ? <Badge status="processing" text={t('checklist.unsaved')} /> : null}
            </Space>
          </Flex>
        ),
        children: (
          <Flex vertical gap={12} data-testid={`checklist-section-${section.id}`}>
            {section.items.map((item) => {
              const key = keyOf(template.id, item.id);
              const answer = current.get(key) ?? empty(template.id, item.id);
              const adverse = isAdverse(item, answer.answer);
              const hasFinding = withFindings?.has(key);
              // In the reader's language, or the other one when that is empty.
              const guidance = word(item.guidance_en, item.guidance_zh);
              return (
                <Card key={key} size="small" data-testid={`checklist-item-${item.id}`} style={adverse ? { borderColor: '#ff4d4f' } : undefined}>
                  <Flex vertical gap={8}>
                    <Space align="start">
                      <Tag color="blue">{item.ref || item.id}</Tag>
                      <Typography.Text strong>{word(item.question_en, item.question_zh)}</Typography.Text>
                      {item.requires_evidence ? <Tag icon={<PaperClipOutlined />}>{t('checklist.evidenceRequired')}</Tag> : null}
                    </Space>
                    {guidance ? <Typography.Text type="secondary">{guidance}</Typography.Text> : null}
                    {control(template, item, answer)}
                    <Input.TextArea
                      placeholder={t('checklist.comment')}
                      disabled={!editable}
                      value={answer.comment}
                      maxLength={2000}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      onChange={(event) => change(template.id, item.id, { comment: event.target.value })}
                      data-testid={`checklist-comment-${item.id}`}
                    />
                    <Flex justify="space-between" align="center" wrap gap={8}>
                      {evidence(template, item, answer)}
                      {adverse && onRaiseFinding ? (
                        hasFinding ? (
                          <Tag icon={<ExclamationCircleOutlined />} color="orange">
                            {t('checklist.findingRaised')}
                          </Tag>
                        ) : (
                          <Button danger icon={<FlagOutlined />} disabled={!editable || edits.has(key)} onClick={() => onRaiseFinding(template, item, answer)} data-testid={`checklist-raise-${item.id}`}>
                            {t('checklist.raiseFinding')}
                          </Button>
                        )
                      ) : null}
                    </Flex>
                  </Flex>
                </Card>
              );
            })}
            {editable ? (
              <Flex justify="flex-end">
                <Button type="primary" size="large" icon={<SaveOutlined />} disabled={!dirty} loading={saving === sectionKey} onClick={() => void save(sectionKey, keys)} data-testid={`checklist-save-${section.id}`}>
                  {t('checklist.saveSection')}
                </Button>
              </Flex>
            ) : null}
          </Flex>
        ),
      };
    }),
  );

  return (
    <Flex vertical gap={12} style={{ maxWidth: 960 }} data-testid="checklist-form">
      {editable ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            <CheckCircleOutlined /> {t('checklist.hint')}
          </Typography.Text>
          <Button
            icon={<SaveOutlined />}
            disabled={edits.size === 0}
            loading={saving === 'all'}
            onClick={() => void save('all', [...edits.keys()])}
            data-testid="checklist-save-all"
          >
            {t('checklist.saveAll')}
          </Button>
        </Flex>
      ) : null}
      <Collapse items={sections} defaultActiveKey={sections.slice(0, 1).map((section) => section.key)} />
    </Flex>
  );
}
