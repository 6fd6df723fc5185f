/**
 * A sign-in on the embedded provider (idp/) as MSAL drives it in the popup, followed by hand over
 * HTTPS: authorization request with PKCE, the provider's login form, its redirects back to the
 * application's /redirect, and the code redeemed at the token endpoint. Used where a test needs a
 * token the provider itself issued (tests/idp/external-authority.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import https from 'node:https';

export interface ProviderClient {
  /** The provider's origin (https://localhost:<port>). */
  origin: string;
  /** Its self-signed certificate, the only one trusted. */
  ca: string;
  tenant: string;
  policy: string;
  clientId: string;
  /** The application's origin: the provider redirects to `${appOrigin}/redirect`. */
  appOrigin: string;
  scope: string;
}

interface Answer {
  status: number;
  location: string;
  body: string;
}

/** The provider's cookies, by name (their paths do not matter here: the names are distinct). */
class Jar {
  private cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(lines: string[] | undefined): void {
    for (const line of lines ?? []) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1).trim();
      if (value && !/max-age=0\b|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(pair.slice(0, index).trim(), value);
      else this.cookies.delete(pair.slice(0, index).trim());
    }
  }
}

function request(client: ProviderClient, url: string, jar: Jar, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = https.request(
      new URL(url, client.origin),
      { method: body ? 'POST' : 'GET', ca: client.ca, headers: { ...headers, cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          jar.store(res.headers['set-cookie']);
          resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function expectStatus(answer: Answer, statuses: number[], step: string): void {
  if (!statuses.includes(answer.status)) throw new Error(`${step}: ${answer.status} ${answer.body.slice(0, 300)}`);
}

/** Signs `email` in on the provider's sign-in policy and returns the access token it issues for our API. */
export async function providerAccessToken(client: ProviderClient, email: string, password: string): Promise<string> {
  const jar = new Jar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${client.appOrigin}/redirect`;
  const policyPath = `/${client.tenant}/${client.policy.toLowerCase()}`;
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: redirectUri,
    scope: client.scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  });
  const authorize = await request(client, `${policyPath}/oauth2/v2.0/authorize?${query}`, jar);
  expectStatus(authorize, [303], 'authorize');
  expectStatus(await request(client, authorize.location, jar), [200], 'the sign-in page');
  let answer = await request(client, `${authorize.location}/login`, jar, { email, password, ui_locales: 'en' });
  // The provider's redirects (303 after the form, then 302/303 through oidc-provider) end on the app's /redirect.
  for (let hop = 0; ; hop += 1) {
    expectStatus(answer, [302, 303], `redirect ${hop}`);
    const target = new URL(answer.location, client.origin);
    if (target.origin === client.appOrigin) {
      const params = new URLSearchParams(target.hash.slice(1) || target.search.slice(1));
      if (params.get('state') !== state || !params.get('code')) throw new Error(`no code for our state in ${target.href}`);
      const redeemed = await request(client, `${policyPath}/oauth2/v2.0/token`, jar, { client_id: client.clientId, grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: redirectUri, code_verifier: verifier, scope: client.scope }, { origin: client.appOrigin });
      expectStatus(redeemed, [200], 'token');
      const accessToken = (JSON.parse(redeemed.body) as { access_token?: string }).access_token;
      if (!accessToken) throw new Error(`no access token in ${redeemed.body.slice(0, 300)}`);
      return accessToken;
    }
    if (hop === 6) throw new Error('too many redirects');
    answer = await request(client, target.href, jar);
  }
}
