import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  assignmentResource,
  contractPlannedEnd,
  contractResource,
  contractStatusChangeAllowed,
  daysOnBoard,
  positionRequirementResource,
  positionResource,
  seafarerResource,
  seaServiceResource,
  seafarerStatus,
  translate,
  type EmploymentState,
  type ContractStatus,
  type MessageKey,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { fieldError } from '../../platform/envelope.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { scopeCondition } from '../../platform/resource/register.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS } from '../cert/api.js';
import { optionalService, service } from '../../platform/services.js';
import { SUPPLIER_DIRECTORY } from '../../platform/suppliers.js';
import { companyToday } from '../../platform/company-today.js';
import { assignmentLabel, assertOffLeave, assertSendable, findOverlap, lockSeafarer, overlapError, shipById, shipRank, shipTakingCrew } from './assignment-rules.js';
import { reconcileCrewAlerts } from './alert-sources.js';
import { withLabels } from '../../platform/record-labels.js';
import { crewPoolDepartment, refreshSeafarer } from './seafarer-standing.js';
import { crewAssignment, crewContract, position, positionRequirement, seafarer, seaService } from './tables.js';

const pickers = (...paths: string[]) => paths.flatMap((path) => [`${path}/add`, `${path}/edit`]);

/** Form values that are columns of the binding's table, '' kept for text and turned to null for the rest. */
function copy(values: Record<string, unknown>, names: readonly string[], nullable: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) out[name] = values[name];
  for (const name of nullable) if (values[name] !== undefined) out[name] = values[name] === '' ? null : values[name];
  return out;
}

const after = <T>(values: Record<string, unknown>, existing: Row | null, name: string): T => (values[name] !== undefined ? values[name] : existing?.[name]) as T;

// ---------------------------------------------------------------------------------------------------
// Positions and their document requirements

export const positionBinding: ResourceBinding = {
  def: positionResource,
  table: position,
  selectRights: [...pickers('crew/seafarer', 'crew/assignment', 'crew/contract', 'crew/seaService', 'crew/positionRequirement', 'fleet/ship'), 'crew/assignment/index', 'crew/seafarer/index'],
  async toColumns(values) {
    const columns = copy(values, ['code', 'name_en', 'name_zh', 'abbr', 'kind', 'ship_department', 'level', 'stcw_reg', 'is_watchkeeper', 'is_head_of_dept', 'weigh', 'status'], ['min_age']);
    return columns;
  },
  async beforeDelete(rows, { tx }) {
    const ids = rows.map((row) => row.id);
    const [used] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from seafarer where rank_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        union all select id from crew_assignment where rank_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        union all select id from crew_contract where rank_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        union all select id from sea_service where rank_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        limit 1`),
    );
    if (used) throw fieldError('ids', 'crew.positionInUse');
  },
};

async function certTypeHolder(tx: Db, certTypeId: string): Promise<string | null> {
  return (await service(CERTIFICATE_TYPES).byIds(tx, [certTypeId])).get(certTypeId)?.holder ?? null;
}

export const positionRequirementBinding: ResourceBinding = {
  def: positionRequirementResource,
  table: positionRequirement,
  async present(rows, db) {
    const labelled = await withLabels(db, rows, { position_id: 'position' }, 'bilingual');
    const typeIds = [...new Set(rows.map((row) => row.cert_type_id as string))];
    const byId = await service(CERTIFICATE_TYPES).byIds(db, typeIds);
    return labelled.map((row) => ({
      ...row,
      cert_type_id_label: byId.get(row.cert_type_id as string)?.name_en ?? '',
      cert_type_id_label_zh: byId.get(row.cert_type_id as string)?.name_zh ?? '',
      cert_type_code: byId.get(row.cert_type_id as string)?.code ?? '',
    }));
  },
  async toColumns(values, { tx, existing }) {
    const positionId = after<string>(values, existing, 'position_id');
    await shipRank(tx, positionId, 'position_id');
    const certTypeId = after<string>(values, existing, 'cert_type_id');
    const holder = await certTypeHolder(tx, certTypeId);
    if (holder !== 'seafarer') throw fieldError('cert_type_id', 'crew.certTypeNotSeafarer');
    const shipType = (after<string | null>(values, existing, 'ship_type') || null) as string | null;
    const columns = copy(values, ['position_id', 'cert_type_id', 'mandatory', 'min_validity_days', 'remark']);
    if (values.ship_type !== undefined) columns.ship_type = shipType;
    return columns;
  },
};

// ---------------------------------------------------------------------------------------------------
// Seafarers and sea service

/**
 * A seafarer's manning agent is a supplier of type `manning_agent` the supplier area says may be chosen now
 * (approved or conditional, approval not expired). Asked only when the agent changes: an agent suspended
 * later does not stop the crew manager from correcting the seafarer's phone number.
 */
async function checkManningAgent(tx: Db, agentId: unknown): Promise<void> {
  if (typeof agentId !== 'string' || !agentId) return;
  const agent = (await optionalService(SUPPLIER_DIRECTORY)?.byIds(tx, [agentId]))?.get(agentId);
  if (!agent?.selectable || !agent.types.includes('manning_agent')) throw fieldError('manning_agent_id', 'crew.manningAgentNotSelectable');
}

/** The agent's name beside its id, from the supplier area (absent when the area is disabled). */
async function withManningAgents(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.manning_agent_id as string | null).filter((id): id is string => !!id))];
  const directory = ids.length ? optionalService(SUPPLIER_DIRECTORY) : undefined;
  if (!directory) return rows;
  const agents = await directory.byIds(db, ids);
  for (const row of rows) {
    const agent = row.manning_agent_id ? agents.get(row.manning_agent_id as string) : undefined;
    if (agent) Object.assign(row, { manning_agent_id_label: agent.name_en, manning_agent_id_label_zh: agent.name_zh || agent.name_en });
  }
  return rows;
}

const SEAFARER_TEXT = [
  'seafarer_no', 'name_en', 'name_zh', 'photo', 'gender', 'birth_place', 'nationality', 'id_card_no', 'rank_id', 'employment_state',
  'mobile', 'email', 'address', 'emergency_contact_name', 'emergency_contact_relation', 'emergency_contact_phone',
  'blacklist_reason', 'remark', 'ship_type_experience',
] as const;

export const seafarerBinding: ResourceBinding = {
  def: seafarerResource,
  table: seafarer,
  scope: { department: seafarer.dept_id },
  selectRights: [...pickers('crew/assignment', 'crew/contract', 'crew/seaService', 'cert/certificate', 'crew/seafarerDocument', 'audit/auditor'), 'crew/assignment/index'],
  async present(rows, db) {
    const labelled = await withLabels(db, rows, { rank_id: 'position', applied_rank_id: 'position', current_ship_id: 'ship' }, 'bilingual');
    return withManningAgents(db, labelled);
  },
  async toColumns(values, context) {
    const { tx, existing, memo } = context;
    if (values.manning_agent_id && values.manning_agent_id !== existing?.manning_agent_id) await checkManningAgent(tx, values.manning_agent_id);
    for (const field of ['rank_id', 'applied_rank_id'] as const) {
      const rankId = values[field];
      if (typeof rankId === 'string') await memo.remember(`crew.shipRank:${rankId}`, () => shipRank(tx, rankId, field));
    }
    const today = await companyToday(context.request);
    if (typeof values.birth_date === 'string' && values.birth_date >= today) throw fieldError('birth_date', 'crew.birthDate');
    const columns = copy(values, SEAFARER_TEXT, ['birth_date', 'applied_rank_id', 'availability_date', 'manning_agent_id']);
    if (typeof columns.id_card_no === 'string') columns.id_card_no = columns.id_card_no.toUpperCase();
    if (!existing) {
      // A new seafarer has no assignment yet: the pool's department and their standing alone decide
      // (refreshSeafarer works both out again on every later change).
      columns.dept_id = await memo.remember('crew.poolDepartment', () => crewPoolDepartment(tx));
      columns.status = seafarerStatus({
        employment: (columns.employment_state as EmploymentState | undefined) ?? 'active',
        latest: null,
        availabilityDate: (columns.availability_date as string | null | undefined) ?? null,
        today,
      });
    }
    return columns;
  },
  async afterWrite(row, _values, { tx, request, existing }) {
    // Standing or availability may have changed the derived status (a new seafarer's was set with its columns).
    if (existing) await refreshSeafarer(tx, row.id, await companyToday(request));
  },
  async beforeDelete(rows, { tx }) {
    const ids = rows.map((row) => row.id);
    const [assignment] = await tx.select({ id: crewAssignment.id }).from(crewAssignment).where(inArray(crewAssignment.seafarer_id, ids)).limit(1);
    const [contract] = await tx.select({ id: crewContract.id }).from(crewContract).where(inArray(crewContract.seafarer_id, ids)).limit(1);
    const [document] = await service(SEAFARER_DOCUMENTS).ofSeafarers(tx, ids);
    if (assignment || contract || document) throw fieldError('ids', 'crew.seafarerInUse');
  },
};

/** Sea service is seen by whoever sees the seafarer. */
function visibleSeafarers(access: WriteContext['access']) {
  const condition = scopeCondition(seafarerBinding, access);
  if (!condition) return undefined;
  return inArray(seaService.seafarer_id, sql`(select ${seafarer.id} from ${seafarer} where ${condition})`);
}

export const seaServiceBinding: ResourceBinding = {
  def: seaServiceResource,
  table: seaService,
  restrict: (access) => visibleSeafarers(access),
  present: (rows, db) => withLabels(db, rows, { seafarer_id: 'seafarer', rank_id: 'position', ship_id: 'ship' }, 'bilingual'),
  async toColumns(values, { existing }) {
    if (existing?.is_internal) throw fieldError('ship_name', 'crew.seaServiceInternal');
    const signOn = after<string>(values, existing, 'sign_on');
    const signOff = after<string | null>(values, existing, 'sign_off') || null;
    if (signOff && signOff < signOn) throw fieldError('sign_off', 'crew.signOffBeforeSignOn');
    const columns = copy(values, ['seafarer_id', 'ship_name', 'imo_no', 'ship_type', 'flag', 'rank_id', 'company', 'sign_on', 'remark'], ['gt', 'engine_kw', 'sign_off']);
    columns.days = signOff ? daysOnBoard(signOn, signOff) : null;
    return columns;
  },
  async beforeDelete(rows) {
    if (rows.some((row) => row.is_internal)) throw fieldError('ids', 'crew.seaServiceInternal');
  },
};

// ---------------------------------------------------------------------------------------------------
// Employment contracts

function contractStatusName(context: WriteContext, status: string): string {
  return translate(context.request.lang, `crew.contractStatus.${status}` as MessageKey);
}

export const contractBinding: ResourceBinding = {
  def: contractResource,
  table: crewContract,
  scope: { department: crewContract.dept_id },
  selectRights: [...pickers('crew/assignment'), 'crew/assignment/index'],
  present: (rows, db) => withLabels(db, rows, { seafarer_id: 'seafarer', ship_id: 'ship', rank_id: 'position' }, 'bilingual'),
  async toColumns(values, context) {
    const { tx, existing, request } = context;
    const shipId = after<string>(values, existing, 'ship_id');
    const seafarerId = after<string>(values, existing, 'seafarer_id');
    const target = values.ship_id !== undefined && values.ship_id !== existing?.ship_id ? await shipTakingCrew(tx, shipId, request.lang) : (await shipById(tx, shipId))!;
    if (typeof values.rank_id === 'string') await shipRank(tx, values.rank_id);
    const from = (existing?.status ?? 'draft') as ContractStatus;
    const to = after<ContractStatus>(values, existing, 'status');
    if (existing && !contractStatusChangeAllowed(from, to)) throw fieldError('status', 'crew.contractStatusChange', { from: contractStatusName(context, from), to: contractStatusName(context, to) });
    if (existing && (seafarerId !== existing.seafarer_id || shipId !== existing.ship_id)) {
      const [linked] = await tx.select({ id: crewAssignment.id }).from(crewAssignment).where(eq(crewAssignment.contract_id, existing.id)).limit(1);
      if (linked) throw fieldError('seafarer_id', 'crew.contractInUse');
    }
    const columns = copy(values, ['contract_no', 'seafarer_id', 'ship_id', 'rank_id', 'start_date', 'duration_months', 'tolerance_months', 'wage_scale', 'currency', 'cba', 'repatriation_terms', 'status', 'remark'], ['sign_date', 'basic_wage']);
    columns.planned_end_date = contractPlannedEnd(after<string>(values, existing, 'start_date'), Number(after<number>(values, existing, 'duration_months')));
    if ((to === 'completed' || to === 'terminated') && from !== to && !existing?.end_date) columns.end_date = await companyToday(request);
    columns.dept_id = target.dept_id;
    return columns;
  },
  async beforeDelete(rows, { tx }) {
    const [linked] = await tx.select({ id: crewAssignment.id }).from(crewAssignment).where(inArray(crewAssignment.contract_id, rows.map((row) => row.id))).limit(1);
    if (linked) throw fieldError('ids', 'crew.contractInUse');
  },
};

// ---------------------------------------------------------------------------------------------------
// Assignments (crew tracking): the form plans a period; the steps move it (assignment-steps.ts)

/** Fields that say who goes where: fixed once the assignment is approved. */
const IDENTITY = ['seafarer_id', 'ship_id', 'rank_id'] as const;

export const assignmentBinding: ResourceBinding = {
  def: assignmentResource,
  table: crewAssignment,
  scope: { department: crewAssignment.dept_id },
  selectRights: pickers('crew/assignment'),
  readOnlyColumns: ['dept_id', 'approved_by'],
  present: (rows, db) =>
    withLabels(
      db,
      rows,
      {
        seafarer_id: 'seafarer',
        ship_id: 'ship',
        rank_id: 'position',
        contract_id: 'contract',
        relieves_assignment_id: 'assignment',
        relieved_by_assignment_id: 'assignment',
      },
      'bilingual',
    ),
  async toColumns(values, context) {
    const { tx, existing, request } = context;
    const today = await companyToday(request);
    const status = (existing?.status ?? 'planned') as string;
    const changesIdentity = IDENTITY.some((name) => values[name] !== undefined && values[name] !== existing?.[name]);
    if (existing && changesIdentity && status !== 'planned' && status !== 'nominated') throw fieldError('seafarer_id', 'crew.editLocked');
    if (existing && (status === 'signed_off' || status === 'cancelled')) {
      const changed = ['planned_join_date', 'planned_sign_off_date', 'contract_id', 'relieves_assignment_id'].some((name) => values[name] !== undefined && (values[name] || null) !== (existing[name] ?? null));
      if (changed) throw fieldError('planned_sign_off_date', 'crew.editLocked');
    }
    if (existing && status === 'onboard' && values.planned_join_date !== undefined && values.planned_join_date !== existing.planned_join_date) {
      throw fieldError('planned_join_date', 'crew.editLocked');
    }

    const seafarerId = after<string>(values, existing, 'seafarer_id');
    const shipId = after<string>(values, existing, 'ship_id');
    const rankId = after<string>(values, existing, 'rank_id');
    const plannedJoin = after<string>(values, existing, 'planned_join_date');
    const plannedOff = after<string>(values, existing, 'planned_sign_off_date');
    if (plannedOff <= plannedJoin) throw fieldError('planned_sign_off_date', 'crew.plannedDates');

    const person = await lockSeafarer(tx, seafarerId);
    if (!person) throw fieldError('seafarer_id', 'record.notFound');
    const rank = await shipRank(tx, rankId);
    const target = changesIdentity || !existing ? await shipTakingCrew(tx, shipId, request.lang) : (await shipById(tx, shipId))!;
    if (!existing || changesIdentity) assertSendable(person, rank, plannedJoin, request.lang);

    const start = (existing?.sign_on_date as string | null) ?? plannedJoin;
    const end = (existing?.sign_off_date as string | null) ?? (status === 'onboard' && plannedOff < today ? today : plannedOff);
    const overlap = await findOverlap(tx, { seafarerId, start, end, excludeId: existing?.id, today });
    if (overlap) throw overlapError(values.planned_join_date !== undefined ? 'planned_join_date' : 'seafarer_id', overlap, request.lang);
    // Once nominated, the seafarer is promised to the ship: a new joining day must fall after their leave.
    const promised = status === 'nominated' || status === 'approved' || status === 'pre_joining';
    if (existing && promised && (changesIdentity || plannedJoin !== existing.planned_join_date)) assertOffLeave(person, plannedJoin);

    const contractId = (after<string | null>(values, existing, 'contract_id') || null) as string | null;
    if (contractId) {
      const [contract] = await tx.select().from(crewContract).where(eq(crewContract.id, contractId)).limit(1);
      if (!contract || contract.seafarer_id !== seafarerId || contract.ship_id !== shipId) throw fieldError('contract_id', 'crew.contractMismatch');
    }
    const relievesId = (after<string | null>(values, existing, 'relieves_assignment_id') || null) as string | null;
    if (relievesId) {
      const [relieved] = await tx.select().from(crewAssignment).where(eq(crewAssignment.id, relievesId)).limit(1);
      const live = relieved && ['nominated', 'approved', 'pre_joining', 'onboard'].includes(relieved.status);
      if (!relieved || !live || relieved.ship_id !== shipId || relieved.id === existing?.id || relieved.seafarer_id === seafarerId) {
        throw fieldError('relieves_assignment_id', 'crew.reliefInvalid');
      }
    }

    const columns = copy(values, ['seafarer_id', 'ship_id', 'rank_id', 'planned_join_date', 'planned_join_port', 'planned_sign_off_date', 'remark'], ['contract_id', 'relieves_assignment_id']);
    columns.dept_id = target.dept_id;
    columns.label = await assignmentLabel(tx, { seafarerId, rankId, shipId, plannedJoin });
    if (!existing) columns.status = 'planned';
    return columns;
  },
  async afterWrite(row, _values, { tx, existing, request }) {
    const today = await companyToday(request);
    // The relieved period knows who relieves it (and forgets a relief that moved elsewhere).
    const before = (existing?.relieves_assignment_id ?? null) as string | null;
    const now = (row.relieves_assignment_id ?? null) as string | null;
    if (before && before !== now) {
      await tx.update(crewAssignment).set({ relieved_by_assignment_id: null }).where(and(eq(crewAssignment.id, before), eq(crewAssignment.relieved_by_assignment_id, row.id)));
    }
    if (now) await tx.update(crewAssignment).set({ relieved_by_assignment_id: row.id }).where(eq(crewAssignment.id, now));
    // A relief planned closes the "no relief" alert of the relieved period, with this write.
    await reconcileCrewAlerts(request.server.moduleContext.alerts, tx, [row.id, ...(before ? [before] : [])], today, tx);
    await refreshSeafarer(tx, row.seafarer_id as string, today);
    if (existing && existing.seafarer_id !== row.seafarer_id) await refreshSeafarer(tx, existing.seafarer_id as string, today);
  },
  async beforeDelete(rows, { tx }) {
    if (rows.some((row) => row.status !== 'planned' && row.status !== 'cancelled')) throw fieldError('ids', 'crew.assignmentInUse');
    const ids = rows.map((row) => row.id);
    await tx.update(crewAssignment).set({ relieved_by_assignment_id: null }).where(inArray(crewAssignment.relieved_by_assignment_id, ids));
    await tx.update(crewAssignment).set({ relieves_assignment_id: null }).where(inArray(crewAssignment.relieves_assignment_id, ids));
  },
};

export const CREW_BINDINGS = [positionBinding, positionRequirementBinding, seafarerBinding, seaServiceBinding, contractBinding, assignmentBinding];

