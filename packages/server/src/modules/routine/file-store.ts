import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { storageFullOf } from '../../platform/storage-full.js';

/** Where uploaded bytes live. A key is the file's path below `/storage/`. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** DATA_DIR/uploads on the local disk; a key never leaves that folder. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the upload folder: ${key}`);
    return full;
  }

  /**
   * Atomic: the bytes go to a temporary file beside the target (`.tmp-<random>`, never a key: keys are
   * named after the content) and are renamed onto it once whole and flushed, so a reader, a restart or a
   * full disk never meets half a file. On any failure the temporary file is removed and the target is
   * left as it was (absent, or the whole copy it already held); a full store (ENOSPC, EDQUOT, EFBIG) is
   * thrown as a StorageFullError, anything else as it came.
   */
  async put(key: string, bytes: Buffer): Promise<void> {
    const full = this.pathOf(key);
    // Same key, same content (the key holds the sha1): a whole copy already there is kept, and takes no
    // room to keep (a full disk does not refuse a file it already holds). A shorter one is replaced.
    const present = await stat(full).then(
      (found) => found.isFile() && found.size === bytes.length,
      () => false,
    );
    if (present) return;
    const temporary = path.join(path.dirname(full), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(path.dirname(full), { recursive: true });
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, full);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw storageFullOf(error) ?? error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const full = this.pathOf(key);
    const found = await stat(full).then(
      () => true,
      () => false,
    );
    return found ? createReadStream(full) : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

/** An S3-compatible object store (AWS, MinIO, Ceph, OSS/COS in S3 mode), path-style addressing. */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region || 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      // Plain signed requests: many S3-compatible servers reject the SDK's default streaming checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
