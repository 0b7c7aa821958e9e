import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { checkUpload, fileExtension } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../platform/envelope.js';
import type { Row } from '../../platform/resource/define.js';
import { SERVED_TYPE, contentMatches, sniff } from './file-sniff.js';
import { LocalFileStore, S3FileStore, type FileStore, type S3Settings } from './file-store.js';
import type { SettingsService } from '../../platform/settings/settings.js';
import { attachment } from '../../platform/settings/tables.js';

export type AttachmentRow = typeof attachment.$inferSelect;

/**
 * The stores uploads go to: the local disk always exists; the S3-compatible store is built from the
 * upload settings when they name one, and rebuilt when they change.
 */
export class FileStores {
  readonly local: LocalFileStore;
  private s3: { signature: string; store: S3FileStore } | null = null;

  constructor(
    dataDir: string,
    private readonly settings: SettingsService,
  ) {
    this.local = new LocalFileStore(dataDir);
  }

  /** Where a new upload goes: the `upload_mode` setting. */
  async forUpload(): Promise<FileStore> {
    return (await this.settings.text('upload_mode')) === 's3' ? this.s3Store() : this.local;
  }

  /** Where a stored file is. */
  async of(storage: string): Promise<FileStore> {
    return storage === 's3' ? this.s3Store() : this.local;
  }

  private async s3Store(): Promise<S3FileStore> {
    const config: S3Settings = {
      endpoint: await this.settings.text('s3_endpoint'),
      region: await this.settings.text('s3_region'),
      bucket: await this.settings.text('s3_bucket'),
      accessKey: await this.settings.text('s3_access_key'),
      secretKey: await this.settings.text('s3_secret_key'),
    };
    const signature = JSON.stringify(config);
    if (this.s3?.signature !== signature) this.s3 = { signature, store: new S3FileStore(config) };
    return this.s3.store;
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
  deps: { db: Db; settings: SettingsService; stores: FileStores },
  file: UploadedFile,
  uploader: { adminId?: string | null; userId?: string | null; username: string },
  topic = 'default',
): Promise<AttachmentRow> {
  const { db, settings, stores } = deps;
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
  if (known) {
    // Written again to where the row says it is: a copy lost by hand or by a failed store comes back.
    try {
      await (await stores.of(known.storage)).put(known.storage_key, file.bytes, known.mimetype);
    } catch (error) {
      // Not stored (a full disk): the reference just counted is taken back, so the upload leaves no trace.
      await db.update(attachment).set({ quote: sql`${attachment.quote} - 1` }).where(eq(attachment.id, known.id));
      throw error;
    }
    return known;
  }

  const url = savename(await settings.text('upload_savename'), { topic: topic.replace(/[^a-z0-9_-]/gi, '') || 'default', sha1, suffix, now });
  const key = url.replace(/^\/storage\//, '');
  const store = await stores.forUpload();
  // The bytes first: a row never points at a file that is not there.
  await store.put(key, file.bytes, SERVED_TYPE[kind]);
  const [row] = await db
    .insert(attachment)
    .values({
      topic,
      admin_id: uploader.adminId ?? null,
      user_id: uploader.userId ?? null,
      username: uploader.username,
      url,
      storage_key: key,
      storage: store.kind,
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
export async function removeOrphanFiles(db: Db, stores: FileStores, rows: Row[]): Promise<void> {
  const remaining = await db.select({ id: attachment.id }).from(attachment).where(inArray(attachment.id, rows.map((row) => row.id)));
  for (const row of rows) {
    if (!remaining.some((r) => r.id === row.id)) await (await stores.of(String(row.storage))).remove(String(row.storage_key));
  }
}
