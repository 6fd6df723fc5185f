// One JSON call to an app instance: status, headers, body text and parsed JSON (null when it is not JSON).
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: { isSuccess?: boolean; code?: string; message?: string; data?: unknown } | null;
}

export interface CallOptions {
  body?: unknown;
  bearer?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function call(origin: string, method: string, path: string, { body, bearer, headers = {}, timeoutMs = 15_000 }: CallOptions = {}): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // a page or an empty body
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A browser session started on `origin` with the token (POST /api/login): the Cookie header a browser then sends. */
export async function sessionCookie(origin: string, token: string): Promise<string> {
  const login = await call(origin, 'POST', '/api/login', { body: { token }, headers: { origin } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text.slice(0, 300)}`);
  const session = login.headers.getSetCookie().find((line) => line.startsWith('navlun_session='));
  if (!session) throw new Error('login set no session cookie');
  return session.split(';')[0]!;
}
