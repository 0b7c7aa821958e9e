import { and, eq, inArray, isNull, ne, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { titleText, todayIso, type AlertLevel, type AlertRunAnswer, type TitleParams, type TodoPriority } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../authorization.js';
import { AssigneeScope } from '../todo/assignee-scope.js';
import { todo } from '../todo/tables.js';
import { sendAlertMails, type AlertMailDeps } from './mail.js';
import { alert, alertRule, type AlertRuleRow } from './tables.js';

/**
 * The one alert engine of the product (DOMAIN.md §4.0). Modules register sources; a source says which
 * conditions hold today (a certificate 30 days from expiry, a survey window overdue, a contract ending
 * without relief). The engine turns them into alerts, deduplicated by (biz_type, biz_id, stage), opens one
 * to-do per record for the people who must act, closes alerts and to-dos whose condition is gone (the work
 * was done), and mails new alerts once.
 */
export interface AlertCondition {
  biz_type: string;
  biz_id: string;
  ship_id: string | null;
  dept_id: string | null;
  due_date: string | null;
  /** '90d' … '0d', 'expired', 'window_open', 'overdue', 'gap'...: one open alert per record. */
  stage: string;
  level: AlertLevel;
  /** A message key of the contract catalogs, with its placeholders (each plain or per language). */
  title_key: string;
  params: TitleParams;
  /** Administrators who must act: the to-do goes to the first who can open the record, mail to all (with the rule's others). */
  assignees: string[];
  /** The to-do's biz_type (DOMAIN.md §4.7): cert_renew, survey_window, crew_relief... */
  todo_type: string;
  /** The to-do's own title when it differs from the alert's (e.g. "Renew X" for "X expires on..."). */
  todo_title_key?: string;
}

export interface AlertSourceInput {
  today: string;
  /** The rule's lead days; empty: the records' own (a certificate type's alert days). */
  leadDays: number[];
  /** Only these records (reconcile after a write). */
  ids?: string[];
}

export interface AlertSource {
  biz_type: string;
  /** The rule seeded for this source when none is stored. */
  defaults: { lead_days: number[]; recipients?: string[]; channels?: string[] };
  /** The conditions that hold on `today`, at most one per record. */
  collect(db: Db, input: AlertSourceInput): Promise<AlertCondition[]>;
  /** Brings stored states up to date before a full run (a certificate's status turns expired overnight). */
  prepare?(db: Db, today: string): Promise<void>;
}

export interface AlertService {
  registerSource(source: AlertSource): void;
  /** Stops watching a source (its module was disabled); its open alerts stay as they are. */
  unregisterSource(bizType: string): void;
  /** Raises and closes alerts for every source; mails what is new. */
  run(today?: string): Promise<AlertRunAnswer>;
  /**
   * Re-judges some records of one source now (after a write that did or undid the work), inside the
   * caller's transaction when given, so a to-do closes with the work that closed it.
   */
  reconcile(bizType: string, bizIds: string | readonly string[], executor?: Db, today?: string): Promise<void>;
  sources(): readonly AlertSource[];
  /** Stores the default rule of every registered source that has none. */
  seedRules(): Promise<void>;
  /** The date due dates are judged by now (the company's today, setting alert_timezone). */
  today(): Promise<string>;
}

/** Any fixed number: every process of a deployment takes this lock for the alert job. */
/**
 * `column` is one of `ids`, the ids sent as ONE array parameter: a list of parameters stops at 65,535, and a
 * fleet's work orders due (a million orders: some 137,000 conditions of one source) go far past it, which
 * failed the whole job. Record ids are UUIDs, so the array literal needs no quoting.
 */
export function among(column: AnyColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

const ALERT_JOB_LOCK = 740_212;

const PRIORITY: Record<AlertLevel, TodoPriority> = { info: 'normal', warn: 'high', critical: 'urgent' };
const PRIORITY_RANK: Record<TodoPriority, number> = { low: 0, normal: 1, high: 2, urgent: 3 };

export interface AlertEngineOptions extends AlertMailDeps {
  db: Db;
  /** PostgreSQL servers may run several processes: the job then takes an advisory lock. */
  shared: boolean;
  /** The company's time zone (IANA), whose date is "today" for due dates. */
  timeZone: () => Promise<string>;
}

export class AlertEngine implements AlertService {
  private readonly registered = new Map<string, AlertSource>();
  /** One run at a time in this process (PGlite has no other process to race). */
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AlertEngineOptions) {}

  /**
   * Today in the company's zone. The zone setting is read at start and refreshed in the background at most
   * once a minute, never awaited when a value is at hand: this is called inside write transactions, where
   * a second query on the embedded database would wait for the transaction it runs in.
   */
  async today(): Promise<string> {
    const now = Date.now();
    if (!this.zone) this.zone = { value: await this.options.timeZone(), at: now };
    else if (now - this.zone.at > 60_000) {
      this.zone.at = now;
      void this.options.timeZone().then((value) => (this.zone = { value, at: Date.now() }), () => undefined);
    }
    return todayIn(this.zone.value);
  }

  private zone: { value: string; at: number } | null = null;

  registerSource(source: AlertSource): void {
    this.registered.set(source.biz_type, source);
  }

  unregisterSource(bizType: string): void {
    this.registered.delete(bizType);
  }

  sources(): readonly AlertSource[] {
    return [...this.registered.values()];
  }

  /** Stores the default rule of every registered source that has none (idempotent). */
  async seedRules(db: Db = this.options.db): Promise<void> {
    const sources = this.sources();
    if (sources.length === 0) return;
    await db
      .insert(alertRule)
      .values(
        sources.map((source) => ({
          biz_type: source.biz_type,
          lead_days: source.defaults.lead_days,
          ...(source.defaults.recipients ? { recipients: source.defaults.recipients } : {}),
          ...(source.defaults.channels ? { channels: source.defaults.channels } : {}),
        })),
      )
      .onConflictDoNothing({ target: alertRule.biz_type });
  }

  run(today?: string): Promise<AlertRunAnswer> {
    const next = this.running.then(() => this.runOnce(today));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async runOnce(todayGiven?: string): Promise<AlertRunAnswer> {
    const { db } = this.options;
    const today = todayGiven ?? (await this.today());
    const outcome = await db.transaction(async (tx) => {
      if (this.options.shared) {
        // Held until the transaction ends; another process finding it taken skips this round.
        const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_JOB_LOCK}) as locked`));
        if (!row?.locked) return null;
      }
      await this.seedRules(tx);
      for (const source of this.sources()) await source.prepare?.(tx, today);
      let raised = 0;
      let closed = 0;
      for (const source of this.sources()) {
        const counts = await this.judge(tx, source, today);
        raised += counts.raised;
        closed += counts.closed;
      }
      return { raised, closed };
    });
    if (!outcome) return { today, raised: 0, closed: 0, mailed: 0, ran: false };
    const mailed = await sendAlertMails(db, this.options);
    return { today, ...outcome, mailed, ran: true };
  }

  async reconcile(bizType: string, bizIds: string | readonly string[], executor?: Db, today?: string): Promise<void> {
    const source = this.registered.get(bizType);
    const ids = [...new Set(typeof bizIds === 'string' ? [bizIds] : bizIds)];
    if (!source || ids.length === 0) return;
    const day = today ?? (await this.today());
    if (executor) await this.judge(executor, source, day, ids);
    else await this.options.db.transaction((tx) => this.judge(tx, source, day, ids));
  }

  /** Brings one source's alerts and to-dos in line with its conditions (all records, or `ids`). */
  private async judge(tx: Db, source: AlertSource, today: string, ids?: string[]): Promise<{ raised: number; closed: number }> {
    const [rule] = await tx.select().from(alertRule).where(eq(alertRule.biz_type, source.biz_type));
    if (rule && rule.status !== 'enable') return { raised: 0, closed: 0 };
    const found = await source.collect(tx, { today, leadDays: rule?.lead_days ?? source.defaults.lead_days, ...(ids ? { ids } : {}) });
    const conditions = new Map<string, AlertCondition>();
    for (const condition of found) if (!conditions.has(condition.biz_id)) conditions.set(condition.biz_id, condition);
    const now = new Date();
    const assignees = new AssigneeScope(tx);
    let raised = 0;
    for (const condition of conditions.values()) {
      if (await this.raise(tx, rule, condition, now, assignees)) raised += 1;
    }
    // What no longer holds: its alerts close, its auto to-dos are done.
    const scope = (column: typeof alert.biz_id | typeof todo.biz_id): SQL | undefined => (ids ? among(column, ids) : undefined);
    const held = [...conditions.keys()];
    const gone = await tx
      .update(alert)
      .set({ closed_at: now })
      .where(and(eq(alert.biz_type, source.biz_type), isNull(alert.closed_at), scope(alert.biz_id), held.length ? not(among(alert.biz_id, held)) : undefined))
      .returning({ id: alert.id });
    await tx
      .update(todo)
      .set({ status: 'done', done_at: now, updated_at: now, row_version: sql`${todo.row_version} + 1` })
      .where(
        and(
          eq(todo.auto, true),
          eq(todo.source, source.biz_type),
          inArray(todo.status, ['open', 'in_progress']),
          scope(todo.biz_id),
          held.length ? not(among(todo.biz_id, held)) : undefined,
        ),
      );
    return { raised, closed: gone.length };
  }

  /** Records one condition: its alert (new, or re-raised for a changed due date), the record's to-do. */
  private async raise(tx: Db, rule: AlertRuleRow | undefined, condition: AlertCondition, now: Date, assignees: AssigneeScope): Promise<boolean> {
    const values = {
      rule_id: rule?.id ?? null,
      biz_type: condition.biz_type,
      biz_id: condition.biz_id,
      ship_id: condition.ship_id,
      dept_id: condition.dept_id,
      level: condition.level,
      due_date: condition.due_date,
      stage: condition.stage,
      title_key: condition.title_key,
      params: condition.params,
      assignees: condition.assignees,
    };
    // The same stage of the same due date is never raised twice; a new due date (an extension) is news.
    const [inserted] = await tx
      .insert(alert)
      .values(values)
      .onConflictDoUpdate({
        target: [alert.biz_type, alert.biz_id, alert.stage],
        set: { ...values, created_at: now, sent_at: null, ack_by: null, ack_at: null, closed_at: null },
        setWhere: sql`${alert.due_date} is distinct from excluded.due_date`,
      })
      .returning({ id: alert.id });
    // A record has one open alert: its latest stage.
    await tx
      .update(alert)
      .set({ closed_at: now })
      .where(and(eq(alert.biz_type, condition.biz_type), eq(alert.biz_id, condition.biz_id), ne(alert.stage, condition.stage), isNull(alert.closed_at)));
    const todoId = await this.openTodo(tx, condition, now, assignees);
    if (inserted) await tx.update(alert).set({ todo_id: todoId }).where(eq(alert.id, inserted.id));
    return !!inserted;
  }

  /**
   * The record's open auto to-do, opened or brought up to date (a later stage raises its priority). It goes
   * to the first of the condition's assignees who can open its ship and record, else to nobody but the
   * record's department: a to-do never links to what its assignee cannot open.
   */
  private async openTodo(tx: Db, condition: AlertCondition, now: Date, assignees: AssigneeScope): Promise<string> {
    const link = { ship_id: condition.ship_id, record_dept_id: condition.dept_id };
    const assignee = await assignees.firstWhoSees(condition.assignees, link);
    const titleKey = condition.todo_title_key ?? condition.title_key;
    const fields = {
      title: titleText('zh-cn', titleKey, condition.params).slice(0, 200),
      title_key: titleKey,
      params: condition.params,
      biz_type: condition.todo_type,
      ship_id: condition.ship_id,
      dept_id: condition.dept_id,
      due_date: condition.due_date,
      priority: PRIORITY[condition.level],
    };
    const [existing] = await tx
      .select({ id: todo.id, assignee_admin_id: todo.assignee_admin_id, priority: todo.priority })
      .from(todo)
      .where(and(eq(todo.auto, true), eq(todo.source, condition.biz_type), eq(todo.biz_id, condition.biz_id), inArray(todo.status, ['open', 'in_progress'])));
    if (existing) {
      // A later stage raises the priority; it never lowers what a person set.
      const priority = PRIORITY_RANK[existing.priority] >= PRIORITY_RANK[fields.priority] ? existing.priority : fields.priority;
      // A person's choice stays while the assignee can still open the record (a scope can narrow since).
      const keep = existing.assignee_admin_id && (await assignees.adminSees(existing.assignee_admin_id, await assignees.departmentsOf(link)));
      await tx
        .update(todo)
        .set({ ...fields, priority, updated_at: now, ...(keep ? {} : { assignee_admin_id: assignee }) })
        .where(eq(todo.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(todo)
      .values({
        ...fields,
        biz_id: condition.biz_id,
        source: condition.biz_type,
        auto: true,
        status: 'open',
        assignee_admin_id: assignee,
        assignee_dept: condition.dept_id,
      })
      .onConflictDoNothing()
      .returning({ id: todo.id });
    if (created) return created.id;
    // Another writer opened it a moment ago (the partial unique index): use theirs.
    const [theirs] = await tx
      .select({ id: todo.id })
      .from(todo)
      .where(and(eq(todo.auto, true), eq(todo.source, condition.biz_type), eq(todo.biz_id, condition.biz_id), inArray(todo.status, ['open', 'in_progress'])));
    return theirs!.id;
  }
}

/** The engine of an app: today in the configured zone, the lock on PostgreSQL. */
export function todayIn(timeZone: string): string {
  try {
    return todayIso(new Date(), timeZone);
  } catch {
    return todayIso(new Date());
  }
}
