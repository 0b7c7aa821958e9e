import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAdmin, type TestApp } from '../test/helpers.js';
import { registerMember } from '../test/members.js';
import { bodyShapes, listOperations, sample, takesText, type Json, type Operation, walkedByBatteries } from '../test/openapi-operations.js';

/**
 * Every text field of every JSON body the OpenAPI document declares (administrator, member and public
 * operations) is sent a hostile string of about 1 MB, just under the body limit, shaped to make a
 * backtracking pattern try every split: the issue's `POST /api/Ems/send` with a 320 KB address of dots
 * between two `@` held the whole server for 90–125 s, /health included. Each must be answered (refused,
 * with a message, naming the field) within a small budget, while a /health sent at the same moment is
 * answered meanwhile: a pattern that ran over the string would hold the event loop and /health with it.
 * Lengths are checked before patterns, so the fields' patterns never see such a string.
 */
const LENGTH = 1_000_000;
const HOSTILE = [
  // `local@` then a run a quadratic email check splits every way, then what makes it fail at the end.
  `a@${'.'.repeat(LENGTH - 3)}@`,
  // Spaces between two optional parts (`\s*x*\s*$`), then a letter no part takes.
  `1${' '.repeat(LENGTH - 2)}!`,
  // Word characters and dots alternating (labels, decimals, names), then a character none takes.
  `${'a1.'.repeat(LENGTH / 3)}@`,
];
/** A refusal of a 1 MB body takes milliseconds; a backtracking pattern takes seconds to hours. */
const ANSWER_MS = 3_000;
const HEALTH_MS = 1_000;

interface Target {
  op: Operation;
  field: string;
  list: boolean;
  base: Json;
}

describe('a 1 MB hostile string in any text field is refused at once, and the server keeps answering', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let targets: Target[];

  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await loginAdmin(t)).token;
    memberToken = (await registerMember(t, 'redos')).token;
    targets = [];
    // A resource's add and edit validate a field with one and the same schema (its form schema): the
    // field is sent to whichever comes first, once. Every other operation's fields are sent as they are.
    const seen = new Set<string>();
    for (const op of listOperations(t).filter((candidate) => walkedByBatteries(candidate.url))) {
      if (op.method !== 'POST' || op.multipart) continue;
      const form = op.url.replace(/\/(add|edit)$/, '/{form}');
      for (const shape of bodyShapes(op.body)) {
        const base = sample(shape) as Json;
        for (const [field, property] of Object.entries((shape.properties ?? {}) as Record<string, Json>)) {
          const list = !takesText(property) && property.type === 'array' && takesText(property.items);
          if (!list && !takesText(property)) continue;
          const key = `${form} ${field} ${JSON.stringify(property)}`;
          if (form !== op.url && seen.has(key)) continue;
          seen.add(key);
          targets.push({ op, field, list, base });
        }
      }
    }
  });
  afterAll(() => t?.close());

  it('finds the text fields of every side of the API', () => {
    const formOf = (url: string) => url.replace(/\/(add|edit)$/, '/{form}');
    const urls = new Set(targets.map((target) => formOf(target.op.url)));
    for (const url of ['/api/Ems/send', '/api/user/checkIn', '/api/account/profile', '/admin/routine.AdminInfo/edit', '/admin/auth.Admin/add', '/admin/user.User/add', '/admin/fleet.Ship/edit', '/admin/crew.Seafarer/add']) {
      expect(urls, url).toContain(formOf(url));
    }
    expect(targets.length).toBeGreaterThan(200);
  });

  it('answers each within its budget, refused with a message naming the field, /health answered meanwhile', async () => {
    const findings: string[] = [];
    for (const target of targets) {
      for (const hostile of HOSTILE) {
        const label = `${target.op.url} ${target.field} (${JSON.stringify(hostile.slice(0, 4))}…)`;
        const body = { ...target.base, [target.field]: target.list ? [hostile] : hostile };
        const headers: Record<string, string> = target.op.auth === 'user' ? { 'ba-user-token': memberToken } : {};
        const start = performance.now();
        let healthMs = Number.POSITIVE_INFINITY;
        let healthStatus = 0;
        const [answer] = await Promise.all([
          call(t, { url: target.op.url, body, headers, lang: 'en', remoteAddress: '198.51.100.31', ...(target.op.auth === 'admin' ? { token: adminToken } : {}) }).then((result) => ({ ...result, ms: performance.now() - start })),
          t.app.inject({ method: 'GET', url: '/health' }).then((result) => {
            healthMs = performance.now() - start;
            healthStatus = result.statusCode;
          }),
        ]);
        const { status, json, ms } = answer;
        if (status >= 500) findings.push(`${label}: ${status}`);
        else if (!json || json.code === 1) findings.push(`${label}: accepted (${status})`);
        else if (!json.msg) findings.push(`${label}: refused without a message`);
        else if (status !== 413 && !Object.keys(json.data?.errors ?? {}).some((name) => name === target.field || name.startsWith(`${target.field}.`))) findings.push(`${label}: the refusal does not name the field (${json.msg})`);
        if (ms > ANSWER_MS) findings.push(`${label}: answered after ${Math.round(ms)} ms`);
        if (healthStatus !== 200 || healthMs > HEALTH_MS) findings.push(`${label}: /health ${healthStatus} after ${Math.round(healthMs)} ms`);
      }
    }
    expect(findings).toEqual([]);
  }, 900_000);
});
