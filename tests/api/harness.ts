import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import demoUsers from '@/lib/auth/demo-users.json';
import type { Role } from '@/lib/auth/roles';
import { applySecurityHeaders, securityHeaders } from '@/lib/security-headers';
import { adminQuery, pgliteFromTemplate, postgresFromTemplate } from '../support/database-templates';

/**
 * A real API under test: the route modules mounted on a Node HTTP server, a fresh database (PGlite in
 * a temporary DATA_DIR, or a fresh PostgreSQL database when TEST_DATABASE_URL is set), and an
 * identity key pair whose public half is the embedded provider's key set.
 */
export interface TestApi {
  url: string;
  call: (method: string, path: string, options?: CallOptions) => Promise<ApiResponse>;
  /**
   * An access token for a user with these roles; the user is registered in the application with them on the first
   * token (the application, not the token, owns roles: a later token's roles change nothing).
   */
  token: (roles: Role[], overrides?: JWTPayload, options?: { expiresIn?: string }) => Promise<string>;
  /** A browser session started with the token (POST /api/login): the cookies a browser would then send. */
  session: (token: string) => Promise<SessionCookies>;
  /** An access token for one of the seeded demo users (lib/auth/demo-users.json). */
  demoToken: (email: string) => Promise<string>;
  /** Access tokens of the six demo users by role name (customer, colleague, companyAdmin, operator, editor, admin). */
  demoTokens: () => Promise<Record<DemoName, string>>;
  sign: (payload: JWTPayload, options?: { alg?: string; kid?: string; key?: CryptoKey }) => Promise<string>;
  sql: <T = Record<string, unknown>>(query: string) => Promise<T[]>;
  /** The plan (EXPLAIN) of a built statement (a drizzle query's toSQL()), its parameters written in as literals. */
  explain: (query: { sql: string; params: unknown[] }) => Promise<string>;
  /** The site paths the API asked to revalidate, in order (a recorder stands in for lib/server/content/revalidate-pages.ts's HTTP revalidator: there is no Next here). */
  revalidatedPaths: string[];
  issuer: string;
  audience: string;
  close: () => Promise<void>;
}

export type SessionCookies = {
  navlun_session: string;
  'XSRF-TOKEN': string;
};

export interface CallOptions {
  /** Sends `Origin: <the API's own origin>` (what a same-origin page sends on a POST). */
  sameOrigin?: boolean;
  cookies?: Record<string, string>;
  body?: unknown;
  /** A body sent as is (set its Content-Type in headers). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  /** A multipart/form-data body (fetch sets the Content-Type with its boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  bearer?: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  json: Record<string, unknown> & { isSuccess?: boolean; data?: unknown; errors?: { field: string; code: string; message: string }[]; code?: string; message?: string };
  text: string;
  /** The body's bytes, for binary answers (PDF, files). */
  bytes: Buffer;
}

export const SERVICE_KEY = 'test-service-key';

/**
 * The data of a setup call's answer, once its status is the expected one: a setup step that goes wrong
 * fails right there with the answer it got, never later as a TypeError or a test skipped.
 */
export function dataOf<T>(response: ApiResponse, status = 200): T {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${response.text.slice(0, 500)}`);
  return response.json.data as T;
}

/** The seeded demo users the suites act as, by name. */
export const demoUserEmails = {
  customer: 'customer@navlunport.test',
  colleague: 'colleague@navlunport.test',
  companyAdmin: 'companyadmin@navlunport.test',
  operator: 'operator@navlunport.test',
  editor: 'editor@navlunport.test',
  admin: 'admin@navlunport.test',
} as const;
export type DemoName = keyof typeof demoUserEmails;

/**
 * The demo tariff set the test databases get (TARIFF_SEED_SCALE): the main port and airport of each
 * region, about 5,000 rows, seeded in a second or two instead of the full 100,000+ of a real start.
 * Set TARIFF_SEED_SCALE in the environment to run the suite on another scale (1 = the full set).
 */
export const TEST_TARIFF_SEED_SCALE = '0.1';

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `navlun_test_${randomBytes(6).toString('hex')}`;
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  if (!(await postgresFromTemplate(adminUrl, name, urlOf))) await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return { url: urlOf(name), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startTestApi(): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navlun-api-'));
  // Suites call from one address far faster than a person: limits are scaled up (tests/api/rate-limit.test.ts proves them at 1×).
  Object.assign(process.env, { DATA_DIR: dataDir, SERVICE_KEY, LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '1000' });
  process.env.TARIFF_SEED_SCALE ??= TEST_TARIFF_SEED_SCALE;
  delete process.env.DATABASE_URL;
  delete process.env.AUTH_JWKS_URI;
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  if (postgres) process.env.DATABASE_URL = postgres.url;
  else await pgliteFromTemplate(dataDir);

  const { authConfig } = await import('@/lib/server/auth/config');
  const config = authConfig();
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  mkdirSync(path.dirname(config.embeddedJwksFile), { recursive: true });
  writeFileSync(config.embeddedJwksFile, JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] }));

  // As the server does when it starts (instrumentation.ts): the database migrated and seeded before the first request.
  await (await import('@/lib/server/db/start')).startDatabase();
  const { answerApiRequest } = await import('@/lib/server/api/route-table');

  // As scripts/server.mjs does: the security headers on every answer (tests/security/headers.test.ts checks them).
  const responseHeaders = securityHeaders(process.env);
  const server: Server = createServer((req, res) => {
    applySecurityHeaders(req, res, responseHeaders);
    void answerApiRequest(req, res);
  });
  // Only the client ends an idle kept-alive connection. With Node's default (5 s, announced as Keep-Alive:
  // timeout=5) the server's idle timer could fire in the same turn as the client's next request on that
  // socket arrived (the test and the server share one event loop, and timers run before reads): the
  // request met a reset that no input caused. fetch (undici) closes its idle sockets after 4 s by itself;
  // server.close() ends the idle ones at the end.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { connection, closeDb } = await import('@/lib/server/db/client');
  const { users } = await import('@/lib/server/db/schema');
  const registerUser = async (id: string, roles: Role[], claims: JWTPayload) => {
    const { db } = await connection();
    const email = Array.isArray(claims.emails) && typeof claims.emails[0] === 'string' ? claims.emails[0] : `${id}@example.com`;
    const names = { firstName: String(claims.given_name ?? ''), lastName: String(claims.family_name ?? '') };
    await db.insert(users).values({ id, email: email.toLowerCase(), ...names, roles }).onConflictDoNothing();
  };

  const sign: TestApi['sign'] = async (payload, options = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'JWT' }).sign(options.key ?? privateKey);

  const token: TestApi['token'] = async (roles, overrides = {}, options = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const lifetime = Number(/^(\d+)m$/.exec(options.expiresIn ?? '')?.[1] ?? 60) * 60;
    const subject = `user-${roles.join('-') || 'none'}`;
    const payload: JWTPayload = {
      iss: config.issuer,
      aud: config.clientId,
      sub: subject,
      oid: subject,
      iat: now,
      nbf: now,
      exp: now + lifetime,
      emails: [`${(roles[0] ?? 'user').toLowerCase()}@example.com`],
      given_name: 'Ayşe',
      family_name: 'Yılmaz',
      name: 'Ayşe Yılmaz',
      userInfo: JSON.stringify({ FirstName: 'Ayşe', LastName: 'Yılmaz' }),
      roles: JSON.stringify(roles),
      scp: config.scope,
      tfp: 'B2C_1_signupsignin',
      ...overrides,
    };
    await registerUser(String(payload.oid ?? payload.sub), roles, payload);
    return sign(payload);
  };

  const demoToken: TestApi['demoToken'] = async (email) => {
    const user = demoUsers.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`no demo user ${email}`);
    return token(user.roles as Role[], { oid: user.oid, sub: user.oid, emails: [user.email], given_name: user.firstName, family_name: user.lastName, userInfo: JSON.stringify({ FirstName: user.firstName, LastName: user.lastName }) });
  };

  const demoTokens: TestApi['demoTokens'] = async () =>
    Object.fromEntries(await Promise.all(Object.entries(demoUserEmails).map(async ([name, email]) => [name, await demoToken(email)]))) as Record<DemoName, string>;

  const call: TestApi['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
    if (options.sameOrigin) headers.Origin ??= url;
    if (options.cookies) headers.Cookie = Object.entries(options.cookies).map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${route}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: ApiResponse['json'] = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    return { status: response.status, headers: response.headers, json, text, bytes };
  };

  const revalidatedPaths: string[] = [];
  const { setPageRevalidator } = await import('@/lib/server/content/revalidate-pages');
  setPageRevalidator(async (paths) => void revalidatedPaths.push(...paths));

  const session: TestApi['session'] = async (accessToken) => {
    const login = await call('POST', '/api/login', { sameOrigin: true, body: { token: accessToken } });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text.slice(0, 300)}`);
    const value = (name: string) => login.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))!.split(';')[0]!.slice(name.length + 1);
    return { navlun_session: value('navlun_session'), 'XSRF-TOKEN': value('XSRF-TOKEN') };
  };

  const sql: TestApi['sql'] = async (query) => {
    const { db } = await connection();
    const result = (await db.execute(query as never)) as unknown as { rows: never[] };
    return result.rows;
  };
  const explain: TestApi['explain'] = async (query) => {
    const rows = await sql<Record<string, string>>(`explain ${query.sql.replace(/\$(\d+)/g, (_, index: string) => sqlLiteral(query.params[Number(index) - 1]))}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  return {
    url,
    call,
    token,
    session,
    demoToken,
    demoTokens,
    sign,
    sql,
    explain,
    revalidatedPaths,
    issuer: config.issuer,
    audience: config.clientId,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDb();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A parameter as an SQL literal: numbers as they are, arrays as array literals, anything else quoted. */
function sqlLiteral(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}` : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}
