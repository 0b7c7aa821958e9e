import { Empty, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, crudKind, resourceDescriptionOfDesign, type CrudFieldDesign, type CrudGenerateRequest, type Lang } from '@vessel/contract';
import { FieldInput } from '../../../components/resource/field-input';
import { formItemSpecs, presetFormValues } from '../../../components/resource/form-items';
import { i18n } from '../../../locales/i18n';
import { nestMessages } from '../../../locales/runtime-messages';

/** The preview's own page path: its words live under a key no resource has, so they may be replaced at will. */
const PREVIEW_PATH = 'crudDesignPreview/form';
const PREVIEW_KEY = PREVIEW_PATH.replace('/', '.');

/** A field the preview can draw: named as the server would take it, a remote select knowing its resource. */
function drawable(field: CrudFieldDesign): boolean {
  return /^[a-z][a-z0-9_]{0,62}$/.test(field.name) && (!crudKind(field.kind).remote || !!field.remote?.resource);
}

/** The design's titles, as the kit's label keys of the preview path, in both languages. */
function previewWords(fields: readonly CrudFieldDesign[], lang: Lang): Record<string, string> {
  const words: Record<string, string> = {};
  for (const field of fields) {
    words[`${PREVIEW_KEY}.${field.name}`] = field.title[lang] || field.name;
    for (const option of field.options ?? []) words[`${PREVIEW_KEY}.${field.name}_options.${option.value}`] = option.title[lang] || option.value;
  }
  return words;
}

/**
 * The form the generated page will have, drawn by the resource kit's own inputs from the declaration
 * the server will serve (`resourceDescriptionOfDesign`): what the user sees here is what the page shows.
 */
export function DesignPreview({ request }: { request: Pick<CrudGenerateRequest, 'table' | 'fields'> }) {
  const { t } = useTranslation('backend');
  const fields = useMemo(() => request.fields.filter(drawable), [request.fields]);
  const def = useMemo(() => {
    const { def: described } = resourceDescriptionOfDesign({ table: { ...request.table, name: 'preview' }, fields });
    return { ...described, path: PREVIEW_PATH };
  }, [request.table, fields]);
  const specs = useMemo(() => {
    // Replaced each time: the preview's keys are its own, and titles change as the user types.
    for (const lang of LANGS) {
      if (i18n.hasResourceBundle(lang, 'backend')) i18n.addResourceBundle(lang, 'backend', nestMessages(previewWords(fields, lang)), true, true);
    }
    return formItemSpecs(def, 'add');
  }, [def, fields]);
  const initial = useMemo(() => presetFormValues(def, undefined), [def]);
  // A new form when the fields change, so that defaults apply and removed fields leave no values.
  const formKey = useMemo(() => JSON.stringify(fields.map((field) => [field.name, field.kind, field.storage.default ?? null])), [fields]);

  if (!specs.length) return <Empty description={t('crud.designer.previewEmpty')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('crud.designer.previewNote')}</Typography.Paragraph>
      {/* Named: its inputs' ids are `crudDesignPreview_{field}`, never those of the generated page's own form,
          which may be open in another tab while this one is kept alive (a label names the first id it finds). */}
      <Form key={formKey} name="crudDesignPreview" layout="horizontal" labelCol={{ flex: '140px' }} labelWrap wrapperCol={{ flex: 1 }} initialValues={initial}>
        {specs.map((spec) => (
          <Form.Item key={spec.name} name={spec.name} label={t(spec.labelKey)} required={spec.required}>
            <FieldInput spec={spec} ownBase="/admin/crudDesignPreview/" />
          </Form.Item>
        ))}
      </Form>
    </>
  );
}
