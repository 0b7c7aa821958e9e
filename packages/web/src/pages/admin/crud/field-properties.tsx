import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { cloneElement, isValidElement, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRUD_FIELD_KIND_NAMES,
  OPERATORS,
  crudKind,
  type CrudFieldDesign,
  type CrudOption,
  type CrudStorage,
  type ResourceDefinition,
} from '@vessel/contract';
import type { MessageRef } from '../../../components/resource/form-items';
import { DESIGN_WORDS } from './design-words';
import type { DesignAction } from './design-state';

export interface ErrorLookup {
  (path: string): MessageRef | string | undefined;
}

/**
 * A labelled property with the message of its path, when the design or the server refused it. The label
 * names its input (`htmlFor` and the input's id), so a screen reader reads it and a test finds it by it.
 */
export function Prop({ label, path, errors, children, extra }: { label: ReactNode; path?: string; errors: ErrorLookup; children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation(['backend', 'messages']);
  const id = useId();
  const error = path ? errors(path) : undefined;
  const help = error === undefined ? undefined : typeof error === 'string' ? error : t(`messages:${error.key}`, error.params);
  const input = isValidElement<{ id?: string }>(children) && !children.props.id ? cloneElement(children, { id }) : children;
  return (
    <Form.Item label={label} htmlFor={input === children ? undefined : id} validateStatus={help ? 'error' : undefined} help={help} extra={extra} style={{ marginBottom: 12 }}>
      {input}
    </Form.Item>
  );
}

const INTEGER_TYPES = new Set(['integer', 'bigint', 'smallint', 'numeric']);

/** A default typed in as text, as the column's literal: numbers for number columns, true/false for booleans. */
function defaultOf(text: string, storage: CrudStorage): CrudStorage['default'] {
  if (text === '') return undefined;
  if (INTEGER_TYPES.has(storage.type) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

interface FieldPropertiesProps {
  field: CrudFieldDesign;
  index: number;
  dispatch(action: DesignAction): void;
  errors: ErrorLookup;
  resources: readonly ResourceDefinition[];
}

/** The selected field's properties: name, titles, column, rules, widget options, list and form. */
export function FieldProperties({ field, index, dispatch, errors, resources }: FieldPropertiesProps) {
  const { t } = useTranslation('backend');
  const kind = crudKind(field.kind);
  const at = `fields.${index}`;
  const set = (patch: Partial<CrudFieldDesign>) => dispatch({ type: 'field', index, patch });
  const store = (patch: Partial<CrudStorage>) => dispatch({ type: 'storage', index, patch });
  const storage = field.storage;
  const textual = kind.type === 'string';
  const numeric = kind.type === 'int' || kind.type === 'decimal';
  const options = field.options ?? [];
  const setOption = (i: number, patch: Partial<CrudOption>) => set({ options: options.map((option, j) => (j === i ? { ...option, ...patch } : option)) });

  return (
    <Form layout="vertical" size="small" component="div">
      <Prop label={t('crud.field.kind')} path={`${at}.kind`} errors={errors}>
        <Select
          value={field.kind}
          disabled={!!kind.fixedName}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(next) => dispatch({ type: 'kind', index, kind: next, words: DESIGN_WORDS })}
          options={CRUD_FIELD_KIND_NAMES.filter((name) => !crudKind(name).fixedName).map((name) => ({ value: name, label: t(`crud.kinds.${name}`) }))}
        />
      </Prop>
      <Prop
        label={t('crud.field.name')}
        path={`${at}.name`}
        errors={errors}
        extra={kind.fixedName ? t('crud.field.fixed') : field.from && field.from !== field.name ? t('crud.field.renamedFrom', { from: field.from }) : undefined}
      >
        <Input value={field.name} disabled={!!kind.fixedName} maxLength={63} onChange={(event) => set({ name: event.target.value.trim() })} />
      </Prop>
      <Prop label={t('crud.field.titleZh')} path={`${at}.title.zh-cn`} errors={errors}>
        <Input value={field.title['zh-cn']} maxLength={100} onChange={(event) => set({ title: { ...field.title, 'zh-cn': event.target.value } })} />
      </Prop>
      <Prop label={t('crud.field.titleEn')} path={`${at}.title.en`} errors={errors}>
        <Input value={field.title.en} maxLength={100} onChange={(event) => set({ title: { ...field.title, en: event.target.value } })} />
      </Prop>

      <Divider size="small" />
      <Prop label={t('crud.field.storageType')} path={`${at}.storage.type`} errors={errors}>
        <Select value={storage.type} onChange={(type) => store({ type })} options={kind.storageTypes.map((type) => ({ value: type, label: type }))} />
      </Prop>
      {storage.type === 'varchar' ? (
        <Prop label={t('crud.field.length')} path={`${at}.storage.length`} errors={errors}>
          <InputNumber value={storage.length ?? null} min={1} max={10_485_760} precision={0} style={{ width: '100%' }} onChange={(value) => store({ length: value ?? undefined })} />
        </Prop>
      ) : null}
      {storage.type === 'numeric' ? (
        <Flex gap={8}>
          <Prop label={t('crud.field.precision')} path={`${at}.storage.precision`} errors={errors}>
            <InputNumber value={storage.precision ?? null} min={1} max={38} precision={0} onChange={(value) => store({ precision: value ?? undefined })} />
          </Prop>
          <Prop label={t('crud.field.scale')} path={`${at}.storage.scale`} errors={errors}>
            <InputNumber value={storage.scale ?? null} min={0} max={20} precision={0} onChange={(value) => store({ scale: value ?? undefined })} />
          </Prop>
        </Flex>
      ) : null}
      {kind.fixedName ? null : (
        <Prop label={t('crud.field.default')} path={`${at}.storage.default`} errors={errors}>
          {storage.type === 'boolean' ? (
            <Select
              allowClear
              placeholder={t('crud.field.defaultEmpty')}
              value={typeof storage.default === 'boolean' ? String(storage.default) : null}
              onChange={(value: string | undefined) => store({ default: value === undefined ? undefined : value === 'true' })}
              options={[
                { value: 'true', label: 'true' },
                { value: 'false', label: 'false' },
              ]}
            />
          ) : (
            <Input
              placeholder={t('crud.field.defaultEmpty')}
              value={storage.default === undefined || storage.default === null ? '' : String(storage.default)}
              maxLength={1000}
              onChange={(event) => store({ default: defaultOf(event.target.value, storage) })}
            />
          )}
        </Prop>
      )}
      <Space wrap size={[16, 0]}>
        <Prop label={t('crud.field.nullable')} errors={errors}>
          <Switch checked={storage.nullable} onChange={(nullable) => store({ nullable })} />
        </Prop>
        <Prop label={t('crud.field.index')} errors={errors}>
          <Switch checked={storage.index === true} onChange={(on) => store({ index: on || undefined })} />
        </Prop>
        <Prop label={t('crud.field.unique')} errors={errors}>
          <Switch checked={storage.unique === true} disabled={!!kind.fixedName} onChange={(on) => store({ unique: on || undefined })} />
        </Prop>
      </Space>

      {kind.options ? (
        <>
          <Divider size="small" />
          <Prop label={t('crud.field.options')} path={`${at}.options`} errors={errors}>
            <Space orientation="vertical" style={{ width: '100%' }} size={6}>
              {options.map((option, i) => (
                <Flex key={i} gap={4} align="start">
                  <Prop label={null} path={`${at}.options.${i}.value`} errors={errors}>
                    <Input aria-label={t('crud.field.optionValue')} placeholder={t('crud.field.optionValue')} value={option.value} maxLength={50} onChange={(event) => setOption(i, { value: event.target.value.trim() })} />
                  </Prop>
                  <Prop label={null} path={`${at}.options.${i}.title.zh-cn`} errors={errors}>
                    <Input aria-label={t('crud.field.titleZh')} placeholder="简体中文" value={option.title['zh-cn']} maxLength={100} onChange={(event) => setOption(i, { title: { ...option.title, 'zh-cn': event.target.value } })} />
                  </Prop>
                  <Prop label={null} path={`${at}.options.${i}.title.en`} errors={errors}>
                    <Input aria-label={t('crud.field.titleEn')} placeholder="English" value={option.title.en} maxLength={100} onChange={(event) => setOption(i, { title: { ...option.title, en: event.target.value } })} />
                  </Prop>
                  <Button aria-label={t('crud.designer.remove')} icon={<DeleteOutlined />} onClick={() => set({ options: options.filter((_, j) => j !== i) })} />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                size="small"
                onClick={() => set({ options: [...options, { value: `opt${options.length + 1}`, title: DESIGN_WORDS.option(options.length + 1) }] })}
              >
                {t('crud.field.addOption')}
              </Button>
            </Space>
          </Prop>
        </>
      ) : null}

      {kind.remote ? (
        <Prop label={t('crud.field.remote')} path={`${at}.remote`} errors={errors}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={field.remote?.resource ?? null}
            onChange={(resource: string) => set({ remote: { resource, ...(kind.remote === 'multiple' ? { multiple: true } : {}) } })}
            options={resources.map(({ def }) => ({ value: def.name, label: `${t(`menu.${def.path}`, { defaultValue: def.name })} (${def.name})` }))}
          />
        </Prop>
      ) : null}

      <Divider size="small" />
      <Space wrap size={[16, 0]}>
        <Prop label={t('crud.field.list')} errors={errors}>
          <Switch checked={field.list} disabled={!!kind.writeOnly} onChange={(list) => set({ list })} />
        </Prop>
        <Prop label={t('crud.field.form')} errors={errors}>
          <Switch checked={field.form} disabled={!!kind.fixedName} onChange={(form) => set({ form })} />
        </Prop>
        <Prop label={t('crud.field.required')} errors={errors}>
          <Switch checked={field.required === true} disabled={!!kind.fixedName} onChange={(on) => set({ required: on || undefined })} />
        </Prop>
        <Prop label={t('crud.field.sortable')} errors={errors}>
          <Switch checked={field.sortable} disabled={!kind.sortable} onChange={(sortable) => set({ sortable })} />
        </Prop>
      </Space>
      <Prop label={t('crud.field.search')} path={`${at}.search`} errors={errors}>
        <Select
          value={field.search ?? 'none'}
          disabled={!!kind.writeOnly}
          onChange={(value: string) => set({ search: value === 'none' ? null : (value as CrudFieldDesign['search']) })}
          options={[{ value: 'none', label: t('crud.field.noSearch') }, ...OPERATORS.map((operator) => ({ value: operator, label: `${t(`resourceKit.operator.${operator}`)} (${operator})` }))]}
        />
      </Prop>
      {textual || numeric ? (
        <Flex gap={8}>
          <Prop label={t('crud.field.min')} path={`${at}.min`} errors={errors}>
            <InputNumber value={field.min ?? null} onChange={(value) => set({ min: value ?? undefined })} />
          </Prop>
          <Prop label={t('crud.field.max')} path={`${at}.max`} errors={errors}>
            <InputNumber value={field.max ?? null} onChange={(value) => set({ max: value ?? undefined })} />
          </Prop>
        </Flex>
      ) : null}
      {errors(at) ? <Typography.Text type="danger">{String(typeof errors(at) === 'string' ? errors(at) : t(`messages:${(errors(at) as MessageRef).key}`))}</Typography.Text> : null}
    </Form>
  );
}
