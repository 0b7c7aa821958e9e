import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAdmin, type TestApp } from '../../test/helpers.js';
import { setSettings } from '../../test/members.js';
import { startSmtp, smtpSettings, type TestSmtp } from '../../test/smtp.js';
import { aliyunSignature, canonicalQuery, percentEncode } from './aliyun-sms.js';
import { parseTemplates, SmsService } from './sms.js';
import { smsOutbox } from './tables.js';

describe('the mailer and the test mail', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    smtp = await startSmtp();
    token = (await loginAdmin(t)).token;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const testMail = (to: string) => call(t, { url: '/admin/routine.Config/sendTestMail', body: { to }, token, lang: 'en' });

  it('says so when mail is not configured', async () => {
    expect(await t.app.moduleContext.mailer.configured()).toBe(false);
    expect((await testMail('ops@example.com')).json).toMatchObject({ code: 0, msg: 'Mail is not configured: set the SMTP server and the sender first' });
  });

  it('sends through a real SMTP server with the configured login and sender', async () => {
    await setSettings(t, smtpSettings(smtp));
    expect(await t.app.moduleContext.mailer.configured()).toBe(true);
    const { json } = await testMail('ops@example.com');
    expect(json).toMatchObject({ code: 1, msg: 'Test mail sent to ops@example.com' });
    const mail = smtp.mails.at(-1)!;
    expect(mail.from).toBe('noreply@example.com');
    expect(mail.to).toEqual(['ops@example.com']);
    expect(mail.raw).toMatch(/^Subject: Test mail - /m);
    expect(mail.text).toContain('can send mail through its SMTP settings');
  });

  it('the mailer of the module context sends what other areas ask (to several, with html)', async () => {
    await t.app.moduleContext.mailer.send({ to: ['a@example.com', 'b@example.com'], subject: 'Alert', text: 'plain', html: '<p>rich</p>' });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail.raw).toContain('multipart/alternative');
  });

  it('answers the SMTP server’s refusal as a clear message, never a 500', async () => {
    await setSettings(t, { smtp_pass: 'wrong-secret' });
    const refused = await testMail('ops@example.com');
    expect(refused.status).toBe(200);
    expect(refused.json.code).toBe(0);
    expect(refused.json.msg).toMatch(/^The mail could not be sent: EAUTH/);
    await setSettings(t, { smtp_pass: 'secret', smtp_port: 1 });
    const unreachable = await testMail('ops@example.com');
    expect(unreachable.json.code).toBe(0);
    expect(unreachable.json.msg).toMatch(/^The mail could not be sent: (ECONNREFUSED|ESOCKET|ECONNECTION)/);
    await setSettings(t, { smtp_port: smtp.port });
  });

  it('validates the address and needs the settings right', async () => {
    const bad = await testMail('not-an-address');
    expect(bad.json.data.errors.to).toBe('Please enter a correct email address');
    const unsigned = await call(t, { url: '/admin/routine.Config/sendTestMail', body: { to: 'a@example.com' } });
    expect(unsigned.json.code).toBe(401);
  });
});

describe('SMS providers', () => {
  let t: TestApp;
  let gateway: Server;
  let requests: Array<{ url: URL; method: string }>;
  let answer: { Code: string; Message: string };
  beforeAll(async () => {
    t = await buildTestApp();
    requests = [];
    answer = { Code: 'OK', Message: 'OK' };
    gateway = createServer((request: IncomingMessage, response) => {
      requests.push({ url: new URL(request.url!, 'http://127.0.0.1'), method: request.method! });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ...answer, RequestId: 'req-1', BizId: 'biz-1' }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    await t.close();
  });

  const outbox = async () => (await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.created_at)).limit(1))[0]!;

  it('the log provider (default) only writes the outbox, with the whole text', async () => {
    const sms = new SmsService(t.database.db, t.app.moduleContext.settings);
    expect(await sms.configured()).toBe(true);
    await sms.send({ mobile: '13900000001', templateCode: 'user_register', params: { code: '424242' }, text: 'Your code is 424242' });
    expect(await outbox()).toMatchObject({ mobile: '13900000001', template_code: 'user_register', provider: 'log', status: 'logged', content: 'Your code is 424242' });
    // Administrators read it as a resource.
    const { token } = await loginAdmin(t);
    const { json } = await call(t, { url: '/admin/routine.SmsOutbox/index?quickSearch=13900000001', token });
    expect(json.data.list).toHaveLength(1);
    expect(json.data.list[0]).toMatchObject({ mobile: '13900000001', content: 'Your code is 424242', status: 'logged' });
    expect((await call(t, { url: '/admin/routine.SmsOutbox/add', body: {}, token })).status).toBe(404);
  });

  it('Aliyun Dysms: a request signed per its documentation reaches the configured endpoint; the outbox masks the code', async () => {
    const sms = new SmsService(t.database.db, t.app.moduleContext.settings);
    await setSettings(t, { sms_provider: 'aliyun' });
    expect(await sms.configured()).toBe(false);
    await setSettings(t, {
      sms_access_key: 'LTAI-test-key',
      sms_secret: 'test-secret',
      sms_sign_name: '船舶平台',
      sms_endpoint: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`,
      sms_templates: 'user_register=SMS_100001\nuser_retrieve_pwd = SMS_100002',
    });
    expect(await sms.configured()).toBe(true);
    await sms.send({ mobile: '+8613900000002', templateCode: 'user_register', params: { code: '135790' }, text: 'unused' });
    const { url, method } = requests.at(-1)!;
    expect(method).toBe('GET');
    const params = Object.fromEntries(url.searchParams.entries());
    expect(params).toMatchObject({
      AccessKeyId: 'LTAI-test-key',
      Action: 'SendSms',
      PhoneNumbers: '8613900000002',
      SignName: '船舶平台',
      TemplateCode: 'SMS_100001',
      TemplateParam: '{"code":"135790"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
      Format: 'JSON',
    });
    expect(params.Timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The signature, recomputed here from the documented recipe, independently of the adapter.
    const { Signature, ...signed } = params;
    const encode = (value: string) => encodeURIComponent(value).replace(/\+/g, '%20').replace(/\*/g, '%2A').replace(/%7E/g, '~').replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonical = Object.keys(signed)
      .sort()
      .map((key) => `${encode(key)}=${encode(signed[key]!)}`)
      .join('&');
    const expected = createHmac('sha1', 'test-secret&').update(`GET&%2F&${encode(canonical)}`).digest('base64');
    expect(Signature).toBe(expected);
    expect(await outbox()).toMatchObject({ provider: 'aliyun', status: 'sent', content: 'SMS_100001 {"code":"******"}' });
    expect((await outbox()).content).not.toContain('135790');
  });

  it('Aliyun: a refusal is recorded as failed with its code and message', async () => {
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' };
    const sms = new SmsService(t.database.db, t.app.moduleContext.settings);
    await expect(sms.send({ mobile: '13900000003', templateCode: 'user_register', params: { code: '111111' }, text: '' })).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL: limit');
    expect(await outbox()).toMatchObject({ status: 'failed', error: 'isv.BUSINESS_LIMIT_CONTROL: limit' });
    // A template the settings do not name is refused before any request.
    const before = requests.length;
    await expect(sms.send({ mobile: '13900000003', templateCode: 'user_change_mobile', params: { code: '1' }, text: '' })).rejects.toThrow(/no template code/);
    expect(requests.length).toBe(before);
    answer = { Code: 'OK', Message: 'OK' };
    await setSettings(t, { sms_provider: 'log' });
  });

  it('the signature matches the example of Aliyun’s documentation', () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(canonicalQuery({ b: '2', a: '1' })).toBe('a=1&b=2');
  });

  it('reads template codes one `event=Code` a line', () => {
    expect([...parseTemplates('user_register=SMS_1\n  user_retrieve_pwd : SMS_2 \nnonsense\n')]).toEqual([
      ['user_register', 'SMS_1'],
      ['user_retrieve_pwd', 'SMS_2'],
    ]);
  });
});
