import { Checkbox, Empty, Form, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/app-http-client';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { menuTitle } from '../../../layouts/admin/menu-title';

export interface WatchableResource {
  name: string;
  path: string;
  fields: string[];
}

let cache: Promise<WatchableResource[]> | null = null;

/** `GET /admin/security.SensitiveData/resources`: the resources a rule may watch, fetched once a page load. */
function loadWatchable(): Promise<WatchableResource[]> {
  cache ??= http
    .get<{ list: WatchableResource[] }>('/admin/security.SensitiveData/resources', undefined, { cancelDuplicate: false })
    .then((answer) => answer.data.list)
    .catch((error: unknown) => {
      cache = null;
      throw error;
    });
  return cache;
}

function useWatchable(): { list: WatchableResource[]; loading: boolean } {
  const [state, setState] = useState<{ list: WatchableResource[]; loading: boolean }>({ list: [], loading: true });
  useEffect(() => {
    let live = true;
    loadWatchable()
      .then((list) => live && setState({ list, loading: false }))
      .catch(() => live && setState({ list: [], loading: false }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The watched resource of a rule, by its name, labelled with its menu title. */
export function WatchedResourceSelect({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const { list, loading } = useWatchable();
  return (
    <Select
      id={id}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => onChange?.(next)}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('resourceKit.select')}
      options={list.map((item) => ({ value: item.name, label: `${menuTitle(t, { name: item.path, title: item.name })} (${item.name})` }))}
      style={{ width: '100%' }}
    />
  );
}

/** The watched fields of a sensitive-data rule: the fields of the chosen resource. */
export function WatchedFieldsInput({ value, onChange }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const form = Form.useFormInstance();
  const resource = Form.useWatch('resource', form) as string | undefined;
  const { list, loading } = useWatchable();
  if (loading) return <Spin size="small" />;
  const chosen = list.find((item) => item.name === resource);
  if (!chosen) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('security.sensitiveData.pickResource')} />;
  const prefix = chosen.path.replace(/\//g, '.');
  return (
    <Checkbox.Group
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next) => onChange?.(next)}
      options={chosen.fields.map((field) => ({ value: field, label: `${t(`${prefix}.${field}`, { defaultValue: field })} (${field})` }))}
    />
  );
}
