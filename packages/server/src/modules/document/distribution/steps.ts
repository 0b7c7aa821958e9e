import { and, eq, inArray } from 'drizzle-orm';
import {
  acknowledgeBody,
  addDays,
  changeRequestDecisionBody,
  changeRequestImplementBody,
  DEFAULT_ACK_DAYS,
  DISTRIBUTABLE_VERSION_STATES,
  distributeBody,
  type DistributionTargetType,
} from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { can, type AdminAccess } from '../../../platform/authorization.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { document, documentVersion } from '../control/tables.js';
import { reconcileAcks } from './alert-source.js';
import { previousVersionOf, recountDistribution } from './resources.js';
import { acknowledgement, changeRequest, distribution, type AcknowledgementRow, type ChangeRequestRow } from './tables.js';
import { nicknames, resolveTarget } from './targets.js';

/** Days to acknowledge when the distributor names no date. */
export const ACK_DAYS_SETTING = 'document_ack_days';
/** Acknowledging for the person an acknowledgement waits for (a DPA for a master who cannot). */
export const ACK_ON_BEHALF_RIGHT = 'document/acknowledgement/ackOnBehalf';

const versionStateKey = (state: string) => `document.version.status_options.${state}`;
const dcrStateKey = (state: string) => `document.changeRequest.status_options.${state}`;

export interface DistributeInput {
  versionId: string;
  targets: ReadonlyArray<{ target_type: DistributionTargetType; target_id: string; copies?: number }>;
  requiresAck: boolean;
  ackDueDate: string;
  remark?: string | null;
  today: string;
  lang: string;
  access: AdminAccess;
}

/**
 * Sends a version to several targets at once (DOMAIN.md §4.13): one distribution per target, one
 * acknowledgement per person the target expands to (targets.ts), each knowing the version it replaces so
 * a ship confirms the obsolete copy removed. A version is sent only once to the same target.
 */
export async function distributeVersion(tx: Db, alerts: ModuleContext['alerts'], input: DistributeInput): Promise<{ distributions: number; acknowledgements: number }> {
  const [version] = await tx.select().from(documentVersion).where(eq(documentVersion.id, input.versionId));
  if (!version) throw new ApiError('record.notFound');
  if (!(DISTRIBUTABLE_VERSION_STATES as readonly string[]).includes(version.status)) throw new ApiError('document.versionNotDistributable');
  if (input.ackDueDate < input.today) throw fieldError('ack_due_date', 'document.ackDueInPast');
  const [doc] = await tx.select({ owner_dept_id: document.owner_dept_id }).from(document).where(eq(document.id, version.document_id));
  const previous = await previousVersionOf(tx, version);
  const now = new Date();
  const ackIds: string[] = [];
  const seen = new Set<string>();
  let count = 0;
  for (const target of input.targets) {
    const key = `${target.target_type}:${target.target_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const resolved = await resolveTarget(tx, target.target_type, target.target_id, input.access, input.lang, doc?.owner_dept_id ?? null);
    if (input.requiresAck && resolved.people.length === 0) throw new ApiError('document.targetHasNobody', { params: { target: resolved.label } });
    const [taken] = await tx
      .select({ id: distribution.id })
      .from(distribution)
      .where(and(eq(distribution.version_id, version.id), eq(distribution.target_type, target.target_type), eq(distribution.target_id, target.target_id)));
    if (taken) throw new ApiError('document.targetDuplicate', { params: { target: resolved.label } });
    const [row] = await tx
      .insert(distribution)
      .values({
        document_id: version.document_id,
        version_id: version.id,
        target_type: target.target_type,
        target_id: target.target_id,
        target_label: resolved.label.slice(0, 200),
        ship_id: resolved.ship_id,
        dept_id: resolved.dept_id,
        distributed_at: now,
        distributed_by: input.access.admin.id,
        requires_ack: input.requiresAck,
        ack_due_date: input.requiresAck ? input.ackDueDate : null,
        copies: target.copies ?? 1,
        ack_total: input.requiresAck ? resolved.people.length : 0,
        remark: input.remark ?? null,
        created_by: input.access.admin.id,
      })
      .returning({ id: distribution.id });
    count += 1;
    if (!input.requiresAck) continue;
    const acks = await tx
      .insert(acknowledgement)
      .values(
        resolved.people.map((person) => ({
          distribution_id: row!.id,
          document_id: version.document_id,
          version_id: version.id,
          // Only a copy kept on board is removed; a person ashore replaces theirs in the system.
          previous_version_id: person.ship_id ? previous : null,
          target_type: target.target_type,
          ship_id: person.ship_id,
          dept_id: person.dept_id,
          admin_id: person.admin_id,
          due_date: input.ackDueDate,
          status: 'pending',
          created_by: input.access.admin.id,
        })),
      )
      .returning({ id: acknowledgement.id });
    ackIds.push(...acks.map((ack) => ack.id));
  }
  await reconcileAcks(alerts, tx, ackIds);
  return { distributions: count, acknowledgements: ackIds.length };
}

export interface AcknowledgeInput {
  comment?: string | null;
  obsoleteCopyRemoved?: boolean;
  access: AdminAccess;
  now?: Date;
}

/**
 * One acknowledgement made (ISM 11): by the person it waits for, or by someone with the right to
 * acknowledge on their behalf; a ship that held a previous version confirms its obsolete copy removed.
 */
export async function acknowledgeOne(tx: Db, alerts: ModuleContext['alerts'], row: AcknowledgementRow, input: AcknowledgeInput): Promise<AcknowledgementRow> {
  if (row.status === 'acknowledged') throw new ApiError('document.ackAlready');
  if (row.admin_id !== input.access.admin.id && !can(input.access, ACK_ON_BEHALF_RIGHT)) {
    const name = row.admin_id ? ((await nicknames(tx, [row.admin_id])).get(row.admin_id) ?? '') : '';
    throw new ApiError('document.ackNotYours', { status: 403, params: { name } });
  }
  if (row.ship_id && row.previous_version_id && input.obsoleteCopyRemoved !== true) {
    const [previous] = await tx.select({ version: documentVersion.version }).from(documentVersion).where(eq(documentVersion.id, row.previous_version_id));
    throw fieldError('obsolete_copy_removed', 'document.obsoleteCopyRequired', { version: previous?.version ?? '' });
  }
  const [after] = await tx
    .update(acknowledgement)
    .set({
      status: 'acknowledged',
      acked_at: input.now ?? new Date(),
      acked_by: input.access.admin.id,
      comment: input.comment ?? null,
      obsolete_copy_removed: input.obsoleteCopyRemoved === true,
      updated_at: new Date(),
    })
    .where(eq(acknowledgement.id, row.id))
    .returning();
  await recountDistribution(tx, [row.distribution_id]);
  await reconcileAcks(alerts, tx, [row.id]);
  return after!;
}

/** The DCR's implementing version: an approved or issued version of the request's document (or of any, for a new document). */
async function implementingVersion(tx: Db, request: ChangeRequestRow, versionId: string) {
  const [version] = await tx.select().from(documentVersion).where(eq(documentVersion.id, versionId));
  if (!version) throw fieldError('implemented_version_id', 'record.notFound');
  if (request.document_id && version.document_id !== request.document_id) throw fieldError('implemented_version_id', 'document.implementOtherDocument');
  if (!(DISTRIBUTABLE_VERSION_STATES as readonly string[]).includes(version.status)) throw fieldError('implemented_version_id', 'document.implementNeedsVersion');
  return version;
}

export function distributionSteps(context: ModuleContext): StepDefinition[] {
  const decide = (name: 'accept' | 'reject', status: 'accepted' | 'rejected') =>
    defineStep({
      resource: 'document.ChangeRequest',
      name,
      input: changeRequestDecisionBody,
      mode: 'each',
      messages: { done: 'document.dcrDone', refused: 'document.dcrRefused' },
      from: { field: 'status', states: ['submitted'], refusal: 'record.stepNotAllowed', stateKey: dcrStateKey },
      async run({ rows, input, tx, access }) {
        const remark = input.decision_remark?.trim() || null;
        if (name === 'reject' && !remark) throw fieldError('decision_remark', 'document.rejectRemarkRequired');
        const [after] = await tx
          .update(changeRequest)
          .set({ status, decided_by: access.admin.id, decided_at: new Date(), decision_remark: remark, updated_at: new Date() })
          .where(eq(changeRequest.id, rows[0]!.id))
          .returning();
        return [after as unknown as Row];
      },
    });
  return [
    defineStep({
      resource: 'document.Version',
      name: 'distribute',
      right: 'document/distribution/add',
      input: distributeBody,
      mode: 'all',
      from: { field: 'status', states: DISTRIBUTABLE_VERSION_STATES, refusal: 'document.versionNotDistributable', stateKey: versionStateKey },
      async run({ rows, input, tx, access, request }) {
        const today = await companyToday(request);
        const days = Number((await context.settings.all(tx)).get(ACK_DAYS_SETTING) ?? DEFAULT_ACK_DAYS) || DEFAULT_ACK_DAYS;
        const made = await distributeVersion(tx, context.alerts, {
          versionId: rows[0]!.id,
          targets: input.targets,
          requiresAck: input.requires_ack ?? true,
          ackDueDate: input.ack_due_date ?? addDays(today, days),
          remark: input.remark ?? null,
          today,
          lang: request.lang,
          access,
        });
        return { rows, value: made };
      },
      answer: (outcome) => {
        const made = outcome.value as { distributions: number; acknowledgements: number };
        return { data: made, message: 'document.distributed', params: { count: made.distributions, people: made.acknowledgements } };
      },
    }),
    defineStep({
      resource: 'document.Acknowledgement',
      name: 'acknowledge',
      input: acknowledgeBody,
      mode: 'each',
      messages: { done: 'document.ackDone', refused: 'document.ackRefused' },
      async run({ rows, input, tx, access }) {
        const after = await acknowledgeOne(tx, context.alerts, rows[0] as unknown as AcknowledgementRow, {
          comment: input.comment?.trim() || null,
          obsoleteCopyRemoved: input.obsolete_copy_removed,
          access,
        });
        return [after as unknown as Row];
      },
    }),
    decide('accept', 'accepted'),
    decide('reject', 'rejected'),
    defineStep({
      resource: 'document.ChangeRequest',
      name: 'implement',
      input: changeRequestImplementBody,
      mode: 'all',
      from: { field: 'status', states: ['accepted'], refusal: 'record.stepNotAllowed', stateKey: dcrStateKey },
      async run({ rows, input, tx, access }) {
        const request = rows[0] as unknown as ChangeRequestRow;
        const version = await implementingVersion(tx, request, input.implemented_version_id);
        const [after] = await tx
          .update(changeRequest)
          .set({
            status: 'implemented',
            document_id: version.document_id,
            implemented_version_id: version.id,
            implemented_at: new Date(),
            decision_remark: input.decision_remark?.trim() || request.decision_remark,
            decided_by: request.decided_by ?? access.admin.id,
            updated_at: new Date(),
          })
          .where(eq(changeRequest.id, request.id))
          .returning();
        return { rows: [after as unknown as Row], value: version.version };
      },
      answer: (outcome) => ({ data: { row: outcome.rows[0] }, message: 'document.dcrImplemented', params: { version: String(outcome.value) } }),
    }),
  ];
}

/** Acknowledgements by id (tests, the demo). */
export async function acknowledgementsByIds(db: Db, ids: readonly string[]): Promise<AcknowledgementRow[]> {
  return ids.length ? db.select().from(acknowledgement).where(inArray(acknowledgement.id, [...ids])) : [];
}
