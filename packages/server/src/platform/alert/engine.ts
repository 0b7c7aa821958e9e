import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { titleText, todayIso, type AlertLevel, type AlertRunAnswer, type AlertRunProgress, type TitleParams, type TodoPriority } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../authorization.js';
import { yieldToEventLoop } from '../event-loop.js';
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
  /**
   * The ids of the records whose condition may hold on `today` (more is harmless, fewer is not), read without
   * building their conditions: a source of a fleet's hundreds of thousands of records gives it so that the
   * run builds conditions a batch at a time, never all at once (which keeps the process busy for seconds,
   * every request waiting). Without it the run collects every condition once to learn the ids.
   */
  candidates?(db: Db, input: Omit<AlertSourceInput, 'ids'>): Promise<string[]>;
  /**
   * Brings stored states up to date before a full run (a certificate's status turns expired overnight).
   * Called outside any transaction: it takes its own, each short (on the embedded database every request
   * waits for the transaction in progress), and leaves the data right if the run stops between them (the
   * next run finishes the work).
   */
  prepare?(db: Db, today: string): Promise<void>;
}

export interface AlertService {
  registerSource(source: AlertSource): void;
  /** Stops watching a source (its module was disabled); its open alerts stay as they are. */
  unregisterSource(bizType: string): void;
  /** Raises and closes alerts for every source; mails what is new. */
  run(today?: string): Promise<AlertRunAnswer>;
  /** How far the run in progress in this process has come; null when none runs here. */
  progress(): AlertRunProgress | null;
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

  progress(): AlertRunProgress | null {
    return this.current ? { ...this.current } : null;
  }

  private current: AlertRunProgress | null = null;

  private async runOnce(todayGiven?: string): Promise<AlertRunAnswer> {
    const { db } = this.options;
    const today = todayGiven ?? (await this.today());
    if (!this.options.shared) return this.work(today);
    // Several processes share a PostgreSQL server: the lock is held by a transaction of its own, open for the
    // whole run while the work goes in small transactions beside it. Another process finding it taken skips
    // this round; it is released when the run ends, or when this process's connection dies with it.
    return db.transaction(async (lockTx) => {
      const [row] = rowsOf<{ locked: boolean }>(await lockTx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_JOB_LOCK}) as locked`));
      if (!row?.locked) return { today, raised: 0, closed: 0, mailed: 0, ran: false };
      return this.work(today);
    });
  }

  /**
   * The run itself, in small transactions (issue 20): each source's daily pass in one, then its records in
   * batches of BATCH, each batch judged afresh in a transaction of its own. No transaction holds the
   * database for long (on the embedded database, one process, every request waits for the transaction in
   * progress), and each batch re-reads its records, so a record a user changed since the run began is judged
   * as it now is.
   */
  private async work(today: string): Promise<AlertRunAnswer> {
    const { db } = this.options;
    const sources = this.sources();
    this.current = { started_at: new Date().toISOString(), phase: 'prepare', sources_total: sources.length, sources_done: 0, source: null, records_total: 0, records_done: 0 };
    try {
      await this.seedRules();
      for (const source of sources) {
        this.current.source = source.biz_type;
        if (source.prepare) await source.prepare(db, today);
        await yieldToEventLoop();
      }
      let raised = 0;
      let closed = 0;
      this.current.phase = 'judge';
      for (const source of sources) {
        this.current.source = source.biz_type;
        const counts = await this.judgeAll(source, today);
        raised += counts.raised;
        closed += counts.closed;
        this.current.sources_done += 1;
      }
      const mailed = await sendAlertMails(db, this.options);
      return { today, raised, closed, mailed, ran: true };
    } finally {
      this.current = null;
    }
  }

  /** One source over every record: those whose condition holds now, and those with an open alert or to-do. */
  private async judgeAll(source: AlertSource, today: string): Promise<{ raised: number; closed: number }> {
    const { db } = this.options;
    const rule = await this.ruleOf(db, source);
    if (rule && rule.status !== 'enable') return { raised: 0, closed: 0 };
    const leadDays = rule?.lead_days ?? source.defaults.lead_days;
    const ids = new Set(source.candidates ? await source.candidates(db, { today, leadDays }) : (await source.collect(db, { today, leadDays })).map((condition) => condition.biz_id));
    const openAlerts = await db
      .selectDistinct({ id: alert.biz_id })
      .from(alert)
      .where(and(eq(alert.biz_type, source.biz_type), isNull(alert.closed_at)));
    for (const row of openAlerts) ids.add(row.id);
    const openTodos = await db
      .select({ id: todo.biz_id })
      .from(todo)
      .where(and(eq(todo.auto, true), eq(todo.source, source.biz_type), inArray(todo.status, OPEN_TODO)));
    for (const row of openTodos) if (row.id) ids.add(row.id);
    const all = [...ids];
    const progress = this.current;
    if (progress) {
      progress.records_total += all.length;
    }
    let raised = 0;
    let closed = 0;
    let analyzeAt = FIRST_ANALYZE;
    // Who can open which ship, read once for the run's batches (the same superintendents' scopes again and again).
    const assignees = new AssigneeScope(db);
    for (let from = 0; from < all.length; from += BATCH) {
      const batch = all.slice(from, from + BATCH);
      // Between batches the requests waiting meanwhile are served (the embedded database never yields by itself).
      await yieldToEventLoop();
      const counts = await db.transaction((tx) => this.judge(tx, source, rule, today, batch, assignees));
      raised += counts.raised;
      closed += counts.closed;
      if (progress) progress.records_done += batch.length;
      // The job is the one writer that adds alerts and to-dos by the hundred thousand. Planned on the
      // statistics of the empty tables it started with, each batch's lookups would read every open alert
      // of the source (0.6 s a batch at 80,000); nothing else brings the statistics up to date on the
      // embedded database, and autovacuum lags behind on a server. Refreshed as the tables double.
      if (raised >= analyzeAt) {
        await db.execute(sql`analyze alert`);
        await db.execute(sql`analyze todo`);
        analyzeAt = raised * 2;
      }
    }
    return { raised, closed };
  }

  async reconcile(bizType: string, bizIds: string | readonly string[], executor?: Db, today?: string): Promise<void> {
    const source = this.registered.get(bizType);
    const ids = [...new Set(typeof bizIds === 'string' ? [bizIds] : bizIds)];
    if (!source || ids.length === 0) return;
    const day = today ?? (await this.today());
    const judge = async (tx: Db) => {
      const rule = await this.ruleOf(tx, source);
      if (rule && rule.status !== 'enable') return;
      await this.judge(tx, source, rule, day, ids, new AssigneeScope(tx));
    };
    if (executor) await judge(executor);
    else await this.options.db.transaction((tx) => judge(tx));
  }

  private async ruleOf(db: Db, source: AlertSource): Promise<AlertRuleRow | undefined> {
    const [rule] = await db.select().from(alertRule).where(eq(alertRule.biz_type, source.biz_type));
    return rule;
  }

  /**
   * Brings some records' alerts and to-dos of one source in line with their conditions: their alerts and
   * open to-dos read once, then a statement for each kind of change over all of them, and none where nothing
   * changed (a fleet's hourly run judges hundreds of thousands of records, nearly all as they were).
   */
  private async judge(tx: Db, source: AlertSource, rule: AlertRuleRow | undefined, today: string, ids: string[], assignees: AssigneeScope): Promise<{ raised: number; closed: number }> {
    const found = await source.collect(tx, { today, leadDays: rule?.lead_days ?? source.defaults.lead_days, ids });
    const conditions = new Map<string, AlertCondition>();
    for (const condition of found) if (!conditions.has(condition.biz_id)) conditions.set(condition.biz_id, condition);
    const now = new Date();
    const alerts = await tx
      .select({ id: alert.id, biz_id: alert.biz_id, stage: alert.stage, due_date: alert.due_date, closed_at: alert.closed_at })
      .from(alert)
      .where(and(eq(alert.biz_type, source.biz_type), among(alert.biz_id, ids)));
    const todos = await tx
      .select(TODO_FIELDS)
      .from(todo)
      .where(and(eq(todo.auto, true), eq(todo.source, source.biz_type), inArray(todo.status, OPEN_TODO), among(todo.biz_id, ids)));

    // What no longer holds: its alerts close, its auto to-dos are done.
    const goneAlerts = alerts.filter((row) => !row.closed_at && !conditions.has(row.biz_id)).map((row) => row.id);
    const gone = goneAlerts.length
      ? await tx.update(alert).set({ closed_at: now }).where(and(among(alert.id, goneAlerts), isNull(alert.closed_at))).returning({ id: alert.id })
      : [];
    const goneTodos = todos.filter((row) => !conditions.has(row.biz_id!)).map((row) => row.id);
    if (goneTodos.length) {
      await tx
        .update(todo)
        .set({ status: 'done', done_at: now, updated_at: now, row_version: sql`${todo.row_version} + 1` })
        .where(and(among(todo.id, goneTodos), inArray(todo.status, OPEN_TODO)));
    }
    if (conditions.size === 0) return { raised: 0, closed: gone.length };

    // The to-dos first, so that each alert is written once, already linked to its record's to-do.
    const linked = await this.openTodos(tx, source.biz_type, [...conditions.values()], todos, now, assignees);
    const raised = await this.raise(tx, rule, conditions, alerts, linked, now);
    return { raised: raised.length, closed: gone.length };
  }

  /**
   * Records the conditions' alerts: new ones, and re-raised ones for a changed due date (an extension is
   * news; the same stage of the same due date never is, open or closed); then closes each record's alert of
   * an earlier stage (one open alert per record: its latest stage). Answers the ids of those raised.
   */
  private async raise(
    tx: Db,
    rule: AlertRuleRow | undefined,
    conditions: ReadonlyMap<string, AlertCondition>,
    stored: ReadonlyArray<{ id: string; biz_id: string; stage: string; due_date: string | null; closed_at: Date | null }>,
    todos: ReadonlyMap<string, string>,
    now: Date,
  ): Promise<string[]> {
    const byStage = new Map(stored.map((row) => [`${row.biz_id}/${row.stage}`, row]));
    const news = [...conditions.values()].filter((condition) => {
      const same = byStage.get(`${condition.biz_id}/${condition.stage}`);
      return !same || same.due_date !== (condition.due_date ?? null);
    });
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    // Written as an upsert all the same: another writer (a reconcile in a user's write) may have raised it a moment ago.
    const inserted = news.length
      ? await tx
          .insert(alert)
          .values(
            news.map((condition) => ({
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
              todo_id: todos.get(condition.biz_id) ?? null,
            })),
          )
          .onConflictDoUpdate({
            target: [alert.biz_type, alert.biz_id, alert.stage],
            set: {
              ...Object.fromEntries(['rule_id', 'ship_id', 'dept_id', 'level', 'due_date', 'title_key', 'params', 'assignees', 'todo_id'].map((column) => [column, excluded(column)])),
              created_at: now,
              sent_at: null,
              ack_by: null,
              ack_at: null,
              closed_at: null,
            },
            setWhere: sql`${alert.due_date} is distinct from excluded.due_date`,
          })
          .returning({ id: alert.id })
      : [];
    const earlier = stored.filter((row) => !row.closed_at && conditions.has(row.biz_id) && conditions.get(row.biz_id)!.stage !== row.stage).map((row) => row.id);
    if (earlier.length) await tx.update(alert).set({ closed_at: now }).where(and(among(alert.id, earlier), isNull(alert.closed_at)));
    return inserted.map((row) => row.id);
  }

  /**
   * Each record's open auto to-do, opened or brought up to date (a later stage raises its priority). It goes
   * to the first of the condition's assignees who can open its ship and record, else to nobody but the
   * record's department: a to-do never links to what its assignee cannot open. A to-do already as it should
   * be is left alone (its updated_at says when it last changed, not when the job last ran). Answers each
   * record's open to-do.
   */
  private async openTodos(
    tx: Db,
    bizType: string,
    conditions: AlertCondition[],
    open: ReadonlyArray<TodoFields>,
    now: Date,
    assignees: AssigneeScope,
  ): Promise<Map<string, string>> {
    const existing = new Map(open.map((row) => [row.biz_id!, row]));
    const ids = new Map(open.map((row) => [row.biz_id!, row.id]));
    const opened: Array<typeof todo.$inferInsert> = [];
    for (const condition of conditions) {
      const link = { ship_id: condition.ship_id, record_dept_id: condition.dept_id };
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
      const current = existing.get(condition.biz_id);
      if (!current) {
        opened.push({
          ...fields,
          biz_id: condition.biz_id,
          source: condition.biz_type,
          auto: true,
          status: 'open',
          assignee_admin_id: await assignees.firstWhoSees(condition.assignees, link),
          assignee_dept: condition.dept_id,
        });
        continue;
      }
      // A later stage raises the priority; it never lowers what a person set.
      const priority = PRIORITY_RANK[current.priority] >= PRIORITY_RANK[fields.priority] ? current.priority : fields.priority;
      // A person's choice stays while the assignee can still open the record (a scope can narrow since).
      const keep = current.assignee_admin_id && (await assignees.adminSees(current.assignee_admin_id, await assignees.departmentsOf(link)));
      const assignee = keep ? current.assignee_admin_id : await assignees.firstWhoSees(condition.assignees, link);
      const wanted = { ...fields, priority, assignee_admin_id: assignee };
      const same =
        current.title === wanted.title &&
        current.title_key === wanted.title_key &&
        stableJson(current.params) === stableJson(wanted.params) &&
        current.biz_type === wanted.biz_type &&
        current.ship_id === wanted.ship_id &&
        current.dept_id === wanted.dept_id &&
        current.due_date === wanted.due_date &&
        current.priority === wanted.priority &&
        current.assignee_admin_id === wanted.assignee_admin_id;
      if (!same) await tx.update(todo).set({ ...wanted, updated_at: now }).where(eq(todo.id, current.id));
    }
    if (opened.length) {
      const inserted = await tx.insert(todo).values(opened).onConflictDoNothing().returning({ id: todo.id, biz_id: todo.biz_id });
      for (const row of inserted) ids.set(row.biz_id!, row.id);
      // One that another writer opened a moment ago (the partial unique index) stays theirs: the alert links to it.
      const theirs = opened.map((row) => row.biz_id!).filter((id) => !ids.has(id));
      if (theirs.length) {
        const found = await tx
          .select({ id: todo.id, biz_id: todo.biz_id })
          .from(todo)
          .where(and(eq(todo.auto, true), eq(todo.source, bizType), inArray(todo.status, OPEN_TODO), among(todo.biz_id, theirs)));
        for (const row of found) ids.set(row.biz_id!, row.id);
      }
    }
    return ids;
  }
}

/** What the job compares of an open auto to-do before it writes one. */
const TODO_FIELDS = {
  id: todo.id,
  biz_id: todo.biz_id,
  assignee_admin_id: todo.assignee_admin_id,
  priority: todo.priority,
  title: todo.title,
  title_key: todo.title_key,
  params: todo.params,
  biz_type: todo.biz_type,
  ship_id: todo.ship_id,
  dept_id: todo.dept_id,
  due_date: todo.due_date,
};
type TodoFields = { [K in keyof typeof TODO_FIELDS]: (typeof todo.$inferSelect)[K] };

/** Conditions judged per transaction: each holds the database for a moment, never for a whole run. */
const BATCH = 500;
/** Alerts raised by one source's batches before the alert and to-do tables' statistics are first refreshed. */
const FIRST_ANALYZE = 2_000;

const OPEN_TODO: Array<'open' | 'in_progress'> = ['open', 'in_progress'];

/** JSON with its keys in order: jsonb hands objects back with its own key order. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
    .join(',')}}`;
}

/** The engine of an app: today in the configured zone, the lock on PostgreSQL. */
export function todayIn(timeZone: string): string {
  try {
    return todayIso(new Date(), timeZone);
  } catch {
    return todayIso(new Date());
  }
}
