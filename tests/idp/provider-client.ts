/**
 * The embedded provider (idp/) as the browser and MSAL meet it, driven by hand over HTTPS: one request
 * at a time (no redirects followed, cookies carried in a jar, only the provider's own certificate
 * trusted) and the sign-in flow MSAL runs in its popup: authorization request with PKCE, the
 * provider's page, its 303 redirects back to the application's /redirect, the code redeemed at the
 * token endpoint. Each step asserts what the provider must answer. Used by tests/idp/provider.test.ts
 * and, for a token the provider itself issued, tests/idp/external-authority.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import https from 'node:https';
import { expect } from 'vitest';

/** The provider under test and the application registered with it. */
export interface ProviderClient {
  /** The provider's origin (https://localhost:<port>). */
  origin: string;
  /** Its self-signed certificate, the only one trusted. */
  ca: string;
  tenant: string;
  clientId: string;
  /** The application's origin: the provider redirects to `${appOrigin}/redirect`. */
  appOrigin: string;
  scope: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  location: string;
}

/** A cookie jar that ignores paths (the provider's cookies have distinct names). */
export class Jar {
  private cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute) || /^\s*max-age=0\b/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** One HTTPS request to the provider, trusting only its generated certificate (no redirects followed). */
export function request(
  client: Pick<ProviderClient, 'origin' | 'ca'>,
  url: string,
  options: { method?: string; form?: Record<string, string>; jar?: Jar; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.jar) headers.cookie = options.jar.header();
  return new Promise((resolve, reject) => {
    const target = new URL(url, client.origin);
    // The certificate is checked against the address called, even when a test sends another Host header.
    const req = https.request(target, { method: options.method ?? (body ? 'POST' : 'GET'), headers, ca: client.ca, servername: target.hostname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        options.jar?.store(res.headers['set-cookie']);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), location: String(res.headers.location ?? '') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The policy's endpoints as MSAL addresses them: it lower-cases the policy of the authority. */
const policyPath = (client: ProviderClient, policy: string) => `/${client.tenant}/${policy.toLowerCase()}`;
const redirectUriOf = (client: ProviderClient) => `${client.appOrigin}/redirect`;

/** Starts an authorization request as MSAL does and returns the interaction page. */
export async function startAuthorization(client: ProviderClient, policy: string, jar: Jar, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: redirectUriOf(client),
    scope: client.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    'client-request-id': 'b6f1e6a2-0f43-4e3f-9f7e-4c0d7f1e2a11',
    'x-client-SKU': 'msal.js.browser',
    ...extra,
  });
  const authorize = await request(client, `${policyPath(client, policy)}/oauth2/v2.0/authorize?${query}`, { jar });
  expect(authorize.status).toBe(303);
  const interactionUrl = authorize.location;
  expect(interactionUrl).toMatch(new RegExp(`^${policyPath(client, policy)}/interaction/[\\w-]+$`));
  const page = await request(client, interactionUrl, { jar });
  expect(page.status).toBe(200);
  return { verifier, state, interactionUrl, page };
}

/** Follows the provider's redirects until the browser would land on the app's /redirect. */
export async function followToApp(client: ProviderClient, first: Answer, jar: Jar): Promise<URL> {
  let answer = first;
  for (let hop = 0; hop < 6; hop += 1) {
    // oidc-provider answers every redirect of the flow (authorize resume, the code to the app) with 303 See Other.
    expect(answer.status, answer.location).toBe(303);
    const target = new URL(answer.location, client.origin);
    if (target.origin === client.appOrigin) return target;
    answer = await request(client, target.href, { jar });
  }
  throw new Error('too many redirects');
}

/** The code from the redirect (fragment or query), after checking the state. */
export function codeFrom(client: ProviderClient, target: URL, state: string): string {
  expect(`${target.origin}${target.pathname}`).toBe(redirectUriOf(client));
  const params = new URLSearchParams(target.hash ? target.hash.slice(1) : target.search);
  expect(params.get('error')).toBeNull();
  expect(params.get('state')).toBe(state);
  const code = params.get('code');
  if (!code) throw new Error(`no code in ${target.href}`);
  return code;
}

/** A request to the token endpoint, from the application's origin as MSAL's is (CORS). */
export async function token(client: ProviderClient, policy: string, form: Record<string, string>): Promise<Answer & { json: Record<string, unknown> }> {
  const answer = await request(client, `${policyPath(client, policy)}/oauth2/v2.0/token`, { form: { client_id: client.clientId, ...form }, headers: { origin: client.appOrigin } });
  return { ...answer, json: JSON.parse(answer.body) as Record<string, unknown> };
}

export async function redeem(client: ProviderClient, policy: string, code: string, verifier: string) {
  return token(client, policy, { grant_type: 'authorization_code', code, redirect_uri: redirectUriOf(client), code_verifier: verifier, scope: client.scope });
}

/** A whole sign-in on `policy` (a sign-in policy); returns the token response and the provider's cookies. */
export async function signIn(client: ProviderClient, policy: string, email: string, password: string, jar = new Jar()) {
  const { verifier, state, interactionUrl } = await startAuthorization(client, policy, jar);
  const submitted = await request(client, `${interactionUrl}/login`, { form: { email, password, ui_locales: 'tr' }, jar });
  const code = codeFrom(client, await followToApp(client, submitted, jar), state);
  const tokens = await redeem(client, policy, code, verifier);
  expect(tokens.status).toBe(200);
  return { tokens: tokens.json, jar };
}
