import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { ImportStatus, TransferColumn, TransferStatus } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../../test/factories.js';
import { buildSeafarer, buildShip, nextImo } from '../../../test/crew-factories.js';
import { EXPORT_PAGE } from './export.js';

/** The words the web sends for the seafarer columns (its translations name every field). */
const SEAFARER_COLUMNS: TransferColumn[] = [
  { field: 'seafarer_no', title: { 'zh-cn': '船员编号', en: 'Seafarer no.' } },
  { field: 'name_en', title: { 'zh-cn': '英文名', en: 'Name (English)' } },
  { field: 'name_zh', title: { 'zh-cn': '中文名', en: 'Name (Chinese)' } },
  { field: 'nationality', title: { 'zh-cn': '国籍', en: 'Nationality' }, options: { CN: { 'zh-cn': '中国', en: 'China' }, PH: { 'zh-cn': '菲律宾', en: 'Philippines' } } },
  { field: 'rank_id', title: { 'zh-cn': '职务', en: 'Rank' } },
  { field: 'employment_state', title: { 'zh-cn': '聘用状态', en: 'Employment' }, options: { active: { 'zh-cn': '在职', en: 'Active' } } },
  { field: 'birth_date', title: { 'zh-cn': '出生日期', en: 'Date of birth' } },
  { field: 'address', title: { 'zh-cn': '地址', en: 'Address' } },
];

const SHIP_COLUMNS: TransferColumn[] = [
  { field: 'imo_no', title: { 'zh-cn': 'IMO编号', en: 'IMO number' } },
  { field: 'name_en', title: { 'zh-cn': '英文船名', en: 'Name (English)' } },
  { field: 'flag', title: { 'zh-cn': '船旗', en: 'Flag' } },
  { field: 'ship_type', title: { 'zh-cn': '船舶类型', en: 'Ship type' } },
  { field: 'trading_area', title: { 'zh-cn': '航区', en: 'Trading area' } },
  { field: 'status', title: { 'zh-cn': '状态', en: 'Status' } },
  { field: 'fleet_group_id', title: { 'zh-cn': '船队', en: 'Fleet group' } },
];

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('import and export, served by the kit for every resource', () => {
  let t: TestApp;
  let root: string;
  let company: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    company = await rootDepartmentId(t, root);
  });
  afterAll(() => t.close());

  async function runImport(resource: string, file: Buffer, fileName: string, mode: string, columns: TransferColumn[], token = root, lang = 'en'): Promise<ImportStatus> {
    const started = await call(t, { url: `/admin/${resource}/import`, token, lang, body: { file: file.toString('base64'), fileName, mode, columns } });
    expect(started.json, JSON.stringify(started.json)).toMatchObject({ code: 1 });
    const job = started.json.data.job as string;
    for (;;) {
      const { json } = await call(t, { url: `/admin/${resource}/importStatus?job=${job}`, token, lang });
      expect(json.code).toBe(1);
      if (json.data.state !== 'running') return json.data as ImportStatus;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const exportFile = async (resource: string, body: Record<string, unknown>, token = root, lang = 'en') => {
    const { raw, json } = await call(t, { url: `/admin/${resource}/export`, token, lang, body });
    return { raw, json, bytes: raw.rawPayload };
  };

  const seafarerCount = async () => (await call(t, { url: '/admin/crew.Seafarer/index?limit=1', token: root })).json.data.total as number;

  it('reads 1,000 rows of which 37 are wrong as exactly those 37 errors, each with its row, column and the form’s message; and the preview writes nothing', async () => {
    const before = await seafarerCount();
    const header = ['Seafarer no.', 'Name (English)', 'Nationality', 'Rank', 'Employment', 'Date of birth'];
    const wrong = new Map<number, { column: string; message: string }>();
    const rows: unknown[][] = [header];
    for (let index = 0; index < 1000; index++) {
      const line = [`IMP${String(index).padStart(4, '0')}`, `SAILOR ${index}`, index % 2 ? 'China' : 'PH', index % 3 ? 'AB' : 'Able seaman', 'Active', '1990-05-17'];
      const sheetRow = index + 2;
      if (index % 27 === 5 && wrong.size < 37) {
        const kind = wrong.size % 4;
        if (kind === 0) (line[1] = null), wrong.set(sheetRow, { column: 'Name (English)', message: 'This field is required' });
        if (kind === 1) (line[5] = '1990-02-30'), wrong.set(sheetRow, { column: 'Date of birth', message: '"1990-02-30" is not a date (YYYY-MM-DD)' });
        if (kind === 2) (line[3] = 'Admiral'), wrong.set(sheetRow, { column: 'Rank', message: 'No record "Admiral" within your data scope' });
        if (kind === 3) (line[2] = 'Atlantis'), wrong.set(sheetRow, { column: 'Nationality', message: '"Atlantis" is not one of the allowed values (the template lists them)' });
      }
      rows.push(line);
    }
    expect(wrong.size).toBe(37);
    const file = await xlsxOf(rows);

    const preview = await runImport('crew.Seafarer', file, 'crew.xlsx', 'preview', SEAFARER_COLUMNS);
    expect(preview).toMatchObject({ state: 'done', done: 1000, total: 1000 });
    expect(preview.result).toMatchObject({ total: 1000, valid: 963, failed: 37, inserted: 963, updated: 0, written: false, truncated: false });
    expect(preview.result!.errors).toHaveLength(37);
    for (const error of preview.result!.errors) expect(wrong.get(error.row), `row ${error.row}`).toEqual({ column: error.column, message: error.message });
    expect(await seafarerCount()).toBe(before);

    // The error report: every failed row as it was, with what was wrong.
    const report = await call(t, { url: `/admin/crew.Seafarer/importReport?job=${preview.job}`, token: root, lang: 'en' });
    expect(report.raw.headers['content-type']).toContain('spreadsheetml');
    const reportRows = sheetRows((await workbookOf(report.raw.rawPayload)).worksheets[0]!);
    expect(reportRows[0]).toEqual(['Row', ...header, 'Errors']);
    expect(reportRows).toHaveLength(38);
    expect(reportRows.slice(1).map((row) => row[0])).toEqual([...wrong.keys()]);
  }, 120_000);

  it('all or nothing: one wrong row of twenty, and none is written; valid rows only: the nineteen; put right, the twentieth is added and the others updated', async () => {
    const before = await seafarerCount();
    const rows: unknown[][] = [['Seafarer no.', 'Name (English)', 'Rank', 'Employment']];
    for (let index = 0; index < 20; index++) rows.push([`AON${index}`, `ALL OR NONE ${index}`, 'AB', 'Active']);
    rows[13]![2] = 'Admiral';
    const refused = await runImport('crew.Seafarer', await xlsxOf(rows), 'twenty.xlsx', 'all', SEAFARER_COLUMNS, root, 'zh-cn');
    expect(refused.result).toMatchObject({ total: 20, valid: 19, failed: 1, inserted: 0, written: false });
    expect(refused.result!.errors).toEqual([{ row: 14, column: '职务', field: 'rank_id', message: '在您的数据范围内找不到“Admiral”' }]);
    expect(await seafarerCount()).toBe(before);
    const valid = await runImport('crew.Seafarer', await xlsxOf(rows), 'twenty.xlsx', 'valid', SEAFARER_COLUMNS);
    expect(valid.result).toMatchObject({ valid: 19, failed: 1, inserted: 19, written: true });
    expect(await seafarerCount()).toBe(before + 19);
    // The rank named by its name: the code or the name both serve.
    rows[13]![2] = 'Able seaman';
    const accepted = await runImport('crew.Seafarer', await xlsxOf(rows), 'twenty.xlsx', 'all', SEAFARER_COLUMNS);
    expect(accepted.result).toMatchObject({ inserted: 1, updated: 19, failed: 0, written: true });
    expect(await seafarerCount()).toBe(before + 20);
    const one = await call(t, { url: '/admin/crew.Seafarer/index?search[0][field]=seafarer_no&search[0][operator]=eq&search[0][val]=AON0', token: root });
    expect(one.json.data.list[0]).toMatchObject({ name_en: 'ALL OR NONE 0', nationality: 'CN', employment_state: 'active' });
  });

  it('refused inside the form’s write (a number the file gives twice, a birth date to come): the other rows stand, the refused ones leave nothing behind', async () => {
    const before = await seafarerCount();
    const rows: unknown[][] = [['Seafarer no.', 'Name (English)', 'Rank', 'Employment', 'Date of birth']];
    for (let index = 0; index < 12; index++) rows.push([`RUL${index}`, `WRITE RULE ${index}`, 'AB', index === 4 ? 'resigned' : 'Active', '1988-03-01']);
    rows[6]![0] = 'RUL2';
    rows[9]![4] = '2099-01-01';
    const preview = await runImport('crew.Seafarer', await xlsxOf(rows), 'rules.xlsx', 'preview', SEAFARER_COLUMNS);
    expect(preview.result).toMatchObject({ total: 12, valid: 10, failed: 2, inserted: 10, written: false });
    expect(await seafarerCount()).toBe(before);
    const valid = await runImport('crew.Seafarer', await xlsxOf(rows), 'rules.xlsx', 'valid', SEAFARER_COLUMNS);
    expect(valid.result).toMatchObject({ total: 12, valid: 10, failed: 2, inserted: 10, written: true });
    expect(valid.result!.errors.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 7, field: 'seafarer_no' },
      { row: 10, field: 'birth_date' },
    ]);
    expect(await seafarerCount()).toBe(before + 10);
    const listed = async (no: string) =>
      (await call(t, { url: `/admin/crew.Seafarer/index?search[0][field]=seafarer_no&search[0][operator]=eq&search[0][val]=${no}`, token: root })).json.data.list as Array<Record<string, unknown>>;
    // The first RUL2 kept its own name; the birth date to come left no record.
    expect((await listed('RUL2')).map((row) => row.name_en)).toEqual(['WRITE RULE 2']);
    expect(await listed('RUL8')).toEqual([]);
    // A new seafarer's standing decides their status from the start, and they wait in the crew pool.
    expect((await listed('RUL4'))[0]).toMatchObject({ employment_state: 'resigned', status: 'resigned', current_ship_id: null });
    expect((await listed('RUL3'))[0]).toMatchObject({ status: 'available' });
    expect((await listed('RUL3'))[0]!.dept_id).toBe((await listed('RUL4'))[0]!.dept_id);
  });

  it('round-trips: an export imported again updates the same records, changes what changed, and duplicates nothing', async () => {
    for (const [index, name] of ['ROUND ONE', 'ROUND TWO', 'ROUND THREE'].entries()) {
      await buildSeafarer(t, root, { name_en: name, name_zh: `往返${index}`, rank: 'AB', seafarer_no: `RT${index}`, address: '=cmd|\' /C calc\'!A0' });
    }
    const search = [{ field: 'seafarer_no', operator: 'LIKE', val: 'RT' }];
    const listed = async () => (await call(t, { url: `/admin/crew.Seafarer/index?search[0][field]=seafarer_no&search[0][operator]=LIKE&search[0][val]=RT&order=seafarer_no,asc`, token: root })).json.data.list as Array<Record<string, unknown>>;
    const before = await listed();
    expect(before).toHaveLength(3);

    const exported = await exportFile('crew.Seafarer', { format: 'xlsx', columns: SEAFARER_COLUMNS, search, order: 'seafarer_no,asc', name: 'Seafarers' });
    expect(exported.raw.statusCode).toBe(200);
    expect(decodeURIComponent(String(exported.raw.headers['content-disposition']))).toContain('Seafarers.xlsx');
    const workbook = await workbookOf(exported.bytes);
    const rows = sheetRows(workbook.worksheets[0]!);
    expect(rows[0]).toEqual(SEAFARER_COLUMNS.map((column) => column.title.en));
    // What the list shows: the nationality's and the state's words, the rank's name, a real date.
    expect(rows[1]!.slice(0, 7)).toEqual(['RT0', 'ROUND ONE', '往返0', 'China', expect.stringMatching(/able|AB/i), 'Active', new Date('1985-04-12T00:00:00Z')]);

    const count = await seafarerCount();
    const again = await runImport('crew.Seafarer', exported.bytes, 'Seafarers.xlsx', 'all', SEAFARER_COLUMNS);
    expect(again.result).toMatchObject({ total: 3, inserted: 0, updated: 3, failed: 0, written: true });
    expect(await seafarerCount()).toBe(count);
    const after = await listed();
    const fields = ['seafarer_no', 'name_en', 'name_zh', 'nationality', 'rank_id', 'employment_state', 'birth_date', 'address'];
    const pick = (row: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, row[field]]));
    expect(after.map(pick)).toEqual(before.map(pick));

    // A cell changed in the sheet changes that record, in Chinese headings too.
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(1).values = SEAFARER_COLUMNS.map((column) => column.title['zh-cn']);
    sheet.getCell('B3').value = 'ROUND TWO RENAMED';
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const changed = await runImport('crew.Seafarer', edited, 'edited.xlsx', 'all', SEAFARER_COLUMNS, root, 'zh-cn');
    expect(changed.result).toMatchObject({ updated: 3, inserted: 0, failed: 0 });
    expect((await listed()).map((row) => row.name_en)).toEqual(['ROUND ONE', 'ROUND TWO RENAMED', 'ROUND THREE']);
  }, 60_000);

  it('neutralises a formula on the way out of a CSV, and takes the guard off on the way back in', async () => {
    const exported = await exportFile('crew.Seafarer', { format: 'csv', columns: SEAFARER_COLUMNS, search: [{ field: 'seafarer_no', operator: 'eq', val: 'RT0' }] }, root, 'zh-cn');
    expect(exported.raw.headers['content-type']).toContain('text/csv');
    const text = exported.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parse(text.slice(1)) as string[][];
    expect(records[0]).toEqual(SEAFARER_COLUMNS.map((column) => column.title['zh-cn']));
    expect(records[1]![7]).toBe("'=cmd|' /C calc'!A0");
    expect(records[1]![3]).toBe('中国');
    for (const cell of records.flat()) expect(cell).not.toMatch(/^[=+\-@]/);
    const back = await runImport('crew.Seafarer', exported.bytes, 'rt0.csv', 'all', SEAFARER_COLUMNS);
    expect(back.result).toMatchObject({ updated: 1, failed: 0 });
    const row = (await call(t, { url: '/admin/crew.Seafarer/index?search[0][field]=seafarer_no&search[0][operator]=eq&search[0][val]=RT0', token: root })).json.data.list[0];
    expect(row.address).toBe("=cmd|' /C calc'!A0");
  });

  it('offers a template headed in both languages, with the allowed values, that imports as filled in', async () => {
    const { raw } = await call(t, { url: '/admin/crew.Seafarer/template', token: root, lang: 'zh-cn', body: { format: 'xlsx', columns: SEAFARER_COLUMNS } });
    expect(raw.statusCode).toBe(200);
    const workbook = await workbookOf(raw.rawPayload);
    const [data, allowed] = workbook.worksheets;
    const rows = sheetRows(data!);
    expect(rows[0]).toEqual(['*船员编号', '*英文名', '中文名', '*国籍', '*职务', '*聘用状态', '出生日期', '地址']);
    expect(rows[1]).toEqual(SEAFARER_COLUMNS.map((column) => column.title.en));
    expect(allowed!.name).toBe('可选值');
    const choices = sheetRows(allowed!);
    const column = (title: string) => choices.map((row) => row[choices[0]!.indexOf(title)]).slice(1).filter(Boolean);
    expect(column('国籍')).toEqual(expect.arrayContaining(['中国', '菲律宾']));
    expect(column('职务')).toEqual(expect.arrayContaining(['AB', 'MSTR']));
    data!.addRow(['TPL001', 'FROM TEMPLATE', null, '中国', 'MSTR', '在职', '1980-01-02']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await runImport('crew.Seafarer', filled, 'template.xlsx', 'all', SEAFARER_COLUMNS, root, 'zh-cn');
    expect(result.result).toMatchObject({ total: 1, inserted: 1, failed: 0 });
  });

  it('keeps to the data scope: an export lists only the ships the caller sees; an import cannot name a fleet group outside it', async () => {
    const groupA = await buildDepartment(t, root, { name: 'Bulk fleet', pid: company, dept_type: 'fleet_group' });
    const groupB = await buildDepartment(t, root, { name: 'Tanker fleet', pid: company, dept_type: 'fleet_group' });
    await buildShip(t, root, { name_en: 'SCOPE ALPHA', fleet_group_id: groupA.id });
    await buildShip(t, root, { name_en: 'SCOPE BRAVO', fleet_group_id: groupB.id });
    const role = await buildGroup(t, root, { name: 'Bulk superintendents', rights: ['fleet/ship/index', 'fleet/ship/add', 'fleet/ship/edit'], data_scope: 'dept_and_below' });
    await buildAdmin(t, root, { username: 'supt_bulk', group_arr: [role.id], department_id: groupA.id });
    const supt = await tokenOf(t, 'supt_bulk');

    const exported = await exportFile('fleet.Ship', { format: 'xlsx', columns: SHIP_COLUMNS }, supt);
    const names = sheetRows((await workbookOf(exported.bytes)).worksheets[0]!).slice(1).map((row) => row[1]);
    expect(names).toContain('SCOPE ALPHA');
    expect(names).not.toContain('SCOPE BRAVO');

    const file = await xlsxOf([
      SHIP_COLUMNS.map((column) => column.title.en),
      [nextImo(), 'NEW IN BULK', 'PA', 'bulk_carrier', 'international', 'in_service', 'Bulk fleet'],
      [nextImo(), 'NEW IN TANKERS', 'PA', 'bulk_carrier', 'international', 'in_service', 'Tanker fleet'],
    ]);
    const result = await runImport('fleet.Ship', file, 'ships.xlsx', 'valid', SHIP_COLUMNS, supt);
    expect(result.result).toMatchObject({ inserted: 1, failed: 1 });
    expect(result.result!.errors).toEqual([{ row: 3, column: 'Fleet group', field: 'fleet_group_id', message: 'No record "Tanker fleet" within your data scope' }]);

    // Another administrator's import is not theirs to follow.
    const other = await call(t, { url: `/admin/fleet.Ship/importStatus?job=${result.job}`, token: root, lang: 'en' });
    expect(other.status).toBe(404);
  });

  it('imports PMS masters: components and their jobs, the same codes on two ships, each job finding its own ship’s component; a re-import updates', async () => {
    const alpha = await buildShip(t, root, { name_en: 'PMS ALPHA' });
    const bravo = await buildShip(t, root, { name_en: 'PMS BRAVO' });
    const componentColumns: TransferColumn[] = [
      { field: 'ship_id', title: { 'zh-cn': '船舶', en: 'Ship' } },
      { field: 'code', title: { 'zh-cn': '编码', en: 'Code' } },
      { field: 'name_en', title: { 'zh-cn': '英文名称', en: 'Name' } },
      { field: 'is_critical', title: { 'zh-cn': '关键设备', en: 'Critical' } },
    ];
    const components = await xlsxOf([
      ['Ship', 'Code', 'Name', 'Critical'],
      [alpha.imo_no, '601', 'Main engine', 'Yes'],
      [alpha.imo_no, '601.01', 'Fuel pump', 'No'],
      [bravo.imo_no, '601', 'Main engine', '是'],
      [bravo.imo_no, '601.01', 'Fuel pump', 'false'],
    ]);
    expect((await runImport('pms.Component', components, 'components.xlsx', 'all', componentColumns)).result).toMatchObject({ inserted: 4, failed: 0 });

    const jobColumns: TransferColumn[] = [
      { field: 'ship_id', title: { 'zh-cn': '船舶', en: 'Ship' } },
      { field: 'component_id', title: { 'zh-cn': '设备', en: 'Component' } },
      { field: 'code', title: { 'zh-cn': '编码', en: 'Job code' } },
      { field: 'title_en', title: { 'zh-cn': '英文标题', en: 'Title' } },
      { field: 'job_type', title: { 'zh-cn': '类型', en: 'Type' } },
      { field: 'interval_kind', title: { 'zh-cn': '周期类型', en: 'Interval kind' }, options: { calendar: { 'zh-cn': '日历', en: 'Calendar' } } },
      { field: 'interval_days', title: { 'zh-cn': '周期（天）', en: 'Interval (days)' } },
    ];
    const jobs = (days: number) =>
      xlsxOf([
        ['Ship', 'Component', 'Job code', 'Title', 'Type', 'Interval kind', 'Interval (days)'],
        ['PMS ALPHA', '601.01', '601.01-J1', 'Overhaul fuel pump', 'Overhaul', 'Calendar', days],
        ['PMS BRAVO', '601.01', '601.01-J1', 'Overhaul fuel pump', '拆检/大修', 'calendar', days],
      ]);
    const first = await runImport('pms.Job', await jobs(180), 'jobs.xlsx', 'all', jobColumns);
    expect(first.result).toMatchObject({ inserted: 2, failed: 0 });
    const listed = await call(t, { url: '/admin/pms.Job/index?search[0][field]=code&search[0][operator]=eq&search[0][val]=601.01-J1&limit=10', token: root });
    const byShip = new Map(listed.json.data.list.map((row: Record<string, unknown>) => [row.ship_id, row]));
    expect(byShip.size).toBe(2);
    const componentsListed = await call(t, { url: '/admin/pms.Component/index?search[0][field]=code&search[0][operator]=eq&search[0][val]=601.01&limit=10', token: root });
    for (const component of componentsListed.json.data.list) expect(byShip.get(component.ship_id)).toMatchObject({ component_id: component.id, job_type: 'overhaul', interval_days: 180 });
    const again = await runImport('pms.Job', await jobs(90), 'jobs.xlsx', 'all', jobColumns);
    expect(again.result).toMatchObject({ inserted: 0, updated: 2, failed: 0 });
  });

  it('imports each master the issue names from a file headed by field names: ranks, suppliers, dictionary items, certificates, seafarer documents; each re-import updates', async () => {
    const ship = await buildShip(t, root, { name_en: 'MASTERS SHIP' });
    const sailor = await buildSeafarer(t, root, { name_en: 'MASTERS SAILOR', rank: 'AB', seafarer_no: 'MST001' });
    const files: Array<[string, Record<string, unknown>]> = [
      ['crew.Position', { code: 'JR-BSN', name_en: 'Junior Bosun', name_zh: '副水手长', kind: 'ship_rank', ship_department: 'deck', level: 'rating', is_watchkeeper: 'yes' }],
      ['supplier.Company', { name_en: 'Qingdao Import Marine Stores', types: 'Stores; spares', country: 'CN' }],
      ['setting.DictItem', { type_code: 'pms_job_type', code: 'bore_scope', name_en: 'Boroscope inspection', name_zh: '内窥镜检查', sort: 90 }],
      ['cert.Certificate', { holder_type: 'ship', ship_id: ship.imo_no, cert_type_id: 'LL', cert_no: 'LL-IMP-1', term: 'full', issue_date: '2025-03-01', expiry_date: '2030-02-28' }],
      ['crew.SeafarerDocument', { seafarer_id: 'MST001', cert_type_id: 'PASSPORT', cert_no: 'E1234567', issuing_country: 'CN', issue_date: '2022-05-01', expiry_date: '2032-04-30' }],
    ];
    for (const [resource, values] of files) {
      const columns: TransferColumn[] = Object.keys(values).map((field) => ({ field, title: { 'zh-cn': field, en: field } }));
      const file = await xlsxOf([Object.keys(values), Object.values(values)]);
      const first = await runImport(resource, file, `${resource}.xlsx`, 'all', columns);
      expect(first.result, `${resource}: ${JSON.stringify(first.result?.errors)}`).toMatchObject({ inserted: 1, failed: 0 });
      const again = await runImport(resource, file, `${resource}.xlsx`, 'all', columns);
      expect(again.result, `${resource} again: ${JSON.stringify(again.result?.errors)}`).toMatchObject({ inserted: 0, updated: 1, failed: 0 });
    }
    const supplier = await call(t, { url: '/admin/supplier.Company/index?quickSearch=Qingdao%20Import', token: root });
    expect(supplier.json.data.list[0].types.sort()).toEqual(['spares', 'stores']);
    void sailor;
  });

  it('needs the list right to export and the right to add or edit to import', async () => {
    const role = await buildGroup(t, root, { name: 'Readers', rights: ['crew/seafarer/index'] });
    await buildAdmin(t, root, { username: 'reader1', group_arr: [role.id] });
    const reader = await tokenOf(t, 'reader1');
    expect((await exportFile('crew.Seafarer', { format: 'csv', columns: SEAFARER_COLUMNS.slice(0, 2) }, reader)).raw.statusCode).toBe(200);
    const file = await xlsxOf([['Seafarer no.'], ['X1']]);
    const refused = await call(t, { url: '/admin/crew.Seafarer/import', token: reader, body: { file: file.toString('base64'), fileName: 'x.xlsx', mode: 'preview', columns: SEAFARER_COLUMNS } });
    expect(refused.status).toBe(403);
    expect((await call(t, { url: '/admin/crew.Seafarer/template', token: reader, body: { format: 'xlsx', columns: SEAFARER_COLUMNS } })).status).toBe(403);
  });

  it('refuses what it cannot read, clearly and without writing anything', async () => {
    const ask = (body: Record<string, unknown>) => call(t, { url: '/admin/crew.Seafarer/import', token: root, lang: 'en', body: { fileName: 'x.xlsx', mode: 'all', columns: SEAFARER_COLUMNS, ...body } });
    expect((await ask({ file: Buffer.from('not a workbook').toString('base64'), fileName: 'x.xls' })).json.msg).toBe('Only .xlsx and .csv files can be imported');
    expect((await ask({ file: Buffer.from('PK\u0003\u0004broken').toString('base64') })).json.msg).toBe('The file cannot be read as Excel (.xlsx): save it again as .xlsx or .csv');
    expect((await ask({ file: (await xlsxOf([['Colour', 'Smell'], ['red', 'sweet']])).toString('base64') })).json.msg).toBe('No heading of the file names a field of this list: start from the template');
    expect((await ask({ file: (await xlsxOf([['Seafarer no.']])).toString('base64') })).json.msg).toBe('The file holds no rows below its headings');
    expect((await ask({ file: 'not base64!' })).json.code).toBe(0);
    const unknownColumn = await ask({ file: 'AAAA', columns: [{ field: 'password_hash', title: { 'zh-cn': 'x', en: 'x' } }] });
    expect(unknownColumn.json.code).toBe(0);
    const exportUnknown = await exportFile('crew.Seafarer', { format: 'xlsx', columns: [{ field: 'nope', title: { 'zh-cn': 'x', en: 'x' } }] });
    expect(exportUnknown.json.code).toBe(0);
    // A CSV saved by Excel on a Chinese Windows (GB18030) reads as well as UTF-8.
    const gbk = Buffer.from([0xb4, 0xac, 0xd4, 0xb1, 0xb1, 0xe0, 0xba, 0xc5, 0x2c, 0xd3, 0xa2, 0xce, 0xc4, 0xc3, 0xfb, 0x0a, 0x47, 0x42, 0x31, 0x2c, 0x47, 0x42, 0x20, 0x4f, 0x4e, 0x45, 0x0a]);
    const decoded = await runImport('crew.Seafarer', gbk, 'gbk.csv', 'preview', SEAFARER_COLUMNS);
    // Both headings were read (none ignored); the row lacks only what it does not give.
    expect(decoded.result!.ignoredColumns).toEqual([]);
    expect(decoded.result!.errors.map((error) => error.field)).toContain('rank_id');
    expect(decoded.result!.errors.map((error) => error.field)).not.toContain('name_en');
    expect(decoded.result!.errors.map((error) => error.field)).not.toContain('seafarer_no');
  });
  describe('an export followed as a job', () => {
    const ROWS = EXPORT_PAGE * 2 + 100;
    const search = [{ field: 'seafarer_no', operator: 'LIKE', val: 'PGX' }];
    const body = (format: string) => ({ format, columns: SEAFARER_COLUMNS, search, order: 'seafarer_no,asc', name: 'Paged seafarers' });

    beforeAll(async () => {
      const rows: unknown[][] = [['Seafarer no.', 'Name (English)', 'Nationality', 'Rank', 'Employment', 'Date of birth']];
      for (let index = 0; index < ROWS; index++) rows.push([`PGX${String(index).padStart(5, '0')}`, `PAGED ${index}`, index % 2 ? 'China' : 'PH', 'AB', 'Active', '1990-05-17']);
      expect((await runImport('crew.Seafarer', await xlsxOf(rows), 'paged.xlsx', 'all', SEAFARER_COLUMNS)).result).toMatchObject({ inserted: ROWS, failed: 0 });
    }, 120_000);

    const start = async (format: string, token = root, lang = 'en') => {
      const { json } = await call(t, { url: '/admin/crew.Seafarer/exportStart', token, lang, body: body(format) });
      expect(json, JSON.stringify(json)).toMatchObject({ code: 1 });
      return json.data as TransferStatus;
    };
    /** Every status seen until the job ends. */
    const follow = async (job: string, token = root) => {
      const seen: TransferStatus[] = [];
      for (;;) {
        const { status, json } = await call(t, { url: `/admin/crew.Seafarer/exportStatus?job=${job}`, token, lang: 'en' });
        expect(status).toBe(200);
        expect(json.code).toBe(1);
        seen.push(json.data);
        if (json.data.state !== 'running') return seen;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const fileOf = (job: string, token = root, resource = 'crew.Seafarer') => call(t, { url: `/admin/${resource}/exportFile?job=${job}`, token, lang: 'en' });

    it(`tells how many rows are written, a page at a time, from 0 to all ${ROWS}; then gives the very file the streamed export gives`, async () => {
      const started = await start('csv');
      expect(started).toEqual({ job: expect.any(String), state: 'running', done: 0, total: ROWS });
      // Asked for before it is written: refused, saying how far it has come.
      const early = await fileOf(started.job);
      expect(early.json).toMatchObject({ code: 0, msg: expect.stringMatching(new RegExp(`^The file is still being written \\(\\d+ of ${ROWS} rows\\): ask for it once it is done$`)) });

      const seen = await follow(started.job);
      const last = seen.at(-1)!;
      expect(last).toEqual({ job: started.job, state: 'done', done: ROWS, total: ROWS });
      const dones = [0, ...seen.map((status) => status.done)];
      // Never backwards, and only ever whole pages (or the last, shorter one).
      expect([...dones].sort((a, b) => a - b)).toEqual(dones);
      for (const done of dones) expect([0, EXPORT_PAGE, EXPORT_PAGE * 2, ROWS]).toContain(done);
      for (const status of seen) expect(status.total).toBe(ROWS);

      const file = await fileOf(started.job);
      expect(file.status).toBe(200);
      expect(file.raw.headers['content-type']).toContain('text/csv');
      const streamed = await exportFile('crew.Seafarer', body('csv'));
      expect(file.raw.headers['content-disposition']).toBe(streamed.raw.headers['content-disposition']);
      expect(file.raw.rawPayload.equals(streamed.bytes)).toBe(true);
      const records = parse(file.raw.rawPayload.toString('utf8').slice(1)) as string[][];
      expect(records).toHaveLength(ROWS + 1);
      expect(records[1]!.slice(0, 2)).toEqual(['PGX00000', 'PAGED 0']);
      expect(records.at(-1)!.slice(0, 2)).toEqual([`PGX${String(ROWS - 1).padStart(5, '0')}`, `PAGED ${ROWS - 1}`]);
      // Fetched again within the hour: the same file.
      expect((await fileOf(started.job)).raw.rawPayload.equals(file.raw.rawPayload)).toBe(true);
    }, 60_000);

    it('writes the workbook the streamed export writes: the same sheet, row for row, in the reader’s language', async () => {
      const started = await start('xlsx', root, 'zh-cn');
      expect((await follow(started.job)).at(-1)).toMatchObject({ state: 'done', done: ROWS, total: ROWS });
      const file = await fileOf(started.job);
      expect(file.raw.headers['content-type']).toContain('spreadsheetml');
      const streamed = await exportFile('crew.Seafarer', body('xlsx'), root, 'zh-cn');
      const [ours, theirs] = [await workbookOf(file.raw.rawPayload), await workbookOf(streamed.bytes)];
      expect(ours.worksheets[0]!.name).toBe(theirs.worksheets[0]!.name);
      const rows = sheetRows(ours.worksheets[0]!);
      expect(rows).toEqual(sheetRows(theirs.worksheets[0]!));
      expect(rows[0]).toEqual(SEAFARER_COLUMNS.map((column) => column.title['zh-cn']));
      expect(rows).toHaveLength(ROWS + 1);
      expect(rows[2]!.slice(0, 4)).toEqual(['PGX00001', 'PAGED 1', undefined, '中国']);
    }, 60_000);

    it('is its starter’s alone: another administrator, another resource or the import’s calls cannot read it or its file', async () => {
      const role = await buildGroup(t, root, { name: 'Seafarer exporters', rights: ['crew/seafarer/index'] });
      await buildAdmin(t, root, { username: 'exporter2', group_arr: [role.id] });
      const other = await tokenOf(t, 'exporter2');
      const started = await start('csv');
      await follow(started.job);
      for (const answer of [
        await call(t, { url: `/admin/crew.Seafarer/exportStatus?job=${started.job}`, token: other, lang: 'en' }),
        await fileOf(started.job, other),
        await fileOf(started.job, root, 'fleet.Ship'),
        await call(t, { url: `/admin/fleet.Ship/exportStatus?job=${started.job}`, token: root, lang: 'en' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.json).toMatchObject({ code: 0, msg: 'This export is no longer known (an hour has passed or the server restarted): export the list again' });
      }
      // The import's calls do not read an export's job, nor the export's an import's.
      expect((await call(t, { url: `/admin/crew.Seafarer/importStatus?job=${started.job}`, token: root, lang: 'en' })).status).toBe(404);
      const imported = await runImport('crew.Seafarer', await xlsxOf([['Seafarer no.'], ['PGX00000']]), 'one.xlsx', 'preview', SEAFARER_COLUMNS);
      expect((await call(t, { url: `/admin/crew.Seafarer/exportStatus?job=${imported.job}`, token: root, lang: 'en' })).status).toBe(404);
      expect((await fileOf(imported.job)).status).toBe(404);
      // Their own export stays theirs: the same rights, their own scope.
      const theirs = await start('csv', other);
      expect((await follow(theirs.job, other)).at(-1)).toMatchObject({ state: 'done', total: ROWS });
      expect((await fileOf(theirs.job, other)).status).toBe(200);
      expect((await call(t, { url: `/admin/crew.Seafarer/exportStatus?job=${theirs.job}`, token: root, lang: 'en' })).status).toBe(404);
    }, 60_000);

    it('answers an unknown job 404, a malformed one, a bad body and a missing right each with its clear refusal, never a 500', async () => {
      const unknown = await call(t, { url: '/admin/crew.Seafarer/exportStatus?job=6f1c1f3e-0a4b-4c55-9d1e-6a1f0e2b7c11', token: root, lang: 'en' });
      expect(unknown.status).toBe(404);
      expect(unknown.json.msg).toBe('This export is no longer known (an hour has passed or the server restarted): export the list again');
      // A job that is not an id is refused as any invalid parameter is (docs/api.md: code 0, the field named).
      for (const query of ['job=not-a-job', 'job=', '', 'job=6f1c1f3e-0a4b-4c55-9d1e-6a1f0e2b7c11&job=6f1c1f3e-0a4b-4c55-9d1e-6a1f0e2b7c12', 'job=6f1c1f3e-0a4b-4c55-9d1e-6a1f0e2b7c11&extra=1']) {
        for (const action of ['exportStatus', 'exportFile']) {
          const answer = await call(t, { url: `/admin/crew.Seafarer/${action}?${query}`, token: root, lang: 'en' });
          expect(answer.status, `${action}?${query}`).toBeLessThan(500);
          expect(answer.json, `${action}?${query}`).toMatchObject({ code: 0, msg: expect.any(String), data: { errors: expect.any(Object) } });
          expect(answer.json.msg, `${action}?${query}`).not.toBe('');
        }
      }
      expect((await call(t, { url: '/admin/crew.Seafarer/exportStatus?job=not-a-job', token: root, lang: 'en' })).json.data.errors).toHaveProperty('job');
      const badBodies: Array<Record<string, unknown>> = [
        { format: 'pdf', columns: SEAFARER_COLUMNS },
        { format: 'csv', columns: [] },
        { format: 'csv', columns: [{ field: 'password_hash', title: { 'zh-cn': 'x', en: 'x' } }] },
        { format: 'csv', columns: SEAFARER_COLUMNS, order: 'nope,sideways' },
        { format: 'csv', columns: SEAFARER_COLUMNS, search: [{ field: 'nope', operator: 'eq', val: 1 }] },
        { format: 'csv', columns: SEAFARER_COLUMNS, job: 'x' },
      ];
      for (const bad of badBodies) {
        const answer = await call(t, { url: '/admin/crew.Seafarer/exportStart', token: root, lang: 'en', body: bad });
        expect(answer.status, JSON.stringify(bad)).toBeLessThan(500);
        expect(answer.json.code, JSON.stringify(bad)).toBe(0);
      }
      // Without the list's right, neither the job nor its calls.
      const role = await buildGroup(t, root, { name: 'Ship readers only', rights: ['fleet/ship/index'] });
      await buildAdmin(t, root, { username: 'shipreader2', group_arr: [role.id] });
      const shipReader = await tokenOf(t, 'shipreader2');
      expect((await call(t, { url: '/admin/crew.Seafarer/exportStart', token: shipReader, body: body('csv') })).status).toBe(403);
      expect((await call(t, { url: '/admin/crew.Seafarer/exportStatus?job=6f1c1f3e-0a4b-4c55-9d1e-6a1f0e2b7c11', token: shipReader })).status).toBe(403);
    });
  });
});
