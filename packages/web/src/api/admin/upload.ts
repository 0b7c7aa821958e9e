/**
 * Uploads of the admin area (issue 6): `POST /admin/ajax/upload`, multipart field `file`, no client
 * timeout (spec §7), with the browser's progress. The spec §5 checks run before anything is sent.
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

export function uploadFile(file: Blob & { name?: string }, onProgress?: (percent: number) => void, topic = 'default') {
  const form = new FormData();
  form.append('topic', topic);
  form.append('file', file, file.name ?? 'file');
  return http.request<{ file: UploadedFile }>(
    {
      url: '/admin/ajax/upload',
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
