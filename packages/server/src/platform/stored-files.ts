import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * The bytes of a file uploaded through the platform (`/admin/ajax/upload`), wherever the upload settings
 * put it (the local disk or the S3-compatible store), by the URL a record keeps (`/storage/…`). The routine
 * area owns the attachments and provides this; an area that reads what was uploaded (the document
 * control's text extraction) asks here rather than reaching into storage itself.
 */
export interface StoredFile {
  url: string;
  /** The name it was uploaded with. */
  name: string;
  /** Lower-case, without the dot (`pdf`, `docx`). */
  suffix: string;
  mimetype: string;
  size: number;
}

export interface StoredFiles {
  /** The attachment a URL names, or null when no upload has that URL. */
  describe(db: Db, url: string): Promise<StoredFile | null>;
  /** Its bytes, or null when the URL is unknown or the stored copy is gone. */
  read(db: Db, url: string): Promise<Buffer | null>;
  /**
   * Stores a file the server made itself (the demo's document files) exactly as an upload would be
   * checked and stored (the upload settings' types and size, one copy per content); answers its URL.
   */
  save(db: Db, file: { name: string; mimetype: string; bytes: Buffer }, uploader: { adminId: string | null; username: string }, topic?: string): Promise<string>;
}

export const STORED_FILES = serviceToken<StoredFiles>('platform.storedFiles');
