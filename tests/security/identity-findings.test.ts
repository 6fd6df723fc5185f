import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestApi, type TestApi } from '../api/harness';
import { mailsTo } from '../api/outbox';

/**
 * The findings of the independent identity probe ([T1]), one block each, named after it: each test failed on the code
 * the probe met and passes now. The provider's side of finding 1 (no account, so no token, before the mailed code)
 * is in tests/idp/provider.test.ts and tests/idp/email-proof.test.ts.
 */
let api: TestApi;
const claimsSecret = { 'X-Claims-Secret': 'navlunport-embedded-claims-secret' };
const OPERATOR_OID = '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e04';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

/** The company admin invites `email`; the token of the link mailed to it. */
async function invite(email: string): Promise<string> {
  dataOf(await api.call('POST', '/api/Company/InviteUser', { bearer: await api.demoToken('companyadmin@navlunport.test'), body: { email, role: 'CompanyAdmin', language: 'en' } }));
  const token = /\?token=([\w-]+)/.exec(mailsTo(email).at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

const membership = async (oid: string) => api.sql<{ company_id: number | null; roles: string[] }>(`select company_id, roles from users where id = '${oid}'`);
const refusals = async (oid: string) => (await api.sql<{ after: { reason: string } }>(`select after from audit_log where actor_id = '${oid}' and action = 'company.invite.refused' order by id`)).map((row) => row.after.reason);

describe('finding 1 (high): company takeover through an invitation', () => {
  it('a stranger who signs up with the invited address, never proving it, gets no company and no role — at sign-in or by accepting', async () => {
    const token = await invite('newhire@example.com');
    // The provider's claims call at the stranger's first sign-in: a Customer without a company, as anyone.
    const signIn = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: 'stranger-oid', email: 'NewHire@example.com', givenName: 'Kötü', surname: 'Niyet' } });
    expect(signIn.json).toEqual({ roles: ['Customer'], companyName: null });
    expect(await membership('stranger-oid')).toEqual([{ company_id: null, roles: ['Customer'] }]);
    // Holding the link is not enough either: the address is unproven (email_verified false, or absent).
    for (const proof of [{ email_verified: false }, {}]) {
      const stranger = await api.token(['Customer'], { oid: 'stranger-oid', sub: 'stranger-oid', emails: ['newhire@example.com'], ...proof });
      const refused = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: stranger, body: { token }, headers: { 'Accept-Language': 'en' } });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'company.invitation.unverified', message: expect.stringContaining('not verified') });
    }
    expect(await membership('stranger-oid')).toEqual([{ company_id: null, roles: ['Customer'] }]);
    expect(await refusals('stranger-oid')).toEqual(['company.invitation.unverified', 'company.invitation.unverified']);
    expect((await api.call('GET', `/api/Company/GetInvitation?token=${token}`)).status).toBe(200);
  });

  it('the real owner, proven, accepts on the link and joins with the invited role; the link is single use', async () => {
    const token = await invite('owner@example.com');
    const owner = await api.token(['Customer'], { oid: 'owner-oid', sub: 'owner-oid', emails: ['owner@example.com'], email_verified: true });
    const accepted = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: owner, body: { token } });
    expect(dataOf(accepted)).toEqual({ companyName: 'Ege Tekstil A.Ş.', role: 'CompanyAdmin' });
    const [row] = await membership('owner-oid');
    expect(row?.roles).toEqual(['CompanyAdmin']);
    expect(row?.company_id).not.toBeNull();
    const [audit] = await api.sql<{ action: string }>(`select action from audit_log where actor_id = 'owner-oid' and action = 'company.invite.accept'`);
    expect(audit?.action).toBe('company.invite.accept');
    const reused = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: owner, body: { token } });
    expect(reused.status).toBe(404);
    expect(await refusals('owner-oid')).toEqual(['company.invitation.notFound']);
  });

  it('an operator with a pending invitation signs in and stays staff-only: never joined, refused when accepting (400 on token), never invitable again', async () => {
    // An invitation the probe could create before the fix: written directly, as if it were pending from then.
    const token = 'pending-operator-invitation-token';
    await api.sql(
      `insert into company_invitations (company_id, email, role, token_hash, expires_at) select company_id, 'operator@navlunport.test', 'CompanyAdmin', encode(sha256('${token}'::bytea), 'hex'), now() + interval '7 days' from users where email = 'companyadmin@navlunport.test'`,
    );
    const signIn = await api.call('POST', '/api/internal/identityClaims', { headers: claimsSecret, body: { objectId: OPERATOR_OID, email: 'operator@navlunport.test' } });
    expect(signIn.json).toEqual({ roles: ['Operator'], companyName: null });
    const operator = await api.token(['Operator'], { oid: OPERATOR_OID, sub: OPERATOR_OID, emails: ['operator@navlunport.test'], email_verified: true });
    const refused = await api.call('POST', '/api/Company/AcceptInvitation', { bearer: operator, body: { token }, headers: { 'Accept-Language': 'tr' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'token', code: 'company.invite.staff', message: expect.stringContaining('Personel hesapları') })]);
    expect(await membership(OPERATOR_OID)).toEqual([{ company_id: null, roles: ['Operator'] }]);
    expect(await refusals(OPERATOR_OID)).toEqual(['company.invite.staff']);
    const again = await api.call('POST', '/api/Company/InviteUser', { bearer: await api.demoToken('companyadmin@navlunport.test'), body: { email: 'operator@navlunport.test', role: 'Customer', language: 'tr' } });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([expect.objectContaining({ field: 'email', code: 'company.invite.staff' })]);
  });
});
