import type { AssignmentStatus } from '../crew-status.js';
import type { ShipStatus } from '../ship-dictionaries.js';

/**
 * `GET /admin/fleet.Ship/detail?id=`: everything the ship page shows at once. Certificates and open items
 * come from the certificate, alert and to-do modules.
 */
export interface ShipDetailAnswer {
  /** The ship as the list presents it (with `*_label` of its remote fields). */
  ship: Record<string, unknown> & { id: string; name_en: string; name_zh: string; status: ShipStatus; dept_id: string };
  status_log: Array<{ id: string; from_status: ShipStatus | null; to_status: ShipStatus; changed_on: string; reason: string; username: string; created_at: string }>;
  name_history: Array<{ id: string; name_en: string; name_zh: string; until: string }>;
  certificates: Array<{
    id: string;
    cert_type_id: string;
    cert_type_code: string;
    cert_type_name_en: string;
    cert_type_name_zh: string;
    cert_no: string;
    issue_date: string | null;
    expiry_date: string | null;
    status: string;
    /** The earliest survey window not done (annual/intermediate first; the renewal window when none is left). */
    next_window: { id: string; kind: string; window_start: string; window_end: string; state: string } | null;
  }>;
  crew_on_board: Array<{
    assignment_id: string;
    seafarer_id: string;
    seafarer_no: string;
    name_en: string;
    name_zh: string;
    nationality: string;
    rank_id: string;
    rank_label: string;
    rank_label_zh: string;
    rank_abbr: string;
    sign_on_date: string;
    days_on_board: number;
    planned_sign_off_date: string | null;
    contract_end: string | null;
    relief_planned: boolean;
  }>;
  /** Crew to join (nominated, approved, pre-joining). */
  crew_joining: Array<{ assignment_id: string; seafarer_id: string; name_en: string; name_zh: string; rank_label: string; rank_label_zh: string; status: AssignmentStatus; planned_join_date: string }>;
  /** Safe manning against the crew on board today, per rank. */
  manning: Array<{ position_id: string; abbr: string; name_en: string; name_zh: string; required: number; onboard: number }>;
  open_items: {
    todos: Array<{ id: string; title: string; due_date: string | null; priority: string; status: string }>;
    alerts: Array<{ id: string; biz_type: string; title: string; level: string; due_date: string | null; stage: string }>;
  };
}
