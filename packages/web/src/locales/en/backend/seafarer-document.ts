/**
 * Labels of crew.SeafarerDocument (`crew.seafarerDocument.{field}`), merged into the `crew` labels by
 * backend.ts: a seafarer's documents are certificates with the document fields.
 */
import { certWords } from './cert';

export default {
  seafarerDocument: {
    id: 'Document ID',
    seafarer_id: 'Seafarer',
    cert_type_id: 'Document',
    doc_category: 'Kind',
    doc_category_options: certWords.docCategories,
    cert_no: 'Number',
    issuing_country: 'Issuing country',
    issuing_authority: 'Issuing authority',
    issue_date: 'Issue date',
    expiry_date: 'Expiry date',
    stcw_reg: 'STCW regulation',
    capacity: 'Capacity / limitations',
    status: 'Status',
    status_options: certWords.statuses,
    verified_by: 'Verified by',
    verified_at: 'Verified',
    dept_id: 'Department',
    files: 'Scans',
    remarks: 'Remarks',
  },
};
