import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enErrors from '@/public/locales/en/errors.json';
import trErrors from '@/public/locales/tr/errors.json';
import { SERVICE_KEY, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const key = { 'X-Service-Key': SERVICE_KEY };
const languageCount = async () => Number((await api.sql<{ n: number }>('select count(*)::int as n from languages'))[0]?.n);
const auditCount = async () => Number((await api.sql<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n);

describe('POST /api/Language/GetList', () => {
  it('answers the seeded languages with the default paging (page 1, size 10, Id descending)', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: key, body: {} });
    expect(response.status).toBe(200);
    expect(response.json.isSuccess).toBe(true);
    const data = response.json.data as { items: { code: string; id: number }[]; totalCount: number; pageNumber: number; pageSize: number };
    expect(data.pageNumber).toBe(1);
    expect(data.pageSize).toBe(10);
    expect(data.totalCount).toBe(2);
    expect(data.items.map((item) => item.code)).toEqual(['en', 'tr']);
    expect(data.items[0]!.id).toBeGreaterThan(data.items[1]!.id);
  });

  it('sorts by a whitelisted column and pages', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: key, body: { pageNumber: 1, pageSize: 1, sortColumn: 'Code', sortDescending: false } });
    const data = response.json.data as { items: { code: string }[]; totalCount: number };
    expect(data.items.map((item) => item.code)).toEqual(['en']);
    expect(data.totalCount).toBe(2);
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize', 'validation.tooLarge'],
    [{ pageNumber: 0 }, 'pageNumber', 'validation.tooSmall'],
    [{ sortColumn: 'Id; DROP TABLE languages--' }, 'sortColumn', 'validation.notAllowed'],
    [{ sortColumn: 'password' }, 'sortColumn', 'validation.notAllowed'],
    [{ sortDescending: 'yes' }, 'sortDescending', 'validation.invalidType'],
    [{ pageSize: 1.5 }, 'pageSize', 'validation.notInteger'],
    [{ extra: true }, 'extra', 'validation.unknownField'],
  ])('rejects %j with 400 and a field error', async (body, field, code) => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: key, body });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('errors.validation');
    expect(response.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, code })]));
    expect(await languageCount()).toBe(2);
  });

  it('needs the service key', async () => {
    expect((await api.call('POST', '/api/Language/GetList', { body: {} })).status).toBe(401);
    const wrong = await api.call('POST', '/api/Language/GetList', { headers: { 'X-Service-Key': 'nope' }, body: {} });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe('errors.serviceKey');
  });

  it('localizes messages by Accept-Language', async () => {
    const tr = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Accept-Language': 'tr-TR' }, body: { pageSize: 500 } });
    expect(tr.json.errors?.[0]?.message).toBe('Değer en fazla 100 olabilir.');
    const en = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Accept-Language': 'en-US,en;q=0.9' }, body: { pageSize: 500 } });
    expect(en.json.errors?.[0]?.message).toBe('The value can be at most 100.');
  });
});

describe('POST /api/Language/Create and GET /api/Language/Delete', () => {
  it('lets an Editor add a language and delete it, auditing both', async () => {
    const editor = await api.token(['Editor']);
    const before = await auditCount();
    const created = await api.call('POST', '/api/Language/Create', { bearer: editor, body: { code: 'de-at', name: 'German (Austria)', nativeName: 'Deutsch (Österreich)', isActive: true } });
    expect(created.status).toBe(200);
    const language = created.json.data as { id: number; code: string; nativeName: string };
    expect(language.code).toBe('de-AT');
    expect(language.nativeName).toBe('Deutsch (Österreich)');

    const duplicate = await api.call('POST', '/api/Language/Create', { bearer: editor, body: { code: 'DE-AT', name: 'x', nativeName: 'y' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('language.codeTaken');

    const deleted = await api.call('GET', `/api/Language/Delete?id=${language.id}`, { bearer: editor });
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toEqual({ id: language.id });
    expect(await languageCount()).toBe(2);
    const audit = await api.sql<{ action: string; actor_id: string }>(`select action, actor_id from audit_log order by id desc limit 2`);
    expect(audit.map((row) => row.action)).toEqual(['language.delete', 'language.create']);
    expect(audit[0]!.actor_id).toBe('user-Editor');
    expect(await auditCount()).toBe(before + 2);
  });

  it('lets an Admin create too', async () => {
    const admin = await api.token(['Admin']);
    const created = await api.call('POST', '/api/Language/Create', { bearer: admin, body: { code: 'ar', name: 'Arabic', nativeName: 'العربية' } });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    expect((await api.call('GET', `/api/Language/Delete?id=${id}`, { bearer: admin })).status).toBe(200);
  });

  it('refuses to delete the site’s own locales with 409', async () => {
    const editor = await api.token(['Editor']);
    const [tr] = await api.sql<{ id: number }>(`select id from languages where code = 'tr'`);
    const response = await api.call('GET', `/api/Language/Delete?id=${tr!.id}`, { bearer: editor, headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('language.protected');
    expect(response.json.message).toContain('cannot be deleted');
    expect(await languageCount()).toBe(2);
  });

  it.each([
    ['tr', 'Editor', 'tr-TR', trErrors.language.protected],
    ['tr', 'Admin', 'en-US', enErrors.language.protected],
    ['en', 'Editor', 'en', enErrors.language.protected],
    ['en', 'Admin', 'tr', trErrors.language.protected],
  ] as const)('refuses to delete %s for an %s, saying why in the caller’s language (%s), and writes nothing', async (code, role, acceptLanguage, message) => {
    const bearer = await api.token([role]);
    const before = await auditCount();
    const [row] = await api.sql<{ id: number }>(`select id from languages where code = '${code}'`);
    const response = await api.call('GET', `/api/Language/Delete?id=${row!.id}`, { bearer, headers: { 'Accept-Language': acceptLanguage } });
    expect(response.status).toBe(409);
    expect(response.json.isSuccess).toBe(false);
    expect(response.json.code).toBe('language.protected');
    expect(response.json.message).toBe(message);
    expect((await api.sql<{ code: string }>('select code from languages order by code')).map((language) => language.code)).toEqual(['en', 'tr']);
    expect(await auditCount()).toBe(before);
  });

  it('the admin screen says what each language is on the site: tr and en translated, in the switcher, protected; an added one none of these', async () => {
    const editor = await api.token(['Editor']);
    const created = await api.call('POST', '/api/Language/Create', { bearer: editor, body: { code: 'de', name: 'German', nativeName: 'Deutsch' } });
    const german = (created.json.data as { id: number }).id;
    const { getDb } = await import('@/lib/server/db/client');
    const { loadLanguagesScreen } = await import('@/lib/server/languages/languages-screen');
    const { languageListRequest } = await import('@/lib/schemas/language');
    const screen = await loadLanguagesScreen(await getDb(), languageListRequest.parse({ sortColumn: 'Code', sortDescending: false }));
    expect(screen.languages.items.map((language) => language.code)).toEqual(['de', 'en', 'tr']);
    const byCode = Object.fromEntries(screen.languages.items.map((language) => [language.code, screen.site[language.id]!]));
    for (const code of ['tr', 'en']) expect(byCode[code], code).toMatchObject({ translations: { present: true, missing: [] }, switcher: { shown: true }, deletable: false });
    expect(byCode.de).toMatchObject({ translations: { present: false }, switcher: { shown: false, lacks: ['routes', 'translations'] }, deletable: true });
    expect(byCode.de!.translations.missing).toEqual(expect.arrayContaining(['common', 'admin', 'tracking']));
    expect((await api.call('GET', `/api/Language/Delete?id=${german}`, { bearer: editor })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const editor = await api.token(['Editor']);
    expect((await api.call('GET', '/api/Language/Delete?id=999999', { bearer: editor })).status).toBe(404);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '']) {
      const response = await api.call('GET', `/api/Language/Delete?id=${id}`, { bearer: editor });
      expect(response.status, id).toBe(400);
      expect(response.json.errors?.[0]?.field).toBe('id');
    }
    expect((await api.call('GET', '/api/Language/Delete', { bearer: editor })).json.errors?.[0]?.code).toBe('validation.required');
  });

  it.each([
    [{ code: 'xx_!!', name: 'A', nativeName: 'B' }, 'code'],
    [{ code: 'en-US-x-toolongprivateusetag-abcdefghij', name: 'A', nativeName: 'B' }, 'code'],
    [{ code: 'fr', name: '', nativeName: 'Français' }, 'name'],
    [{ code: 'fr', name: 'French', nativeName: 'x'.repeat(101) }, 'nativeName'],
    [{ code: 'fr', name: 'French', nativeName: 'Français', isActive: 'true' }, 'isActive'],
    [{ code: 'fr', name: 'French', nativeName: 'Français', id: 5 }, 'id'],
    [{ name: 'French', nativeName: 'Français' }, 'code'],
  ])('rejects %j without writing', async (body, field) => {
    const editor = await api.token(['Editor']);
    const before = await auditCount();
    const response = await api.call('POST', '/api/Language/Create', { bearer: editor, body });
    expect(response.status).toBe(400);
    expect(response.json.errors?.map((error) => error.field)).toContain(field);
    expect(await languageCount()).toBe(2);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ['anonymous', null, 401],
    ['Customer', ['Customer'], 403],
    ['CompanyAdmin', ['CompanyAdmin'], 403],
    ['Operator', ['Operator'], 403],
  ] as const)('answers %s with %i and writes nothing', async (_name, roles, status) => {
    const bearer = roles ? await api.token([...roles]) : undefined;
    const create = await api.call('POST', '/api/Language/Create', { bearer, body: { code: 'fr', name: 'French', nativeName: 'Français' } });
    expect(create.status).toBe(status);
    const [tr] = await api.sql<{ id: number }>(`select id from languages where code = 'en'`);
    expect((await api.call('GET', `/api/Language/Delete?id=${tr!.id}`, { bearer })).status).toBe(status);
    expect(await languageCount()).toBe(2);
  });
});
