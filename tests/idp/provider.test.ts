/**
 * The embedded identity provider (idp/) end to end: discovery and keys of both policies, the
 * authorization-code + PKCE flow MSAL drives (followed by hand, cookies carried by hand), sign-up,
 * rate limits, forgot/reset password and logout. The provider runs on a free port with a temp DATA_DIR
 * and a tiny HTTP server plays the application's claims endpoint.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityProvider } from '../../idp/app.mjs';
import { freePort } from '../support/free-port';
import { codeFrom, followToApp, Jar, pkce, redeem, request, signIn, startAuthorization, token, type ProviderClient } from './provider-client';

const TENANT = 'navlunport.onmicrosoft.com';
const TENANT_ID = '6f2a1c8e-3b7d-4e52-9a10-4c1d2e3f5a6b';
const CLIENT_ID = '3c9d7e21-5a4b-4f8e-b2c1-9d0e8f7a6b5c';
const SIGN_IN = 'B2C_1_signupsignin';
const SIGN_UP = 'B2C_1_signup';
const API_SCOPE = `https://${TENANT}/api/access_as_frontenduser`;
const SCOPE = `openid profile offline_access ${API_SCOPE}`;
const CLAIMS_SECRET = 'navlunport-embedded-claims-secret';

interface ClaimsCall {
  secret: string | undefined;
  body: { objectId: string; email: string; givenName: string; surname: string; policy: string };
}

let dataDir: string;
let port: number;
let origin: string;
let appOrigin: string;
let redirectUri: string;
let client: ProviderClient;
let idp: Awaited<ReturnType<typeof createIdentityProvider>>;
let app: http.Server;
let claimsDown = false;
const claimsCalls: ClaimsCall[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

/**
 * With TEST_DATABASE_URL (the PostgreSQL run of `npm test`) the directory lives in schema idp of a
 * fresh database made for this run; otherwise in the provider's own PGlite.
 */
async function directoryDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `navlun_idp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}


/** Plays the application's claims endpoint (POST /api/internal/identityClaims). */
function startFakeApp(): Promise<number> {
  app = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/api/internal/identityClaims') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ClaimsCall['body'];
      const secret = req.headers['x-claims-secret'];
      claimsCalls.push({ secret: typeof secret === 'string' ? secret : undefined, body });
      if (claimsDown) {
        res.writeHead(503).end();
        return;
      }
      if (secret !== CLAIMS_SECRET) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ roles: ['Customer'], companyName: body.email.startsWith('customer@') ? 'Ege Tekstil A.Ş.' : null }));
    });
  });
  return new Promise((resolve) => {
    app.listen(0, '127.0.0.1', () => resolve((app.address() as net.AddressInfo).port));
  });
}

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The action and hidden inputs of the page's first POST form. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form?.[1] || form[2] === undefined) throw new Error(`no form in ${html.slice(0, 400)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    if (input[1]) fields[input[1]] = decodeEntities(input[2] ?? '');
  }
  return { action: decodeEntities(form[1]), fields };
}

const policyPath = (policy: string) => `/${TENANT}/${policy}`;

async function publicKeys(): Promise<JSONWebKeySet> {
  return JSON.parse(await readFile(path.join(dataDir, 'idp', 'jwks.public.json'), 'utf8')) as JSONWebKeySet;
}

async function verifyAccessToken(accessToken: unknown) {
  const { payload, protectedHeader } = await jwtVerify(String(accessToken), createLocalJWKSet(await publicKeys()), {
    issuer: `${origin}/${TENANT_ID}/v2.0/`,
    audience: CLIENT_ID,
    algorithms: ['RS256'],
  });
  return { payload, protectedHeader };
}

/** Decodes the quoted-printable text of an .eml file enough to read a link. */
const unQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail of the outbox to `to` (the provider may still be writing it: mails go out in the background). */
async function waitForMail(to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      if (mail.includes(`\nTo: ${to}\r\n`)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'navlun-idp-'));
  appOrigin = `http://localhost:${await startFakeApp()}`;
  redirectUri = `${appOrigin}/redirect`;
  port = await freePort();
  // A clean environment: the directory database, outbox delivery, the fake app as APP_ORIGIN.
  const env = { APP_ORIGIN: appOrigin, DATABASE_URL: await directoryDatabaseUrl() };
  idp = await createIdentityProvider({ env, port, dataDir, logger: { info: () => undefined, error: () => undefined } });
  origin = await idp.listen(port);
  const ca = await readFile(path.join(dataDir, 'idp', 'tls-cert.pem'), 'utf8');
  client = { origin, ca, tenant: TENANT, clientId: CLIENT_ID, appOrigin, scope: SCOPE };
});

afterAll(async () => {
  await idp?.close();
  await new Promise((resolve) => app?.close(resolve));
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  idp.resetRateLimits();
  claimsDown = false;
});

describe('embedded identity provider', () => {
  it('publishes B2C-shaped discovery documents and one key set for both policies', async () => {
    expect(origin).toBe(`https://localhost:${port}`);
    for (const policy of [SIGN_IN, SIGN_UP, SIGN_IN.toLowerCase(), SIGN_UP.toLowerCase()]) {
      const answer = await request(client, `${policyPath(policy)}/v2.0/.well-known/openid-configuration`, { headers: { origin: appOrigin } });
      expect(answer.status).toBe(200);
      const discovery = JSON.parse(answer.body) as Record<string, string>;
      const base = `${origin}/${TENANT}/${policy}`;
      expect(discovery.issuer).toBe(`https://localhost:${port}/${TENANT_ID}/v2.0/`);
      expect(discovery.authorization_endpoint).toBe(`${base}/oauth2/v2.0/authorize`);
      expect(discovery.token_endpoint).toBe(`${base}/oauth2/v2.0/token`);
      expect(discovery.end_session_endpoint).toBe(`${base}/oauth2/v2.0/logout`);
      expect(discovery.jwks_uri).toBe(`${base}/discovery/v2.0/keys`);
      expect(answer.headers['access-control-allow-origin']).toBe(appOrigin);
    }
    const byTenantId = await request(client, `/${TENANT_ID}/${SIGN_IN}/v2.0/.well-known/openid-configuration`);
    expect(byTenantId.status).toBe(200);
    // MSAL in OIDC protocol mode asks for `${authority}/.well-known/openid-configuration`, lower-cased.
    const msalPath = await request(client, `/${TENANT}/${SIGN_IN.toLowerCase()}/.well-known/openid-configuration`);
    expect(JSON.parse(msalPath.body)).toMatchObject({ token_endpoint: `${origin}/${TENANT}/${SIGN_IN.toLowerCase()}/oauth2/v2.0/token` });

    const stored = await publicKeys();
    expect(stored.keys).toHaveLength(1);
    expect(stored.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(stored.keys[0]).not.toHaveProperty('d');
    for (const policy of [SIGN_IN, SIGN_UP]) {
      const keys = await request(client, `${policyPath(policy.toLowerCase())}/discovery/v2.0/keys`);
      expect(keys.status).toBe(200);
      const served = JSON.parse(keys.body) as JSONWebKeySet;
      expect(served.keys.map(({ kty, n, e, kid }) => ({ kty, n, e, kid }))).toEqual(stored.keys.map(({ kty, n, e, kid }) => ({ kty, n, e, kid })));
    }

    const unknown = await request(client, `${policyPath(SIGN_IN)}/nothing/here`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ error: 'not_found' });
    expect((await request(client, `/${TENANT}/B2C_1_unknown/v2.0/.well-known/openid-configuration`)).status).toBe(404);

    // The root is a page (where the self-signed certificate gets accepted).
    const home = await request(client, '/?ui_locales=en');
    expect(home.status).toBe(200);
    expect(home.body).toContain('NavlunPort identity service');
  });

  it('finding 7 (info): sends HSTS on its https answers, except to a loopback name the app shares over http', async () => {
    const named = await request(client, '/?ui_locales=en', { headers: { host: 'login.navlunport.example' } });
    expect(named.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await request(client, '/?ui_locales=en', { headers: { host } })).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('shows oidc-provider errors as a branded, localized page without internals', async () => {
    const query = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: 'https://evil.example/redirect', scope: SCOPE, ui_locales: 'en' });
    const answer = await request(client, `${policyPath(SIGN_IN)}/oauth2/v2.0/authorize?${query}`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('Something went wrong');
    expect(answer.body).toContain('invalid_redirect_uri');
    expect(answer.body).not.toMatch(/at .*\.js:\d+/);
  });

  it('signs a demo user in with authorization code + PKCE and issues B2C-shaped tokens that refresh', async () => {
    const jar = new Jar();
    const { verifier, state, interactionUrl, page } = await startAuthorization(client, SIGN_IN, jar);
    // The page: Turkish by default, labelled fields, security headers.
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toMatch(/<label for="email">E-posta adresi<\/label>/);
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain('Şifrenizi mi unuttunuz?');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBeTruthy();
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);

    const { action } = formOf(page.body);
    expect(action).toBe(`${interactionUrl}/login`);
    const submitted = await request(client, action, { form: { email: 'Customer@NavlunPort.test', password: 'Navlun!Customer1', ui_locales: 'tr' }, jar });
    const code = codeFrom(client, await followToApp(client, submitted, jar), state);

    const tokens = await token(client, SIGN_IN, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier, scope: SCOPE, client_info: '1' });
    expect(tokens.status).toBe(200);
    expect(tokens.headers['access-control-allow-origin']).toBe(appOrigin);
    // client_info as B2C gives it to MSAL: uid = `${oid}-${policy}`, utid = tenant id.
    expect(JSON.parse(Buffer.from(String(tokens.json.client_info), 'base64url').toString('utf8'))).toEqual({
      uid: `8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01-${SIGN_IN.toLowerCase()}`,
      utid: TENANT_ID,
    });
    expect(tokens.json).toMatchObject({ token_type: 'Bearer' });
    expect(typeof tokens.json.refresh_token).toBe('string');
    expect(typeof tokens.json.id_token).toBe('string');

    const { payload, protectedHeader } = await verifyAccessToken(tokens.json.access_token);
    expect(protectedHeader.kid).toBe((await publicKeys()).keys[0]?.kid);
    expect(payload).toMatchObject({
      iss: `https://localhost:${port}/${TENANT_ID}/v2.0/`,
      aud: CLIENT_ID,
      sub: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01',
      oid: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01',
      scp: 'access_as_frontenduser',
      roles: '["Customer"]',
      emails: ['customer@navlunport.test'],
      email_verified: true,
      name: 'Ayşe Yılmaz',
      given_name: 'Ayşe',
      family_name: 'Yılmaz',
      unique_name: 'customer@navlunport.test',
      tfp: SIGN_IN,
    });
    expect(JSON.parse(String(payload.userInfo))).toEqual({ FirstName: 'Ayşe', LastName: 'Yılmaz' });
    expect(payload.exp! - payload.iat!).toBe(3600);

    const idToken = await jwtVerify(String(tokens.json.id_token), createLocalJWKSet(await publicKeys()), { issuer: `${origin}/${TENANT_ID}/v2.0/`, audience: CLIENT_ID });
    expect(idToken.payload).toMatchObject({ oid: payload.oid, tfp: SIGN_IN, roles: '["Customer"]', emails: ['customer@navlunport.test'], email_verified: true, unique_name: 'customer@navlunport.test' });

    // The application was asked for the roles, with its secret.
    const call = claimsCalls.find((entry) => entry.body.objectId === payload.oid);
    expect(call).toEqual({
      secret: CLAIMS_SECRET,
      body: { objectId: payload.oid, email: 'customer@navlunport.test', givenName: 'Ayşe', surname: 'Yılmaz', policy: SIGN_IN },
    });

    const refreshed = await token(client, SIGN_IN, { grant_type: 'refresh_token', refresh_token: String(tokens.json.refresh_token), scope: SCOPE });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.access_token).not.toBe(tokens.json.access_token);
    expect(typeof refreshed.json.refresh_token).toBe('string');
    const again = await verifyAccessToken(refreshed.json.access_token);
    expect(again.payload).toMatchObject({ oid: payload.oid, scp: 'access_as_frontenduser', roles: '["Customer"]', tfp: SIGN_IN });
  });

  it('signs a new user up through the sign-up policy, with localized validation', async () => {
    const jar = new Jar();
    const { verifier, state, interactionUrl, page } = await startAuthorization(client, SIGN_UP, jar);
    expect(page.body).toContain('Hesap oluştur');
    expect(page.body).toContain(`href="${appOrigin}/yasal-dokumanlar/kvkk"`);
    expect(page.body).toContain('KVKK Aydınlatma Metni');
    expect(page.body).toContain('autocomplete="new-password"');
    const action = formOf(page.body).action;
    expect(action).toBe(`${interactionUrl}/signup`);
    const person = { firstName: 'Deniz', lastName: 'Kaya', email: 'deniz.kaya@example.com', ui_locales: 'tr' };

    const weak = await request(client, action, { form: { ...person, password: 'kisa', passwordConfirm: 'kisa', kvkk: 'yes' }, jar });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Şifre kurallara uymuyor');
    expect(weak.body).toContain('value="Deniz"');
    expect(weak.body).toContain('value="deniz.kaya@example.com"');
    expect(weak.body).not.toContain('value="kisa"');

    const withName = await request(client, action, { form: { ...person, password: 'Deniz.kaya9!', passwordConfirm: 'Deniz.kaya9!', kvkk: 'yes' }, jar });
    expect(withName.status).toBe(400);
    expect(withName.body).toContain('@ işaretinden önceki kısmını içermemeli');

    const noConsent = await request(client, action, { form: { ...person, password: 'Guvenli#Sifre42', passwordConfirm: 'Guvenli#Sifre42' }, jar });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toContain('KVKK Aydınlatma Metni’ni onaylamanız gerekir.');

    const taken = await request(client, action, { form: { ...person, email: 'customer@navlunport.test', password: 'Guvenli#Sifre42', passwordConfirm: 'Guvenli#Sifre42', kvkk: 'yes' }, jar });
    expect(taken.status).toBe(400);
    expect(taken.body).toContain('Bu e-posta adresiyle kayıtlı bir hesap zaten var.');

    // The same in English.
    const english = await request(client, action, { form: { ...person, ui_locales: 'en', password: 'short', passwordConfirm: 'short' }, jar });
    expect(english.status).toBe(400);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('The password breaks these rules');
    expect(english.body).toContain('You must accept the KVKK privacy notice to continue.');
    expect(english.body).toContain(`href="${appOrigin}/en/legal-documents/kvkk"`);
    const englishPage = await request(client, `${interactionUrl}/signup?ui_locales=en`, { jar });
    expect(englishPage.body).toContain('KVKK privacy notice');

    // A valid form mails a code and asks for it; no account exists until it is entered.
    const submitted = await request(client, action, { form: { ...person, password: 'Guvenli#Sifre42', passwordConfirm: 'Guvenli#Sifre42', kvkk: 'yes' }, jar });
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`${interactionUrl}/verify?ui_locales=tr`);
    const mail = unQuotedPrintable(await waitForMail(person.email));
    const mailedCode = /^(\d{6})\r?$/m.exec(mail)?.[1];
    if (!mailedCode) throw new Error('no code in the mail');
    expect((await request(client, `${interactionUrl}/login`, { form: { email: person.email, password: 'Guvenli#Sifre42', ui_locales: 'tr' }, jar })).status).toBe(400);
    const verifyPage = await request(client, `${interactionUrl}/verify?ui_locales=tr`, { jar });
    expect(verifyPage.status).toBe(200);
    expect(verifyPage.body).toContain('deniz.kaya@example.com adresine 6 haneli bir doğrulama kodu gönderdik.');
    expect(verifyPage.body).toContain('autocomplete="one-time-code"');
    const wrongCode = String((Number(mailedCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await request(client, `${interactionUrl}/verify`, { form: { code: wrongCode, ui_locales: 'tr' }, jar });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('Kod hatalı. 4 deneme hakkınız kaldı.');

    const created = await request(client, `${interactionUrl}/verify`, { form: { code: mailedCode, ui_locales: 'tr' }, jar });
    const code = codeFrom(client, await followToApp(client, created, jar), state);
    const tokens = await redeem(client, SIGN_UP, code, verifier);
    expect(tokens.status).toBe(200);
    const { payload } = await verifyAccessToken(tokens.json.access_token);
    expect(payload).toMatchObject({ tfp: SIGN_UP, emails: ['deniz.kaya@example.com'], email_verified: true, given_name: 'Deniz', family_name: 'Kaya', roles: '["Customer"]' });
    expect(payload.oid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(payload.sub).toBe(payload.oid);
    expect(claimsCalls.some((call) => call.body.objectId === payload.oid && call.body.policy === SIGN_UP)).toBe(true);

    // The new account signs in on the sign-in policy too (English page when asked).
    const page2 = await startAuthorization(client, SIGN_IN, new Jar(), { ui_locales: 'en' });
    expect(page2.page.body).toContain('<html lang="en">');
    expect(page2.page.body).toContain('Forgot your password?');
    const again = await signIn(client, SIGN_IN, 'deniz.kaya@example.com', 'Guvenli#Sifre42');
    expect(decodeJwt(String(again.tokens.access_token)).oid).toBe(payload.oid);
  });

  it('answers a wrong password generically and limits attempts to 10 a minute', async () => {
    const jar = new Jar();
    const { interactionUrl } = await startAuthorization(client, SIGN_IN, jar);
    const attempt = (email: string, password: string, ui = 'tr') => request(client, `${interactionUrl}/login`, { form: { email, password, ui_locales: ui }, jar });

    const wrong = await attempt('operator@navlunport.test', 'Yanlis!Sifre1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('E-posta veya şifre hatalı.');
    expect(wrong.body).toContain('value="operator@navlunport.test"');
    const unknown = await attempt('nobody@navlunport.test', 'Yanlis!Sifre1', 'en');
    expect(unknown.body).toContain('Wrong email or password.');

    // Per account: the 11th attempt in the minute is refused, even with the right password.
    idp.resetRateLimits();
    for (let index = 1; index <= 10; index += 1) expect((await attempt('operator@navlunport.test', `Yanlis!Sifre${index}`)).status).toBe(400);
    const limited = await attempt('operator@navlunport.test', 'Navlun!Operator1');
    expect(limited.status).toBe(429);
    expect(limited.body).toContain('Çok fazla deneme');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Per IP: ten different accounts, then the 11th is refused.
    idp.resetRateLimits();
    for (let index = 1; index <= 10; index += 1) expect((await attempt(`someone${index}@example.com`, 'Yanlis!Sifre1')).status).toBe(400);
    expect((await attempt('someone11@example.com', 'Yanlis!Sifre1', 'en')).status).toBe(429);
  });

  it('resets a forgotten password through a single-use link sent by mail', async () => {
    const jar = new Jar();
    const forgot = await request(client, '/forgot-password?ui_locales=tr', { jar });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toContain('Şifremi unuttum');
    const { action, fields } = formOf(forgot.body);
    expect(fields.csrf).toBeTruthy();
    // The application's change-password screen opens it with the signed-in address (login_hint): prefilled.
    const emailValue = (html: string) => / value="([^"]*)"/.exec(/<input id="email"[^>]*>/.exec(html)?.[0] ?? '')?.[1] ?? '';
    expect(emailValue((await request(client, '/forgot-password?ui_locales=en&login_hint=Colleague%40navlunport.test', {})).body)).toBe('colleague@navlunport.test');
    const junk = await request(client, '/forgot-password?login_hint=%22%3E%3Cscript%3E', {});
    expect(emailValue(junk.body)).toBe('');
    expect(junk.body).not.toContain('<script>');

    // Without the double-submit token the form is refused.
    const forged = await request(client, action, { form: { email: 'colleague@navlunport.test', ui_locales: 'tr' } });
    expect(forged.status).toBe(403);

    const unknown = await request(client, action, { form: { ...fields, email: 'nobody@example.com' }, jar });
    const sent = await request(client, action, { form: { ...fields, email: 'colleague@navlunport.test' }, jar });
    expect(sent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(sent.body).toContain('Bu adrese kayıtlı bir hesap varsa');
    expect(unknown.body.replace(/nonce="[^"]+"/g, '')).toBe(sent.body.replace(/nonce="[^"]+"/g, ''));

    const mail = await waitForMail('colleague@navlunport.test');
    expect(mail).toMatch(/^To: colleague@navlunport\.test/m);
    expect(mail).toContain('From: NavlunPort <no-reply@navlunport.test>');
    const link = /https:\/\/localhost:\d+\/reset-password\?token=[\w-]+&ui_locales=tr/.exec(unQuotedPrintable(mail))?.[0];
    if (!link) throw new Error('no reset link in the mail');
    expect(link.startsWith(`${origin}/reset-password?token=`)).toBe(true);
    // The mail says its language (the reset was asked for in Turkish).
    expect(mail).toMatch(/^Content-Language: tr\r?$/m);

    const resetJar = new Jar();
    const resetPage = await request(client, link, { jar: resetJar });
    expect(resetPage.status).toBe(200);
    expect(resetPage.body).toContain('colleague@navlunport.test');
    const reset = formOf(resetPage.body);
    const weak = await request(client, reset.action, { form: { ...reset.fields, password: 'zayif', passwordConfirm: 'zayif' }, jar: resetJar });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Şifre kurallara uymuyor');
    const done = await request(client, reset.action, { form: { ...reset.fields, password: 'Yeni#Sifre2024', passwordConfirm: 'Yeni#Sifre2024' }, jar: resetJar });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Şifreniz değiştirildi');

    const reused = await request(client, reset.action, { form: { ...reset.fields, password: 'Baska#Sifre2024', passwordConfirm: 'Baska#Sifre2024' }, jar: resetJar });
    expect(reused.status).toBe(400);
    expect(reused.body).toContain('Bu şifre sıfırlama bağlantısı geçersiz');
    expect((await request(client, link)).body).toContain('Bu şifre sıfırlama bağlantısı geçersiz');

    const { tokens } = await signIn(client, SIGN_IN, 'colleague@navlunport.test', 'Yeni#Sifre2024');
    expect(decodeJwt(String(tokens.access_token)).oid).toBe('8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02');
    const oldJar = new Jar();
    const old = await startAuthorization(client, SIGN_IN, oldJar);
    const refused = await request(client, `${old.interactionUrl}/login`, { form: { email: 'colleague@navlunport.test', password: 'Navlun!Colleague1' }, jar: oldJar });
    expect(refused.body).toContain('E-posta veya şifre hatalı.');
  });

  it('signs in again from the session without a form, and signs out without client_id', async () => {
    const { jar } = await signIn(client, SIGN_IN, 'editor@navlunport.test', 'Navlun!Editor1');
    expect(jar.has(`np_session_${SIGN_IN.toLowerCase()}`)).toBe(true);

    // Single sign-on: the consent of the first-party client is granted without a page.
    const { verifier, challenge } = pkce();
    const sso = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: SCOPE, code_challenge: challenge, code_challenge_method: 'S256', state: 'again' });
    const ssoCode = codeFrom(client, await followToApp(client, await request(client, `${policyPath(SIGN_IN.toLowerCase())}/oauth2/v2.0/authorize?${sso}`, { jar }), jar), 'again');
    const ssoTokens = await redeem(client, SIGN_IN, ssoCode, verifier);
    expect(ssoTokens.status).toBe(200);
    expect(decodeJwt(String(ssoTokens.json.access_token)).oid).toBe('8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e05');

    const logout = await request(client, `${policyPath(SIGN_IN.toLowerCase())}/oauth2/v2.0/logout?post_logout_redirect_uri=${encodeURIComponent(redirectUri)}&state=bye`, { jar });
    expect(logout.status).toBe(200);
    // The confirmation submits itself: a script allowed by the response's nonce.
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(logout.headers['content-security-policy']))?.[1];
    expect(logout.body).toContain(`<script nonce="${nonce}">document.forms[0].submit();</script>`);
    const { action, fields } = formOf(logout.body);
    expect(fields.logout).toBe('yes');
    const confirmed = await request(client, action, { form: fields, jar });
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe(`${redirectUri}?state=bye`);
    expect(jar.has(`np_session_${SIGN_IN.toLowerCase()}`)).toBe(false);

    // Signed out: a silent request now needs a login.
    const silent = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: SCOPE, code_challenge: challenge, code_challenge_method: 'S256', state: 'silent', prompt: 'none' });
    const answer = await request(client, `${policyPath(SIGN_IN.toLowerCase())}/oauth2/v2.0/authorize?${silent}`, { jar });
    expect(new URL(answer.location).searchParams.get('error')).toBe('login_required');
  });

  it('fails token issuance with server_error when the application cannot give the roles', async () => {
    const jar = new Jar();
    const { verifier, state, interactionUrl } = await startAuthorization(client, SIGN_IN, jar);
    const submitted = await request(client, `${interactionUrl}/login`, { form: { email: 'admin@navlunport.test', password: 'Navlun!Admin1' }, jar });
    const code = codeFrom(client, await followToApp(client, submitted, jar), state);
    claimsDown = true;
    const tokens = await redeem(client, SIGN_IN, code, verifier);
    expect(tokens.status).toBe(500);
    expect(tokens.json.error).toBe('server_error');
    expect(String(tokens.json.error_description)).toMatch(/roles/);
    expect(tokens.json).not.toHaveProperty('access_token');
  });
});
