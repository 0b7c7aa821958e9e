/**
 * Data in and out of a resource (contract resource/transfer.ts): the list as a file written as a job and
 * followed to its end, the template, an import followed to its end, and its error report.
 */
import type { ImportMode, ImportStatus, TransferColumn, TransferFormat, TransferStatus } from '@vessel/contract';
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

/** How often a job's progress is asked for. */
const FOLLOW_MS = 400;

/** Asks for a job's status until it ends (or `signal` says to stop following), telling `onProgress` each time. */
async function follow<S extends TransferStatus>(statusUrl: string, started: S, onProgress: (status: S) => void, signal?: AbortSignal): Promise<S> {
  let status = started;
  while (status.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
    signal?.throwIfAborted();
    ({ data: status } = await http.get<S>(statusUrl, { job: started.job }));
    onProgress(status);
  }
  return status;
}

/** An export that stopped on the server: its message is the server's, in the reader's language. */
export class ExportStopped extends Error {}

/**
 * Exports the list as shown: the server writes the file a page of rows at a time as a job, `onProgress` is
 * told how many rows are written of how many, and the file is saved once done. Rejects with the server's
 * message when the export is refused or stops.
 */
export async function runExport(base: string, request: ExportRequest, onProgress: (status: TransferStatus) => void, signal?: AbortSignal): Promise<void> {
  const { data: started } = await http.post<TransferStatus>(`${base}exportStart`, request);
  onProgress(started);
  const status = await follow(`${base}exportStatus`, started, onProgress, signal);
  if (status.state === 'failed') throw new ExportStopped(status.message ?? '');
  signal?.throwIfAborted();
  await downloadFile({ url: `${base}exportFile?job=${encodeURIComponent(started.job)}`, fallbackName: `${request.name}.${request.format}` });
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
  return follow(`${base}importStatus`, started, onProgress);
}
