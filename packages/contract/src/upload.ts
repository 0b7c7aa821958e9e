/**
 * The upload checks of spec §5, run by the browser before sending and again by the server.
 * Each returns the key of the first failing rule, or null.
 */

export interface UploadFile {
  name?: string | null;
  size?: number | null;
  /** MIME type as reported by the browser or sniffed by the server. */
  type?: string | null;
}

export interface UploadSettings {
  /** Comma list of extensions (with or without dot), MIME types and type/* groups; '*' allows all. */
  mimetype: string;
  /** Maximum size: bytes as a number, or a string such as '10mb', '512kb', '1gb', '2048'. */
  maxsize: number | string;
}

export type UploadErrorKey = 'upload.incomplete' | 'upload.typeNotAllowed' | 'upload.tooLarge';

const SIZE_UNITS: Record<string, number> = { b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** Parses a maxsize setting into bytes; a value it cannot read is NaN (and then no file passes). */
export function parseMaxsize(maxsize: number | string): number {
  if (typeof maxsize === 'number') return maxsize;
  // Trimmed first: with spaces allowed on both sides of an optional unit, two `\s*` would meet and split
  // a run of spaces every way (quadratic).
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(maxsize.trim());
  if (!match?.[1]) return Number.NaN;
  const unit = (match[2] ?? '').toLowerCase() || 'b';
  const factor = SIZE_UNITS[unit];
  return factor === undefined ? Number.NaN : Math.floor(Number(match[1]) * factor);
}

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedFileType(mimetypeSetting: string, file: { name: string; type?: string | null }): boolean {
  const allowed = mimetypeSetting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.includes('*')) return true;
  const extension = fileExtension(file.name);
  if (extension && (allowed.includes(extension) || allowed.includes(`.${extension}`))) return true;
  const mime = (file.type ?? '').toLowerCase();
  if (!mime) return false;
  if (allowed.includes(mime)) return true;
  const group = mime.split('/')[0];
  return group !== undefined && allowed.includes(`${group}/*`);
}

export function checkUpload(file: UploadFile, settings: UploadSettings): UploadErrorKey | null {
  if (!file.name || file.size === undefined || file.size === null || !Number.isFinite(file.size) || file.size < 0) {
    return 'upload.incomplete';
  }
  if (!isAllowedFileType(settings.mimetype, { name: file.name, type: file.type ?? null })) {
    return 'upload.typeNotAllowed';
  }
  const max = parseMaxsize(settings.maxsize);
  if (!(file.size <= max)) return 'upload.tooLarge';
  return null;
}
