import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { checkUpload, fileExtension } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../platform/envelope.js';
import type { Row } from '../../platform/resource/define.js';
import { SERVED_TYPE, contentMatches, sniff } from './file-sniff.js';
import type { SettingsService } from './settings.js';
import { attachment } from './tables.js';

export type AttachmentRow = typeof attachment.$inferSelect;

/** Files on the local disk under DATA_DIR/uploads; a key never leaves that folder. */
export class LocalFileStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the upload folder: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Same key, same content (the key holds the sha1): writing it again changes nothing.
    await writeFile(full, bytes);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }
}

/** The URL of an upload from the savename setting; it always names the content, so equal keys mean equal bytes. */
export function savename(pattern: string, values: { topic: string; sha1: string; suffix: string; now: Date }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const { now } = values;
  let name = pattern
    .replace(/\{topic\}/g, values.topic)
    .replace(/\{year\}/g, String(now.getUTCFullYear()))
    .replace(/\{mon\}/g, pad(now.getUTCMonth() + 1))
    .replace(/\{day\}/g, pad(now.getUTCDate()))
    .replace(/\{hour\}/g, pad(now.getUTCHours()))
    .replace(/\{filesha1\}/g, values.sha1)
    .replace(/\{random\}/g, randomBytes(8).toString('hex'))
    .replace(/\{\.suffix\}/g, values.suffix ? `.${values.suffix}` : '')
    .replace(/\{suffix\}/g, values.suffix);
  if (!pattern.includes('{filesha1}')) name = `${name.replace(/\.[^./]*$/, '')}-${values.sha1}${values.suffix ? `.${values.suffix}` : ''}`;
  // Only safe characters, always under /storage/.
  name = name.replace(/[^A-Za-z0-9/_.-]/g, '').replace(/\.{2,}/g, '.').replace(/\/{2,}/g, '/');
  return name.startsWith('/storage/') ? name : `/storage/${name.replace(/^\/+/, '')}`;
}

export interface UploadedFile {
  filename: string;
  /** What the browser says; checked against the settings, never trusted for serving. */
  mimetype: string;
  bytes: Buffer;
  /** The stream was cut at the size limit. */
  truncated: boolean;
}

/**
 * Checks an upload as spec §5 says (complete, allowed type, size) plus its content, then stores it once
 * per content: a file already stored gets one more reference instead of a copy.
 */
export async function storeUpload(
  deps: { db: Db; settings: SettingsService; files: LocalFileStore },
  file: UploadedFile,
  uploader: { adminId?: string | null; userId?: string | null; username: string },
  topic = 'default',
): Promise<AttachmentRow> {
  const { db, settings, files } = deps;
  const rules = { mimetype: await settings.text('upload_mimetype'), maxsize: await settings.text('upload_maxsize') };
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.bytes.length;
  const refusal = checkUpload({ name: file.filename, size, type: file.mimetype }, rules);
  if (refusal) throw fieldError('file', refusal);
  const suffix = fileExtension(file.filename);
  const kind = sniff(file.bytes.subarray(0, 1024));
  if (!contentMatches(suffix, kind)) throw fieldError('file', 'upload.contentMismatch');

  const sha1 = createHash('sha1').update(file.bytes).digest('hex');
  const now = new Date();
  const [known] = await db
    .update(attachment)
    .set({ quote: sql`${attachment.quote} + 1`, last_upload_at: now })
    .where(eq(attachment.sha1, sha1))
    .returning();
  if (known && (await files.exists(known.storage_key))) return known;

  const url = savename(await settings.text('upload_savename'), { topic: topic.replace(/[^a-z0-9_-]/gi, '') || 'default', sha1, suffix, now });
  const key = url.replace(/^\/storage\//, '');
  // The bytes first: a row never points at a file that is not there.
  await files.put(key, file.bytes);
  if (known) return known; // the row was there, its file had gone: written back
  const [row] = await db
    .insert(attachment)
    .values({
      topic,
      admin_id: uploader.adminId ?? null,
      user_id: uploader.userId ?? null,
      username: uploader.username,
      url,
      storage_key: key,
      name: file.filename.slice(0, 255),
      suffix: suffix.slice(0, 20),
      mimetype: SERVED_TYPE[kind],
      size: file.bytes.length,
      sha1,
    })
    .onConflictDoUpdate({ target: attachment.sha1, set: { quote: sql`${attachment.quote} + 1`, last_upload_at: now } })
    .returning();
  return row!;
}

/** Counts a reference down; a file with no reference left is deleted with its row. */
export async function releaseAttachments(tx: Db, rows: Row[]): Promise<number> {
  const ids = rows.map((row) => row.id);
  await tx.update(attachment).set({ quote: sql`${attachment.quote} - 1` }).where(inArray(attachment.id, ids));
  const gone = await tx.delete(attachment).where(sql`${inArray(attachment.id, ids)} and ${attachment.quote} <= 0`).returning({ id: attachment.id });
  return gone.length;
}

/** After the delete committed: removes the files of rows that no longer exist. */
export async function removeOrphanFiles(db: Db, files: LocalFileStore, rows: Row[]): Promise<void> {
  const remaining = await db.select({ id: attachment.id }).from(attachment).where(inArray(attachment.id, rows.map((row) => row.id)));
  for (const row of rows) {
    if (!remaining.some((r) => r.id === row.id)) await files.remove(String(row.storage_key));
  }
}
