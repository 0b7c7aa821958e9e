import { eq } from 'drizzle-orm';
import { addDays } from '@vessel/contract';
import { certificate, certificateType } from '../modules/cert/tables.js';
import { rootDepartmentId } from './factories.js';
import { call, type TestApp } from './helpers.js';

/** Valid IMO numbers (check digit right), for ships the tests create. */
export const IMOS = ['9074729', '9176187', '9321483', '9395044'];

async function must(t: TestApp, token: string, url: string, body: Record<string, unknown>) {
  const { json } = await call(t, { url, body, token, lang: 'en' });
  if (json?.code !== 1) throw new Error(`${url} refused: ${JSON.stringify(json)}`);
  return json.data.row as Record<string, any> & { id: string };
}

/** A ship through the fleet endpoint, under the company root: it gets its own department node. */
export async function buildShip(t: TestApp, token: string, name: string, imo: string, extra: Record<string, unknown> = {}) {
  return must(t, token, '/admin/fleet.Ship/add', {
    name_en: name,
    imo_no: imo,
    flag: 'PA',
    ship_type: 'bulk_carrier',
    trading_area: 'international',
    status: 'in_service',
    fleet_group_id: await rootDepartmentId(t, token),
    ...extra,
  });
}

export async function typeId(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db.select({ id: certificateType.id }).from(certificateType).where(eq(certificateType.code, code));
  if (!row) throw new Error(`no certificate type ${code}`);
  return row.id;
}

/** A certificate type's code by id (tests of other areas read the certificate area's tables only here). */
export async function typeCodes(t: TestApp): Promise<Map<string, string>> {
  return new Map((await t.database.db.select({ id: certificateType.id, code: certificateType.code }).from(certificateType)).map((row) => [row.id, row.code]));
}

/** Changes a certificate behind the server's back, as time or another process would. */
export async function setCertificate(t: TestApp, id: string, values: Partial<typeof certificate.$inferInsert>): Promise<void> {
  await t.database.db.update(certificate).set(values).where(eq(certificate.id, id));
}

/** The stored status of the certificate with this number. */
export async function storedStatus(t: TestApp, certNo: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ status: certificate.status }).from(certificate).where(eq(certificate.cert_no, certNo));
  return row?.status;
}

export async function buildCertificate(t: TestApp, token: string, values: Record<string, unknown>) {
  return must(t, token, '/admin/cert.Certificate/add', { holder_type: 'ship', term: 'full', ...values });
}

/** The resource a dashboard link's page lists (`/admin/cert/certificateSurvey` → `cert.CertificateSurvey`). */
const LINKED_RESOURCES: Record<string, string> = {
  '/admin/cert/certificate': 'cert.Certificate',
  '/admin/cert/certificateSurvey': 'cert.CertificateSurvey',
  '/admin/todo/todo': 'todo.Todo',
  '/admin/crew/seafarerDocument': 'crew.SeafarerDocument',
};

/**
 * Follows a dashboard tile's link as the list page would: its `search.field=operator:value` filters as
 * the list API's `search[n]` parameters. Answers how many records the list shows.
 */
export async function listedByLink(t: TestApp, token: string, link: { path: string; query: Record<string, string> }): Promise<number> {
  if (link.path === CREW_TRACKING) return crewViewLength(t, token, link.query);
  // The drill schedule is computed, not a resource: its page passes its plain filters to its own route.
  if (link.path === DRILL_SCHEDULE) {
    const { json } = await call(t, { url: `/admin/contingency.Drill/schedule?${new URLSearchParams(link.query)}`, token });
    if (json?.code !== 1) throw new Error(`${link.path} refused the link's filters: ${JSON.stringify(json)}`);
    return (json.data.list as unknown[]).length;
  }
  // Else the registered resource whose page it is (`/admin/ncr/report` is ncr.Report's).
  const resource =
    LINKED_RESOURCES[link.path] ?? [...t.app.moduleContext.resources.values()].find((binding) => `/admin/${binding.def.path}` === link.path)?.def.name;
  if (!resource) throw new Error(`no resource for ${link.path}`);
  const search = Object.entries(link.query)
    .filter(([name]) => name.startsWith('search.'))
    .map(([name, value], index) => {
      const [operator, ...rest] = value.split(':');
      return `search[${index}][field]=${name.slice(7)}&search[${index}][operator]=${encodeURIComponent(operator!)}&search[${index}][val]=${encodeURIComponent(rest.join(':'))}`;
    })
    .join('&');
  const { json } = await call(t, { url: `/admin/${resource}/index?limit=100&${search}`, token });
  if (json?.code !== 1) throw new Error(`${link.path} refused the link's filters: ${JSON.stringify(json)}`);
  return json.data.total as number;
}

const CREW_TRACKING = '/admin/crew/assignment';
const DRILL_SCHEDULE = '/admin/contingency/schedule';

/**
 * The crew page's two views as their link opens them: the tracking list (its filters are plain query
 * parameters) answers its total; a ship's timeline answers the positions below safe manning today, the
 * number it shows above the chart.
 */
async function crewViewLength(t: TestApp, token: string, query: Record<string, string>): Promise<number> {
  if (query.view === 'timeline') {
    // The ships the page names (`short_ships`), else the one it opens on.
    const ships = query.short_ships ? query.short_ships.split(',') : query.ship_id ? [query.ship_id] : [];
    const today = await t.app.moduleContext.alerts.today();
    let short = 0;
    for (const shipId of ships) {
      const { json } = await call(t, { url: `/admin/crew.Assignment/timeline?ship_id=${shipId}&from=${addDays(today, -180)}&to=${addDays(today, 180)}`, token });
      if (json?.code !== 1) throw new Error(`the timeline refused the link: ${JSON.stringify(json)}`);
      short += (json.data.rows as Array<{ short_today: boolean }>).filter((row) => row.short_today).length;
    }
    return short;
  }
  const params = new URLSearchParams(Object.entries(query).filter(([name]) => ['ship_id', 'ship_ids', 'status', 'rank_id', 'quickSearch', 'relief_due_days'].includes(name)));
  const { json } = await call(t, { url: `/admin/crew.Assignment/tracking?limit=100&${params.toString()}`, token });
  if (json?.code !== 1) throw new Error(`the tracking list refused the link: ${JSON.stringify(json)}`);
  return json.data.total as number;
}
