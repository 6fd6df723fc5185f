import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/api/endpoints';
import { authConfig } from '@/lib/server/auth/config';
import type { ApiResponse, CallOptions, DemoName, TestApi } from '../../api/harness';
import { SERVICE_KEY } from '../../api/harness';

/**
 * The endpoint table (lib/api/endpoints.ts) as the security suite walks it: every endpoint, with the
 * credentials that get a request past its access rule, so a new endpoint is covered without a line here.
 */
export interface Route {
  name: string;
  endpoint: Endpoint;
}

export const routes: Route[] = Object.entries(endpoints).map(([name, endpoint]) => ({ name, endpoint: endpoint as Endpoint }));

/** The demo user that passes an endpoint's role check: Admin holds every role the table lists. */
export function callerFor(endpoint: Endpoint): DemoName | null {
  if (endpoint.access.kind !== 'user') return null;
  return endpoint.access.roles ? 'admin' : 'customer';
}

/** The path of an endpoint, its {segments} filled with a (well-formed) value. */
export function concretePath(endpoint: Endpoint, segments: Record<string, string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(segments[name] ?? 'conversation-0000'));
}

/** A chat token bound to a fresh conversation, for the Direct Line endpoints. */
export async function chatSession(api: TestApi): Promise<{ token: string; conversationId: string }> {
  // The token endpoint opens the conversation and binds the token to it (lib/server/chat/issue-chat-token.ts).
  const issued = await api.call('GET', '/api/chat/token?locale=tr-TR');
  if (issued.status !== 200) throw new Error(`no chat token: ${issued.status} ${issued.text}`);
  return { token: String(issued.json.token), conversationId: String(issued.json.conversationId) };
}

export interface Credentials {
  tokens: Record<DemoName, string>;
  chat: { token: string; conversationId: string };
}

export async function credentials(api: TestApi): Promise<Credentials> {
  return { tokens: await api.demoTokens(), chat: await chatSession(api) };
}

/** Call options that pass an endpoint's access rule (bearer, service key, claims secret, chat token, our origin). */
export function authorised(endpoint: Endpoint, creds: Credentials): CallOptions {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  switch (endpoint.access.kind) {
    case 'user':
      return { headers, bearer: creds.tokens[callerFor(endpoint)!] };
    case 'serviceKey':
      return { headers: { ...headers, 'X-Service-Key': SERVICE_KEY } };
    case 'internal':
      return { headers: { ...headers, 'X-Claims-Secret': authConfig().claimsSecret } };
    case 'chatToken':
      return { headers, bearer: creds.chat.token };
    case 'sameOrigin':
      return { headers, sameOrigin: true };
    default:
      return { headers };
  }
}

/** What a failure must look like: the JSON envelope with a stable code, a request id, and nothing internal. */
export function envelopeProblems(response: ApiResponse): string[] {
  const problems: string[] = [];
  if (!/^application\/json/.test(response.headers.get('content-type') ?? '')) problems.push(`content-type ${response.headers.get('content-type')}`);
  if (response.json.isSuccess !== false) problems.push('isSuccess is not false');
  if (typeof response.json.code !== 'string' || !/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(response.json.code)) problems.push(`code ${String(response.json.code)}`);
  if (typeof response.json.message !== 'string' || !response.json.message) problems.push('no message');
  if (typeof response.json.requestId !== 'string') problems.push('no requestId');
  problems.push(...leaks(response.text));
  return problems;
}

/** Traces of the server's insides in a body: a stack frame, a file path, an exception's name, SQL. */
export function leaks(text: string): string[] {
  const patterns: [string, RegExp][] = [
    ['a stack frame', /\bat [\w$.<>]+ \(|\bat (file:|node:|\/)/],
    ['a source path', /\/(work|home|root|tmp|usr|app)\/|node_modules|\.(ts|js|mjs|cjs):\d+/],
    ['an exception name', /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError|DrizzleError|DatabaseError)\b/],
    ['SQL', /\b(select|insert into|update|delete from)\b .*\b(from|set|values|where)\b/i],
  ];
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${name} in the body`);
}

export { SERVICE_KEY };

/**
 * api.call, with the request named when the connection fails instead of answering. No retry: a reset
 * or a closed socket is a finding (a fuzz input that kills the connection must fail the run, not pass on
 * a second try). The one benign cause there was, the harness's server dropping an idle kept-alive socket
 * while the client's next request was already on its way, is gone at its root: the harness's server
 * never times out idle sockets, only the client closes them (tests/api/harness.ts, keepAliveTimeout).
 */
export async function call(api: TestApi, method: string, path: string, options?: CallOptions): Promise<ApiResponse> {
  try {
    return await api.call(method, path, options);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    const body = options?.rawBody !== undefined ? ` with body ${JSON.stringify(String(options.rawBody).slice(0, 200))}` : '';
    throw new Error(`${method} ${path.slice(0, 300)}${body} got no answer (${code})`, { cause: error });
  }
}
