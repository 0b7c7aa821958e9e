import { describe, expect, it } from 'vitest';
import { shipResource, type Lang } from '@vessel/contract';
import { columnSpecs } from './resource-columns';
import { exportColumns, importColumns, type Words } from './transfer-columns';

/** Words as the two bundles would give them: a few keys known, the rest falling back to the default. */
function wordsOf(known: Record<Lang, Record<string, string>>): Words {
  const of = (lang: Lang) => (key: string, options?: { defaultValue?: string }) => known[lang][key] ?? options?.defaultValue ?? key;
  return { 'zh-cn': of('zh-cn'), en: of('en') };
}

describe('the words of a file’s columns', () => {
  const words = wordsOf({
    'zh-cn': { 'fleet.ship.imo_no': 'IMO编号', 'fleet.ship.name_en': '英文船名', 'fleet.ship.name_zh': '中文船名', 'fleet.ship.status_options.in_service': '营运中', 'resourceKit.yes': '是' },
    en: { 'fleet.ship.imo_no': 'IMO number', 'fleet.ship.name_en': 'Name', 'fleet.ship.name_zh': 'Chinese name', 'fleet.ship.status_options.in_service': 'In service', 'resourceKit.yes': 'Yes' },
  });

  it('exports the columns the table shows, in its order, a name in two languages as its two fields', () => {
    const specs = columnSpecs(shipResource);
    const shown = specs.filter((spec) => ['name_en', 'imo_no', 'status'].includes(spec.key));
    const columns = exportColumns(shipResource, shown, words);
    expect(columns.map((column) => column.field)).toEqual(['name_en', 'name_zh', 'imo_no', 'status']);
    expect(columns[2]).toEqual({ field: 'imo_no', title: { 'zh-cn': 'IMO编号', en: 'IMO number' } });
    expect(columns[3]!.options!.in_service).toEqual({ 'zh-cn': '营运中', en: 'In service' });
  });

  it('offers every readable field to a template or an import, with yes and no for a switch, never a write-only one', () => {
    const columns = importColumns(shipResource, words);
    expect(columns.map((column) => column.field)).toEqual(shipResource.fields.filter((field) => !field.writeOnly).map((field) => field.name));
    const flag = importColumns({ ...shipResource, fields: [{ name: 'active', type: 'boolean', widget: 'switch' }, { name: 'secret', type: 'string', widget: 'password', writeOnly: true }] }, words);
    expect(flag).toEqual([{ field: 'active', title: { 'zh-cn': 'active', en: 'active' }, options: { true: { 'zh-cn': '是', en: 'Yes' }, false: { 'zh-cn': 'No', en: 'No' } } }]);
  });
});
