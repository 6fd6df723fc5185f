import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type ApiResponse, type TestApi } from '../api/harness';
import { changedTables, databaseFingerprint } from './support/checksum';
import { bodyText, queryText, schemaKeys } from './support/fuzz';
import { authorised, call, concretePath, credentials, envelopeProblems, leaks, routes, type Credentials } from './support/routes';

/**
 * fast-check fuzzing of every JSON API (every endpoint with a JSON body or a query, from the endpoint
 * table), sent as a caller that passes the access rule so the input reaches validation: never a 5xx,
 * never a stack trace or internal path, always the JSON envelope, no write from a rejected batch and no
 * polluted prototype. FUZZ_RUNS per route (1,000 in CI; `npm run test:fuzz` runs 10,000), FUZZ_SEED to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const POOL = 6;

let api: TestApi;
let creds: Credentials;
beforeAll(async () => {
  api = await startTestApi();
  creds = await credentials(api);
  // Each caller seen once, so the first-call registration of an identity is not counted as a fuzzed write.
  for (const bearer of Object.values(creds.tokens)) await call(api, 'GET', '/api/Account/GetProfile', { bearer });
});
afterAll(async () => api?.close());

const fuzzed = routes.filter(({ endpoint }) => (endpoint.method === 'POST' && endpoint.body && endpoint.bodyKind !== 'multipart') || endpoint.query);

/** Tables some accepted (2xx) calls legitimately touch on every request (none so far: kept explicit). */
const volatileTables: string[] = [];
/** GETs that write when they succeed, by design: the chat token opens a conversation (lib/server/chat/issue-chat-token.ts). */
const getWrites: Record<string, string[]> = { '/api/chat/token': ['chat_conversations', 'chat_activities'] };
/** Refusals written down by design, and nothing else: a refused invitation acceptance is audited ([T1]). */
const auditedRefusals: Record<string, string[]> = { '/api/Company/AcceptInvitation': ['audit_log'] };

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

function problemsOf(endpoint: (typeof routes)[number]['endpoint'], response: ApiResponse): string[] {
  // Node's HTTP parser answers a request line over its 16 kB header limit itself, before any handler: an empty 431.
  if (response.status === 431 && !response.text) return [];
  if (response.status >= 500) return [`status ${response.status}`, ...leaks(response.text)];
  if (response.status >= 400) return envelopeProblems(response);
  if (response.status === 304 || endpoint.produces) return [];
  if (!/^application\/json/.test(response.headers.get('content-type') ?? '')) return [`2xx content-type ${response.headers.get('content-type')}`];
  return endpoint.unwrapped || response.json.isSuccess === true ? [] : ['2xx without isSuccess'];
}

describe(`fuzzing every JSON API (${RUNS} inputs a route, seed ${SEED})`, { timeout: 60 * 60_000 }, () => {
  it('covers every endpoint with a JSON body or a query', () => {
    expect(fuzzed.length).toBeGreaterThan(60);
    expect(fuzzed.map((route) => route.endpoint.path)).toEqual(expect.arrayContaining(['/api/Freight/Search', '/api/Contact/Send', '/api/Tracking/Get', '/api/login', '/api/directline/conversations/{conversationId}/activities']));
  });

  it.each(fuzzed.map((route) => [route.name, route] as const))('%s', async (_, { endpoint }) => {
    const path = concretePath(endpoint, { conversationId: creds.chat.conversationId });
    const options = authorised(endpoint, creds);
    const keys = schemaKeys(endpoint.method === 'POST' ? endpoint.body : endpoint.query);
    const inputs = fc.sample(endpoint.method === 'POST' ? bodyText(keys) : queryText(keys), { numRuns: RUNS, seed: SEED });
    const before = await databaseFingerprint(api, volatileTables);
    const failures: string[] = [];
    let accepted = 0;
    await pool(inputs, POOL, async (input) => {
      const response =
        endpoint.method === 'POST'
          ? await call(api, 'POST', path, { ...options, rawBody: input, headers: { ...options.headers, 'Content-Type': 'application/json' } })
          : await call(api, 'GET', `${path}?${input}`, options);
      if (response.status < 300) accepted += 1;
      const problems = problemsOf(endpoint, response);
      if (problems.length && failures.length < 5) failures.push(`${problems.join(', ')} ← ${input.slice(0, 300)} → ${response.status} ${response.text.slice(0, 300)}`);
    });
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin, 'Object.prototype polluted').toBeUndefined();
    // Only a batch the route rejected entirely proves "no write"; the rare accepted fuzz input may write.
    if (accepted === 0 || endpoint.method === 'GET') {
      const changed = changedTables(before, await databaseFingerprint(api, volatileTables));
      const allowed = accepted ? (getWrites[endpoint.path] ?? []) : (auditedRefusals[endpoint.path] ?? []);
      expect(changed.filter((table) => !allowed.includes(table)), `${endpoint.path}: tables written by ${accepted ? `GET requests (${accepted} accepted)` : 'rejected requests'}`).toEqual([]);
    }
  });
});
