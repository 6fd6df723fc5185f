import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from './outbox';
import { startTestApi, type TestApi } from './harness';

/**
 * The company tier: invoice details (VKN/TCKN checked, 400 localized), the company's users (invite,
 * role, deactivate) scoped inside the queries to the caller's company, and invitations accepted at sign-in.
 */
let api: TestApi;
const claimsSecret = { 'X-Claims-Secret': 'navlunport-embedded-claims-secret' };
let izmir = { provinceId: 0, districtId: 0 };
let otherDistrict = 0;
/** A second company, "Marmara Lojistik", with its own admin and customer (created in the database). */
let otherAdmin = '';
const ADMIN_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e03';
const CUSTOMER_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01';
const COLLEAGUE_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02';

const adminToken = () => api.demoToken('companyadmin@navlunport.test');
const customerToken = () => api.demoToken('customer@navlunport.test');
const userToken = (oid: string, email: string, roles: ('Customer' | 'CompanyAdmin')[]) => api.token(roles, { oid, sub: oid, emails: [email] });

const invoice = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ege Tekstil A.Ş.',
  taxOffice: 'Konak',
  taxNumberKind: 'vkn',
  taxNumber: '454 053 6920',
  address: 'Atatürk Cad. No: 12',
  ...izmir,
  phone: '0232 555 12 34',
  invoiceEmail: 'Fatura@EgeTekstil.test',
  ...overrides,
});

const outbox = () => {
  const dir = path.join(process.env.DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.eml')).map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  api = await startTestApi();
  const [district] = await api.sql<{ id: number; province_id: number }>(`select id, province_id from districts where province_id = 35 order by id limit 1`);
  izmir = { provinceId: district!.province_id, districtId: district!.id };
  const [elsewhere] = await api.sql<{ id: number }>(`select id from districts where province_id = 34 order by id limit 1`);
  otherDistrict = elsewhere!.id;
  const [company] = await api.sql<{ id: number }>(`insert into companies (name) values ('Marmara Lojistik') returning id`);
  await api.sql(
    `insert into users (id, email, first_name, last_name, roles, company_id) values
     ('other-admin', 'admin@marmara.test', 'Deniz', 'Kara', '["CompanyAdmin"]', ${company!.id}),
     ('other-customer', 'customer@marmara.test', 'Burak', 'Ak', '["Customer"]', ${company!.id})`,
  );
  otherAdmin = await userToken('other-admin', 'admin@marmara.test', ['CompanyAdmin']);
});
afterAll(async () => api?.close());

describe('company invoice details', () => {
  it('the company admin saves them; tax number, phone and email are normalised; audited', async () => {
    const saved = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice() });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ name: 'Ege Tekstil A.Ş.', taxNumber: '4540536920', taxNumberKind: 'vkn', phone: '+902325551234', invoiceEmail: 'fatura@egetekstil.test', ...izmir });
    const [audit] = await api.sql<{ actor_id: string }>(`select actor_id from audit_log where action = 'company.update' order by id desc limit 1`);
    expect(audit?.actor_id).toBe(ADMIN_OID);
  });

  it('a customer of the company reads them but may not change them', async () => {
    const read = await api.call('GET', '/api/Company/Get', { bearer: await customerToken() });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ canEdit: false, company: { name: 'Ege Tekstil A.Ş.', taxNumber: '4540536920' } });
    const write = await api.call('POST', '/api/Company/Update', { bearer: await customerToken(), body: invoice({ taxOffice: 'Bornova' }) });
    expect(write.status).toBe(403);
    expect(write.json.code).toBe('company.notAdmin');
  });

  it('an invalid VKN or TCKN is a 400 with a localized message', async () => {
    const vkn = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ taxNumber: '4540536921' }), headers: { 'Accept-Language': 'tr' } });
    expect(vkn.status).toBe(400);
    expect(vkn.json.errors).toEqual([expect.objectContaining({ field: 'taxNumber', code: 'company.taxNumber.invalidVkn', message: expect.stringContaining('Geçerli bir VKN değil') })]);
    const tckn = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ taxNumberKind: 'tckn', taxNumber: '10000000147' }), headers: { 'Accept-Language': 'en' } });
    expect(tckn.status).toBe(400);
    expect(tckn.json.errors).toEqual([expect.objectContaining({ field: 'taxNumber', code: 'company.taxNumber.invalidTckn', message: expect.stringContaining('not a valid TCKN') })]);
    // A VKN given as a TCKN (and the other way round) is refused too.
    const swapped = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ taxNumberKind: 'tckn', taxNumber: '4540536920' }) });
    expect(swapped.json.errors?.[0]?.code).toBe('company.taxNumber.invalidTckn');
  });

  it('refuses a district of another province, a bad phone, and another company’s name', async () => {
    const district = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ districtId: otherDistrict }) });
    expect(district.status).toBe(400);
    expect(district.json.errors?.[0]).toMatchObject({ field: 'districtId', code: 'company.district.mismatch' });
    const phone = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ phone: '12345' }) });
    expect(phone.json.errors?.[0]).toMatchObject({ field: 'phone', code: 'validation.phone' });
    const name = await api.call('POST', '/api/Company/Update', { bearer: await adminToken(), body: invoice({ name: 'marmara lojistik' }) });
    expect(name.status).toBe(409);
    expect(name.json.code).toBe('company.name.taken');
  });

  it('a company admin never reads or changes another company', async () => {
    const [ege] = await api.sql<{ id: number }>(`select id from companies where name = 'Ege Tekstil A.Ş.'`);
    const read = await api.call('GET', `/api/Company/Get?companyId=${ege!.id}`, { bearer: otherAdmin });
    expect(read.status).toBe(403);
    const write = await api.call('POST', '/api/Company/Update', { bearer: otherAdmin, body: invoice({ companyId: ege!.id, name: 'Marmara Lojistik' }) });
    expect(write.status).toBe(403);
    const own = await api.call('GET', '/api/Company/Get', { bearer: otherAdmin });
    expect(own.json.data).toMatchObject({ company: { name: 'Marmara Lojistik' }, canEdit: true });
    // The platform Admin reads any company by id.
    const admin = await api.call('GET', `/api/Company/Get?companyId=${ege!.id}`, { bearer: await api.demoToken('admin@navlunport.test') });
    expect(admin.json.data).toMatchObject({ company: { name: 'Ege Tekstil A.Ş.' }, canEdit: true });
  });

  it('a user without a company enters individual details with a TCKN and becomes the admin of their own record', async () => {
    const token = await userToken('solo-user', 'solo@example.com', ['Customer']);
    const before = await api.call('GET', '/api/Company/Get', { bearer: token });
    expect(before.json.data).toEqual({ company: null, canEdit: true });
    const saved = await api.call('POST', '/api/Company/Update', { bearer: token, body: invoice({ name: 'Ayşe Yılmaz', taxOffice: 'Kadıköy', taxNumberKind: 'tckn', taxNumber: '10000000146', invoiceEmail: 'solo@example.com' }) });
    expect(saved.status).toBe(200);
    const [row] = await api.sql<{ roles: string[]; company_id: number }>(`select roles, company_id from users where id = 'solo-user'`);
    expect(row).toEqual({ roles: ['CompanyAdmin'], company_id: (saved.json.data as { id: number }).id });
    const claims = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: 'solo-user', email: 'solo@example.com' } });
    expect(claims.json).toEqual({ roles: ['CompanyAdmin'], companyName: 'Ayşe Yılmaz' });
  });
});

describe('the company’s users', () => {
  it('lists only the caller’s company', async () => {
    const ege = await api.call('POST', '/api/Company/GetUsers', { bearer: await adminToken(), body: {} });
    expect(ege.status).toBe(200);
    const emails = (ege.json.data as { users: { email: string }[] }).users.map((user) => user.email).sort();
    expect(emails).toEqual(['colleague@navlunport.test', 'companyadmin@navlunport.test', 'customer@navlunport.test']);
    const marmara = await api.call('POST', '/api/Company/GetUsers', { bearer: otherAdmin, body: {} });
    expect((marmara.json.data as { users: { email: string }[] }).users.map((user) => user.email).sort()).toEqual(['admin@marmara.test', 'customer@marmara.test']);
    expect((await api.call('POST', '/api/Company/GetUsers', { bearer: await customerToken(), body: {} })).status).toBe(403);
  });

  it('a company admin cannot touch another company’s users (404, unchanged)', async () => {
    for (const [path, body] of [
      ['/api/Company/SetUserRole', { userId: 'other-customer', role: 'CompanyAdmin' }],
      ['/api/Company/DeactivateUser', { userId: 'other-customer' }],
      ['/api/Company/ReactivateUser', { userId: 'other-customer' }],
    ] as const) {
      const response = await api.call('POST', path, { bearer: await adminToken(), body });
      expect(response.status, path).toBe(404);
    }
    const [row] = await api.sql<{ roles: string[]; is_active: boolean }>(`select roles, is_active from users where id = 'other-customer'`);
    expect(row).toEqual({ roles: ['Customer'], is_active: true });
  });

  it('changes a role, refuses to demote the last active admin (409), audited', async () => {
    const last = await api.call('POST', '/api/Company/SetUserRole', { bearer: otherAdmin, body: { userId: 'other-admin', role: 'Customer' } });
    expect(last.status).toBe(409);
    expect(last.json.code).toBe('company.lastAdmin');
    const promoted = await api.call('POST', '/api/Company/SetUserRole', { bearer: await adminToken(), body: { userId: COLLEAGUE_OID, role: 'CompanyAdmin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data).toMatchObject({ id: COLLEAGUE_OID, role: 'CompanyAdmin', isActive: true });
    const claims = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: COLLEAGUE_OID, email: 'colleague@navlunport.test' } });
    expect(claims.json).toMatchObject({ roles: ['CompanyAdmin'] });
    const demoted = await api.call('POST', '/api/Company/SetUserRole', { bearer: await adminToken(), body: { userId: COLLEAGUE_OID, role: 'Customer' } });
    expect(demoted.json.data).toMatchObject({ role: 'Customer' });
    const audits = await api.sql<{ n: number }>(`select count(*)::int as n from audit_log where action = 'company.user.setRole' and entity_id = '${COLLEAGUE_OID}'`);
    expect(audits[0]?.n).toBe(2);
  });

  it('a demoted admin loses the company tier at once, before their token expires', async () => {
    const [company] = await api.sql<{ company_id: number }>(`select company_id from users where id = 'other-admin'`);
    await api.sql(`insert into users (id, email, first_name, last_name, roles, company_id) values ('other-admin-2', 'admin2@marmara.test', 'Ece', 'Su', '["CompanyAdmin"]', ${company!.company_id})`);
    const second = await userToken('other-admin-2', 'admin2@marmara.test', ['CompanyAdmin']);
    expect((await api.call('POST', '/api/Company/SetUserRole', { bearer: otherAdmin, body: { userId: 'other-admin-2', role: 'Customer' } })).status).toBe(200);
    // Refused at the role check itself: the roles are the application's on every request ([T1] finding 3).
    const stale = await api.call('POST', '/api/Company/DeactivateUser', { bearer: second, body: { userId: 'other-customer' } });
    expect(stale.status).toBe(403);
    expect(stale.json.code).toBe('errors.forbidden');
    expect((await api.sql<{ is_active: boolean }>(`select is_active from users where id = 'other-customer'`))[0]?.is_active).toBe(true);
  });

  it('deactivates (not oneself, not the last admin) and the deactivated user is refused at once and at sign-in', async () => {
    expect((await api.call('POST', '/api/Company/DeactivateUser', { bearer: await adminToken(), body: { userId: ADMIN_OID } })).json.code).toBe('company.users.self');
    const before = await api.call('POST', '/api/Demand/GetList', { bearer: await customerToken(), body: {} });
    expect(before.status).toBe(200);
    const off = await api.call('POST', '/api/Company/DeactivateUser', { bearer: await adminToken(), body: { userId: CUSTOMER_OID } });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ isActive: false });
    // The customer's token is still valid, but every account API refuses it now.
    const refused = await api.call('POST', '/api/Demand/GetList', { bearer: await customerToken(), body: {}, headers: { 'Accept-Language': 'en' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'account.deactivated', message: 'This account has been deactivated.' });
    expect((await api.call('POST', '/api/Account/UpdateProfile', { bearer: await customerToken(), body: { firstName: 'A', lastName: 'B', phone: '', preferredLanguage: 'tr', notificationPreferences: { requestQuoted: true, reservationCreated: true, paymentReceived: true, reservationConfirmed: true } } })).status).toBe(403);
    const signIn = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: CUSTOMER_OID, email: 'customer@navlunport.test' } });
    expect(signIn.status).toBe(403);
    const on = await api.call('POST', '/api/Company/ReactivateUser', { bearer: await adminToken(), body: { userId: CUSTOMER_OID } });
    expect(on.json.data).toMatchObject({ isActive: true });
    expect((await api.call('POST', '/api/Demand/GetList', { bearer: await customerToken(), body: {} })).status).toBe(200);
    const actions = await api.sql<{ action: string }>(`select action from audit_log where entity_id = '${CUSTOMER_OID}' and action like 'company.user.%' order by id`);
    expect(actions.map((row) => row.action)).toEqual(['company.user.deactivate', 'company.user.reactivate']);
  });
});

describe('invitations', () => {
  it('invites by email in the chosen language; inviting again refreshes the token', async () => {
    const mailsBefore = outbox().length;
    const first = await api.call('POST', '/api/Company/InviteUser', { bearer: await adminToken(), body: { email: 'Yeni.Kisi@Example.com', role: 'CompanyAdmin', language: 'en' } });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ email: 'yeni.kisi@example.com', role: 'CompanyAdmin', refreshed: false });
    const [{ token_hash: firstHash } = { token_hash: '' }] = await api.sql<{ token_hash: string }>(`select token_hash from company_invitations where email = 'yeni.kisi@example.com'`);
    const again = await api.call('POST', '/api/Company/InviteUser', { bearer: await adminToken(), body: { email: 'yeni.kisi@example.com', role: 'Customer', language: 'tr' } });
    expect(again.json.data).toMatchObject({ refreshed: true, role: 'Customer', id: (first.json.data as { id: number }).id });
    const rows = await api.sql<{ token_hash: string; role: string }>(`select token_hash, role from company_invitations where email = 'yeni.kisi@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(firstHash);
    const mails = outbox().slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('invites you to NavlunPort') || mail.includes('invites_you'))).toBe(true);
    const turkish = mails.find((mail) => mail.includes('/firma-daveti?token='));
    expect(turkish).toBeTruthy();
    const english = mails.find((mail) => mail.includes('/en/company-invitation?token='));
    expect(english).toBeTruthy();
    // Each says its language.
    expect(english).toMatch(/^Content-Language: en\r?$/m);
    expect(turkish).toMatch(/^Content-Language: tr\r?$/m);
    const listed = await api.call('POST', '/api/Company/GetUsers', { bearer: await adminToken(), body: {} });
    expect((listed.json.data as { invitations: { email: string }[] }).invitations.map((invitation) => invitation.email)).toContain('yeni.kisi@example.com');
    // Another company does not see it.
    const other = await api.call('POST', '/api/Company/GetUsers', { bearer: otherAdmin, body: {} });
    expect((other.json.data as { invitations: unknown[] }).invitations).toEqual([]);
  });

  it('refuses an address of another company’s user (409) and of a member', async () => {
    const other = await api.call('POST', '/api/Company/InviteUser', { bearer: await adminToken(), body: { email: 'customer@marmara.test', role: 'Customer', language: 'tr' } });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('company.invite.otherCompany');
    const member = await api.call('POST', '/api/Company/InviteUser', { bearer: await adminToken(), body: { email: 'Colleague@navlunport.test', role: 'Customer', language: 'tr' } });
    expect(member.json.code).toBe('company.invite.member');
  });

  it('the invited person joins with the role only by accepting on the link’s page, proven, once — never at sign-in', async () => {
    const signIn = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: 'invited-oid', email: 'YENI.KISI@example.com', givenName: 'Yeni', surname: 'Kişi' } });
    expect(signIn.json).toEqual({ roles: ['Customer'], companyName: null });
    const token = /\?token=([\w-]+)/.exec(mailsTo('yeni.kisi@example.com').at(-1) ?? '')?.[1];
    if (!token) throw new Error('no invitation link in the mail');
    const invited = await api.token(['Customer'], { oid: 'invited-oid', sub: 'invited-oid', emails: ['yeni.kisi@example.com'], email_verified: true });
    const accepted = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: invited, body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.data).toEqual({ companyName: 'Ege Tekstil A.Ş.', role: 'Customer' });
    const [invitation] = await api.sql<{ accepted_at: Date | null }>(`select accepted_at from company_invitations where email = 'yeni.kisi@example.com'`);
    expect(invitation?.accepted_at).toBeTruthy();
    expect((await api.call('POST', '/api/Company/AcceptInvitation', { bearer: invited, body: { token } })).json.code).toBe('company.invitation.notFound');
    const again = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: 'invited-oid', email: 'yeni.kisi@example.com' } });
    expect(again.json).toEqual({ roles: ['Customer'], companyName: 'Ege Tekstil A.Ş.' });
    const listed = await api.call('POST', '/api/Company/GetUsers', { bearer: await adminToken(), body: {} });
    const data = listed.json.data as { users: { email: string; role: string }[]; invitations: unknown[] };
    expect(data.users.find((user) => user.email === 'yeni.kisi@example.com')).toMatchObject({ role: 'Customer' });
    expect(data.invitations).toEqual([]);
  });

  it('a staff account cannot be invited (400 on the email field)', async () => {
    const invited = await api.call('POST', '/api/Company/InviteUser', { bearer: await adminToken(), body: { email: 'Operator@navlunport.test', role: 'Customer', language: 'en' }, headers: { 'Accept-Language': 'en' } });
    expect(invited.status).toBe(400);
    expect(invited.json.errors).toEqual([expect.objectContaining({ field: 'email', code: 'company.invite.staff' })]);
    expect(await api.sql(`select id from company_invitations where lower(email) = 'operator@navlunport.test'`)).toEqual([]);
  });

  it('an expired invitation is not accepted', async () => {
    await api.call('POST', '/api/Company/InviteUser', { bearer: otherAdmin, body: { email: 'late@example.com', role: 'Customer', language: 'tr' } });
    await api.sql(`update company_invitations set expires_at = now() - interval '1 minute' where email = 'late@example.com'`);
    const token = /\?token=([\w-]+)/.exec(mailsTo('late@example.com').at(-1) ?? '')?.[1];
    const late = await api.token(['Customer'], { oid: 'late-oid', sub: 'late-oid', emails: ['late@example.com'], email_verified: true });
    const refused = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: late, body: { token } });
    expect(refused.status).toBe(404);
    expect(await api.sql(`select company_id from users where id = 'late-oid'`)).toEqual([{ company_id: null }]);
  });
});
