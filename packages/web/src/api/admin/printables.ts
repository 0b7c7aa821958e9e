/** The printable documents the server renders (issue 22, docs/printables.md): each a GET answering a PDF. */
import { downloadFile } from '../download';

export interface CrewListRequest {
  shipId: string;
  /** YYYY-MM-DD. */
  date: string;
  voyage?: string;
  port?: string;
  direction?: 'arrival' | 'departure';
  lastPort?: string;
}

/** GET /admin/crew.Assignment/crewList: FAL Form 5 of the ship on the day (always in English). */
export function crewListUrl(request: CrewListRequest): string {
  const query = new URLSearchParams({ ship_id: request.shipId, date: request.date });
  if (request.voyage) query.set('voyage', request.voyage);
  if (request.port) query.set('port', request.port);
  if (request.direction) query.set('direction', request.direction);
  if (request.lastPort) query.set('last_port', request.lastPort);
  return `/admin/crew.Assignment/crewList?${query.toString()}`;
}

export const printUrls = {
  /** GET /admin/cert.Certificate/print: the ship's certificate status report. */
  certificates: (shipId: string) => `/admin/cert.Certificate/print?ship_id=${encodeURIComponent(shipId)}`,
  /** GET /admin/crew.Seafarer/print: the seafarer's record. */
  seafarer: (id: string) => `/admin/crew.Seafarer/print?id=${encodeURIComponent(id)}`,
  /** GET /admin/ncr.Report/print: the NCR report. */
  ncr: (id: string) => `/admin/ncr.Report/print?id=${encodeURIComponent(id)}`,
  /** GET /admin/audit.Plan/print: the audit report. */
  audit: (id: string) => `/admin/audit.Plan/print?id=${encodeURIComponent(id)}`,
};

/** Downloads one printable document; the server names the file, `fallbackName` when it does not. */
export function downloadPrintable(url: string, fallbackName: string): Promise<void> {
  return downloadFile({ url, fallbackName });
}
