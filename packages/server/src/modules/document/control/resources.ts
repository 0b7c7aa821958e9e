import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { documentDescription, documentFolderDescription, documentVersionDescription, type ResourceDescription } from '@vessel/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { rowsOf, type AdminAccess } from '../../../platform/authorization.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import { NUMBERING } from '../../../platform/numbering.js';
import { withLabels } from '../../../platform/record-labels.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { scopeOn } from '../../../platform/resource/visibility.js';
import { optionalService, service } from '../../../platform/services.js';
import { STORED_FILES } from '../../../platform/stored-files.js';
import { extractText } from './extract.js';
import { nextReviewOf, REVIEW_SOURCE } from './issue.js';
import { documentResource, folderResource, versionResource } from './schema.js';
import { indexDocumentHead, indexVersionText } from './search.js';
import { document, documentFolder, documentVersion, type DocumentRow, type DocumentVersionRow } from './tables.js';

/** Files a version may carry: PDF and the office formats (the upload settings must allow them too). */
const DOCUMENT_FILE_SUFFIXES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'txt'] as const;

const formFields = (description: ResourceDescription) => description.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const FOLDER_FIELDS = formFields(documentFolderDescription);
const DOCUMENT_FIELDS = formFields(documentDescription);
const VERSION_FIELDS = formFields(documentVersionDescription);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

/**
 * Who reads a confidential document: the caller's data scope on its owner department (or its author).
 * Every other document is the fleet's to read: a procedure is for everyone it applies to.
 */
export function documentVisibility(access: AdminAccess): SQL | undefined {
  const scoped = scopeOn({ department: document.owner_dept_id, owner: document.created_by }, access);
  return scoped ? or(eq(document.confidential, false), scoped) : undefined;
}

/** A version is seen where its document is. */
function versionVisibility(access: AdminAccess, db: Db): SQL | undefined {
  const visible = documentVisibility(access);
  return visible ? inArray(documentVersion.document_id, db.select({ id: document.id }).from(document).where(visible)) : undefined;
}

/** A sub-folder keeps its parent's level: a folder of procedures holds procedures. */
async function folderColumns(values: Record<string, unknown>, { tx, existing }: WriteContext): Promise<Record<string, unknown>> {
  const { columns, record } = merge(FOLDER_FIELDS, values, existing);
  if (typeof columns.code === 'string') columns.code = columns.code.trim();
  const parentId = (record.parent_id as string | null | undefined) || null;
  if (columns.parent_id !== undefined) columns.parent_id = parentId;
  if (parentId) {
    if (parentId === existing?.id || (existing && (await descendantsOf(tx, existing.id)).includes(parentId))) throw fieldError('parent_id', 'document.folderCycle');
    const [parent] = await tx.select({ level: documentFolder.level }).from(documentFolder).where(eq(documentFolder.id, parentId));
    if (parent && parent.level !== record.level) throw fieldError('level', 'document.folderLevelOfParent', { level: parent.level });
  }
  return columns;
}

/** A folder's sub-folders at every depth (a folder may not move below one of them). */
async function descendantsOf(tx: Db, id: string): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    with recursive below(id) as (
      select id from ${documentFolder} where parent_id = ${id}
      union select f.id from ${documentFolder} f join below on f.parent_id = below.id
    ) select id from below`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** A document from its form: a title in one language at least, its folder's level, its number. */
async function documentColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, mode, request } = write;
  if (existing?.status === 'obsolete') throw fieldError('status', 'document.obsoleteLocked');
  const { columns, record } = merge(DOCUMENT_FIELDS, values, existing);
  for (const name of ['doc_no', 'title_en', 'title_zh'] as const) if (typeof columns[name] === 'string') columns[name] = (columns[name] as string).trim();
  if (!record.title_en && !record.title_zh) throw fieldError('title_en', 'document.titleRequired');
  if (Array.isArray(columns.ism_clauses)) columns.ism_clauses = [...new Set((columns.ism_clauses as string[]).map((clause) => clause.trim()).filter(Boolean))];
  const [folder] = await tx.select({ level: documentFolder.level }).from(documentFolder).where(eq(documentFolder.id, record.folder_id as string));
  if (!folder) throw fieldError('folder_id', 'record.notFound');
  columns.level = folder.level;
  if (!record.doc_no) {
    if (mode === 'edit') throw fieldError('doc_no', 'validate.required');
    columns.doc_no = await service(NUMBERING).next(tx, { bizType: 'document', shipId: null, date: await companyToday(request) });
  }
  if (mode === 'add') columns.status = 'draft';
  // A new review cycle moves the next review date of the version in force.
  if (existing?.current_version_id && columns.review_cycle_months !== undefined && columns.review_cycle_months !== existing.review_cycle_months) {
    const [current] = await tx.select({ effective_date: documentVersion.effective_date }).from(documentVersion).where(eq(documentVersion.id, existing.current_version_id as string));
    if (current?.effective_date) columns.next_review_date = nextReviewOf(current.effective_date, Number(columns.review_cycle_months));
  }
  return columns;
}

/** The text a version's file gave, between its columns and its search rows (same request, same transaction). */
const extracted = new WeakMap<FastifyRequest, string>();

/** The effective date a new version may not precede: that of the version in force (or approved to be). */
export async function latestEffective(tx: Db, documentId: string, except: string | null): Promise<string | null> {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${documentVersion.effective_date})::text` })
    .from(documentVersion)
    .where(and(eq(documentVersion.document_id, documentId), inArray(documentVersion.status, ['approved', 'issued']), except ? ne(documentVersion.id, except) : undefined));
  return row?.day ?? null;
}

/**
 * A version from its form, while it is a draft: of a document still in use, an uploaded PDF or office
 * file (its text read for the search), its author (the writer by default), an effective date no earlier
 * than the version in force's.
 */
async function versionColumns(values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, access, request, mode } = write;
  if (existing && existing.status !== 'draft') throw fieldError('status', 'document.versionLocked');
  const { columns, record } = merge(VERSION_FIELDS, values, existing);
  if (typeof columns.version === 'string') columns.version = columns.version.trim();
  if (existing && columns.document_id !== undefined && columns.document_id !== existing.document_id) throw fieldError('document_id', 'document.versionLocked');
  const [doc] = await tx.select({ status: document.status }).from(document).where(eq(document.id, record.document_id as string));
  if (!doc) throw fieldError('document_id', 'record.notFound');
  if (doc.status === 'obsolete') throw fieldError('document_id', 'document.documentObsolete');
  if (mode === 'add') {
    columns.status = 'draft';
    if (!record.author_id) columns.author_id = access.admin.id;
  }
  const file = (record.file as string | null | undefined) || null;
  if (columns.file !== undefined) columns.file = file;
  if (file && (mode === 'add' || file !== existing?.file)) {
    const files = service(STORED_FILES);
    const stored = await files.describe(tx, file);
    if (!stored) throw fieldError('file', 'document.fileUnknown');
    if (!(DOCUMENT_FILE_SUFFIXES as readonly string[]).includes(stored.suffix)) throw fieldError('file', 'document.fileType', { suffixes: DOCUMENT_FILE_SUFFIXES.join(', ') });
    const bytes = await files.read(tx, file);
    const text = bytes ? await extractText(bytes, stored.suffix) : '';
    extracted.set(request, text);
    columns.text_chars = text.length;
  } else if (!file && existing?.file) {
    extracted.set(request, '');
    columns.text_chars = 0;
  }
  const effective = (record.effective_date as string | null | undefined) || null;
  if (effective) {
    const floor = await latestEffective(tx, record.document_id as string, existing?.id ?? null);
    if (floor && effective < floor) throw fieldError('effective_date', 'document.effectiveBeforeCurrent', { date: floor });
  }
  return columns;
}

async function afterVersionWrite(row: Row, write: WriteContext): Promise<void> {
  const text = extracted.get(write.request);
  if (text === undefined) return;
  extracted.delete(write.request);
  await indexVersionText(write.tx, row as unknown as DocumentVersionRow, text);
}

async function refuseWhileHeld(tx: Db, count: Promise<Array<{ n: number }>>, key: 'document.folderHasDocuments' | 'document.folderHasFolders' | 'document.hasVersions'): Promise<void> {
  void tx;
  const [held] = await count;
  const n = Number(held?.n ?? 0);
  if (n > 0) throw new ApiError(key, { params: { count: n } });
}

/** The part's resources: described tables with the rules above. */
export function controlResources(context: ModuleContext): ResourceBinding[] {
  return [
    {
      ...folderResource.binding,
      toColumns: folderColumns,
      present: (rows, db) => presentFolders(rows, db),
      readOnlyColumns: [...(folderResource.binding.readOnlyColumns ?? []), 'parent_id_label', 'parent_id_label_zh'],
      beforeDelete: async (rows, { tx }) => {
        const ids = rows.map((row) => row.id);
        await refuseWhileHeld(tx, tx.select({ n: sql<number>`count(*)::int` }).from(document).where(inArray(document.folder_id, ids)), 'document.folderHasDocuments');
        await refuseWhileHeld(tx, tx.select({ n: sql<number>`count(*)::int` }).from(documentFolder).where(inArray(documentFolder.parent_id, ids)), 'document.folderHasFolders');
      },
    },
    {
      ...documentResource.binding,
      restrict: (access) => documentVisibility(access),
      toColumns: documentColumns,
      present: (rows, db) => presentDocuments(rows, db),
      readOnlyColumns: [...(documentResource.binding.readOnlyColumns ?? []), 'current_version', 'current_effective_date', 'folder_id_label', 'folder_id_label_zh', 'folder_name_en', 'folder_name_zh'],
      afterWrite: async (row, _values, write) => {
        await indexDocumentHead(write.tx, row as unknown as DocumentRow);
        await context.alerts.reconcile(REVIEW_SOURCE, [row.id], write.tx, await context.alerts.today());
      },
      beforeDelete: (rows, { tx }) =>
        refuseWhileHeld(tx, tx.select({ n: sql<number>`count(*)::int` }).from(documentVersion).where(inArray(documentVersion.document_id, rows.map((row) => row.id))), 'document.hasVersions'),
      afterDelete: async (rows) => context.alerts.reconcile(REVIEW_SOURCE, rows.map((row) => row.id)),
      afterRestore: async (row, tx) => indexDocumentHead(tx, row as unknown as DocumentRow),
    },
    {
      ...versionResource.binding,
      restrict: (access, db) => versionVisibility(access, db),
      toColumns: versionColumns,
      present: (rows, db) => presentVersions(rows, db),
      readOnlyColumns: [...(versionResource.binding.readOnlyColumns ?? []), 'doc_no'],
      afterWrite: (row, _values, write) => afterVersionWrite(row, write),
      // Only a draft goes: a version once submitted is the record of what was reviewed and issued.
      beforeDelete: async (rows) => {
        const held = rows.find((row) => row.status !== 'draft');
        if (held) throw new ApiError('document.versionLocked');
      },
      afterRestore: async (row, tx) => {
        // Its text is read again from its file, as on upload.
        const file = row.file as string | null;
        const files = optionalService(STORED_FILES);
        if (!file || !files) return;
        const stored = await files.describe(tx, file);
        const bytes = stored ? await files.read(tx, file) : null;
        await indexVersionText(tx, row as unknown as DocumentVersionRow, bytes && stored ? await extractText(bytes, stored.suffix) : '');
      },
    },
  ];
}

/** Folders as answered: the owner department's name and the parent folder's, for the tree and the catch-all. */
async function presentFolders(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { owner_dept_id: 'department' });
  const parentIds = [...new Set(rows.map((row) => row.parent_id as string | null).filter((id): id is string => !!id))];
  const parents = parentIds.length ? await db.select({ id: documentFolder.id, name_en: documentFolder.name_en, name_zh: documentFolder.name_zh }).from(documentFolder).where(inArray(documentFolder.id, parentIds)) : [];
  const parentOf = new Map(parents.map((parent) => [parent.id, parent]));
  return labelled.map((row) => {
    const parent = row.parent_id ? parentOf.get(row.parent_id as string) : undefined;
    return { ...row, parent_id_label: parent?.name_en ?? '', parent_id_label_zh: parent?.name_zh ?? '' };
  });
}

/** Documents as answered: the owner department's name, the folder's, and the version in force. */
async function presentDocuments(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { owner_dept_id: 'department' });
  const versionIds = rows.map((row) => row.current_version_id as string | null).filter((id): id is string => !!id);
  const folderIds = [...new Set(rows.map((row) => row.folder_id as string))];
  const versions = versionIds.length ? await db.select({ id: documentVersion.id, version: documentVersion.version, effective_date: documentVersion.effective_date }).from(documentVersion).where(inArray(documentVersion.id, versionIds)) : [];
  const folders = folderIds.length ? await db.select({ id: documentFolder.id, name_en: documentFolder.name_en, name_zh: documentFolder.name_zh }).from(documentFolder).where(inArray(documentFolder.id, folderIds)) : [];
  const versionOf = new Map(versions.map((version) => [version.id, version]));
  const folderOf = new Map(folders.map((folder) => [folder.id, folder]));
  return labelled.map((row) => {
    const version = row.current_version_id ? versionOf.get(row.current_version_id as string) : undefined;
    const folder = folderOf.get(row.folder_id as string);
    return {
      ...row,
      current_version: version?.version ?? null,
      current_effective_date: version?.effective_date ?? null,
      folder_id_label: folder?.name_en ?? '',
      folder_id_label_zh: folder?.name_zh ?? '',
      folder_name_en: folder?.name_en ?? null,
      folder_name_zh: folder?.name_zh ?? null,
    };
  });
}

/** Versions as answered: the people's names and the document's number. */
async function presentVersions(rows: Row[], db: Db): Promise<Row[]> {
  const labelled = await withLabels(db, rows, { author_id: 'admin', approver_id: 'admin' });
  const ids = [...new Set(rows.map((row) => row.document_id as string))];
  const docs = ids.length ? await db.select({ id: document.id, doc_no: document.doc_no, level: document.level }).from(document).where(inArray(document.id, ids)) : [];
  const docOf = new Map(docs.map((doc) => [doc.id, doc]));
  return labelled.map((row) => ({ ...row, doc_no: docOf.get(row.document_id as string)?.doc_no ?? null }));
}
