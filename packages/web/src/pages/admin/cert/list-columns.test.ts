import { describe, expect, it } from 'vitest';
import { certificateResource, fieldsForForm, type FieldDef } from '@vessel/contract';
import { columnSpecs } from '../../../components/resource/resource-columns';
import { CERTIFICATE_LIST_DEF } from './certificate-list-def';
import { withColumns } from './list-columns';

const extra: FieldDef = { name: 'computed', type: 'json', widget: 'text', form: 'none' };

describe('a page’s choice of columns', () => {
  it('hides, shows and moves columns, and adds computed ones', () => {
    const def = withColumns(certificateResource, {
      hidden: ['ship_id'],
      shown: ['term'],
      place: [
        ['status', 'expiry_date'],
        [extra, 'status'],
      ],
    });
    const specs = columnSpecs(def);
    expect(specs.find((spec) => spec.key === 'ship_id')!.defaultHidden).toBe(true);
    expect(specs.find((spec) => spec.key === 'term')!.defaultHidden).toBe(false);
    const names = def.fields.map((field) => field.name);
    expect(names.slice(names.indexOf('expiry_date'), names.indexOf('expiry_date') + 3)).toEqual(['expiry_date', 'status', 'computed']);
  });

  it('leaves the declaration itself alone', () => {
    withColumns(certificateResource, { hidden: ['ship_id'] });
    expect(certificateResource.fields.find((field) => field.name === 'ship_id')!.column?.hidden).not.toBe(true);
  });
});

describe('the certificate list', () => {
  it('reads holder, certificate, number, expiry, next window first, and the status last, pinned beside the actions', () => {
    const visible = columnSpecs(CERTIFICATE_LIST_DEF).filter((spec) => !spec.defaultHidden);
    expect(visible.slice(0, 5).map((spec) => spec.key)).toEqual(['holder_type', 'cert_type_id', 'cert_no', 'expiry_date', 'next_window']);
    expect(visible.at(-1)).toMatchObject({ key: 'status', pinned: true });
  });

  it('keeps the add form as declared: the computed column never becomes an input', () => {
    expect(fieldsForForm(CERTIFICATE_LIST_DEF, 'add').map((field) => field.name)).toEqual(fieldsForForm(certificateResource, 'add').map((field) => field.name));
  });

  it('offers no one-click steps: recording a survey and renewing need their dialogs', () => {
    expect(CERTIFICATE_LIST_DEF.steps).toEqual([]);
  });
});
