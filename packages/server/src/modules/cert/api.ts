import type { ShipDetailAnswer } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { serviceToken } from '../../platform/services.js';

/**
 * What the certificate area offers other areas: its service tokens and their types, and nothing else, so
 * that a consumer depends on this leaf file only (never on the certificate area's tables or its manifest,
 * which would tie the areas in a circle). Provided by provideCertServices (services.ts).
 */

/** A certificate type as other areas see it (the crew's rank requirements name them). */
export interface CertificateTypeSummary {
  id: string;
  code: string;
  name_en: string;
  name_zh: string;
  holder: 'ship' | 'company' | 'seafarer' | 'supplier';
  /** The hand ordering of the types: the heaviest first. */
  weigh: number;
}

export interface CertificateTypes {
  /** The types with these ids, in one query; unknown ids are left out. */
  byIds(db: Db, ids: readonly string[]): Promise<Map<string, CertificateTypeSummary>>;
  /** Every type of a holder, by code. */
  byCode(db: Db, holder: CertificateTypeSummary['holder']): Promise<Map<string, CertificateTypeSummary>>;
}
export const CERTIFICATE_TYPES = serviceToken<CertificateTypes>('cert.certificateTypes');

/**
 * A seafarer's document as the crew sees it. Seafarer documents are rows of the certificate table
 * (holder_type 'seafarer'), served as `crew.SeafarerDocument`: they share the certificate's whole life
 * (types, survey windows, expiry alerts, statuses, the recycle bin), so the certificate area owns them and
 * the crew, which decides where a seafarer serves, reads and moves them only through this service.
 */
export interface SeafarerDocument {
  id: string;
  seafarer_id: string;
  cert_type_id: string;
  status: string;
  dept_id: string;
  expiry_date: string | null;
  extension_until: string | null;
  /** The document's number, issuing state (ISO alpha-2, '' when not recorded) and day of issue (the crew list, the seafarer's record). */
  cert_no: string;
  issuing_country: string;
  issue_date: string | null;
}

export interface SeafarerDocuments {
  /**
   * The documents of these seafarers in one query: every one (`all`), or only those that count (not
   * superseded, suspended or withdrawn).
   */
  ofSeafarers(db: Db, seafarerIds: readonly string[], which?: 'all' | 'live'): Promise<SeafarerDocument[]>;
  /** The seafarer documents with these ids (other certificates and unknown ids left out), in one query. */
  byIds(db: Db, ids: readonly string[]): Promise<SeafarerDocument[]>;
  /** The seafarer moved to another department (null: none): their documents follow, in the caller's transaction. */
  followSeafarer(tx: Db, seafarerId: string, deptId: string | null): Promise<void>;
}
export const SEAFARER_DOCUMENTS = serviceToken<SeafarerDocuments>('cert.seafarerDocuments');

/** A ship's certificates, for the fleet. */
export interface ShipCertificates {
  /** The ship's certificates with their types and next survey windows, in the types' order (the ship page). */
  ofShip(db: Db, shipId: string): Promise<ShipDetailAnswer['certificates']>;
  /** Whether any certificate is held for these ships (they block a delete: certificates are records to keep). */
  heldFor(tx: Db, shipIds: readonly string[]): Promise<boolean>;
  /**
   * The survey windows not yet done of the live ship and company certificates of these type codes that
   * open within [from, to]: what the audits area schedules external audits from (DOC annual, SMC
   * intermediate and renewal, ISSC, MLC).
   */
  windowsOpening(db: Db, typeCodes: readonly string[], from: string, to: string): Promise<CertificateWindow[]>;
}

/** One survey window of a certificate, as other areas plan work from it. */
export interface CertificateWindow {
  survey_id: string;
  certificate_id: string;
  cert_type_code: string;
  holder_type: 'ship' | 'company';
  ship_id: string | null;
  dept_id: string;
  kind: string;
  window_start: string;
  window_end: string;
}
export const SHIP_CERTIFICATES = serviceToken<ShipCertificates>('cert.shipCertificates');
