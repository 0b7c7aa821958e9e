import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Flex, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistSectionsInput } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { nextNumber, sectionsCount, sectionsOf } from './checklist-sections';

type Sections = ChecklistSectionsInput;
const ANSWER_TYPES = ['yes_no_na', 'graded', 'text', 'number'] as const;

/**
 * The sections of a checklist template, edited with antd's Form.List in a drawer of its own form (the
 * drawer renders outside the template's dialog, so the two forms never nest): each section with its
 * questions, their clause reference, both languages, guidance in both languages, answer type and whether evidence is
 * required. Apply hands the lists to the template's form; the server validates them on save.
 */
export function ChecklistSectionsInput({ id, value, onChange }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ sections: Sections }>();
  const count = sectionsCount(value);
  const required = [{ required: true, message: t('settingPage.required') }];
  const edit = () => {
    form.setFieldsValue({ sections: sectionsOf(value) });
    setOpen(true);
  };
  const apply = async () => {
    const values = await form.validateFields();
    onChange?.(values.sections ?? []);
    setOpen(false);
  };
  return (
    <>
      <Space id={id}>
        <Typography.Text>{t('settingPage.sectionsSummary', count)}</Typography.Text>
        <Button onClick={edit} data-testid="checklist-edit-sections">
          {t('settingPage.editSections')}
        </Button>
      </Space>
      <Drawer
        title={t('settingPage.sectionsTitle')}
        open={open}
        onClose={() => setOpen(false)}
        size="large"
        width={960}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={() => setOpen(false)}>{t('settingPage.cancel')}</Button>
            <Button type="primary" onClick={apply} data-testid="checklist-apply-sections">
              {t('settingPage.apply')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.List name="sections">
            {(sections, { add, remove }) => (
              <Flex vertical gap={16}>
                {sections.map((section) => (
                  <Card
                    key={section.key}
                    size="small"
                    title={
                      <Flex gap={8} align="baseline">
                        <Form.Item name={[section.name, 'id']} rules={required} noStyle>
                          <Input aria-label={t('settingPage.sectionId')} style={{ width: 72 }} maxLength={20} />
                        </Form.Item>
                        <Form.Item name={[section.name, 'title_en']} rules={required} noStyle>
                          <Input placeholder={t('settingPage.titleEn')} maxLength={200} />
                        </Form.Item>
                        <Form.Item name={[section.name, 'title_zh']} rules={required} noStyle>
                          <Input placeholder={t('settingPage.titleZh')} maxLength={200} />
                        </Form.Item>
                      </Flex>
                    }
                    extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('settingPage.removeSection')} onClick={() => remove(section.name)} />}
                  >
                    <Form.List name={[section.name, 'items']}>
                      {(items, itemOps) => (
                        <Flex vertical gap={8}>
                          {items.map((item) => (
                            <Flex key={item.key} gap={8} wrap align="start" style={{ borderBottom: '1px dashed rgba(0,0,0,0.1)', paddingBottom: 8 }}>
                              <Form.Item name={[item.name, 'id']} label={t('settingPage.itemId')} rules={required} style={{ width: 80, marginBottom: 0 }}>
                                <Input maxLength={20} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'ref']} label={t('settingPage.ref')} style={{ width: 120, marginBottom: 0 }}>
                                <Input maxLength={60} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'question_en']} label={t('settingPage.questionEn')} rules={required} style={{ flex: '1 1 260px', marginBottom: 0 }}>
                                <Input.TextArea autoSize maxLength={1000} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'question_zh']} label={t('settingPage.questionZh')} rules={required} style={{ flex: '1 1 260px', marginBottom: 0 }}>
                                <Input.TextArea autoSize maxLength={1000} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'guidance_en']} label={t('settingPage.guidanceEn')} style={{ flex: '1 1 260px', marginBottom: 0 }}>
                                <Input.TextArea autoSize maxLength={2000} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'guidance_zh']} label={t('settingPage.guidanceZh')} style={{ flex: '1 1 260px', marginBottom: 0 }}>
                                <Input.TextArea autoSize maxLength={2000} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'answer_type']} label={t('settingPage.answerType')} rules={required} style={{ width: 150, marginBottom: 0 }}>
                                <Select options={ANSWER_TYPES.map((type) => ({ value: type, label: t(`settingPage.answerTypes.${type}`) }))} />
                              </Form.Item>
                              <Form.Item name={[item.name, 'requires_evidence']} label={t('settingPage.requiresEvidence')} valuePropName="checked" style={{ marginBottom: 0 }}>
                                <Switch />
                              </Form.Item>
                              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('settingPage.removeItem')} onClick={() => itemOps.remove(item.name)} style={{ marginTop: 30 }} />
                            </Flex>
                          ))}
                          <Button
                            type="dashed"
                            icon={<PlusOutlined />}
                            onClick={() => {
                              const sectionId = String(form.getFieldValue(['sections', section.name, 'id']) ?? '');
                              const taken = sectionsOf(form.getFieldValue('sections')).flatMap((entry) => (entry.items ?? []).map((question) => question.id));
                              itemOps.add({ id: nextNumber(taken, sectionId ? `${sectionId}.` : ''), ref: '', question_en: '', question_zh: '', guidance_en: '', guidance_zh: '', answer_type: 'yes_no_na', requires_evidence: false });
                            }}
                          >
                            {t('settingPage.addItem')}
                          </Button>
                        </Flex>
                      )}
                    </Form.List>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ id: nextNumber(sectionsOf(form.getFieldValue('sections')).map((entry) => entry.id)), title_en: '', title_zh: '', items: [] })}
                >
                  {t('settingPage.addSection')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Form>
      </Drawer>
    </>
  );
}
