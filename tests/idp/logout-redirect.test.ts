/**
 * [Q1] The embedded identity provider's logout (RP-initiated, /{tenant}/{policy}/oauth2/v2.0/logout) sends the
 * browser back only to a registered post_logout_redirect_uri (`${origin}/redirect` of each APP_ORIGIN): an
 * unregistered path of the application's origin, another origin, a look-alike host, another scheme or a
 * script URL is refused with 400 and no redirect (and a POSTed logout is not served at all).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider } from '../../idp/app.mjs';
import { freePort } from '../support/free-port';

const TENANT = 'navlunport.onmicrosoft.com';
const CLIENT_ID = '3c9d7e21-5a4b-4f8e-b2c1-9d0e8f7a6b5c';
const POLICIES = ['b2c_1_signupsignin', 'b2c_1_signup'];
/** Two application origins, as a deployment with a public origin and localhost has. */
const APP_ORIGINS = ['https://navlunport.example', 'http://localhost:3870'];

interface Answer {
  status: number;
  location: string;
  body: string;
}

let dataDir: string;
let origin: string;
let ca: string;
let idp: Awaited<ReturnType<typeof createIdentityProvider>>;


/** One HTTPS request to the provider, trusting only its generated certificate (no redirects followed). */
function request(url: string, options: { method?: string; form?: Record<string, string>; cookie?: string } = {}): Promise<Answer & { setCookie: string[] }> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(url, origin), { method: options.method ?? (body ? 'POST' : 'GET'), headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), body: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The logout confirmation's form: its action and hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form?.[1] || form[2] === undefined) throw new Error(`no form in ${html.slice(0, 400)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) if (input[1]) fields[input[1]] = decodeEntities(input[2] ?? '');
  return { action: decodeEntities(form[1]), fields };
}

const logoutUrl = (policy: string, params: Record<string, string>) => `/${TENANT}/${policy}/oauth2/v2.0/logout?${new URLSearchParams(params)}`;

/** Asks to log out with this post_logout_redirect_uri and confirms, as the self-submitting page does: where does it land? */
async function logOutTo(policy: string, uri: string, extra: Record<string, string> = {}): Promise<Answer> {
  const page = await request(logoutUrl(policy, { post_logout_redirect_uri: uri, state: 'bye', ...extra }));
  if (page.status !== 200) return page;
  const cookie = page.setCookie.map((line) => line.split(';')[0]).join('; ');
  const { action, fields } = formOf(page.body);
  return request(action, { form: fields, cookie });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'navlun-idp-logout-'));
  const port = await freePort();
  // The directory in the provider's own PGlite; no claims calls are made by a logout.
  idp = await createIdentityProvider({ env: { APP_ORIGIN: APP_ORIGINS.join(',') }, port, dataDir, logger: { info: () => undefined, error: () => undefined } });
  origin = await idp.listen(port);
  ca = await readFile(path.join(dataDir, 'idp', 'tls-cert.pem'), 'utf8');
});

afterAll(async () => {
  await idp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('embedded identity provider: post_logout_redirect_uri', () => {
  it('sends the browser back to each registered URI (both application origins, both policies), state kept', async () => {
    for (const policy of POLICIES) {
      for (const appOrigin of APP_ORIGINS) {
        const done = await logOutTo(policy, `${appOrigin}/redirect`);
        expect(done.status, `${policy} ${appOrigin}`).toBe(303);
        expect(done.location).toBe(`${appOrigin}/redirect?state=bye`);
      }
    }
  });

  it('without a post_logout_redirect_uri, ends on its own signed-out page (no redirect anywhere)', async () => {
    const done = await logOutTo(POLICIES[0]!, '', {});
    // An empty parameter counts as absent: the confirmation redirects (303, as after every POST of oidc-provider)
    // to the provider's own success page of the same policy, which answers 200.
    expect(done.status).toBe(303);
    const landing = new URL(done.location, origin);
    expect(landing.origin).toBe(origin);
    expect(landing.pathname).toBe(`/${TENANT}/${POLICIES[0]!.toLowerCase()}/oauth2/v2.0/logout/success`);
    const success = await request(landing.pathname);
    expect(success.status).toBe(200);
    expect(success.location).toBe('');
  });

  const refused = [
    ['an unregistered path of the application origin', `${APP_ORIGINS[0]}/somewhere-else`],
    ['the registered path with a query added', `${APP_ORIGINS[0]}/redirect?next=https://evil.example`],
    ['the registered path with a trailing slash', `${APP_ORIGINS[0]}/redirect/`],
    ['another origin', 'https://evil.example/redirect'],
    ['a look-alike host', 'https://navlunport.example.evil.example/redirect'],
    ['credentials in front of the host', 'https://navlunport.example@evil.example/redirect'],
    ['the registered origin over plain http', 'http://navlunport.example/redirect'],
    ['another port of localhost', 'http://localhost:3871/redirect'],
    ['a protocol-relative URL', '//evil.example/redirect'],
    ['a script URL', 'javascript:alert(document.domain)'],
  ] as const;

  for (const [what, uri] of refused) {
    it(`refuses ${what} with 400 and no redirect`, async () => {
      for (const policy of POLICIES) {
        const answer = await request(logoutUrl(policy, { post_logout_redirect_uri: uri, state: 'bye' }));
        expect(answer.status, `${policy} ${uri}`).toBe(400);
        expect(answer.location).toBe('');
        // The refused address is neither followed nor offered as a form to submit.
        expect(answer.body).not.toMatch(/<form/i);
      }
    });
  }

  it('serves no POSTed logout (MSAL logs out with a GET): no way around the check, registered URI or not', async () => {
    const forms: Record<string, string>[] = [
      { post_logout_redirect_uri: 'https://evil.example/redirect', client_id: CLIENT_ID },
      { post_logout_redirect_uri: 'https://evil.example/redirect' },
      { post_logout_redirect_uri: `${APP_ORIGINS[0]}/redirect`, client_id: CLIENT_ID },
    ];
    for (const form of forms) {
      const answer = await request(`/${TENANT}/${POLICIES[0]}/oauth2/v2.0/logout`, { form });
      expect(answer.status, JSON.stringify(form)).toBe(404);
      expect(answer.location).toBe('');
    }
  });

  it('refuses a URI registered for no client when another client_id is named', async () => {
    const answer = await request(logoutUrl(POLICIES[0]!, { post_logout_redirect_uri: `${APP_ORIGINS[0]}/redirect`, client_id: 'someone-else' }));
    // oidc-provider's invalid_client for an unknown client_id at the end_session endpoint.
    expect(answer.status, answer.body).toBe(400);
    expect(answer.location).toBe('');
  });
});
