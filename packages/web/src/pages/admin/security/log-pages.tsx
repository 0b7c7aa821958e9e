import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataRecycleLogResource, fieldLabelKey, sensitiveDataLogResource, type ResourceDef } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { resourceTitle } from '../../../components/resource/resource-names';
import type { TableRow } from '../../../components/resource/table-rows';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';

/** A stored resource name ('fleet.Ship') as its menu names it. */
export function ResourceName({ name }: { name: unknown }) {
  const { t } = useTranslation('backend');
  return <>{resourceTitle(t, name)}</>;
}

const pre = { margin: 0, padding: 12, borderRadius: 6, background: 'rgba(127, 127, 127, 0.08)', overflow: 'auto', maxHeight: 480, fontSize: 12 } as const;

/** A stored value in short, for a table cell. */
export function shortJson(value: unknown, max = 60): string {
  if (value === undefined || value === null) return '-';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function LogDetail({ def, row, fields, json }: { def: ResourceDef; row: TableRow; fields: string[]; json: string[] }) {
  const { t } = useTranslation('backend');
  const label = (name: string) => t(fieldLabelKey(def, { name }));
  const text = (name: string) => {
    const value = row[name];
    if (value === null || value === undefined || value === '') return '-';
    if (name === 'resource') return resourceTitle(t, value);
    return name.endsWith('_at') ? formatDateTime(String(value), currentLang()) : String(value);
  };
  return (
    <>
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
        {fields.map((name) => (
          <Descriptions.Item key={name} label={label(name)}>
            {text(name)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {json.map((name) => (
        <div key={name}>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {label(name)}
          </Typography.Title>
          <pre style={pre}>{JSON.stringify(row[name] ?? null, null, 2)}</pre>
        </div>
      ))}
    </>
  );
}

const recycleOptions: ResourcePageOptions = {
  confirmSteps: ['purge'],
  cells: { resource: (row) => <ResourceName name={row.resource} /> },
  detail: (row) => (
    <LogDetail
      def={dataRecycleLogResource}
      row={row}
      fields={['resource', 'record_id', 'record_label', 'username', 'ip', 'created_at', 'restored_at', 'restored_by']}
      json={['data']}
    />
  ),
};

const sensitiveOptions: ResourcePageOptions = {
  cells: {
    resource: (row) => <ResourceName name={row.resource} />,
    before: (row) => <Typography.Text code>{shortJson(row.before)}</Typography.Text>,
    after: (row) => <Typography.Text code>{shortJson(row.after)}</Typography.Text>,
  },
  detail: (row) => (
    <LogDetail
      def={sensitiveDataLogResource}
      row={row}
      fields={['resource', 'record_id', 'data_field', 'username', 'ip', 'created_at', 'rolled_back_at']}
      json={['before', 'after']}
    />
  ),
};

/** The recycle bin: copies of deleted records; restore, purge (asked first), and the copy in a drawer. */
export function DataRecycleLogPage() {
  return <ResourcePage def={dataRecycleLogResource} options={recycleOptions} />;
}

/** Changes of watched fields, before and after; rollback. */
export function SensitiveDataLogPage() {
  return <ResourcePage def={sensitiveDataLogResource} options={sensitiveOptions} />;
}
