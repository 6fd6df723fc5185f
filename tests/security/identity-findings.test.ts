import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/lib/auth/roles';
import { dataOf, startTestApi, type SessionCookies, type TestApi } from '../api/harness';
import { mailsTo } from '../api/outbox';
import { concretePath, routes } from './support/routes';

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

/** The operations and editor routes: every endpoint whose role list a Customer is not on. */
const staffRoutes = routes.filter(({ endpoint }) => endpoint.access.kind === 'user' && endpoint.access.roles && !endpoint.access.roles.includes('Customer' as Role));

/** Each staff route's status for a caller (bodies empty: the role check comes before the body's validation). */
async function staffStatuses(options: { bearer?: string; cookies?: SessionCookies }): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  for (const { name, endpoint } of staffRoutes) {
    const headers: Record<string, string> = options.cookies ? { 'X-XSRF-TOKEN': options.cookies['XSRF-TOKEN'] } : {};
    const response = await api.call(endpoint.method, concretePath(endpoint), { ...options, headers, sameOrigin: true, body: endpoint.method === 'POST' ? {} : undefined });
    statuses.set(name, response.status);
  }
  return statuses;
}
const only = (statuses: Map<string, number>, status: number) => [...statuses].filter(([, code]) => code !== status);

/** A staff user of its own for each test (the admin's changes to it must not touch the other tests' users). */
async function staffUser(name: string, roles: Role[]) {
  const oid = `${name}-oid`;
  const token = await api.token(roles, { oid, sub: oid, emails: [`${name}@example.com`], email_verified: true });
  return { oid, token };
}
const adminCall = async (path: string, body: object) => dataOf(await api.call('POST', path, { bearer: await api.demoToken('admin@navlunport.test'), body }));

describe('finding 3 (medium): demotion and deactivation are effective at once', () => {
  it('the probe’s routes are among the staff routes walked below', () => {
    const paths = staffRoutes.map(({ endpoint }) => endpoint.path);
    for (const path of ['/api/Chat/GetTranscripts', '/api/Tariff/GetList', '/api/Tariff/Export', '/api/FxRate/GetList', '/api/Demand/Quote', '/api/Payment/ConfirmTransfer', '/api/Reservation/Confirm', '/api/Demand/Expire', '/api/Language/Delete']) {
      expect(paths).toContain(path);
    }
  });

  it('an operator demoted to Customer is refused every operations and editor route with the token issued before, by bearer and by session', async () => {
    const operator = await staffUser('demoted-operator', ['Operator', 'Editor']);
    const cookies = await api.session(operator.token);
    const before = await staffStatuses({ bearer: operator.token });
    // Routes only an Admin may use refuse an operator already; the rest let the operator past the role check.
    const passed = [...before].filter(([, status]) => status !== 403).map(([name]) => name);
    expect(passed.length).toBeGreaterThan(20);
    await adminCall('/api/User/SetRoles', { id: operator.oid, roles: ['Customer'] });
    for (const credentials of [{ bearer: operator.token }, { cookies }]) {
      const after = await staffStatuses(credentials);
      expect(only(after, 403), JSON.stringify(credentials).slice(0, 20)).toEqual([]);
    }
  });

  it('a roles claim the application did not grant opens nothing (a token claiming Admin for a Customer)', async () => {
    const customer = await staffUser('claims-admin', ['Customer']);
    const claimingAdmin = await api.sign({ ...JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString()), roles: JSON.stringify(['Admin', 'Operator', 'Editor']) });
    expect(only(await staffStatuses({ bearer: claimingAdmin }), 403)).toEqual([]);
  });

  it('a deactivated editor is refused at once: 403 account.deactivated by bearer, no session from /api/login, the open session ended', async () => {
    const editor = await staffUser('deactivated-editor', ['Editor']);
    const cookies = await api.session(editor.token);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies })).status).toBe(200);
    await adminCall('/api/User/Deactivate', { id: editor.oid });
    const bearer = await api.call('GET', '/api/Account/GetProfile', { bearer: editor.token, headers: { 'Accept-Language': 'en' } });
    expect(bearer.status).toBe(403);
    expect(bearer.json.code).toBe('account.deactivated');
    expect(only(await staffStatuses({ bearer: editor.token }), 403)).toEqual([]);
    const login = await api.call('POST', '/api/login', { sameOrigin: true, body: { token: editor.token } });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe('account.deactivated');
    expect(login.headers.getSetCookie().find((line) => line.startsWith('navlun_session='))).toMatch(/Max-Age=0/);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies })).status).toBe(401);
    const [open] = await api.sql<{ n: number }>(`select count(*)::int as n from sessions where user_id = '${editor.oid}' and revoked_at is null`);
    expect(open?.n).toBe(0);
  });
});

describe('findings 3 and 4: what every authenticated request reads costs one index lookup each', () => {
  it('a token’s user (with the company) by primary key; a cookie’s session by its secret’s unique hash with its user in the same statement; never a sequential scan', async () => {
    // A realistic directory: 5,000 users, each with a session, then fresh statistics.
    await api.sql(`insert into users (id, email) select 'filler-' || n, 'filler-' || n || '@example.com' from generate_series(1, 5000) as n`);
    await api.sql(`insert into sessions (secret_hash, user_id, expires_at) select encode(sha256(('s' || n)::bytea), 'hex'), 'filler-' || n, now() + interval '1 hour' from generate_series(1, 5000) as n`);
    await api.sql('analyze users');
    await api.sql('analyze sessions');
    const { connection } = await import('@/lib/server/db/client');
    const { principalRowQuery } = await import('@/lib/server/auth/principal');
    const { liveSessionQuery } = await import('@/lib/server/auth/sessions');
    const { db } = await connection();
    const principal = await api.explain(principalRowQuery(db, 'filler-4321').toSQL());
    expect(principal).toMatch(/Index Scan using users_pkey/);
    expect(principal).not.toMatch(/Seq Scan on users/);
    const session = await api.explain(liveSessionQuery(db, 'a'.repeat(64), new Date()).toSQL());
    expect(session).toMatch(/Index Scan using sessions_secret_hash_unique/);
    expect(session).toMatch(/Index Scan using users_pkey/);
    expect(session).not.toMatch(/Seq Scan on (sessions|users)/);
  });
});

describe('a session’s last-seen time', () => {
  it('is written once when many requests find it stale at the same time, and not again within five minutes', async () => {
    const { token } = await staffUser('busy-browser', ['Customer']);
    const cookies = await api.session(token);
    // Counts the rows an UPDATE of sessions really changes.
    await api.sql(`create table session_touches (n int not null)`);
    await api.sql(`insert into session_touches values (0)`);
    await api.sql(`create function count_session_touch() returns trigger language plpgsql as $$ begin update session_touches set n = n + 1; return new; end $$`);
    await api.sql(`create trigger count_session_touch after update on sessions for each row execute function count_session_touch()`);
    try {
      await api.sql(`update sessions set last_seen_at = now() - interval '10 minutes' where user_id = 'busy-browser-oid'`);
      await api.sql(`update session_touches set n = 0`);
      // Eight requests of the browser at once, each reading the session before any of them writes.
      const { connection } = await import('@/lib/server/db/client');
      const { openServerSession } = await import('@/lib/server/auth/sessions');
      const { db } = await connection();
      const opened = await Promise.all(Array.from({ length: 8 }, () => openServerSession(db, cookies.navlun_session)));
      expect(opened.map((session) => session?.userId)).toEqual(Array(8).fill('busy-browser-oid'));
      expect((await api.sql<{ n: number }>(`select n from session_touches`))[0]?.n).toBe(1);
      const [seen] = await api.sql<{ recent: boolean }>(`select last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = 'busy-browser-oid'`);
      expect(seen?.recent).toBe(true);
      const later = await Promise.all(Array.from({ length: 4 }, () => api.call('GET', '/api/Account/GetProfile', { cookies })));
      expect(later.map((answer) => answer.status)).toEqual(Array(4).fill(200));
      expect((await api.sql<{ n: number }>(`select n from session_touches`))[0]?.n).toBe(1);
    } finally {
      await api.sql(`drop trigger count_session_touch on sessions`);
      await api.sql(`drop function count_session_touch()`);
      await api.sql(`drop table session_touches`);
    }
  });
});

describe('finding 4 (low): logout ends the session', () => {
  it('the cookie is a secret of its own, not the token, and the database keeps only its hash', async () => {
    const { token } = await staffUser('cookie-holder', ['Customer']);
    const cookies = await api.session(token);
    expect(cookies.navlun_session).not.toBe(token);
    expect(cookies.navlun_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.sql<{ secret_hash: string }>(`select secret_hash from sessions where user_id = 'cookie-holder-oid'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.secret_hash).not.toContain(cookies.navlun_session);
  });

  it('a cookie saved before /api/logout neither reads nor writes after it', async () => {
    const { token } = await staffUser('logs-out', ['Customer']);
    const saved = await api.session(token);
    const write = () =>
      api.call('POST', '/api/Account/UpdateProfile', { sameOrigin: true, cookies: saved, headers: { 'X-XSRF-TOKEN': saved['XSRF-TOKEN'] }, body: { firstName: 'Yeni', lastName: 'Ad', preferredLanguage: 'tr', notificationPreferences: { requestQuoted: true, reservationCreated: true, paymentReceived: true, reservationConfirmed: true } } });
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: saved })).status).toBe(200);
    expect((await write()).status).toBe(200);
    const logout = await api.call('POST', '/api/logout', { sameOrigin: true, cookies: saved });
    expect(logout.status).toBe(200);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: saved })).status).toBe(401);
    expect((await write()).status).toBe(401);
  });

  it('the profile lists the sessions, ends another one at once, and signs out everywhere else keeping this one', async () => {
    const { oid, token } = await staffUser('many-browsers', ['Customer']);
    const phone = await api.session(token);
    const laptop = await api.session(token);
    const tablet = await api.session(token);
    const listed = dataOf<{ sessions: { id: string; current: boolean }[] }>(await api.call('GET', '/api/Account/Sessions', { cookies: laptop }));
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneId = dataOf<{ sessions: { id: string; current: boolean }[] }>(await api.call('GET', '/api/Account/Sessions', { cookies: phone })).sessions.find((session) => session.current)!.id;

    const ended = await api.call('POST', '/api/Account/EndSession', { sameOrigin: true, cookies: laptop, headers: { 'X-XSRF-TOKEN': laptop['XSRF-TOKEN'] }, body: { id: phoneId } });
    expect(dataOf(ended)).toEqual({ ended: true, current: false });
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: phone })).status).toBe(401);
    const again = await api.call('POST', '/api/Account/EndSession', { sameOrigin: true, cookies: laptop, headers: { 'X-XSRF-TOKEN': laptop['XSRF-TOKEN'], 'Accept-Language': 'en' }, body: { id: phoneId } });
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('account.sessions.notFound');

    // Someone else's session is not theirs to end.
    const stranger = await staffUser('not-the-owner', ['Customer']);
    const foreign = await api.call('POST', '/api/Account/EndSession', { bearer: stranger.token, body: { id: listed.sessions.find((session) => session.current)!.id } });
    expect(foreign.status).toBe(404);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: laptop })).status).toBe(200);

    const everywhere = await api.call('POST', '/api/Account/EndOtherSessions', { sameOrigin: true, cookies: laptop, headers: { 'X-XSRF-TOKEN': laptop['XSRF-TOKEN'] }, body: {} });
    expect(dataOf(everywhere)).toEqual({ ended: 1 });
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: tablet })).status).toBe(401);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: laptop })).status).toBe(200);
    const [live] = await api.sql<{ n: number }>(`select count(*)::int as n from sessions where user_id = '${oid}' and revoked_at is null`);
    expect(live?.n).toBe(1);
    const audited = await api.sql<{ action: string }>(`select action from audit_log where actor_id = '${oid}' and action like 'session.%' order by id`);
    expect(audited.map((row) => row.action)).toEqual(['session.end', 'session.endOthers']);
  });

  it('a new sign-in in the same browser ends the session it had before', async () => {
    const { token } = await staffUser('signs-in-twice', ['Customer']);
    const first = await api.session(token);
    const login = await api.call('POST', '/api/login', { sameOrigin: true, cookies: first, body: { token } });
    expect(login.status).toBe(200);
    expect((await api.call('GET', '/api/Account/GetProfile', { cookies: first })).status).toBe(401);
  });
});
