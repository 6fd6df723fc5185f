import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { invitationAnswer } from '@/lib/schemas/company';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { maskEmail } from '@/lib/server/company/get-invitation';
import { mailsTo } from './outbox';
import { dataOf, startTestApi, type TestApi } from './harness';

/** GET /api/Company/GetInvitation: what an invitation link shows on its page, and nothing more. */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const get = (token: string, locale = 'en') => api.call('GET', `/api/Company/GetInvitation?token=${encodeURIComponent(token)}`, { headers: { 'Accept-Language': locale } });

/** The token of the newest invitation link mailed to an address. */
function mailedToken(address: string): string {
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(address).at(-1) ?? '')?.[1];
  expect(token, 'an invitation link in the mail').toBeTruthy();
  return token!;
}

/** An invitation stored with a token we know (only its hash is kept). */
async function storedInvitation(email: string, expiresInDays: number): Promise<string> {
  const token = `known-token-${email.replace(/\W/g, '')}-${expiresInDays}`;
  const hash = createHash('sha256').update(token).digest('hex');
  await api.sql(
    `insert into company_invitations (company_id, email, role, token_hash, expires_at) select company_id, '${email}', 'Customer', '${hash}', now() + interval '${expiresInDays} days' from users where email = 'companyadmin@navlunport.test'`,
  );
  return token;
}

describe('Company/GetInvitation', () => {
  it('answers the company, role, masked address and expiry of the link the invitation mail carries (the link has no address in it)', async () => {
    const invited = await api.call('POST', '/api/Company/InviteUser', { bearer: await api.demoToken('companyadmin@navlunport.test'), body: { email: 'Deniz.Kaya@Example.com.tr', role: 'CompanyAdmin', language: 'tr' } });
    expect(invited.status).toBe(200);
    const token = mailedToken('deniz.kaya@example.com.tr');
    const answer = await get(token);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const invitation = invitationAnswer.parse(answer.json.data);
    expect(invitation).toEqual({ companyName: 'Ege Tekstil A.Ş.', role: 'CompanyAdmin', email: 'd***@e***.com.tr', expiresAt: (invited.json.data as { expiresAt: string }).expiresAt });
    expect(JSON.stringify(answer.json)).not.toContain('deniz');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is a localized 404 for an unknown, an expired and a used link; a malformed token is a 400', async () => {
    const unknown = await get('x'.repeat(43), 'tr');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ isSuccess: false, code: 'company.invitation.notFound' });
    expect(unknown.json.message).toMatch(/davet bağlantısı artık geçerli değil/);
    expect((await get(await storedInvitation('eski@example.com', -1))).status).toBe(404);

    const token = await storedInvitation('yeni.uye@example.com', 7);
    expect((await get(token)).status).toBe(200);
    // The invited address, proven, accepts on the link's page: it joins, the link is spent.
    const invited = await api.token(['Customer'], { oid: 'invited-oid-1', sub: 'invited-oid-1', emails: ['Yeni.Uye@example.com'], email_verified: true });
    expect((await api.call('POST', '/api/Company/AcceptInvitation', { bearer: invited, body: { token } })).status).toBe(200);
    expect((await get(token)).status).toBe(404);

    expect((await get('not a token!')).status).toBe(400);
  });

  it('joins only the address the invitation names: another proven address holding the link is refused, the link stays open', async () => {
    const token = await storedInvitation('davetli@example.com', 7);
    const stranger = await api.token(['Customer'], { oid: 'stranger-oid', sub: 'stranger-oid', emails: ['baskasi@example.com'], email_verified: true });
    const refused = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: stranger, body: { token }, headers: { 'Accept-Language': 'tr' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'company.invitation.otherAddress', message: expect.stringContaining('başka bir e-posta adresine') });
    expect(await api.sql(`select company_id from users where id = 'stranger-oid'`)).toEqual([{ company_id: null }]);
    expect((await get(token)).status).toBe(200);
  });

  it('is rate limited per address: the 21st guess within a minute is a 429 with Retry-After', async () => {
    const multiplier = process.env.RATE_LIMIT_MULTIPLIER;
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      const limit = endpoints.companyGetInvitation.rateLimit!.points;
      expect(limit).toBe(20);
      const statuses = new Set<number>();
      for (let i = 0; i < limit; i++) statuses.add((await get(`guess-${i}`.padEnd(43, 'y'))).status);
      expect(statuses).toEqual(new Set([404]));
      const refused = await get('guess-last'.padEnd(43, 'y'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = multiplier;
      resetRateLimits();
    }
  });
});

describe('Company/RevokeInvitation and sending again', () => {
  it('a company admin withdraws an open invitation: its link stops working at once, audited; again, or another company’s, is 404', async () => {
    const admin = await api.demoToken('companyadmin@navlunport.test');
    const invite = async () => api.call('POST', '/api/Company/InviteUser', { bearer: admin, body: { email: 'withdrawn@example.com', role: 'Customer', language: 'tr' } });
    const invitationId = (dataOf<{ id: number }>(await invite())).id;
    const first = mailedToken('withdrawn@example.com');
    // Sending again: a new link, the first one stops working.
    const again = dataOf<{ id: number; refreshed: boolean }>(await invite());
    expect(again).toMatchObject({ id: invitationId, refreshed: true });
    const second = mailedToken('withdrawn@example.com');
    expect(second).not.toBe(first);
    expect((await get(first)).status).toBe(404);
    expect((await get(second)).status).toBe(200);

    // A customer of the company may not withdraw; another company's admin finds nothing.
    const customer = await api.demoToken('customer@navlunport.test');
    expect((await api.call('POST', '/api/Company/RevokeInvitation', { bearer: customer, body: { invitationId } })).status).toBe(403);
    const otherAdmin = await api.token(['CompanyAdmin'], { oid: 'other-company-admin', sub: 'other-company-admin' });
    await api.sql(`insert into companies (name) values ('Başka Firma A.Ş.')`);
    await api.sql(`update users set company_id = (select id from companies where name = 'Başka Firma A.Ş.') where id = 'other-company-admin'`);
    expect((await api.call('POST', '/api/Company/RevokeInvitation', { bearer: otherAdmin, body: { invitationId }, headers: { 'Accept-Language': 'en' } })).json.code).toBe('company.invitation.notFound');
    expect((await get(second)).status).toBe(200);

    const revoked = await api.call('POST', '/api/Company/RevokeInvitation', { bearer: admin, body: { invitationId } });
    expect(dataOf(revoked)).toEqual({ revoked: true, email: 'withdrawn@example.com' });
    expect((await get(second)).status).toBe(404);
    const listed = dataOf<{ invitations: { id: number }[] }>(await api.call('POST', '/api/Company/GetUsers', { bearer: admin, body: {} }));
    expect(listed.invitations.map((invitation) => invitation.id)).not.toContain(invitationId);
    const [audit] = await api.sql<{ before: { email: string } }>(`select before from audit_log where action = 'company.invite.revoke' order by id desc limit 1`);
    expect(audit?.before.email).toBe('withdrawn@example.com');
    expect((await api.call('POST', '/api/Company/RevokeInvitation', { bearer: admin, body: { invitationId } })).status).toBe(404);
    expect((await api.call('POST', '/api/Company/RevokeInvitation', { bearer: admin, body: { invitationId: 'x' } })).status).toBe(400);
  });
});

describe('maskEmail', () => {
  it.each([
    ['ayse@ege.com.tr', 'a***@e***.com.tr'],
    ['x@example.com', 'x***@e***.com'],
    ['user@localhost', 'u***@l***'],
    ['broken', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
