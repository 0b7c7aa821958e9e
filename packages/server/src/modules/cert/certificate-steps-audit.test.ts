import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addYears } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { buildCertificate, buildShip, IMOS, typeId } from '../../test/cert-fixtures.js';

/**
 * The certificate's steps are run by the kit, so what they change reaches the sensitive-data log like
 * any edit: the certificate's own fields and the survey windows an endorsement or a renewal closes
 * (before the steps were hand-written routes, and the log never saw them).
 */
describe('certificate steps and the sensitive-data log', () => {
  let t: TestApp;
  let token: string;
  let today: string;
  let ship: { id: string };

  const post = (url: string, body: unknown) => call(t, { url, body, token, lang: 'en' });
  const watch = async (resource: string, fields: string[]) =>
    expect((await post('/admin/security.SensitiveData/add', { name: `Watch ${resource}`, resource, fields, status: 'enable' })).json.code).toBe(1);
  const logOf = async (recordId: string) =>
    (await t.database.db.execute(sql`select resource, data_field, before, after from security_sensitive_data_log where record_id = ${recordId} order by data_field`)).rows;
  const windowsOf = async (certificateId: string) =>
    (await call(t, { url: `/admin/cert.CertificateSurvey/index?limit=50&search[0][field]=certificate_id&search[0][operator]=eq&search[0][val]=${certificateId}`, token })).json.data
      .list as Array<{ id: string; kind: string; done_date: string | null }>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    today = await t.app.moduleContext.alerts.today();
    ship = await buildShip(t, token, 'Audit Star', IMOS[2]!);
    await watch('cert.Certificate', ['status', 'last_endorsement_date']);
    await watch('cert.CertificateSurvey', ['done_date']);
  });
  afterAll(() => t.close());

  it('logs the endorsed window and the certificate it endorses', async () => {
    // Expiry 3 years ahead: the 2nd anniversary is today, its intermediate window is open.
    const expiry = addYears(today, 3);
    const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'CLASS'), cert_no: 'AUD-1', issue_date: addYears(expiry, -5), expiry_date: expiry });
    const intermediate = (await windowsOf(cert.id)).find((w) => w.kind === 'intermediate')!;
    const recorded = await post('/admin/cert.Certificate/recordSurvey', { id: cert.id, survey_id: intermediate.id, done_date: today });
    expect(recorded.json.code).toBe(1);
    expect(await logOf(intermediate.id)).toEqual([{ resource: 'cert.CertificateSurvey', data_field: 'done_date', before: null, after: today }]);
    expect(await logOf(cert.id)).toEqual(expect.arrayContaining([{ resource: 'cert.Certificate', data_field: 'last_endorsement_date', before: null, after: today }]));
  });

  it('logs the certificate a renewal supersedes, and its renewal window closed by it', async () => {
    const expiry = addYears(today, 1);
    const cert = await buildCertificate(t, token, { ship_id: ship.id, cert_type_id: await typeId(t, 'IAPP'), cert_no: 'AUD-2', issue_date: addYears(expiry, -5), expiry_date: expiry });
    const before = (await call(t, { url: `/admin/cert.Certificate/edit?id=${cert.id}`, token })).json.data.row.status as string;
    const renewal = (await windowsOf(cert.id)).find((w) => w.kind === 'renewal')!;
    expect(renewal.done_date).toBeNull();
    const renewed = await post('/admin/cert.Certificate/renew', { id: cert.id, cert_no: 'AUD-3', issue_date: today, survey_completed_date: today });
    expect(renewed.json.code).toBe(1);
    expect(await logOf(cert.id)).toEqual(expect.arrayContaining([{ resource: 'cert.Certificate', data_field: 'status', before, after: 'superseded' }]));
    expect(await logOf(renewal.id)).toEqual([{ resource: 'cert.CertificateSurvey', data_field: 'done_date', before: null, after: today }]);
  });
});
