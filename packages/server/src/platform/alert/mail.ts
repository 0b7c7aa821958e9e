import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { titleText, translate, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mailer.js';
import { authorities } from '../authorities.js';
import { admin } from '../identity/tables.js';
import { optionalService } from '../services.js';
import { SHIP_DIRECTORY } from '../ships.js';
import { alert, alertRule, type AlertRow } from './tables.js';

export interface AlertMailDeps {
  mailer: Mailer;
  /** Where a failed send is noted (the job carries on with the next alert). */
  warn: (message: string, detail: Record<string, unknown>) => void;
}

/** At most this many alerts are mailed per run, so a first run on a big fleet does not flood a mail server. */
const MAILS_PER_RUN = 200;

/**
 * Mails every open alert not yet mailed whose rule has the email channel, to the people its rule names.
 * Each alert is claimed (sent_at set) before its mail goes out, so two processes never send it twice and a
 * stage is mailed at most once; a failed send releases the claim and the next run tries again.
 */
export async function sendAlertMails(db: Db, deps: AlertMailDeps): Promise<number> {
  if (!(await deps.mailer.configured())) return 0;
  const pending = await db
    .select({ alert, rule: alertRule })
    .from(alert)
    .leftJoin(alertRule, eq(alertRule.id, alert.rule_id))
    .where(and(isNull(alert.sent_at), isNull(alert.closed_at), sql`coalesce(${alertRule.channels}, '["email"]'::jsonb) ? 'email'`))
    .orderBy(alert.created_at)
    .limit(MAILS_PER_RUN);
  let mailed = 0;
  for (const { alert: row, rule } of pending) {
    const to = await recipientsOf(db, row, rule?.recipients ?? ['assignees', 'ship_superintendents', 'dept_leaders']);
    if (to.length === 0) continue;
    const [claimed] = await db
      .update(alert)
      .set({ sent_at: new Date() })
      .where(and(eq(alert.id, row.id), isNull(alert.sent_at)))
      .returning({ id: alert.id });
    if (!claimed) continue;
    try {
      await deps.mailer.send({ to, ...(await alertMail(db, row)) });
      mailed += 1;
    } catch (error) {
      await db.update(alert).set({ sent_at: null }).where(eq(alert.id, row.id));
      deps.warn('alert mail failed', { alert: row.id, err: error instanceof Error ? error.message : String(error) });
    }
  }
  return mailed;
}

/**
 * The addresses of the people an alert concerns: its assignees, the ship's superintendents, the department's
 * leaders, and for what must reach the top at once (a detention) the DPA(s) and the general manager(s).
 */
export async function recipientsOf(db: Db, row: Pick<AlertRow, 'assignees' | 'ship_id' | 'dept_id'>, recipients: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  if (recipients.includes('assignees')) for (const id of row.assignees) ids.add(id);
  if (recipients.includes('ship_superintendents') && row.ship_id) {
    const people = (await optionalService(SHIP_DIRECTORY)?.byIds(db, [row.ship_id]))?.get(row.ship_id);
    for (const id of [people?.tech_superintendent_id, people?.marine_superintendent_id]) if (id) ids.add(id);
  }
  if (recipients.includes('dpa')) for (const id of await authorities.dpa(db)) ids.add(id);
  if (recipients.includes('general_managers')) for (const id of await authorities.generalManagers(db)) ids.add(id);
  const conditions = [];
  if (ids.size) conditions.push(inArray(admin.id, [...ids]));
  if (recipients.includes('dept_leaders') && row.dept_id) conditions.push(and(eq(admin.department_id, row.dept_id), eq(admin.is_leader, true)));
  if (conditions.length === 0) return [];
  const people = await db
    .select({ email: admin.email })
    .from(admin)
    .where(and(eq(admin.status, 'enable'), ne(admin.email, ''), sql`(${sql.join(conditions, sql` or `)})`));
  return [...new Set(people.map((person) => person.email.trim()).filter(Boolean))].sort();
}

/** The mail of one alert, in both languages (the recipients' language is not known; zh-cn first). */
async function alertMail(db: Db, row: AlertRow): Promise<{ subject: string; text: string; html: string }> {
  const shipRow = row.ship_id ? (await optionalService(SHIP_DIRECTORY)?.byIds(db, [row.ship_id]))?.get(row.ship_id) : undefined;
  const block = (lang: Lang) => {
    const lines = [titleText(lang, row.title_key, row.params)];
    if (shipRow) lines.push(translate(lang, 'alert.mail.ship', { ship: lang === 'zh-cn' && shipRow.name_zh ? `${shipRow.name_zh} (${shipRow.name_en})` : shipRow.name_en }));
    if (row.due_date) lines.push(translate(lang, 'alert.mail.due', { date: row.due_date }));
    lines.push('', translate(lang, 'alert.mail.footer'));
    return lines;
  };
  const zh = block('zh-cn');
  const en = block('en');
  const subject = `${translate('zh-cn', 'alert.mail.subject', { title: titleText('zh-cn', row.title_key, row.params) })} | ${translate('en', 'alert.mail.subject', { title: titleText('en', row.title_key, row.params) })}`;
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = [zh, en].map((lines) => `<p>${lines.map(escape).join('<br>')}</p>`).join('<hr>');
  return { subject: subject.slice(0, 250), text: [...zh, '', '---', '', ...en].join('\n'), html };
}
