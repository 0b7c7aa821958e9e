import type { FieldDef, ResourceDescription } from '../resource/fields.js';

/**
 * Document control (DOMAIN.md §4.13, ISM 11): the folder tree by level, controlled documents and their
 * versions. Described by data (the kit makes the tables); the module adds the rules (a document's level
 * from its folder, a version's approval, its issue on the effective date, the previous one superseded),
 * the full-text index over the versions' files and the review alert.
 */

/** Levels of the SMS documentation (L1 manual … L4 forms), plus external documents and company circulars. */
export const DOCUMENT_LEVELS = ['L1', 'L2', 'L3', 'L4', 'external', 'circular'] as const;
export type DocumentLevel = (typeof DOCUMENT_LEVELS)[number];

export const DOCUMENT_STATUSES = ['draft', 'active', 'obsolete'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** draft → in_review → approved → issued (on its effective date; the previous one superseded); obsolete by hand. */
export const VERSION_STATUSES = ['draft', 'in_review', 'approved', 'issued', 'superseded', 'obsolete'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Months between reviews a document may be given. */
export const REVIEW_CYCLES = [12, 24, 36] as const;

/** The approval flow of a version (reviewers, owner department head, DPA) and that of an L1 manual (adds the general manager). */
export const DOC_ISSUE_FLOW = 'doc_issue';
export const DOC_ISSUE_MANUAL_FLOW = 'doc_issue_manual';

const adminSelect = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'remoteSelect',
  remote: { url: '/admin/auth.Admin/' },
  storage: { references: { resource: 'auth.Admin', onDelete: 'set null' } },
  column: { hidden: true },
  search: ['eq', 'IN'],
  ...extra,
});

const deptField = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'uuid',
  widget: 'treeSelect',
  remote: { url: '/admin/auth.Department/' },
  storage: { references: { resource: 'auth.Department' } },
  search: ['eq', 'IN'],
  subtree: true,
  ...extra,
});

export const documentFolderDescription: ResourceDescription = {
  table: 'document_folder',
  def: {
    name: 'document.Folder',
    path: 'document/folder',
    labelField: 'name_en',
    // The kit's order column (no drag-sorting action: folders are few and set up once).
    weigh: true,
    quickSearch: ['code', 'name_en', 'name_zh'],
    defaultOrder: { field: 'weigh', direction: 'asc', then: [{ field: 'code', direction: 'asc' }] },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      // The parent folder (the page draws the tree from it; the kit's own tree keeps `pid` out of forms).
      {
        name: 'parent_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/document.Folder/' },
        storage: { references: { resource: 'document.Folder' } },
        column: { hidden: true },
        search: ['eq', 'IN', 'NULL'],
      },
      { name: 'code', type: 'string', widget: 'text', required: true, max: 30, unique: { ignoreCase: true }, search: ['LIKE', 'eq'], sortable: true },
      { name: 'name_en', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'], sortable: true },
      { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 200, search: ['LIKE'] },
      { name: 'level', type: 'string', widget: 'select', options: DOCUMENT_LEVELS, required: true, max: 10, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      deptField('owner_dept_id', { storage: { references: { resource: 'auth.Department', onDelete: 'set null' } } }),
    ],
  },
};

export const documentDescription: ResourceDescription = {
  table: 'document',
  def: {
    name: 'document.Document',
    path: 'document/document',
    labelField: 'doc_no',
    quickSearch: ['doc_no', 'title_en', 'title_zh'],
    defaultOrder: { field: 'doc_no', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [{ name: 'obsolete', batch: false }],
    fields: [
      // Typed, or given by the `document` numbering rule when left empty.
      { name: 'doc_no', type: 'string', widget: 'text', max: 40, unique: { ignoreCase: true, message: 'document.docNoTaken' }, search: ['LIKE', 'eq'], sortable: true },
      { name: 'title_en', type: 'string', widget: 'text', max: 300, search: ['LIKE'], sortable: true },
      { name: 'title_zh', type: 'string', widget: 'text', max: 300, search: ['LIKE'] },
      {
        name: 'folder_id',
        type: 'uuid',
        widget: 'treeSelect',
        remote: { url: '/admin/document.Folder/' },
        required: true,
        storage: { references: { resource: 'document.Folder' }, index: true },
        search: ['eq', 'IN'],
      },
      // The folder's level, copied on every write.
      { name: 'level', type: 'string', widget: 'select', options: DOCUMENT_LEVELS, form: 'none', max: 10, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      deptField('owner_dept_id', { required: true }),
      { name: 'applies_to', type: 'string', widget: 'radio', options: ['ships', 'office', 'both'], default: 'both', storage: { nullable: false }, max: 10, column: { render: 'tag' }, search: ['eq', 'IN'] },
      { name: 'ship_type_scope', type: 'string[]', widget: 'checkbox', dict: 'ship_type', max: 30, column: { render: 'tags', hidden: true } },
      // ISM Code clauses the document answers ('10.3', '11.1').
      { name: 'ism_clauses', type: 'string[]', widget: 'select', max: 10, column: { render: 'tags', hidden: true } },
      { name: 'confidential', type: 'boolean', widget: 'switch', default: false, storage: { nullable: false }, column: { render: 'switch', hidden: true }, search: ['eq'] },
      { name: 'current_version_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['NULL', 'NOT NULL'] },
      { name: 'review_cycle_months', type: 'int', widget: 'select', options: REVIEW_CYCLES, default: 24, storage: { nullable: false }, column: { hidden: true }, search: ['eq'] },
      // The current version's effective date plus the review cycle; moved by every issue.
      { name: 'next_review_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'status', type: 'string', widget: 'select', options: DOCUMENT_STATUSES, form: 'none', default: 'draft', storage: { nullable: false }, max: 10, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'obsolete_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      { name: 'remark', type: 'string', widget: 'textarea', max: 2000, column: { hidden: true } },
    ],
  },
};

export const documentVersionDescription: ResourceDescription = {
  table: 'document_version',
  def: {
    name: 'document.Version',
    path: 'document/version',
    labelField: 'version',
    quickSearch: ['version', 'change_summary'],
    defaultOrder: { field: 'created_at', direction: 'desc' },
    actions: ['index', 'add', 'edit', 'del'],
    steps: [
      { name: 'submit', batch: false },
      { name: 'issue', batch: false },
      { name: 'obsolete', batch: false },
    ],
    fields: [
      {
        name: 'document_id',
        type: 'uuid',
        widget: 'remoteSelect',
        remote: { url: '/admin/document.Document/' },
        required: true,
        storage: { references: { resource: 'document.Document' }, index: true },
        search: ['eq', 'IN'],
      },
      { name: 'version', type: 'string', widget: 'text', required: true, max: 30, unique: { scope: ['document_id'], ignoreCase: true, message: 'document.versionTaken' }, search: ['LIKE', 'eq'], sortable: true },
      { name: 'change_summary', type: 'string', widget: 'textarea', max: 2000, search: ['LIKE'] },
      // An uploaded file's URL (/storage/…): PDF or an office format; its text is indexed for the search.
      { name: 'file', type: 'string', widget: 'file', max: 255, column: { hidden: true } },
      adminSelect('author_id', { column: {} }),
      { name: 'reviewers', type: 'uuid[]', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/', multiple: true }, default: [], storage: { nullable: false }, column: { hidden: true } },
      adminSelect('approver_id'),
      { name: 'approved_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true }, sortable: true },
      { name: 'effective_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
      { name: 'issued_at', type: 'datetime', widget: 'datetime', form: 'none', sortable: true, search: ['RANGE'] },
      { name: 'superseded_at', type: 'datetime', widget: 'datetime', form: 'none', column: { hidden: true } },
      { name: 'status', type: 'string', widget: 'select', options: VERSION_STATUSES, form: 'none', default: 'draft', storage: { nullable: false, index: true }, max: 12, column: { render: 'tag' }, search: ['eq', 'IN'], sortable: true },
      { name: 'obsolete_reason', type: 'string', widget: 'textarea', form: 'none', max: 1000, column: { hidden: true } },
      // Characters of text the file gave the search (0: none: a scan, a drawing, an unreadable file).
      { name: 'text_chars', type: 'int', widget: 'number', form: 'none', default: 0, storage: { nullable: false }, column: { hidden: true } },
    ],
  },
};

/** A version's form is open while it is a draft; everything later moves by steps. */
export const EDITABLE_VERSION_STATES: readonly VersionStatus[] = ['draft'];

/** One hit of the full-text search: the document, and where its words were found. */
export interface DocumentSearchHit {
  document_id: string;
  doc_no: string;
  title_en: string | null;
  title_zh: string | null;
  level: string | null;
  status: string;
  version_id: string | null;
  version: string | null;
  /** A stretch of the text around the first hit, with the query's terms to highlight. */
  snippet: string;
  terms: string[];
  rank: number;
}

const LEVEL_WORDS = {
  en: { L1: 'L1 SMS manual', L2: 'L2 Procedures', L3: 'L3 Instructions', L4: 'L4 Forms and records', external: 'External documents', circular: 'Company circulars' },
  'zh-cn': { L1: 'L1 安全管理手册', L2: 'L2 程序文件', L3: 'L3 须知/作业指导书', L4: 'L4 表格/记录', external: '外来文件', circular: '公司通函' },
} as const;

function optionWords(prefix: string, words: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(words).map(([value, word]) => [`${prefix}_options.${value}`, word]));
}

/** The words of the part's resources (flat keys `{module}.{resource}.{field}`), for the manifest. */
export const DOCUMENT_CONTROL_TRANSLATIONS: Record<'en' | 'zh-cn', Record<string, string>> = {
  en: {
    'menu.document/folder': 'Folders',
    'menu.document/document': 'Controlled documents',
    'menu.document/version': 'Document versions',
    'document.folder.parent_id': 'Parent folder',
    'document.folder.code': 'Code',
    'document.folder.name': 'Name',
    'document.folder.name_en': 'Name (English)',
    'document.folder.name_zh': 'Name (Chinese)',
    'document.folder.level': 'Level',
    ...optionWords('document.folder.level', LEVEL_WORDS.en),
    'document.folder.owner_dept_id': 'Owner department',
    'document.document.doc_no': 'Document no.',
    'document.document.title': 'Title',
    'document.document.title_en': 'Title (English)',
    'document.document.title_zh': 'Title (Chinese)',
    'document.document.folder_id': 'Folder',
    'document.document.level': 'Level',
    ...optionWords('document.document.level', LEVEL_WORDS.en),
    'document.document.owner_dept_id': 'Owner department',
    'document.document.applies_to': 'Applies to',
    ...optionWords('document.document.applies_to', { ships: 'Ships', office: 'Office', both: 'Ships and office' }),
    'document.document.ship_type_scope': 'Ship types',
    'document.document.ism_clauses': 'ISM clauses',
    'document.document.confidential': 'Confidential',
    'document.document.current_version_id': 'Version in force',
    'document.document.review_cycle_months': 'Review cycle',
    ...optionWords('document.document.review_cycle_months', { 12: '12 months', 24: '24 months', 36: '36 months' }),
    'document.document.next_review_date': 'Next review',
    'document.document.status': 'Status',
    ...optionWords('document.document.status', { draft: 'Draft', active: 'In force', obsolete: 'Obsolete' }),
    'document.document.obsolete_reason': 'Reason made obsolete',
    'document.document.remark': 'Remark',
    'document.version.document_id': 'Document',
    'document.version.version': 'Version',
    'document.version.change_summary': 'Summary of changes',
    'document.version.file': 'File',
    'document.version.author_id': 'Author',
    'document.version.reviewers': 'Reviewers',
    'document.version.approver_id': 'Approved by',
    'document.version.approved_at': 'Approved at',
    'document.version.effective_date': 'Effective date',
    'document.version.issued_at': 'Issued at',
    'document.version.superseded_at': 'Superseded at',
    'document.version.status': 'Status',
    ...optionWords('document.version.status', { draft: 'Draft', in_review: 'In review', approved: 'Approved', issued: 'Issued', superseded: 'Superseded', obsolete: 'Obsolete' }),
    'document.version.obsolete_reason': 'Reason made obsolete',
    'document.version.text_chars': 'Searchable characters',
  },
  'zh-cn': {
    'menu.document/folder': '文件目录',
    'menu.document/document': '受控文件',
    'menu.document/version': '文件版本',
    'document.folder.parent_id': '上级目录',
    'document.folder.code': '目录编码',
    'document.folder.name': '名称',
    'document.folder.name_en': '英文名称',
    'document.folder.name_zh': '中文名称',
    'document.folder.level': '文件层级',
    ...optionWords('document.folder.level', LEVEL_WORDS['zh-cn']),
    'document.folder.owner_dept_id': '归口部门',
    'document.document.doc_no': '文件编号',
    'document.document.title': '标题',
    'document.document.title_en': '英文标题',
    'document.document.title_zh': '中文标题',
    'document.document.folder_id': '所属目录',
    'document.document.level': '文件层级',
    ...optionWords('document.document.level', LEVEL_WORDS['zh-cn']),
    'document.document.owner_dept_id': '归口部门',
    'document.document.applies_to': '适用范围',
    ...optionWords('document.document.applies_to', { ships: '船舶', office: '岸基', both: '船岸通用' }),
    'document.document.ship_type_scope': '适用船型',
    'document.document.ism_clauses': 'ISM 条款',
    'document.document.confidential': '保密',
    'document.document.current_version_id': '现行版本',
    'document.document.review_cycle_months': '复审周期',
    ...optionWords('document.document.review_cycle_months', { 12: '12 个月', 24: '24 个月', 36: '36 个月' }),
    'document.document.next_review_date': '下次复审',
    'document.document.status': '状态',
    ...optionWords('document.document.status', { draft: '草稿', active: '现行有效', obsolete: '已作废' }),
    'document.document.obsolete_reason': '作废原因',
    'document.document.remark': '备注',
    'document.version.document_id': '文件',
    'document.version.version': '版本',
    'document.version.change_summary': '修改摘要',
    'document.version.file': '文件附件',
    'document.version.author_id': '编写人',
    'document.version.reviewers': '审核人',
    'document.version.approver_id': '批准人',
    'document.version.approved_at': '批准时间',
    'document.version.effective_date': '生效日期',
    'document.version.issued_at': '发布时间',
    'document.version.superseded_at': '替代时间',
    'document.version.status': '状态',
    ...optionWords('document.version.status', { draft: '草稿', in_review: '审核中', approved: '已批准', issued: '已发布', superseded: '已替代', obsolete: '已作废' }),
    'document.version.obsolete_reason': '作废原因',
    'document.version.text_chars': '可检索字符数',
  },
};
