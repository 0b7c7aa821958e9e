/**
 * Data in and out of a resource (contract resource/transfer.ts): the list as a file, the template, an
 * import followed to its end, and its error report.
 */
import type { ImportMode, ImportStatus, TransferColumn, TransferFormat } from '@vessel/contract';
import { http } from '../app-http-client';
import { downloadFile } from '../download';

export interface ExportRequest {
  format: TransferFormat;
  columns: TransferColumn[];
  order?: string;
  quickSearch?: string;
  search?: unknown;
  name: string;
}

export function exportList(base: string, request: ExportRequest): Promise<void> {
  return downloadFile({ url: `${base}export`, method: 'POST', body: request, fallbackName: `${request.name}.${request.format}` });
}

export function downloadTemplate(base: string, format: TransferFormat, columns: TransferColumn[], name: string): Promise<void> {
  return downloadFile({ url: `${base}template`, method: 'POST', body: { format, columns, name }, fallbackName: `${name}.${format}` });
}

export function downloadImportReport(base: string, job: string, name: string): Promise<void> {
  return downloadFile({ url: `${base}importReport?job=${encodeURIComponent(job)}`, fallbackName: `${name}.xlsx` });
}

/** The file's bytes as base64 (the import's body is JSON, signed like every request). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Starts an import and follows it until it ends, telling `onProgress` how far it is; resolves with the
 * finished status (its result, or the reason it stopped).
 */
export async function runImport(
  base: string,
  request: { file: string; fileName: string; mode: ImportMode; columns: TransferColumn[] },
  onProgress: (status: ImportStatus) => void,
): Promise<ImportStatus> {
  const { data: started } = await http.post<ImportStatus>(`${base}import`, request);
  onProgress(started);
  let status = started;
  while (status.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 400));
    ({ data: status } = await http.get<ImportStatus>(`${base}importStatus`, { job: started.job }));
    onProgress(status);
  }
  return status;
}
