import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserPage, UserAuditTrail } from '@/lib/schemas/admin-users';
import { startTestApi, type DemoName, type TestApi } from './harness';

let api: TestApi;
let tokens: Record<DemoName, string>;
const claimsSecret = { 'X-Claims-Secret': 'navlunport-embedded-claims-secret' };
const ADMIN_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e06';
const COLLEAGUE_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02';

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  // Users whose names only meet their searches through the Turkish fold, and a deactivated one.
  await api.sql(`insert into users (id, email, first_name, last_name, roles, is_active, created_at) values
    ('fixture-cagla', 'cagla@example.com', 'Çağla', 'Işık', '["Customer"]', true, now() - interval '3 days'),
    ('fixture-cem', 'cem@example.com', 'Cem', 'Aksoy', '["Customer","Operator"]', true, now() - interval '2 days'),
    ('fixture-ilgin', 'ILGIN@EXAMPLE.COM', 'Ilgın', 'Ünal', '["Editor"]', false, now() - interval '1 day')`);
});
afterAll(async () => api?.close());

const list = async (body: Record<string, unknown>, bearer = tokens.admin) => api.call('POST', '/api/User/GetList', { bearer, body });
const page = (response: Awaited<ReturnType<typeof list>>) => response.json.data as AdminUserPage;
const emails = (response: Awaited<ReturnType<typeof list>>) => page(response).items.map((user) => user.email);

describe('POST /api/User/GetList', () => {
  it('lists every user of the platform for an Admin, with company names', async () => {
    const response = await list({ pageSize: 100 });
    expect(response.status).toBe(200);
    const data = page(response);
    const total = Number((await api.sql<{ n: number }>('select count(*)::int as n from users'))[0]!.n);
    expect(data.totalCount).toBe(total);
    expect(data.items).toHaveLength(total);
    const customer = data.items.find((user) => user.email === 'customer@navlunport.test');
    expect(customer).toMatchObject({ firstName: 'Ayşe', companyName: 'Ege Tekstil A.Ş.', roles: ['Customer'], isActive: true, isSelf: false });
    expect(data.items.find((user) => user.id === ADMIN_OID)?.isSelf).toBe(true);
  });

  it('pages without overlap and keeps the total', async () => {
    const first = page(await list({ pageSize: 2, pageNumber: 1, sortColumn: 'Email', sortDescending: false }));
    const second = page(await list({ pageSize: 2, pageNumber: 2, sortColumn: 'Email', sortDescending: false }));
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.items.map((user) => user.id)).not.toContain(second.items[0]!.id);
    const all = page(await list({ pageSize: 100, sortColumn: 'Email', sortDescending: false })).items.map((user) => user.email);
    expect([...first.items, ...second.items].map((user) => user.email)).toEqual(all.slice(0, 4));
  });

  it('sorts names on their Turkish fold (Çağla before Cem, both before D)', async () => {
    const names = page(await list({ pageSize: 100, sortColumn: 'Name', sortDescending: false })).items.map((user) => `${user.firstName} ${user.lastName}`);
    expect(names.indexOf('Çağla Işık')).toBeLessThan(names.indexOf('Cem Aksoy'));
    expect(names.indexOf('Cem Aksoy')).toBeLessThan(names.indexOf('Elif Güneş'));
    const descending = page(await list({ pageSize: 100, sortColumn: 'Name', sortDescending: true })).items.map((user) => `${user.firstName} ${user.lastName}`);
    expect(descending.indexOf('Cem Aksoy')).toBeLessThan(descending.indexOf('Çağla Işık'));
  });

  it.each([
    ['ISMAIL', ['admin@navlunport.test']],
    ['dogan', ['admin@navlunport.test']],
    ['ÇELİK', ['companyadmin@navlunport.test']],
    ['ozturk', ['colleague@navlunport.test']],
    ['ılgın', ['ILGIN@EXAMPLE.COM']],
    ['IŞIK', ['cagla@example.com']],
  ])('finds %s with the Turkish fold over names and emails', async (search, expected) => {
    expect(emails(await list({ search, pageSize: 100 })).sort()).toEqual(expected);
  });

  it('searches company names folded (EGE TEKSTİL → the three company users)', async () => {
    expect(emails(await list({ search: 'EGE TEKSTİL', pageSize: 100 })).sort()).toEqual(['colleague@navlunport.test', 'companyadmin@navlunport.test', 'customer@navlunport.test']);
  });

  it('treats LIKE characters in the search as text', async () => {
    expect(page(await list({ search: '%' })).totalCount).toBe(0);
  });

  it('filters by role and by active state', async () => {
    expect(emails(await list({ role: 'Operator', pageSize: 100 })).sort()).toEqual(['cem@example.com', 'operator@navlunport.test']);
    expect(emails(await list({ isActive: false, pageSize: 100 }))).toEqual(['ILGIN@EXAMPLE.COM']);
    expect(emails(await list({ role: 'Editor', isActive: true, pageSize: 100 }))).toEqual(['editor@navlunport.test']);
  });

  it('refuses bad sorts and sizes (400) and everyone but an Admin (401/403)', async () => {
    expect((await list({ sortColumn: 'roles' })).status).toBe(400);
    expect((await list({ pageSize: 101 })).status).toBe(400);
    expect((await list({ role: 'Root' })).status).toBe(400);
    expect((await api.call('POST', '/api/User/GetList', { body: {} })).status).toBe(401);
    for (const name of ['customer', 'companyAdmin', 'operator', 'editor'] as const) expect((await list({}, tokens[name])).status).toBe(403);
  });

  it('refuses a token that says Admin when the application does not (roles come from the users row)', async () => {
    // The token's roles claim says Admin; the application registered the user as a Customer.
    const forged = await api.token(['Customer'], { roles: JSON.stringify(['Admin']) });
    expect((await list({}, forged)).status).toBe(403);
  });
});

describe('POST /api/User/SetRoles', () => {
  it('changes the roles, audits before/after in the same change, and the next token carries them', async () => {
    const before = Number((await api.sql<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'user' and entity_id = '${COLLEAGUE_OID}'`))[0]!.n);
    const response = await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: COLLEAGUE_OID, roles: ['Customer', 'Operator', 'Operator'] } });
    expect(response.status).toBe(200);
    expect((response.json.data as AdminUser).roles).toEqual(['Customer', 'Operator']);
    const [row] = await api.sql<{ roles: string[] }>(`select roles from users where id = '${COLLEAGUE_OID}'`);
    expect(row!.roles).toEqual(['Customer', 'Operator']);
    const audits = await api.sql<{ actor_id: string; action: string; before: unknown; after: unknown; request_id: string | null }>(
      `select actor_id, action, before, after, request_id from audit_log where entity = 'user' and entity_id = '${COLLEAGUE_OID}' order by id desc`,
    );
    expect(audits).toHaveLength(before + 1);
    expect(audits[0]).toMatchObject({ actor_id: ADMIN_OID, action: 'user.setRoles', before: { roles: ['Customer'] }, after: { roles: ['Customer', 'Operator'] } });
    expect(audits[0]!.request_id).toBeTruthy();
    // The identity provider's claims call (what the next token is made of) answers the new roles.
    const claims = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: COLLEAGUE_OID, email: 'colleague@navlunport.test' } });
    expect(claims.status).toBe(200);
    expect(claims.json).toMatchObject({ roles: ['Customer', 'Operator'] });
  });

  it('refuses an Admin removing their own Admin role (409), nothing changes', async () => {
    const response = await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: ADMIN_OID, roles: ['Customer'] } });
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('admin.users.selfAdmin');
    const [row] = await api.sql<{ roles: string[] }>(`select roles from users where id = '${ADMIN_OID}'`);
    expect(row!.roles).toContain('Admin');
    // Keeping Admin and adding another role of one's own is fine.
    expect((await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: ADMIN_OID, roles: ['Admin', 'Editor'] } })).status).toBe(200);
    await api.sql(`update users set roles = '["Admin"]' where id = '${ADMIN_OID}'`);
  });

  it('answers 404 for an unknown user and 400 for an empty or unknown role list', async () => {
    expect((await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: 'nobody', roles: ['Customer'] } })).status).toBe(404);
    const empty = await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: COLLEAGUE_OID, roles: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.errors?.[0]?.code).toBe('admin.users.rolesRequired');
    expect((await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: COLLEAGUE_OID, roles: ['God'] } })).status).toBe(400);
  });

  it('refuses an Admin demoted since their token was issued', async () => {
    const oid = 'fixture-old-admin';
    await api.sql(`insert into users (id, email, first_name, last_name, roles) values ('${oid}', 'old-admin@example.com', 'Eski', 'Yönetici', '["Admin"]')`);
    const bearer = await api.token(['Admin'], { oid, sub: oid, emails: ['old-admin@example.com'] });
    expect((await list({}, bearer)).status).toBe(200);
    expect((await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: oid, roles: ['Customer'] } })).status).toBe(200);
    expect((await list({}, bearer)).status).toBe(403);
  });
});

describe('POST /api/User/Deactivate and Reactivate', () => {
  it('refuses the deactivated user’s bearer calls at once and their next sign-in; reactivation restores both', async () => {
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: tokens.colleague, body: {} })).status).toBe(200);
    const off = await api.call('POST', '/api/User/Deactivate', { bearer: tokens.admin, body: { id: COLLEAGUE_OID } });
    expect(off.status).toBe(200);
    expect((off.json.data as AdminUser).isActive).toBe(false);
    const refused = await api.call('POST', '/api/Demand/GetList', { bearer: tokens.colleague, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('account.deactivated');
    const signIn = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: COLLEAGUE_OID, email: 'colleague@navlunport.test' } });
    expect(signIn.status).toBe(403);
    const [audit] = await api.sql<{ action: string; before: unknown; after: unknown }>(`select action, before, after from audit_log where entity_id = '${COLLEAGUE_OID}' order by id desc limit 1`);
    expect(audit).toMatchObject({ action: 'user.deactivate', before: { isActive: true }, after: { isActive: false } });

    const on = await api.call('POST', '/api/User/Reactivate', { bearer: tokens.admin, body: { id: COLLEAGUE_OID } });
    expect(on.status).toBe(200);
    expect((on.json.data as AdminUser).isActive).toBe(true);
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: tokens.colleague, body: {} })).status).toBe(200);
    const [again] = await api.sql<{ action: string }>(`select action from audit_log where entity_id = '${COLLEAGUE_OID}' order by id desc limit 1`);
    expect(again!.action).toBe('user.reactivate');
  });

  it('refuses an Admin deactivating themselves (409) and unknown users (404)', async () => {
    const self = await api.call('POST', '/api/User/Deactivate', { bearer: tokens.admin, body: { id: ADMIN_OID } });
    expect(self.status).toBe(409);
    expect(self.json.code).toBe('admin.users.selfDeactivate');
    expect((await api.sql<{ is_active: boolean }>(`select is_active from users where id = '${ADMIN_OID}'`))[0]!.is_active).toBe(true);
    expect((await api.call('POST', '/api/User/Deactivate', { bearer: tokens.admin, body: { id: 'nobody' } })).status).toBe(404);
    expect((await api.call('POST', '/api/User/Reactivate', { bearer: tokens.operator, body: { id: COLLEAGUE_OID } })).status).toBe(403);
  });
});

describe('GET /api/User/GetAuditTrail', () => {
  it('answers what the user did and what was done to them, newest first', async () => {
    await api.call('POST', '/api/Language/Create', { bearer: tokens.editor, body: { code: 'fr', name: 'French', nativeName: 'Français' } });
    const editorOid = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e05';
    await api.call('POST', '/api/User/SetRoles', { bearer: tokens.admin, body: { id: editorOid, roles: ['Editor', 'Customer'] } });
    const response = await api.call('GET', `/api/User/GetAuditTrail?id=${editorOid}`, { bearer: tokens.admin });
    expect(response.status).toBe(200);
    const trail = response.json.data as UserAuditTrail;
    expect(trail.asActor.map((entry) => entry.action)).toContain('language.create');
    expect(trail.asActor.every((entry) => entry.actorId === editorOid)).toBe(true);
    expect(trail.asSubject[0]).toMatchObject({ action: 'user.setRoles', actorId: ADMIN_OID, actorEmail: 'admin@navlunport.test', actorName: 'İsmail Doğan', after: { roles: ['Editor', 'Customer'] } });
    const adminTrail = (await api.call('GET', `/api/User/GetAuditTrail?id=${ADMIN_OID}`, { bearer: tokens.admin })).json.data as UserAuditTrail;
    const ids = adminTrail.asActor.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await api.call('GET', '/api/User/GetAuditTrail?id=nobody', { bearer: tokens.admin })).status).toBe(404);
    expect((await api.call('GET', `/api/User/GetAuditTrail?id=${editorOid}`, { bearer: tokens.editor })).status).toBe(403);
  });
});
