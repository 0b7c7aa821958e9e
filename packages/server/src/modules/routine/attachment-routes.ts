import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { attachmentResource, parseMaxsize } from '@vessel/contract';
import { ApiError, envelope, fieldError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import { INLINE, type Sniffed, SERVED_TYPE } from './file-sniff.js';
import { FileStores, releaseAttachments, removeOrphanFiles, storeUpload } from './attachments.js';
import { attachment } from '../../platform/settings/tables.js';
import { suffixSvg } from './suffix-svg.js';
import type { StoredFiles } from '../../platform/stored-files.js';

/** Ceiling of any upload whatever the setting says; the setting's own limit is checked per request. */
const HARD_LIMIT = 1024 ** 3;

const inlineTypes = new Set([...INLINE].map((kind: Sniffed) => SERVED_TYPE[kind]));

/** One set of file stores per running app: the upload routes and the resource's deletes share it. */
const storesByContext = new WeakMap<ModuleContext, FileStores>();
function storesOf(context: ModuleContext): FileStores {
  let stores = storesByContext.get(context);
  if (!stores) storesByContext.set(context, (stores = new FileStores(context.config.dataDir, context.settings)));
  return stores;
}

/** Attachments as a resource: a delete counts a shared file down and removes it from storage when unused. */
export function attachmentBinding(context: ModuleContext): ResourceBinding {
  const stores = storesOf(context);
  return {
    def: attachmentResource,
    table: attachment,
    remove: (rows, { tx }) => releaseAttachments(tx, rows),
    afterDelete: (rows) => removeOrphanFiles(context.db, stores, rows),
    notRecycled: 'recycle.reason.attachment',
  };
}

export async function attachmentRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const { db, settings } = context;
  const stores = storesOf(context);
  await app.register(multipart, { limits: { fileSize: HARD_LIMIT, files: 1, fields: 10, parts: 12 } });

  async function receive(request: FastifyRequest) {
    if (!request.isMultipart()) throw fieldError('file', 'upload.noFile');
    const max = parseMaxsize(await settings.text('upload_maxsize'));
    let part: MultipartFile | undefined;
    let bytes: Buffer;
    try {
      let seen = 0;
      // One byte past the limit is enough to know the file is too large, without reading the rest.
      const options: FastifyMultipartBaseOptions = { limits: { fileSize: Number.isFinite(max) ? max + 1 : HARD_LIMIT }, throwFileSizeLimit: false };
      for await (const candidate of request.parts(options)) {
        seen++;
        if (candidate.type === 'file') {
          part = candidate;
          break;
        }
      }
      // Not one part under the declared boundary: the body is not the form it says it is.
      if (seen === 0) throw new ApiError('upload.unreadable', { status: 400 });
      if (!part) throw fieldError('file', 'upload.noFile');
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Only the client's bytes are read here: no boundary, a truncated part, more parts than allowed.
      request.log.info({ err: { code: (error as { code?: unknown }).code, message: (error as Error).message } }, 'unreadable upload');
      throw new ApiError('upload.unreadable', { status: 400 });
    }
    const topic = typeof (part.fields.topic as { value?: unknown } | undefined)?.value === 'string' ? String((part.fields.topic as { value: string }).value) : 'default';
    return { file: { filename: part.filename, mimetype: part.mimetype, bytes, truncated: part.file.truncated || bytes.length > max }, topic };
  }

  app.post('/admin/ajax/upload', {
    config: { auth: 'admin' },
    schema: { tags: ['ajax'], summary: 'Upload a file (multipart field "file"); identical files are stored once', consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const { file, topic } = await receive(request);
      const admin = request.admin!.row;
      const row = await storeUpload({ db, settings, stores }, file, { adminId: admin.id, username: admin.username }, topic);
      return success(request, { file: { id: row.id, url: row.url, name: row.name, size: row.size, mimetype: row.mimetype, sha1: row.sha1 } }, 'upload.success');
    },
  });

  app.post('/api/ajax/upload', {
    config: { auth: 'user' },
    schema: { tags: ['ajax'], summary: 'Upload a file as a member (multipart field "file")', consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const { file, topic } = await receive(request);
      const me = request.member!.row;
      const row = await storeUpload({ db, settings, stores }, file, { userId: me.id, username: me.username }, topic);
      return success(request, { file: { id: row.id, url: row.url, name: row.name, size: row.size, mimetype: row.mimetype, sha1: row.sha1 } }, 'upload.success');
    },
  });

  // Files are fetched by <img> and links: no signature, no token; the URL names the content.
  app.get('/storage/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = decodeURIComponent(request.url.split('?')[0] ?? '');
    const [row] = await db.select().from(attachment).where(eq(attachment.url, url)).limit(1);
    const body = row ? await (await stores.of(row.storage)).read(row.storage_key) : null;
    if (!row || !body) return reply.status(404).send(envelope(0, '', null));
    const inline = inlineTypes.has(row.mimetype);
    const filename = encodeURIComponent(row.name);
    return reply
      .header('content-type', row.mimetype)
      .header('content-length', String(row.size))
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${filename}`)
      .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });

  for (const url of ['/admin/ajax/buildSuffixSvg', '/api/ajax/buildSuffixSvg']) {
    app.get(url, { config: { auth: 'public', signed: false }, schema: { tags: ['ajax'], summary: 'The file-type icon of a suffix, as SVG' } }, async (request, reply) => {
      const query = request.query as { suffix?: unknown; background?: unknown };
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(suffixSvg(String(query.suffix ?? ''), String(query.background ?? '')));
    });
  }

}

/** The uploaded files as other areas read them (platform/stored-files.ts), from the same stores as the routes. */
export function storedFiles(context: ModuleContext): StoredFiles {
  const stores = storesOf(context);
  const byUrl = async (db: Parameters<StoredFiles['read']>[0], url: string) => (await db.select().from(attachment).where(eq(attachment.url, url)).limit(1))[0];
  return {
    async describe(db, url) {
      const row = await byUrl(db, url);
      return row ? { url: row.url, name: row.name, suffix: row.suffix.toLowerCase(), mimetype: row.mimetype, size: row.size } : null;
    },
    async read(db, url) {
      const row = await byUrl(db, url);
      const body = row ? await (await stores.of(row.storage)).read(row.storage_key) : null;
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async save(db, file, uploader, topic) {
      const row = await storeUpload({ db, settings: context.settings, stores }, { filename: file.name, mimetype: file.mimetype, bytes: file.bytes, truncated: false }, uploader, topic);
      return row.url;
    },
  };
}
