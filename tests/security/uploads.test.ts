import { createHash } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, exeBytes } from '../fixtures/files';
import { startTestApi, type ApiResponse, type TestApi } from '../api/harness';
import { changedTables, databaseFingerprint } from './support/checksum';
import { authorised, call, credentials, envelopeProblems, routes, type Credentials } from './support/routes';

/**
 * Upload checks on every multipart endpoint of the table (File/Upload, Tariff/Upload, Content/UploadImage):
 * disguised executables and markup, one byte over the limit, a zip bomb dressed as XLSX, an image whose
 * header claims a billion pixels, forms without a file or with two, and a path-traversal file name.
 * tests/api/files.test.ts proves the accepted types and the exact 10 MB boundary of File/Upload.
 */
let api: TestApi;
let creds: Credentials;
beforeAll(async () => {
  api = await startTestApi();
  creds = await credentials(api);
});
afterAll(async () => api?.close());

const uploads = routes.filter(({ endpoint }) => endpoint.bodyKind === 'multipart');

const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
const htmlBytes = () => Buffer.from('<!doctype html><html><body><script>fetch("/api/Account/GetProfile").then(r=>r.text()).then(alert)</script></body></html>');
const svgBytes = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

/**
 * A ZIP with the parts that make it look like a workbook and one deflated entry of `inflated` zero bytes
 * whose headers declare 4 GB: a zip bomb, a few dozen kilobytes on the wire.
 */
function zipBomb(inflated = 64 * 1024 * 1024): Buffer {
  const entries: [string, Buffer, number, number][] = [
    ['[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), 0, 0],
    ['xl/workbook.xml', Buffer.from('<?xml version="1.0"?><workbook/>'), 0, 0],
    ['xl/worksheets/sheet1.xml', deflateRawSync(Buffer.alloc(inflated), { level: 9 }), 8, 0xffffffff],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data, method, declared] of entries) {
    const nameBytes = Buffer.from(name);
    const size = method ? declared : data.length;
    const checksum = method ? 0 : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A PNG whose header claims 40,000 × 40,000 pixels (1.6 billion) over a few bytes of data: a decompression bomb for a decoder. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40_000, 0);
  header.writeUInt32BE(40_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateRawSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

function form(files: [Buffer, string, string?][], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [content, fileName, type] of files) data.append('file', new Blob([new Uint8Array(content)], { type: type ?? 'application/octet-stream' }), fileName);
  return data;
}

const send = (path: string, data: FormData | undefined, extra: { rawBody?: Buffer; headers?: Record<string, string> } = {}) => {
  const endpoint = uploads.find((route) => route.endpoint.path === path)!.endpoint;
  const options = authorised(endpoint, creds);
  return call(api, 'POST', path, { ...options, form: data, rawBody: extra.rawBody as never, headers: { ...options.headers, ...extra.headers } });
};

/** A rejected upload: exactly `status` with the envelope, and not a row written anywhere. */
async function expectRefused(label: string, attempt: () => Promise<ApiResponse>, status: number): Promise<ApiResponse> {
  const before = await databaseFingerprint(api);
  const response = await attempt();
  expect(response.status, `${label} → ${response.status} ${response.text.slice(0, 200)}`).toBe(status);
  expect(envelopeProblems(response), label).toEqual([]);
  expect(changedTables(before, await databaseFingerprint(api)), `${label} wrote`).toEqual([]);
  return response;
}

describe('upload checks on every multipart endpoint', { timeout: 300_000 }, () => {
  it('finds the three multipart endpoints in the table', () => {
    expect(uploads.map((route) => route.endpoint.path).sort()).toEqual(['/api/Content/UploadImage', '/api/File/Upload', '/api/Tariff/Upload']);
  });

  it('refuses executables and markup named as the accepted types (magic bytes win over names and declared types)', async () => {
    const disguises: [Buffer, string, string][] = [
      [exeBytes(), 'invoice.pdf', 'application/pdf'],
      [exeBytes(), 'photo.png', 'image/png'],
      [elfBytes(), 'photo.png', 'image/png'],
      [elfBytes(), 'prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [htmlBytes(), 'invoice.pdf', 'application/pdf'],
      [htmlBytes(), 'photo.png', 'image/png'],
      [svgBytes(), 'logo.png', 'image/png'],
      [exeBytes(), 'tariffs.csv', 'text/csv'],
      [elfBytes(), 'tariffs.csv', 'text/csv'],
    ];
    // Each endpoint's own answer to bytes of a type it does not take: a file of a request is a form field the
    // visitor corrects (400, files.unsupportedType on `file`, lib/server/files/upload-file.ts); an editor's image
    // is 415 content.image.type (lib/server/content/admin/upload-image.ts); a tariff file holding a NUL byte is
    // no text at all, 415 tariffs.import.notText (lib/server/tariffs/dry-run-import.ts).
    const wrongType: Record<string, number> = { '/api/File/Upload': 400, '/api/Content/UploadImage': 415, '/api/Tariff/Upload': 415 };
    for (const { endpoint } of uploads) {
      for (const [content, name, type] of disguises) {
        if (endpoint.path === '/api/Tariff/Upload' && !content.includes(0)) {
          // Markup is text: the CSV endpoint stores it as an import whose report refuses its header, never confirmable.
          const answer = await send(endpoint.path, form([[content, name, type]]));
          expect(answer.status, answer.text).toBe(200);
          expect((answer.json.data as { status: string }).status).toBe('invalid');
          continue;
        }
        await expectRefused(`${endpoint.path} ${name} holding ${content.subarray(0, 4).toString('hex')}`, () => send(endpoint.path, form([[content, name, type]])), wrongType[endpoint.path]!);
      }
    }
  });

  it('refuses one byte over each endpoint’s limit with 413, before storing anything', async () => {
    for (const { endpoint } of uploads) {
      const limit = endpoint.maxBodyBytes!;
      const head = endpoint.path === '/api/Tariff/Upload' ? Buffer.from('mode;carrier\n') : endpoint.path === '/api/Content/UploadImage' ? pngBytes() : pdfBytes();
      const content = Buffer.concat([head, Buffer.alloc(limit + 1 - head.length, 0x20)]);
      await expectRefused(`${endpoint.path} ${limit + 1} bytes`, () => send(endpoint.path, form([[content, 'big.pdf']])), 413);
    }
  });

  it('refuses a form without a file and a form with two files', async () => {
    for (const { endpoint } of uploads) {
      await expectRefused(`${endpoint.path} without a file`, () => send(endpoint.path, form([], { note: 'no file here' })), 400);
      await expectRefused(`${endpoint.path} with two files`, () => send(endpoint.path, form([[pdfBytes(), 'a.pdf'], [pngBytes(), 'b.png']])), 400);
      await expectRefused(`${endpoint.path} as JSON`, () => call(api, 'POST', endpoint.path, { ...authorised(endpoint, creds), body: { file: 'x' } }), 415);
    }
  });

  it('stores a zip bomb disguised as XLSX only as opaque bytes: never inflated, answered at once, given back identical', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const stored = await send('/api/File/Upload', form([[bomb, 'prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']]));
    expect(stored.status, stored.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - rss, 'the 64 MB entry was not inflated').toBeLessThan(48 * 1024 * 1024);
    const { id } = stored.json.data as { id: string };
    const [row] = await api.sql<{ size_bytes: number; sha256: string }>(`select size_bytes, sha256 from uploaded_files where id = '${id}'`);
    expect(row).toEqual({ size_bytes: bomb.length, sha256: createHash('sha256').update(bomb).digest('hex') });
    const back = await call(api, 'GET', `/api/File/Get?id=${id}`, { bearer: creds.tokens.customer });
    expect(back.bytes.equals(bomb)).toBe(true);
    expect(back.headers.get('content-disposition')).toMatch(/^attachment/);
    // The other endpoints take no ZIP at all.
    await expectRefused('Content/UploadImage zip bomb', () => send('/api/Content/UploadImage', form([[bomb, 'photo.png', 'image/png']])), 415);
    // A ZIP holds NUL bytes: no CSV text (lib/server/tariffs/dry-run-import.ts).
    await expectRefused('Tariff/Upload zip bomb', () => send('/api/Tariff/Upload', form([[bomb, 'tariffs.csv', 'text/csv']])), 415);
  });

  it('refuses an image whose header claims 1.6 billion pixels without decoding it', async () => {
    const started = Date.now();
    // A small file (not 413): a PNG by its bytes whose decoder refuses it over the pixel limit, 415 content.image.unreadable.
    const refused = await expectRefused('pixel bomb', () => send('/api/Content/UploadImage', form([[pixelBomb(), 'huge.png', 'image/png']])), 415);
    expect(refused.json.code).toBe('content.image.unreadable');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stores a path-traversal file name as a plain name, never as a path', async () => {
    // A NUL in the part's header is broken framing for the multipart parser: refused outright.
    await expectRefused('a NUL in the file name', () => send('/api/File/Upload', form([[pdfBytes(), 'a\u0000b.pdf', 'application/pdf']])), 400);
    const names = ['../../etc/passwd.pdf', '..\\..\\windows\\system32\\evil.pdf', '/etc/passwd.pdf', '%2e%2e%2fsecret.pdf', 'CON.pdf', '\u202Efdp.exe', 'a\r\nContent-Type: text/html.pdf'];
    for (const name of names) {
      const response = await send('/api/File/Upload', form([[pdfBytes(), name, 'application/pdf']]));
      expect(response.status, `${JSON.stringify(name)}: ${response.text}`).toBe(200);
      const { id } = response.json.data as { id: string };
      const [row] = await api.sql<{ file_name: string }>(`select file_name from uploaded_files where id = '${id}'`);
      expect(row!.file_name, name).not.toMatch(/[/\\\u0000\u202E]|\.\./);
      const disposition = (await call(api, 'GET', `/api/File/Get?id=${id}`, { bearer: creds.tokens.customer })).headers.get('content-disposition') ?? '';
      expect(disposition, name).not.toMatch(/\.\.|[/\\]|[\r\n]/);
      await api.sql(`delete from uploaded_files where id = '${id}'`);
    }
    const tariff = await send('/api/Tariff/Upload', form([[Buffer.from('mode;carrier\n'), '../../../tmp/tariffs.csv', 'text/csv']]));
    // Stored as an import whose report refuses its header (never confirmable), under a plain name.
    expect(tariff.status, tariff.text).toBe(200);
    expect((tariff.json.data as { status: string }).status).toBe('invalid');
    for (const row of await api.sql<{ file_name: string }>('select file_name from tariff_imports')) expect(row.file_name).not.toMatch(/[/\\]|\.\./);
  });
});
