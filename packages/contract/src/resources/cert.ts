import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../due-status.js';
import type { FieldDef, ResourceDef } from '../resource/fields.js';
import { SURVEY_KINDS, SURVEY_SCHEMES } from '../survey-windows.js';
import { LEAD_DAY_OPTIONS } from './alert.js';
import { isoDateSchema } from '../validation.js';
import { statusField as status } from './shared-fields.js';

/**
 * Certificates (DOMAIN.md §4.5): one engine for ship, company and seafarer certificates. A seafarer's
 * documents (passport, CoC, medical...) are certificates with holder_type 'seafarer', also served as
 * `crew.SeafarerDocument` with the document fields.
 */
/** `supplier`: a supplier company's certificates (DOMAIN.md §4.14: class approval, MLC 1.4 licence, ISO). */
export const CERT_HOLDERS = ['ship', 'company', 'seafarer', 'supplier'] as const;
export type CertHolder = (typeof CERT_HOLDERS)[number];

export const CERT_CATEGORIES = ['statutory', 'class', 'ism_isps_mlc', 'pollution', 'liability', 'trading', 'equipment_service', 'domestic', 'company', 'crew'] as const;

/** Kinds of seafarer documents (a crew manager's grouping on the seafarer's page). */
export const DOC_CATEGORIES = ['identity', 'competency', 'proficiency', 'endorsement', 'medical', 'vaccination', 'visa', 'other'] as const;

export const CERT_TERMS = ['full', 'short_term', 'interim', 'provisional', 'conditional'] as const;

/** Alert lead times a certificate type may choose from (days before expiry). */
export const ALERT_DAY_OPTIONS = LEAD_DAY_OPTIONS;

/** Survey results a surveyor's endorsement records. */
export const SURVEY_RESULTS = ['endorsed', 'endorsed_with_conditions', 'credited', 'not_endorsed'] as const;

/** Where a survey window stands (the due-status calculator on its window). */
export const SURVEY_STATES = ['ok', 'due_soon', 'in_window', 'overdue', 'done'] as const;

export const certificateTypeResource: ResourceDef = {
  name: 'cert.CertificateType',
  path: 'cert/certificateType',
  labelField: 'name_en',
  // Ordered by hand (the kit's `sortable`): the heaviest first.
  weigh: true,
  quickSearch: ['code', 'name_en', 'name_zh'],
  defaultOrder: { field: 'weigh', direction: 'desc' },
  actions: ['index', 'add', 'edit', 'del', 'sortable'],
  fields: [
    { name: 'code', type: 'string', widget: 'text', required: true, max: 40, pattern: { source: '^[A-Za-z0-9_.-]+$', message: 'cert.codeRule' }, search: ['eq', 'LIKE'], sortable: true, unique: { ignoreCase: true, message: 'cert.codeTaken' } },
    { name: 'name_en', type: 'string', widget: 'text', required: true, max: 150, search: ['LIKE'], sortable: true },
    { name: 'name_zh', type: 'string', widget: 'text', required: true, max: 100, search: ['LIKE'] },
    { name: 'holder', type: 'string', widget: 'select', options: CERT_HOLDERS, required: true, default: 'ship', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'category', type: 'string', widget: 'select', options: CERT_CATEGORIES, required: true, default: 'statutory', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'doc_category', type: 'string', widget: 'select', options: DOC_CATEGORIES, column: { render: 'tag' }, search: ['eq', 'IN'] },
    /** Empty: permanent (no expiry). */
    { name: 'validity_months', type: 'int', widget: 'number', min: 0, max: 600, sortable: true },
    { name: 'survey_scheme', type: 'string', widget: 'select', options: SURVEY_SCHEMES, required: true, default: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'window_before_months', type: 'int', widget: 'number', min: 0, max: 12, default: 3, column: { hidden: true } },
    { name: 'window_after_months', type: 'int', widget: 'number', min: 0, max: 12, default: 3, column: { hidden: true } },
    { name: 'alert_days', type: 'string[]', widget: 'checkbox', options: ALERT_DAY_OPTIONS, default: ['90', '60', '30', '7'], column: { render: 'tags' } },
    { name: 'stcw_reg', type: 'string', widget: 'text', max: 20, search: ['eq', 'LIKE'] },
    { name: 'mandatory', type: 'boolean', widget: 'switch', default: true, column: { render: 'switch' }, search: ['eq'] },
    { name: 'weigh', type: 'int', widget: 'number', default: 0, sortable: true },
    status,
    { name: 'remark', type: 'string', widget: 'textarea', max: 500, column: { hidden: true } },
  ],
};

/** Fields a certificate and a seafarer document share, in the order forms show them. */
const issueFields: FieldDef[] = [
  { name: 'issue_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE'] },
  /** Empty: no expiry (a permanent certificate). */
  { name: 'expiry_date', type: 'date', widget: 'date', sortable: true, search: ['RANGE', 'lt', 'elt', 'gt', 'egt', 'NULL', 'NOT NULL'] },
];

const certificateStatusField: FieldDef = {
  name: 'status',
  type: 'string',
  widget: 'select',
  options: CERTIFICATE_STATUSES,
  // Computed on every save and by the daily job; a person may only suspend or withdraw (or reinstate).
  form: 'edit',
  column: { render: 'tag' },
  search: ['eq', 'IN', 'NOT IN'],
  sortable: true,
};

const fileFields: FieldDef[] = [
  { name: 'files', type: 'string[]', widget: 'files', max: 255, column: { hidden: true } },
  { name: 'remarks', type: 'string', widget: 'textarea', max: 1000, column: { hidden: true } },
];

export const certificateResource: ResourceDef = {
  name: 'cert.Certificate',
  path: 'cert/certificate',
  labelField: 'cert_no',
  quickSearch: ['cert_no', 'issued_by', 'remarks'],
  importKey: ['cert_no', 'cert_type_id'],
  defaultOrder: { field: 'expiry_date', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  /** recordSurvey `{id, survey_id, done_date, ...}` and renew `{id, ...new certificate}`: see the body schemas below. */
  steps: [
    { name: 'recordSurvey', batch: false },
    { name: 'renew', batch: false },
  ],
  fields: [
    { name: 'holder_type', type: 'string', widget: 'radio', options: CERT_HOLDERS, required: true, default: 'ship', form: 'add', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, search: ['eq', 'IN'] },
    { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Seafarer/' }, search: ['eq'], column: { hidden: true } },
    { name: 'supplier_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/supplier.Company/' }, search: ['eq', 'IN'], column: { hidden: true } },
    { name: 'cert_type_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/cert.CertificateType/' }, required: true, search: ['eq', 'IN'] },
    { name: 'cert_no', type: 'string', widget: 'text', max: 60, search: ['eq', 'LIKE'], sortable: true },
    { name: 'issued_by', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    { name: 'issue_place', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    ...issueFields,
    { name: 'term', type: 'string', widget: 'select', options: CERT_TERMS, required: true, default: 'full', column: { render: 'tag', hidden: true }, search: ['eq'] },
    { name: 'extension_until', type: 'date', widget: 'date', column: { hidden: true } },
    { name: 'last_endorsement_date', type: 'date', widget: 'date', form: 'none', sortable: true },
    certificateStatusField,
    { name: 'superseded_by_id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'NULL', 'NOT NULL'] },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    ...fileFields,
    { name: 'updated_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime', hidden: true }, sortable: true },
  ],
};

/** A seafarer's documents: the certificate table, fixed to holder_type 'seafarer', with the document fields. */
export const seafarerDocumentResource: ResourceDef = {
  name: 'crew.SeafarerDocument',
  path: 'crew/seafarerDocument',
  labelField: 'cert_no',
  quickSearch: ['cert_no', 'issuing_authority', 'capacity'],
  importKey: ['cert_no', 'cert_type_id', 'seafarer_id'],
  defaultOrder: { field: 'expiry_date', direction: 'asc' },
  actions: ['index', 'add', 'edit', 'del'],
  /** verify `{ids}`: the crew manager has checked the originals (sets verified_by/at). */
  steps: [{ name: 'verify', batch: true }],
  fields: [
    /** Searchable for the dashboard's links to exactly the documents a tile counts. */
    { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'seafarer_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/crew.Seafarer/' }, required: true, search: ['eq', 'IN'] },
    { name: 'cert_type_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/cert.CertificateType/' }, required: true, search: ['eq', 'IN'] },
    /** From the document's type. */
    { name: 'doc_category', type: 'string', widget: 'select', options: DOC_CATEGORIES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN'] },
    { name: 'cert_no', type: 'string', widget: 'text', required: true, max: 60, search: ['eq', 'LIKE'], sortable: true },
    { name: 'issuing_country', type: 'string', widget: 'text', max: 2, pattern: { source: '^([A-Za-z]{2})?$', message: 'cert.countryCode' }, search: ['eq'] },
    { name: 'issuing_authority', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    ...issueFields,
    { name: 'stcw_reg', type: 'string', widget: 'text', max: 20, search: ['eq', 'LIKE'] },
    { name: 'capacity', type: 'string', widget: 'text', max: 100, search: ['LIKE'] },
    certificateStatusField,
    { name: 'verified_by', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/auth.Admin/' }, form: 'none', search: ['NULL', 'NOT NULL'] },
    { name: 'verified_at', type: 'datetime', widget: 'datetime', form: 'none', column: { render: 'datetime' }, sortable: true },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', remote: { url: '/admin/auth.Department/' }, form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    ...fileFields,
  ],
};

/** The survey windows of certificates (read-only list; surveys are recorded on the certificate). */
export const certificateSurveyResource: ResourceDef = {
  name: 'cert.CertificateSurvey',
  path: 'cert/certificateSurvey',
  labelField: 'kind',
  quickSearch: ['place', 'surveyor'],
  defaultOrder: { field: 'window_end', direction: 'asc' },
  actions: ['index'],
  fields: [
    { name: 'id', type: 'uuid', widget: 'text', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
    { name: 'certificate_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/cert.Certificate/' }, form: 'none', search: ['eq'] },
    { name: 'ship_id', type: 'uuid', widget: 'remoteSelect', remote: { url: '/admin/fleet.Ship/' }, form: 'none', search: ['eq', 'IN'] },
    { name: 'kind', type: 'string', widget: 'select', options: SURVEY_KINDS, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
    { name: 'anniversary_no', type: 'int', widget: 'number', form: 'none', column: { hidden: true } },
    { name: 'anniversary_date', type: 'date', widget: 'date', form: 'none', sortable: true },
    { name: 'window_start', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'elt', 'egt'] },
    { name: 'window_end', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'lt', 'elt', 'gt', 'egt'] },
    { name: 'state', type: 'string', widget: 'select', options: SURVEY_STATES, form: 'none', column: { render: 'tag' }, search: ['eq', 'IN', 'NOT IN'] },
    { name: 'done_date', type: 'date', widget: 'date', form: 'none', sortable: true, search: ['RANGE', 'NULL', 'NOT NULL'] },
    { name: 'place', type: 'string', widget: 'text', form: 'none' },
    { name: 'surveyor', type: 'string', widget: 'text', form: 'none' },
    { name: 'result', type: 'string', widget: 'select', options: SURVEY_RESULTS, form: 'none', column: { render: 'tag' }, search: ['eq'] },
    { name: 'dept_id', type: 'uuid', widget: 'treeSelect', form: 'none', column: { hidden: true }, search: ['eq', 'IN'] },
  ],
};

export const CERT_RESOURCES = [certificateTypeResource, certificateResource, certificateSurveyResource, seafarerDocumentResource] as const;

const isoDate = isoDateSchema;
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validate.tooLong' }).optional();

/** POST /admin/cert.Certificate/recordSurvey: endorses one window of the certificate. */
export const recordSurveyBody = z.strictObject({
  id: z.string().uuid(),
  survey_id: z.string().uuid({ error: 'validate.required' }),
  done_date: isoDate,
  place: optionalText(100),
  surveyor: optionalText(100),
  result: z.enum(SURVEY_RESULTS, { error: 'validate.invalidValue' }).default('endorsed'),
  remarks: optionalText(500),
  endorsement_file: z.string().max(255).optional(),
});
export type RecordSurveyBody = z.infer<typeof recordSurveyBody>;

/**
 * POST /admin/cert.Certificate/renew: the new certificate that replaces `id`. Without `expiry_date` it is
 * computed: from `survey_completed_date` by the renewal rule (`renewedExpiry`), else issue date + validity.
 */
export const renewBody = z.strictObject({
  id: z.string().uuid(),
  cert_no: z.string().trim().min(1, { error: 'validate.required' }).max(60, { error: 'validate.tooLong' }),
  issue_date: isoDate,
  expiry_date: z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional(),
  survey_completed_date: z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional(),
  issued_by: optionalText(100),
  issue_place: optionalText(100),
  term: z.enum(CERT_TERMS, { error: 'validate.invalidValue' }).default('full'),
  files: z.array(z.string().max(255)).max(50).optional(),
  remarks: optionalText(1000),
});
export type RenewBody = z.infer<typeof renewBody>;

export interface RenewAnswer {
  row: Record<string, unknown> & { id: string };
  /** The replaced certificate, now superseded. */
  superseded_id: string;
}
