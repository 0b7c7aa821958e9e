/**
 * Where an automatic to-do or an alert leads: the record whose due date raised it. The alert source
 * (`source` on a to-do, `biz_type` on an alert) says what `biz_id` is. Pure, tested.
 */

export interface RecordLink {
  /** Page path and query, for the router. */
  to: string;
  /** Translation key (backend namespace) of what the link opens. */
  labelKey: string;
}

interface LinkedRow {
  [field: string]: unknown;
  biz_id?: unknown;
  /** The certificate of a survey window, when the server presents it. */
  certificate_id?: unknown;
}

const uuidOf = (value: unknown): string | null => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

export function recordLink(source: string | null | undefined, row: LinkedRow): RecordLink | null {
  const id = uuidOf(row.biz_id);
  if (!id) return null;
  switch (source) {
    case 'certificate':
      return { to: `/admin/cert/certificate?id=${id}`, labelKey: 'todoPage.open.certificate' };
    case 'certificate_survey': {
      // The window's certificate holds the window; without its id the window alone is asked for.
      const certificate = uuidOf(row.certificate_id);
      return certificate
        ? { to: `/admin/cert/certificate?id=${certificate}`, labelKey: 'todoPage.open.certificate' }
        : { to: `/admin/cert/certificate?survey=${id}`, labelKey: 'todoPage.open.certificate' };
    }
    case 'crew_document':
      return { to: `/admin/crew/seafarerDocument?id=${id}`, labelKey: 'todoPage.open.document' };
    case 'crew_contract_end':
      return { to: `/admin/crew/assignment?id=${id}`, labelKey: 'todoPage.open.assignment' };
    case 'safe_manning':
      return { to: `/admin/detailPage?id=${id}`, labelKey: 'todoPage.open.ship' };
    case 'approval':
      return { to: `/admin/approval/instance?search.id=eq:${id}`, labelKey: 'todoPage.open.approval' };
    case 'inspection_detention':
      return { to: `/admin/supervision/inspection?id=${id}`, labelKey: 'todoPage.open.inspection' };
    case 'ncr_action':
      return { to: `/admin/ncr/report?id=${id}`, labelKey: 'todoPage.open.ncr' };
    case 'pms_work_order':
      return { to: `/admin/pms/workOrder?id=${id}`, labelKey: 'todoPage.open.workOrder' };
    case 'pms_counter_stale':
      return { to: `/admin/pms/counter?id=${id}`, labelKey: 'todoPage.open.counter' };
    case 'pms_spare_low':
      return { to: `/admin/pms/sparePart?id=${id}`, labelKey: 'todoPage.open.sparePart' };
    case 'pms_defect_overdue':
      return { to: `/admin/pms/defect?id=${id}`, labelKey: 'todoPage.open.defect' };
    case 'contingency_drill_review':
      return { to: `/admin/contingency/drill?id=${id}`, labelKey: 'todoPage.open.drill' };
    case 'contingency_plan_review':
      return { to: `/admin/contingency/plan?search.id=eq:${id}`, labelKey: 'todoPage.open.emergencyPlan' };
    // A participation alert is the ship's (its crew); a schedule line or a boat has no page of its own.
    case 'contingency_participation':
      return { to: `/admin/detailPage?id=${id}`, labelKey: 'todoPage.open.ship' };
    case 'master_review_due':
      return { to: `/admin/evaluation/masterReview?search.id=eq:${id}`, labelKey: 'todoPage.open.masterReview' };
    case 'management_review_due':
      return { to: `/admin/evaluation/review?search.id=eq:${id}`, labelKey: 'todoPage.open.managementReview' };
    // A missing appraisal is the assignment's (the sign-off it follows); a no-rehire is the appraisal's.
    case 'appraisal_missing':
      return { to: `/admin/crew/assignment?id=${id}`, labelKey: 'todoPage.open.assignment' };
    case 'appraisal_no_rehire':
      return { to: `/admin/evaluation/appraisal?search.id=eq:${id}`, labelKey: 'todoPage.open.appraisal' };
    case 'document_ack':
      return { to: `/admin/document/acknowledgement?search.id=eq:${id}`, labelKey: 'todoPage.open.acknowledgement' };
    default:
      return null;
  }
}
