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
