import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi, listSettled, logIn } from '../support/admin-journey';

/**
 * Issue 19 end to end, in English and in Chinese: a procedure's new revision issued (its approval flow
 * acted on through the API), distributed to two ships at once through the distribution dialog (the
 * previous revision's list copied in), acknowledged by one ship's master in his own session (the dialog
 * asks him to confirm the obsolete copy removed before it lets him acknowledge), and the old revision
 * superseded. Names are unique per run: journeys share one server and database.
 */
const LOADED = { timeout: 30_000 };
const PASSWORD = 'Harbour_master_2026';

type Lang = 'en' | 'zh-cn';
// antd spaces a two-character Chinese button label (签 收).
const WORDS: Record<Lang, { acknowledge: RegExp; obsolete: RegExp; acknowledged: string }> = {
  en: { acknowledge: /^Acknowledge$/, obsolete: /obsolete copy has been removed/, acknowledged: 'Acknowledged' },
  'zh-cn': { acknowledge: /^签\s?收$/, obsolete: /旧版文件已撤除/, acknowledged: '已签收' },
};

let imoSeq = 0;
function imoOf(run: string): string {
  imoSeq += 1;
  const firstSix = String(100000 + ((Number.parseInt(run, 36) + imoSeq * 7919) % 900000));
  return `${firstSix}${[...firstSix].reduce((sum, digit, index) => sum + Number(digit) * (7 - index), 0) % 10}`;
}

async function signInAs(browser: Browser, username: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto('/admin/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/backend$/, LOADED);
  return page;
}

/** A one-page PDF of plain lines: a revision's file, real enough for the server's text extraction. */
function pdfOf(lines: readonly string[]): Buffer {
  const body = ['BT', '/F1 11 Tf', '14 TL', '56 780 Td', ...lines.map((line) => `(${line.replace(/([\\()])/g, '\\$1')}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Uploads a file as the form's upload does (a signed multipart call with the session's token); answers its URL. */
async function upload(page: Page, name: string, bytes: Buffer): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem('adminInfo') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  const nonce = randomBytes(16).toString('hex');
  const curtime = String(Math.floor(Date.now() / 1000));
  const headers = { appkey: 'vessel-dev-key', curtime, nonce, checksum: createHash('md5').update(`vessel-dev-secret-change-me${nonce}${curtime}`).digest('hex'), authorization: `Token ${token}` };
  const response = await page.request.post('/admin/ajax/upload', { headers, multipart: { file: { name, mimeType: 'application/pdf', buffer: bytes } } });
  const envelope = (await response.json()) as { code: number; msg: string; data: { file: { url: string } } };
  expect(envelope.code, `upload: ${envelope.msg}`).toBe(1);
  return envelope.data.file.url;
}

/** Submits a version and approves every step of its flow as the administrator (who may act on any). */
async function approve(page: Page, versionId: string) {
  await adminApi(page, 'POST', '/admin/document.Version/submit', { id: versionId });
  for (let step = 0; step < 5; step++) {
    // The list filters by state, not by record: the version's instance is picked from the pending ones.
    const pending = await adminApi<{ list: Array<{ id: string; biz_id: string }> }>(page, 'GET', '/admin/approval.Instance/index', undefined, {
      limit: '100',
      'search[0][field]': 'status',
      'search[0][operator]': 'eq',
      'search[0][val]': 'pending',
    });
    const instance = pending.list.find((row) => row.biz_id === versionId);
    if (!instance) return;
    await adminApi(page, 'POST', '/admin/approval.Instance/approve', { id: instance.id, comment: 'Approved' });
  }
}

async function versionStatus(page: Page, id: string): Promise<string> {
  return (await adminApi<{ row: { status: string } }>(page, 'GET', '/admin/document.Version/edit', undefined, { id })).row.status;
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a new revision of a procedure is distributed to two ships, a master acknowledges it and the old copy is superseded (${lang})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const run = `${Date.now().toString(36).toUpperCase()}${lang === 'en' ? 'E' : 'Z'}`;
    const words = WORDS[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);

    // Two ships, each with its master's account (the leader of the ship's own department node).
    const departments = await adminApi<{ list: Array<{ id: string; dept_type: string }> }>(page, 'GET', '/admin/auth.Department/index');
    const group = departments.list.find((department) => department.dept_type === 'fleet_group' || department.dept_type === 'company')!;
    const rules = await adminApi<{ list: Array<{ id: string; name: string; children?: unknown[] }> }>(page, 'GET', '/admin/auth.Rule/index');
    const flat: Array<{ id: string; name: string }> = [];
    const walk = (nodes: Array<{ id: string; name: string; children?: unknown[] }>) => {
      for (const node of nodes) {
        flat.push(node);
        if (node.children) walk(node.children as typeof nodes);
      }
    };
    walk(rules.list);
    const granted = flat.filter((rule) => ['dashboard', 'todo', 'document/acknowledgement', 'document/distribution/index'].some((prefix) => rule.name === prefix || rule.name.startsWith(`${prefix}/`)));
    const role = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/auth.Group/add', { pid: null, name: `Masters ${run}`, rules: granted.map((rule) => rule.id), data_scope: 'dept_and_below', status: 'enable' });
    const ships: Array<{ id: string; dept_id: string; name: string; master: string }> = [];
    for (const name of [`DOC A ${run}`, `DOC B ${run}`]) {
      const ship = await adminApi<{ row: { id: string; dept_id: string } }>(page, 'POST', '/admin/fleet.Ship/add', {
        name_en: name,
        imo_no: imoOf(run),
        flag: 'PA',
        ship_type: 'bulk_carrier',
        trading_area: 'international',
        status: 'in_service',
        fleet_group_id: group.id,
      });
      const master = `m${run}${ships.length}`.toLowerCase().slice(0, 15);
      await adminApi(page, 'POST', '/admin/auth.Admin/add', {
        username: master,
        nickname: `Master ${name}`,
        group_arr: [role.row.id],
        password: PASSWORD,
        department_id: ship.row.dept_id,
        is_leader: true,
        weight_type: 2,
        status: 'enable',
      });
      ships.push({ id: ship.row.id, dept_id: ship.row.dept_id, name, master });
    }

    // The procedure with Rev 1 in force, distributed to both ships and acknowledged there.
    const folder = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/document.Folder/add', { code: `P${run}`.slice(0, 30), name_en: `Procedures ${run}`, name_zh: `程序文件 ${run}`, level: 'L2', owner_dept_id: group.id });
    const doc = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/document.Document/add', {
      doc_no: `SMS-P-${run}`.slice(0, 40),
      title_en: 'Document control procedure',
      title_zh: '文件控制程序',
      folder_id: folder.row.id,
      owner_dept_id: group.id,
      review_cycle_months: 24,
    });
    const today = new Date().toISOString().slice(0, 10);
    const rev1 = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/document.Version/add', { document_id: doc.row.id, version: `Rev 1 ${run}`, change_summary: 'First issue', effective_date: today, file: await upload(page, 'rev1.pdf', pdfOf(['Document control procedure', 'Rev 1: first issue'])) });
    await approve(page, rev1.row.id);
    expect(await versionStatus(page, rev1.row.id)).toBe('issued');
    await adminApi(page, 'POST', '/admin/document.Version/distribute', { id: rev1.row.id, targets: ships.map((ship) => ({ target_type: 'ship', target_id: ship.id })) });
    const first = await adminApi<{ list: Array<{ id: string }> }>(page, 'GET', '/admin/document.Acknowledgement/index', undefined, { 'search[0][field]': 'version_id', 'search[0][operator]': 'eq', 'search[0][val]': rev1.row.id });
    await adminApi(page, 'POST', '/admin/document.Acknowledgement/acknowledge', { ids: first.list.map((row) => row.id) });

    // Rev 2 approved and issued today: Rev 1 is superseded at once.
    const rev2Name = `Rev 2 ${run}`;
    const rev2 = await adminApi<{ row: { id: string } }>(page, 'POST', '/admin/document.Version/add', { document_id: doc.row.id, version: rev2Name, change_summary: 'Electronic acknowledgement', effective_date: today, file: await upload(page, 'rev2.pdf', pdfOf(['Document control procedure', 'Rev 2: the master confirms the obsolete copy removed'])) });
    await approve(page, rev2.row.id);
    expect(await versionStatus(page, rev2.row.id)).toBe('issued');
    expect(await versionStatus(page, rev1.row.id)).toBe('superseded');

    // Distributed to the two ships through the dialog, the previous revision's list copied in.
    await page.evaluate((value) => window.localStorage.setItem('lang', value), lang);
    await page.goto('/admin/document/distribution');
    await page.getByTestId('distribution-new').click();
    const picker = page.getByRole('dialog');
    const select = picker.locator('.ant-select');
    await select.click();
    await select.locator('input').pressSequentially(run);
    await listSettled(page, select);
    await page.locator(`.ant-select-item-option[title="${rev2Name}"]`).click();
    await picker.locator('.ant-modal-footer .ant-btn-primary').click();
    const dialog = page.getByTestId('distribute-dialog');
    await expect(dialog).toBeVisible(LOADED);
    await dialog.getByTestId('distribute-copy-previous').click();
    for (const ship of ships) await expect(dialog.locator('.ant-select-selection-item', { hasText: ship.name })).toBeVisible(LOADED);
    await page.getByTestId('distribute-submit').click();
    await expect(dialog).toBeHidden(LOADED);
    const acks = await adminApi<{ list: Array<{ id: string; ship_id: string; status: string; previous_version_id: string | null }> }>(page, 'GET', '/admin/document.Acknowledgement/index', undefined, {
      'search[0][field]': 'version_id',
      'search[0][operator]': 'eq',
      'search[0][val]': rev2.row.id,
    });
    expect(acks.list).toHaveLength(2);
    expect(acks.list.every((ack) => ack.status === 'pending' && ack.previous_version_id === rev1.row.id)).toBe(true);

    // Ship A's master acknowledges in his own session: receipt and the obsolete copy removed.
    const master = await signInAs(browser, ships[0]!.master, lang);
    await master.goto('/admin/document/acknowledgement');
    await master.getByTestId('ack-mine').click();
    const row = master.getByRole('row', { name: new RegExp(rev2Name) });
    await expect(row).toHaveCount(1, LOADED);
    await row.getByRole('button', { name: words.acknowledge }).click();
    const confirm = master.getByTestId('acknowledge-dialog');
    await expect(confirm).toBeVisible(LOADED);
    await expect(master.getByTestId('acknowledge-submit')).toBeDisabled();
    await confirm.getByTestId('acknowledge-obsolete').click();
    await expect(confirm.getByText(words.obsolete)).toBeVisible();
    await master.getByTestId('acknowledge-submit').click();
    await expect(confirm).toBeHidden(LOADED);
    await expect(master.getByRole('row', { name: new RegExp(rev2Name) })).toContainText(words.acknowledged, LOADED);
    await master.context().close();

    const after = await adminApi<{ list: Array<{ ship_id: string; status: string; obsolete_copy_removed: boolean }> }>(page, 'GET', '/admin/document.Acknowledgement/index', undefined, {
      'search[0][field]': 'version_id',
      'search[0][operator]': 'eq',
      'search[0][val]': rev2.row.id,
    });
    expect(after.list.find((ack) => ack.ship_id === ships[0]!.id)).toMatchObject({ status: 'acknowledged', obsolete_copy_removed: true });
    expect(after.list.find((ack) => ack.ship_id === ships[1]!.id)?.status).toBe('pending');
    expect(await versionStatus(page, rev1.row.id)).toBe('superseded');
  });
}
