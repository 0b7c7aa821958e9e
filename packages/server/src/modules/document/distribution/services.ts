import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { ChangeRequestState, ControlledDocument, DocumentChanges } from '../../../platform/document-changes.js';
import type { ModuleContext } from '../../../platform/module.js';
import { admin } from '../../../platform/identity/tables.js';
import { NUMBERING } from '../../../platform/numbering.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { document } from '../control/tables.js';
import { changeRequest } from './tables.js';

/**
 * DOCUMENT_CHANGES as this part provides it: a DCR raised by another area (a master's review) is the
 * same record the form makes, numbered the same way, in the ship's data scope (else the requester's).
 */
export const documentChanges = (context: ModuleContext): DocumentChanges => ({
  async raise(tx: Db, request) {
    let deptId: string | null = null;
    if (request.shipId) {
      const ship = (await service(SHIP_DIRECTORY).byIds(tx, [request.shipId])).get(request.shipId);
      if (!ship) throw new Error(`Unknown ship ${request.shipId}`);
      deptId = ship.dept_id;
    } else {
      const [who] = await tx.select({ department_id: admin.department_id }).from(admin).where(eq(admin.id, request.requestedBy));
      deptId = who?.department_id ?? null;
    }
    const dcr_no = await service(NUMBERING).next(tx, { bizType: 'dcr', shipId: request.shipId, date: await context.alerts.today() });
    const [row] = await tx
      .insert(changeRequest)
      .values({
        dcr_no,
        document_id: request.documentId,
        title: request.title.slice(0, 200),
        source: request.source,
        source_id: request.sourceId,
        ship_id: request.shipId,
        dept_id: deptId,
        requested_by: request.requestedBy,
        reason: request.reason.slice(0, 2000),
        proposed_change: request.proposedChange.slice(0, 4000),
        status: 'submitted',
        created_by: request.requestedBy,
      })
      .returning({ id: changeRequest.id });
    return { id: row!.id, dcr_no };
  },
  async documents(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: document.id, doc_no: document.doc_no, title_en: document.title_en, title_zh: document.title_zh, status: document.status }).from(document).where(inArray(document.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row as ControlledDocument]));
  },
  async ofSource(db, source, sourceId) {
    const rows = await db
      .select({ id: changeRequest.id, dcr_no: changeRequest.dcr_no, status: changeRequest.status, document_id: changeRequest.document_id, implemented_version_id: changeRequest.implemented_version_id })
      .from(changeRequest)
      .where(and(eq(changeRequest.source, source), eq(changeRequest.source_id, sourceId)))
      .orderBy(changeRequest.created_at);
    return rows.map((row) => ({ ...row, dcr_no: row.dcr_no ?? '' }) as ChangeRequestState);
  },
});
