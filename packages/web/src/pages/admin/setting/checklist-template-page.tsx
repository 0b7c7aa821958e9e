import { Alert, Collapse, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTING_TRANSLATIONS, checklistTemplateDescription, resourceBase, type ChecklistSectionsInput as Sections } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { guidanceFor, sectionsOf } from './checklist-sections';
import { ChecklistSectionsInput } from './checklist-sections-editor';

addRuntimeMessages(i18n, SETTING_TRANSLATIONS);

const def = checklistTemplateDescription.def;
const isDraft = (row: TableRow) => row.status === 'draft';

/** A template's questions as an auditor reads them, section by section, in the reader's language first. */
function TemplateDetail({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const zh = currentLang() === 'zh-cn';
  const sections: Sections = sectionsOf(row.sections);
  return (
    <Flex vertical gap={12}>
      {isDraft(row) ? null : <Alert type="info" showIcon title={t('settingPage.readOnly')} />}
      <Collapse
        defaultActiveKey={sections.slice(0, 1).map((section) => section.id)}
        items={sections.map((section) => ({
          key: section.id,
          label: `${section.id} ${zh ? section.title_zh : section.title_en}`,
          children: (
            <List
              size="small"
              dataSource={section.items}
              renderItem={(item) => (
                <List.Item>
                  <Flex vertical gap={2} style={{ width: '100%' }}>
                    <Flex gap={8} align="baseline">
                      <Typography.Text strong>{item.id}</Typography.Text>
                      {item.ref ? <Tag>{item.ref}</Tag> : null}
                      <Typography.Text>{zh ? item.question_zh : item.question_en}</Typography.Text>
                    </Flex>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {zh ? item.question_en : item.question_zh}
                      {guidanceFor(item, zh) ? ` · ${guidanceFor(item, zh)}` : ''}
                    </Typography.Text>
                    <Flex gap={4}>
                      <Tag color="blue">{t(`settingPage.answerTypes.${item.answer_type}`)}</Tag>
                      {item.requires_evidence ? <Tag color="orange">{t('settingPage.requiresEvidence')}</Tag> : null}
                    </Flex>
                  </Flex>
                </List.Item>
              )}
            />
          ),
        }))}
      />
    </Flex>
  );
}

/**
 * Checklist templates (DOMAIN.md §4.8): versioned; a draft is edited (its questions in the sections
 * editor), activated (the previous version becomes superseded) or deleted; an active or superseded one
 * starts the next version. The steps name one template (`{id}`).
 */
const options: ResourcePageOptions = {
  inputs: { sections: ChecklistSectionsInput },
  width: 760,
  detail: (row) => <TemplateDetail row={row} />,
  available: { edit: isDraft, del: isDraft },
  rowSteps: (row) => (isDraft(row) ? ['activate'] : ['newVersion']),
  onStep: (step, ids, _rows, done) => {
    const [id] = ids;
    if (!id) return done();
    http.post(`${resourceBase(def)}${step}`, { id }, { showSuccessMessage: true }).then(done, done);
  },
};

export default function ChecklistTemplatePage() {
  return <ResourcePage def={def} options={options} />;
}
