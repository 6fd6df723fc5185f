import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@/lib/schemas/audit';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<DemoName, string>;
const ADMIN_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e06';
const EDITOR_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e05';
const COLLEAGUE_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02';

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  // Real actions through the API (each writes its audit row) …
  await api.call('POST', '/api/Language/Create', { bearer: tokens.editor, body: { code: 'de', name: 'German', nativeName: 'Deutsch' } });
  await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: COLLEAGUE_OID, roles: ['Customer', 'CompanyAdmin'] } });
  await api.call('POST', '/api/User/Deactivate', { bearer: tokens.admin, body: { id: COLLEAGUE_OID } });
  // … and rows around an Istanbul midnight: 2026-03-01 21:30 UTC is 2026-03-02 00:30 in Istanbul.
  await api.sql(`insert into audit_log (actor_id, action, entity, entity_id, before, after, created_at) values
    ('${EDITOR_OID}', 'fixture.early', 'fixture', 'f-1', null, '{"n":1}', '2026-03-01T20:59:00Z'),
    ('${EDITOR_OID}', 'fixture.late', 'fixture', 'f-2', '{"n":1}', '{"n":2}', '2026-03-01T21:30:00Z'),
    (null, 'fixture.system', 'fixture', 'f-3', null, null, '2026-03-03T09:00:00Z')`);
});
afterAll(async () => api?.close());

const list = async (body: Record<string, unknown>, bearer = tokens.admin) => api.call('POST', '/api/Audit/GetList', { bearer, body });
const page = async (body: Record<string, unknown>) => {
  const response = await list(body);
  expect(response.status).toBe(200);
  return response.json.data as AuditPage;
};

describe('POST /api/Audit/GetList', () => {
  it('answers the log newest first with who, what, before and after', async () => {
    const data = await page({ pageSize: 100 });
    const total = Number((await api.sql<{ n: number }>('select count(*)::int as n from audit_log'))[0]!.n);
    expect(data.totalCount).toBe(total);
    const ids = data.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const deactivation = data.items.find((entry) => entry.action === 'user.deactivate' && entry.entityId === COLLEAGUE_OID);
    expect(deactivation).toMatchObject({ actorId: ADMIN_OID, actorEmail: 'admin@navlunport.test', actorName: 'İsmail Doğan', entity: 'user', before: { isActive: true }, after: { isActive: false } });
    expect(data.items.find((entry) => entry.action === 'fixture.system')).toMatchObject({ actorId: null, actorName: null });
  });

  it('pages with the default size of 20 and without overlap', async () => {
    const first = await page({ pageSize: 2 });
    const second = await page({ pageSize: 2, pageNumber: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    expect((await page({})).pageSize).toBe(20);
  });

  it('filters by actor id, by actor email and by folded actor name', async () => {
    const byId = await page({ actor: EDITOR_OID, pageSize: 100 });
    expect(byId.items.length).toBeGreaterThanOrEqual(3);
    expect(byId.items.every((entry) => entry.actorId === EDITOR_OID)).toBe(true);
    const byEmail = await page({ actor: 'EDITOR@navlunport', pageSize: 100 });
    expect(byEmail.items.map((entry) => entry.id)).toEqual(byId.items.map((entry) => entry.id));
    const byName = await page({ actor: 'gunes', pageSize: 100 });
    expect(byName.items.map((entry) => entry.id)).toEqual(byId.items.map((entry) => entry.id));
    expect((await page({ actor: 'nobody-at-all' })).totalCount).toBe(0);
  });

  it('filters by entity, entity id and action (exact or a prefix ending in a dot)', async () => {
    const languages = await page({ entity: 'language', pageSize: 100 });
    expect(languages.items.length).toBeGreaterThan(0);
    expect(languages.items.every((entry) => entry.entity === 'language')).toBe(true);
    const colleague = await page({ entity: 'user', entityId: COLLEAGUE_OID, pageSize: 100 });
    expect(colleague.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['user.setRoles', 'user.deactivate']));
    expect(colleague.items.every((entry) => entry.entityId === COLLEAGUE_OID)).toBe(true);
    const exact = await page({ action: 'user.setRoles', pageSize: 100 });
    expect(exact.items.map((entry) => entry.action)).toEqual(['user.setRoles']);
    const prefix = await page({ action: 'fixture.', pageSize: 100 });
    expect(prefix.items.map((entry) => entry.action)).toEqual(['fixture.system', 'fixture.late', 'fixture.early']);
    // A prefix without the dot is an exact action, and LIKE characters are text.
    expect((await page({ action: 'fixture' })).totalCount).toBe(0);
    expect((await page({ action: '%.' })).totalCount).toBe(0);
  });

  it('filters by Istanbul days (a row at 21:30 UTC belongs to the next day)', async () => {
    expect((await page({ entity: 'fixture', from: '2026-03-02', to: '2026-03-02' })).items.map((entry) => entry.action)).toEqual(['fixture.late']);
    expect((await page({ entity: 'fixture', from: '2026-03-01', to: '2026-03-01' })).items.map((entry) => entry.action)).toEqual(['fixture.early']);
    expect((await page({ entity: 'fixture', from: '2026-03-02' })).items.map((entry) => entry.action)).toEqual(['fixture.system', 'fixture.late']);
    expect((await page({ entity: 'fixture', to: '2026-03-02' })).items.map((entry) => entry.action)).toEqual(['fixture.late', 'fixture.early']);
  });

  it('refuses bad days, a reversed range and unknown fields (400)', async () => {
    const reversed = await list({ from: '2026-03-05', to: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.json.errors?.[0]).toMatchObject({ field: 'to', code: 'audit.list.dateRange' });
    expect((await list({ from: '2026-02-30' })).status).toBe(400);
    expect((await list({ orderBy: 'id' })).status).toBe(400);
    expect((await list({ pageSize: 101 })).status).toBe(400);
  });

  it('is open to Admins only (401 anonymous, 403 everyone else and a forged Admin token)', async () => {
    expect((await api.call('POST', '/api/Audit/GetList', { body: {} })).status).toBe(401);
    for (const name of ['customer', 'colleague', 'companyAdmin', 'operator', 'editor'] as const) expect((await list({}, tokens[name])).status).toBe(403);
    expect((await list({}, await api.token(['Customer'], { roles: JSON.stringify(['Admin']) }))).status).toBe(403);
  });
});
