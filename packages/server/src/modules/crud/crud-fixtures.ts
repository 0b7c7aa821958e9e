import { crudKind, type CrudFieldDesign, type CrudFieldKindName, type CrudGenerateRequest } from '@vessel/contract';

/**
 * Designs for the generator's tests: a field of a kind with the palette's defaults (what the designer
 * starts from), changed only where the test says.
 */
export function field(kind: CrudFieldKindName, name: string, extra: Partial<CrudFieldDesign> = {}): CrudFieldDesign {
  const palette = crudKind(kind);
  const storage: CrudFieldDesign['storage'] = { type: palette.storageTypes[0]!, nullable: true };
  if (storage.type === 'varchar') storage.length = palette.length ?? 255;
  if (storage.type === 'numeric') {
    storage.precision = palette.precision ?? 10;
    storage.scale = palette.scale ?? 0;
  }
  const { storage: own, ...rest } = extra;
  return {
    name,
    kind,
    title: { 'zh-cn': `字段${name}`, en: `Field ${name}` },
    list: true,
    form: !palette.fixedName,
    search: palette.search,
    sortable: palette.sortable,
    ...(palette.options ? { options: [{ value: 'a', title: { 'zh-cn': '甲', en: 'A' } }, { value: 'b', title: { 'zh-cn': '乙', en: 'B' } }] } : {}),
    ...rest,
    storage: { ...storage, ...own },
  };
}

/** A field of every kind of the palette (spec §3's generated form field types, and the common ones). */
export function everyKindFields(remote: string): CrudFieldDesign[] {
  return [
    field('id', 'id'),
    field('status', 'status', { options: [{ value: 'enable', title: { 'zh-cn': '启用', en: 'Enabled' } }, { value: 'disable', title: { 'zh-cn': '禁用', en: 'Disabled' } }], storage: { type: 'varchar', length: 10, nullable: false, default: 'enable' } }),
    field('remark', 'remark'),
    field('weigh', 'weigh'),
    field('createTime', 'created_at'),
    field('updateTime', 'updated_at'),
    field('remoteSelect', 'ship_id', { remote: { resource: remote } }),
    field('string', 'title', { required: true, storage: { type: 'varchar', length: 50, nullable: false, unique: true } }),
    field('textarea', 'note'),
    field('number', 'quantity'),
    field('integer', 'pieces', { min: 0, max: 1000 }),
    field('float', 'amount', { storage: { type: 'numeric', precision: 10, scale: 2, nullable: true } }),
    field('password', 'secret'),
    field('switch', 'active', { storage: { type: 'boolean', nullable: false, default: false } }),
    field('select', 'grade'),
    field('radio', 'quality'),
    field('checkbox', 'tags'),
    field('date', 'delivery_date'),
    field('time', 'delivery_time'),
    field('datetime', 'delivered_at'),
    field('year', 'build_year'),
    field('image', 'photo'),
    field('file', 'attachment'),
    field('editor', 'content'),
    field('mobile', 'mobile'),
    field('idNumber', 'id_number'),
    field('account', 'account'),
    field('varName', 'var_name'),
    field('email', 'email'),
    field('array', 'extra'),
    field('images', 'pictures'),
    field('files', 'documents'),
    field('selects', 'grades'),
    field('remoteSelects', 'ship_ids', { remote: { resource: remote, multiple: true } }),
    field('city', 'city'),
    field('icon', 'icon'),
    field('color', 'color'),
    field('colorPicker', 'shade'),
  ];
}

export function design(table: string, fields: CrudFieldDesign[], extra: Partial<CrudGenerateRequest> = {}): CrudGenerateRequest {
  return {
    type: 'create',
    table: {
      name: table,
      title: { 'zh-cn': '加油单', en: 'Bunker notes' },
      quickSearch: fields.some((f) => f.name === 'title') ? ['title'] : [],
      defaultOrder: { field: 'created_at', direction: 'desc' },
      menuParent: null,
      icon: 'FileTextOutlined',
    },
    fields,
    ...extra,
  };
}
