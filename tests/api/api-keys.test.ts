import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { AllApiKeysPage, ApiKeyListAnswer, CreateApiKeyAnswer } from '@/lib/schemas/api-key';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import type { RequestPage, RequestSummary } from '@/lib/schemas/request';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { dataOf, startTestApi, type TestApi } from './harness';

/**
 * [E1] API keys: a company admin creates, lists and revokes them; the secret is answered once and stored hashed; a
 * key calls the endpoints of its scopes as a Customer of its company (403 elsewhere), is refused at once when
 * revoked or expired (401), counts in its own rate limits (RateLimit headers, 429 with Retry-After) and leaves an
 * audit row with its id on every call.
 */
let api: TestApi;
let companyAdmin = '';
let customer = '';
let admin = '';
let otherAdmin = '';
const ADMIN_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e03';

const search: FreightSearchRequest = {
  mode: 'SEA_LCL',
  origin: 'TRMER',
  destination: 'USNYC',
  readyDate: istanbulToday(1),
  orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 150, dimensionUnit: 'cm', weight: 450, weightUnit: 'kg', count: 4 }],
};

const create = (body: unknown, bearer = companyAdmin, locale = 'en') => api.call('POST', '/api/ApiKey/Create', { bearer, body, headers: { 'Accept-Language': locale } });
const newKey = async (scopes: string[], extra: Record<string, unknown> = {}) => dataOf<CreateApiKeyAnswer>(await create({ name: `Key ${scopes.join(' ')}`, scopes, ...extra }), 201);
/** The audit rows of a key, newest first; the call's row is written as the answer leaves, so wait a moment for it. */
async function auditOf(keyId: number, action: string, atLeast = 1) {
  for (let attempt = 0; ; attempt += 1) {
    const rows = await api.sql<{ action: string; actor_id: string; api_key_id: number; after: { method?: string; path?: string; status?: number } }>(
      `select action, actor_id, api_key_id, after from audit_log where api_key_id = ${keyId} and action = '${action}' order by id desc`,
    );
    if (rows.length >= atLeast || attempt > 40) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  api = await startTestApi();
  companyAdmin = await api.demoToken('companyadmin@navlunport.test');
  customer = await api.demoToken('customer@navlunport.test');
  admin = await api.demoToken('admin@navlunport.test');
  const [company] = await api.sql<{ id: number }>(`insert into companies (name) values ('Marmara Lojistik') returning id`);
  await api.sql(`insert into users (id, email, first_name, last_name, roles, company_id) values ('other-admin', 'admin@marmara.test', 'Deniz', 'Kara', '["CompanyAdmin"]', ${company!.id})`);
  otherAdmin = await api.token(['CompanyAdmin'], { oid: 'other-admin', sub: 'other-admin', emails: ['admin@marmara.test'] });
});
afterAll(async () => api?.close());

describe('managing keys (POST /api/ApiKey/Create, GET /api/ApiKey/GetList, POST /api/ApiKey/Revoke)', () => {
  it('a company admin creates a key: the secret is answered once, only its SHA-256 is stored, the creation is audited', async () => {
    const created = await create({ name: '  ERP bağlantısı ', scopes: ['quotes:read', 'requests:read'], expiresInDays: 30 });
    expect(created.status).toBe(201);
    const { key, secret } = created.json.data as CreateApiKeyAnswer;
    expect(secret).toMatch(/^nlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({ name: 'ERP bağlantısı', scopes: ['quotes:read', 'requests:read'], status: 'active', lastUsedAt: null, revokedAt: null, createdBy: 'Zeynep Çelik' });
    const days = (Date.parse(key.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await api.sql<{ secret_hash: string; public_id: string }>(`select secret_hash, public_id from api_keys where id = ${key.id}`);
    const { createHash } = await import('node:crypto');
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret.slice(13)).digest('hex'));
    expect(JSON.stringify(await api.sql(`select * from api_keys`))).not.toContain(secret.slice(13));
    const [audit] = await auditOf(key.id, 'apiKey.create');
    expect(audit).toMatchObject({ actor_id: ADMIN_OID, api_key_id: key.id });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(13));
    const list = dataOf<ApiKeyListAnswer>(await api.call('GET', '/api/ApiKey/GetList', { bearer: companyAdmin }));
    expect(list.items[0]).toMatchObject({ id: key.id, prefix: key.prefix, status: 'active' });
    expect(JSON.stringify(list)).not.toContain(secret.slice(13));
  });

  it('bad input is a 400 with localized field errors', async () => {
    const english = await create({ name: 'x', scopes: [], expiresInDays: 0 });
    expect(english.status).toBe(400);
    expect(english.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'validation.tooShort' }),
        expect.objectContaining({ field: 'scopes', code: 'apiKeys.scopes.required', message: 'Choose at least one scope.' }),
        expect.objectContaining({ field: 'expiresInDays', code: 'validation.tooSmall' }),
      ]),
    );
    const turkish = await create({ name: 'Depo', scopes: ['quotes:write'] }, companyAdmin, 'tr');
    expect(turkish.status).toBe(400);
    expect(turkish.json.errors?.[0]).toMatchObject({ field: 'scopes.0' });
    const none = await create({ name: 'Depo', scopes: [] }, companyAdmin, 'tr');
    expect(none.json.errors).toContainEqual(expect.objectContaining({ field: 'scopes', message: 'En az bir kapsam seçin.' }));
  });

  it('a customer who is not a company admin may neither create nor list keys (403)', async () => {
    expect((await create({ name: 'Mine', scopes: ['quotes:read'] }, customer)).status).toBe(403);
    expect((await api.call('GET', '/api/ApiKey/GetList', { bearer: customer })).status).toBe(403);
    expect((await api.call('GET', '/api/ApiKey/GetList')).status).toBe(401);
  });

  it('another company never sees nor revokes the key (404); the Admin lists every company’s and revokes any', async () => {
    const { key } = await newKey(['tracking:read']);
    const theirs = dataOf<ApiKeyListAnswer>(await api.call('GET', '/api/ApiKey/GetList', { bearer: otherAdmin }));
    expect(theirs.items.map((item) => item.id)).not.toContain(key.id);
    const refused = await api.call('POST', '/api/ApiKey/Revoke', { bearer: otherAdmin, body: { id: key.id } });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe('apiKeys.notFound');
    expect((await api.call('POST', '/api/ApiKey/GetAll', { bearer: companyAdmin, body: {} })).status).toBe(403);
    const all = dataOf<AllApiKeysPage>(await api.call('POST', '/api/ApiKey/GetAll', { bearer: admin, body: { status: 'active', text: key.prefix } }));
    expect(all.items).toEqual([expect.objectContaining({ id: key.id, companyName: 'Ege Tekstil A.Ş.', status: 'active' })]);
    const revoked = await api.call('POST', '/api/ApiKey/Revoke', { bearer: admin, body: { id: key.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.json.data).toMatchObject({ id: key.id, status: 'revoked' });
    const [audit] = await auditOf(key.id, 'apiKey.revoke');
    expect(audit?.actor_id).toBe('8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e06');
  });
});

describe('calling with a key (Authorization: Bearer nlk_…)', () => {
  it('quotes:read searches freight; the call is audited with the key id and the last use recorded', async () => {
    const { key, secret } = await newKey(['quotes:read']);
    const answer = await api.call('POST', '/api/Freight/Search', { bearer: secret, body: search });
    expect(answer.status).toBe(200);
    expect((answer.json.data as FreightSearchAnswer).offers.length).toBeGreaterThan(0);
    expect(answer.headers.get('ratelimit-policy')).toMatch(/^"key";q=\d+;w=60, "endpoint";q=\d+;w=60, "address";q=\d+;w=60$/);
    expect(answer.headers.get('ratelimit')).toMatch(/"key";r=\d+;t=\d+/);
    const [audit] = await auditOf(key.id, 'apiKey.call');
    expect(audit).toMatchObject({ actor_id: ADMIN_OID, api_key_id: key.id, after: { method: 'POST', path: '/api/Freight/Search', status: 200 } });
    const [row] = await api.sql<{ last_used_at: Date | null }>(`select last_used_at from api_keys where id = ${key.id}`);
    expect(row?.last_used_at).not.toBeNull();
  });

  it('requests:read lists requests as a Customer of the company (never the company scope); a write carries the key id in its audit row', async () => {
    const { key, secret } = await newKey(['requests:read', 'requests:write', 'quotes:read']);
    const offer = dataOf<FreightSearchAnswer>(await api.call('POST', '/api/Freight/Search', { bearer: secret, body: search })).offers[0]!;
    const created = dataOf<RequestSummary>(await api.call('POST', '/api/Demand/Create', { bearer: secret, body: { search, tariffId: offer.tariffId } }), 201);
    const [requestAudit] = await api.sql<{ api_key_id: number | null; actor_id: string }>(`select api_key_id, actor_id from audit_log where entity = 'request' and entity_id = '${created.id}' order by id limit 1`);
    expect(requestAudit).toEqual({ api_key_id: key.id, actor_id: ADMIN_OID });
    const page = dataOf<RequestPage>(await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} }));
    expect(page.items.map((item) => item.id)).toContain(created.id);
    const company = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: { scope: 'company' } });
    expect(company.status).toBe(403);
  });

  it('a key without the endpoint’s scope is 403 (audited); an endpoint that names no scope refuses every key', async () => {
    const { key, secret } = await newKey(['tracking:read']);
    const wrong = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {}, headers: { 'Accept-Language': 'en' } });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ code: 'apiKeys.scope', message: 'This API key lacks the scope this endpoint needs (requests:read).' });
    const [audit] = await auditOf(key.id, 'apiKey.call');
    expect(audit?.after).toMatchObject({ path: '/api/Demand/GetList', status: 403 });
    for (const [method, path, body] of [
      ['GET', '/api/ApiKey/GetList', undefined],
      ['POST', '/api/ApiKey/Create', { name: 'Escalation', scopes: ['quotes:read'] }],
      ['GET', '/api/Company/Get', undefined],
      ['GET', '/api/Account/GetProfile', undefined],
      ['GET', '/api/Lookup/GetAll', undefined],
    ] as const) {
      const answer = await api.call(method, path, { bearer: secret, body });
      expect(answer.status, path).toBe(403);
      expect(answer.json.code, path).toBe('apiKeys.notAccepted');
    }
  });

  it('unknown, malformed and tampered keys are 401', async () => {
    const { secret } = await newKey(['quotes:read']);
    const tampered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bearer of [tampered, 'nlk_zzzzzzzz_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nlk_short']) {
      const answer = await api.call('POST', '/api/Freight/Search', { bearer, body: search, headers: { 'Accept-Language': 'tr' } });
      expect(answer.status, bearer).toBe(401);
      expect(answer.json.code).toBe('apiKeys.invalid');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('a revoked key is 401 from its next call; an expired key is 401', async () => {
    const { key, secret } = await newKey(['requests:read']);
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} })).status).toBe(200);
    dataOf(await api.call('POST', '/api/ApiKey/Revoke', { bearer: companyAdmin, body: { id: key.id } }));
    const revoked = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} });
    expect(revoked.status).toBe(401);
    expect(revoked.json.code).toBe('apiKeys.revoked');
    const expiring = await newKey(['requests:read'], { expiresInDays: 1 });
    await api.sql(`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.key.id}`);
    const expired = await api.call('POST', '/api/Demand/GetList', { bearer: expiring.secret, body: {} });
    expect(expired.status).toBe(401);
    expect(expired.json.code).toBe('apiKeys.expired');
    const list = dataOf<ApiKeyListAnswer>(await api.call('GET', '/api/ApiKey/GetList', { bearer: companyAdmin }));
    expect(list.items.find((item) => item.id === expiring.key.id)?.status).toBe('expired');
  });

  it('a key whose creator left the company or was deactivated stops working (401)', async () => {
    await api.sql(`insert into users (id, email, first_name, last_name, roles, company_id) select 'leaving-admin', 'leaving@ege.test', 'Can', 'Er', '["CompanyAdmin"]', company_id from users where id = '${ADMIN_OID}'`);
    const leaving = await api.token(['CompanyAdmin'], { oid: 'leaving-admin', sub: 'leaving-admin', emails: ['leaving@ege.test'] });
    const { secret } = dataOf<CreateApiKeyAnswer>(await create({ name: 'Leaving', scopes: ['requests:read'] }, leaving), 201);
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} })).status).toBe(200);
    await api.sql(`update users set is_active = false where id = 'leaving-admin'`);
    const answer = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} });
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe('apiKeys.inactive');
  });

  it('a key counts in its own limit: RateLimit headers, then 429 with Retry-After', async () => {
    const previous = { limit: process.env.API_KEY_RATE_LIMIT, multiplier: process.env.RATE_LIMIT_MULTIPLIER };
    Object.assign(process.env, { API_KEY_RATE_LIMIT: '3', RATE_LIMIT_MULTIPLIER: '1' });
    resetRateLimits();
    try {
      const { secret } = await newKey(['requests:read']);
      const remaining: string[] = [];
      for (let call = 0; call < 3; call += 1) {
        const answer = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} });
        expect(answer.status).toBe(200);
        remaining.push(answer.headers.get('ratelimit')!.split(',')[0]!);
      }
      expect(remaining.map((value) => /r=(\d+)/.exec(value)?.[1])).toEqual(['2', '1', '0']);
      const limited = await api.call('POST', '/api/Demand/GetList', { bearer: secret, body: {} });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('ratelimit-policy')).toContain('"key";q=3;w=60');
      expect(limited.headers.get('ratelimit')).toMatch(/"key";r=0;t=\d+/);
      // Another key of the same company has its own count.
      const other = await newKey(['requests:read']);
      expect((await api.call('POST', '/api/Demand/GetList', { bearer: other.secret, body: {} })).status).toBe(200);
    } finally {
      for (const [name, value] of [['API_KEY_RATE_LIMIT', previous.limit], ['RATE_LIMIT_MULTIPLIER', previous.multiplier]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetRateLimits();
    }
  });

  it('user tokens keep working as before, and the OpenAPI document names the key scheme and each endpoint’s scopes', async () => {
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: customer, body: {} })).status).toBe(200);
    const document = (await api.call('GET', '/api/openapi.json')).json as { components: { securitySchemes: Record<string, { scheme?: string }> }; paths: Record<string, Record<string, { security: unknown[]; 'x-api-key-scopes'?: string[] }>> };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/Freight/Search']!.post!.security).toEqual([{}, { apiKey: ['quotes:read'] }]);
    expect(document.paths['/api/Demand/Create']!.post!['x-api-key-scopes']).toEqual(['requests:write']);
    expect(document.paths['/api/ApiKey/Create']!.post!.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
  });
});
