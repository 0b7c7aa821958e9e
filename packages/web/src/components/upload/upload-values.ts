/**
 * The pure side of the upload inputs (issue 6): the spec §5 pre-check with the site's upload settings,
 * and the form value of single and multiple inputs (a URL, or a list of URLs).
 */
import { checkUpload, fileExtension, type SiteConfig, type UploadErrorKey, type UploadFile } from '@vessel/contract';

/**
 * The spec §5 checks before a file is sent. Until the site's upload settings are known (an empty
 * mimetype and no size), the server's own checks decide alone.
 */
export function precheckUpload(file: UploadFile, upload: SiteConfig['upload'] | undefined): UploadErrorKey | null {
  if (!upload || (!upload.mimetype && !upload.maxsize)) {
    return file.name && typeof file.size === 'number' && Number.isFinite(file.size) ? null : 'upload.incomplete';
  }
  return checkUpload(file, { mimetype: upload.mimetype || '*', maxsize: upload.maxsize });
}

/** The URLs an input holds: a single value is one URL or none; a multiple one, a list (or a comma list). */
export function urlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof value === 'string' && value.trim()) return value.split(',').map((item) => item.trim()).filter(Boolean);
  return [];
}

/** The form value of the URLs: the first (or '') for a single input, the list for a multiple one. */
export function valueOfUrls(urls: readonly string[], multiple: boolean): string | string[] {
  return multiple ? [...urls] : (urls[urls.length - 1] ?? '');
}

const IMAGE_SUFFIXES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'avif', 'ico']);

/** Whether a stored file is shown as a picture: by its MIME type when known, else by its URL's suffix. */
export function isImageFile(url: string, mimetype?: string | null): boolean {
  if (mimetype) return mimetype.toLowerCase().startsWith('image/');
  return IMAGE_SUFFIXES.has(suffixOfUrl(url));
}

/** The suffix of a URL's file name, lower case ('' without one). */
export function suffixOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return fileExtension(path.slice(path.lastIndexOf('/') + 1));
}

/** The file name of a URL, for a file list. */
export function nameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
