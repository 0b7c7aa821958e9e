/**
 * Uploads (issue 6): `POST /admin/ajax/upload` for administrators, `POST /api/ajax/upload` for members
 * (spec §7), multipart field `file`, no client timeout, with the browser's progress. The spec §5 checks
 * run before anything is sent.
 */
import { UPLOAD_TIMEOUT_MS } from '@vessel/contract';
import { http } from '../app-http-client';
import { clientConfig } from '../client-config';

export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  size: number;
  mimetype: string;
  sha1: string;
}

export const UPLOAD_URLS = { admin: '/admin/ajax/upload', user: '/api/ajax/upload' } as const;

export function uploadFile(
  file: Blob & { name?: string },
  onProgress?: (percent: number) => void,
  topic = 'default',
  url: string = UPLOAD_URLS.admin,
) {
  const form = new FormData();
  form.append('topic', topic);
  form.append('file', file, file.name ?? 'file');
  return http.request<{ file: UploadedFile }>(
    {
      url,
      method: 'POST',
      data: form,
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    },
    { cancelDuplicate: false, showSuccessMessage: false },
  );
}

/** The file-type icon of a suffix (spec §7), drawn by the server as SVG. */
export function suffixIconUrl(suffix: string): string {
  return `${clientConfig().apiBaseUrl.replace(/\/$/, '')}/admin/ajax/buildSuffixSvg?suffix=${encodeURIComponent(suffix)}`;
}
