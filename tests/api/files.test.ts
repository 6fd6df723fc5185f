import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import { XLSX_MEDIA_TYPE } from '@/lib/domain/file-signature';
import { MAX_FILE_BYTES, MAX_FILES } from '@/lib/domain/file-rules';
import type { RequestDetail } from '@/lib/schemas/request';
import { exeBytes, pdfBytes, pngBytes, xlsxBytes } from '../fixtures/files';
import { dataOf, startTestApi, type TestApi } from './harness';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const user of ['customer', 'colleague', 'companyadmin', 'operator', 'editor'] as const) tokens[user] = await api.demoToken(`${user}@navlunport.test`);
});
afterAll(async () => api?.close());

const UPLOAD = '/api/File/Upload';
const userId = (user: string) => ({ customer: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01', colleague: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02', companyadmin: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e03' })[user];

function form(content: Uint8Array, fileName: string, declaredType = 'application/octet-stream') {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)], { type: declaredType }), fileName);
  return data;
}

/** The multipart body fetch would send, as bytes (for bodies built by hand). */
async function serialise(data: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const upload = (user: string, data: FormData, headers: Record<string, string> = {}) => api.call('POST', UPLOAD, { form: data, bearer: tokens[user], headers: { 'Accept-Language': 'en', ...headers } });

const stored = async (owner: string) => api.sql<{ id: string; file_name: string; media_type: string; size_bytes: number; sha256: string; request_id: number | null; content: Uint8Array }>(
  `select id, file_name, media_type, size_bytes, sha256, request_id, content from uploaded_files where owner_id = '${userId(owner)}' order by created_at`,
);

describe('POST /api/File/Upload', () => {
  it('stores a PDF with its SHA-256, typed from its bytes even when the client says image/png', async () => {
    const bytes = pdfBytes();
    const response = await upload('customer', form(bytes, 'fatura.pdf', 'image/png'));
    expect(response.status).toBe(200);
    const data = response.json.data as { id: string; fileName: string; mediaType: string; sizeBytes: number };
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'fatura.pdf', mediaType: 'application/pdf', sizeBytes: bytes.length });
    const [row] = (await stored('customer')).filter((candidate) => candidate.id === data.id);
    expect(row).toMatchObject({ file_name: 'fatura.pdf', media_type: 'application/pdf', size_bytes: bytes.length, request_id: null });
    expect(row!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.from(row!.content).equals(bytes)).toBe(true);
    const [audit] = await api.sql<{ action: string; actor_id: string }>(`select action, actor_id from audit_log where entity = 'uploadedFile' and entity_id = '${data.id}'`);
    expect(audit).toEqual({ action: 'file.upload', actor_id: userId('customer') });
  });

  it('names a file after its real type and keeps a clean, Turkish name', async () => {
    const png = await upload('customer', form(pngBytes(), '../../secret/tarama.pdf', 'application/pdf'));
    expect(png.json.data).toMatchObject({ fileName: 'tarama.pdf.png', mediaType: 'image/png' });
    const xlsx = await upload('customer', form(xlsxBytes(), 'Yük listesi ğüşİ.xlsx'));
    expect(xlsx.json.data).toMatchObject({ fileName: 'Yük listesi ğüşİ.xlsx', mediaType: XLSX_MEDIA_TYPE });
  });

  it('refuses a program renamed .pdf (400, nothing stored)', async () => {
    const before = (await stored('colleague')).length;
    const response = await upload('colleague', form(exeBytes(), 'invoice.pdf', 'application/pdf'));
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual([expect.objectContaining({ field: 'file', code: 'files.unsupportedType', message: expect.stringContaining('PDF, JPEG, PNG and XLSX') })]);
    expect(await stored('colleague')).toHaveLength(before);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413, storing nothing', async () => {
    const limit = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_FILE_BYTES - pdfBytes().length, 0x20)]);
    expect((await upload('companyadmin', form(limit, 'big.pdf'))).status).toBe(200);
    const over = await upload('companyadmin', form(Buffer.concat([limit, Buffer.from(' ')]), 'bigger.pdf'));
    expect(over.status).toBe(413);
    expect(over.json).toMatchObject({ code: 'files.tooLarge', message: expect.stringContaining('10 MB') });
    const far = await upload('companyadmin', form(Buffer.alloc(12 * 1024 * 1024, 0x25), 'huge.pdf'));
    expect(far.status).toBe(413);
    expect((await stored('companyadmin')).map((row) => row.size_bytes)).toEqual([MAX_FILE_BYTES]);
  });

  it('lets an owner hold at most 5 unattached uploads: the 6th is a 409', async () => {
    const held = (await stored('colleague')).filter((row) => row.request_id === null).length;
    for (let index = held; index < MAX_FILES; index++) expect((await upload('colleague', form(pdfBytes(), `belge-${index}.pdf`))).status).toBe(200);
    const sixth = await upload('colleague', form(pdfBytes(), 'altinci.pdf'));
    expect(sixth.status).toBe(409);
    expect(sixth.json.code).toBe('files.tooMany');
    expect(await stored('colleague')).toHaveLength(MAX_FILES);
  });

  it('answers 401 to an anonymous caller and registers a signed-in identity it has not seen yet', async () => {
    const anonymous = await api.call('POST', UPLOAD, { form: form(pdfBytes(), 'a.pdf') });
    expect(anonymous.status).toBe(401);
    const newcomer = await api.call('POST', UPLOAD, { form: form(pdfBytes(), 'a.pdf'), bearer: await api.token(['Customer'], { sub: 'first-visit', oid: 'first-visit' }) });
    expect(newcomer.status).toBe(200);
    expect(await api.sql(`select id from users where id = 'first-visit'`)).toHaveLength(1);
  });

  it('needs the CSRF double-submit when authenticated by the session cookie', async () => {
    const session = await api.session(tokens.editor!);
    const refused = await api.call('POST', UPLOAD, { form: form(pdfBytes(), 'a.pdf'), cookies: { navlun_session: session.navlun_session } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('errors.csrf');
    const accepted = await api.call('POST', UPLOAD, {
      form: form(pdfBytes(), 'a.pdf'),
      sameOrigin: true,
      cookies: session,
      headers: { 'X-XSRF-TOKEN': session['XSRF-TOKEN'] },
    });
    expect(accepted.status).toBe(200);
  });

  it('answers 415 to a body that is not multipart, and 400 to a form without its file or with two', async () => {
    const json = await api.call('POST', UPLOAD, { body: { file: 'x' }, bearer: tokens.editor });
    expect(json.status).toBe(415);
    expect(json.json.code).toBe('errors.multipartRequired');

    const noFile = new FormData();
    noFile.append('note', 'dosya yok');
    const missing = await api.call('POST', UPLOAD, { form: noFile, bearer: tokens.editor });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'file', code: 'validation.required' })]));

    const two = form(pdfBytes(), 'a.pdf');
    two.append('file', new Blob([pdfBytes()]), 'b.pdf');
    const doubled = await api.call('POST', UPLOAD, { form: two, bearer: tokens.editor });
    expect(doubled.status).toBe(400);
    expect(doubled.json.code).toBe('files.onePerRequest');
  });

  it('answers 400 to broken multipart framing', async () => {
    const { body, contentType } = await serialise(form(pdfBytes(), 'a.pdf'));
    const cut = body.subarray(0, body.length - 30);
    const response = await api.call('POST', UPLOAD, { rawBody: cut, headers: { 'Content-Type': contentType }, bearer: tokens.editor });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('errors.malformedMultipart');
  });
});

describe('GET /api/File/Get', () => {
  let fileId = '';
  const original = xlsxBytes();
  beforeAll(async () => {
    const response = await upload('customer', form(original, 'Yük listesi.xlsx'));
    fileId = (response.json.data as { id: string }).id;
  });
  const get = (user: string | null, id = fileId) => api.call('GET', `/api/File/Get?id=${id}`, { bearer: user ? tokens[user] : undefined });

  it('gives the owner the identical bytes with the stored type, as an attachment, never sniffed', async () => {
    const response = await get('customer');
    expect(response.status).toBe(200);
    expect(response.bytes.equals(original)).toBe(true);
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Yuk listesi.xlsx"; filename*=UTF-8''${encodeURIComponent('Yük listesi.xlsx')}`);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('lets operations download it', async () => {
    expect((await get('operator')).status).toBe(200);
  });

  it('hides an unattached upload from everyone else: another user, the company admin, an unknown id all get the same 404', async () => {
    for (const user of ['colleague', 'companyadmin', 'editor']) {
      const response = await get(user);
      expect(response.status, user).toBe(404);
      expect(response.json.code).toBe('files.notFound');
    }
    expect((await get('customer', '00000000-0000-4000-8000-000000000000')).json.code).toBe('files.notFound');
  });

  it('once attached to a request, follows the request: the company admin sees it, a colleague still does not', async () => {
    const search = { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 1 }] };
    const offers = dataOf<{ offers: { tariffId: string }[] }>(await api.call('POST', '/api/Freight/Search', { body: search }));
    const created = await api.call('POST', '/api/Demand/Create', { body: { search, tariffId: offers.offers[0]!.tariffId, fileIds: [fileId] }, bearer: tokens.customer });
    expect(created.status).toBe(201);
    // The request's detail lists it, with its name, type and size, and its offer with its dates.
    const detail = dataOf<RequestDetail>(await api.call('GET', `/api/Demand/Get?id=${(created.json.data as { id: number }).id}`, { bearer: tokens.customer }));
    expect(detail.files).toEqual([{ id: fileId, fileName: 'Yük listesi.xlsx', mediaType: XLSX_MEDIA_TYPE, sizeBytes: original.length }]);
    expect(detail.offers).toEqual([expect.objectContaining({ source: 'instant', validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), transitDays: expect.any(Number), withdrawn: false })]);
    expect(detail.offers[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await get('companyadmin')).status).toBe(200);
    expect((await get('colleague')).status).toBe(404);
    expect((await get('customer')).status).toBe(200);
  });

  it('answers 401 anonymously and 400 to an id that is not a UUID', async () => {
    expect((await get(null)).status).toBe(401);
    const invalid = await get('customer', 'abc');
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual([expect.objectContaining({ field: 'id', code: 'files.id.invalid' })]);
  });
});
