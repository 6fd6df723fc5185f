// [Q1] 3(b): the app is SIGKILLed while 200 creations (Demand/Create and Reservation/Create, each with its
// own Idempotency-Key, 20 in flight) are under way, restarted on the same PostgreSQL, and the clients retry
// with the same keys. Every acknowledged creation is there exactly once, the retries create no duplicate,
// and the audit log has exactly one creation row for each.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, ensureBuilt, freshDataDir, startReliabilityApp, type App } from './support/app';
import { approvedRequests, quoteRequestBody } from './support/bookings';
import { call } from './support/http';
import { privatePostgres, type PrivatePostgres } from './support/postgres';
import { freePort } from '../support/free-port';

/** The app's port: free when the file starts (two runs on one machine never share one). */
let port = 0;
const creations = 200;
const inFlight = 20;
/** The kill comes once this many creations have been answered. */
const killAfter = 70;

let pg: PrivatePostgres | undefined;
let app: App | undefined;
let dataDir = '';
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  ensureBuilt();
  port = await freePort();
  pg = await privatePostgres('navlun_reliability_crash');
  dataDir = await freshDataDir('crash-recovery');
  app = await startReliabilityApp({ port, databaseUrl: pg.url, dataDir });
  tokens = await demoTokens(dataDir);
});
afterAll(async () => {
  await app?.stop();
  await pg?.close();
});

interface Job {
  kind: 'request' | 'reservation';
  key: string;
  requestId?: number;
}
type Outcome = { status: number; id: number | null } | { lost: string };

async function attempt(origin: string, job: Job): Promise<Outcome> {
  try {
    const path = job.kind === 'request' ? '/api/Demand/Create' : '/api/Reservation/Create';
    const body = job.kind === 'request' ? quoteRequestBody() : { requestId: job.requestId };
    const answer = await call(origin, 'POST', path, { body, bearer: tokens.customer, headers: { 'Idempotency-Key': job.key }, timeoutMs: 30_000 });
    return { status: answer.status, id: answer.json?.data ? Number((answer.json.data as { id: unknown }).id) : null };
  } catch (error) {
    return { lost: String((error as Error).cause ?? error) };
  }
}

describe('the app killed (SIGKILL) while creations with idempotency keys are under way', () => {
  it('keeps every acknowledged creation exactly once, and the retries after the restart duplicate nothing', async () => {
    const run = randomBytes(4).toString('hex');
    const approvedRequestIds = await approvedRequests(app!.origin, tokens, creations / 2);
    const jobs: Job[] = Array.from({ length: creations }, (_, index) =>
      index % 2 === 0 ? { kind: 'request', key: `rel-${run}-request-${index}` } : { kind: 'reservation', key: `rel-${run}-booking-${index}`, requestId: approvedRequestIds[(index - 1) / 2] },
    );

    // 20 clients take the creations in turn; once 70 are answered the app is killed.
    const first = new Map<string, Outcome>();
    let answered = 0;
    const crashing = app!;
    let killed: Promise<void> | null = null;
    let next = 0;
    const origin = crashing.origin;
    const client = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const outcome = await attempt(origin, job);
        first.set(job.key, outcome);
        if ('status' in outcome && (answered += 1) >= killAfter && !killed) killed = crashing.kill9();
      }
    };
    await Promise.all(Array.from({ length: inFlight }, client));
    await killed;
    const exit = await crashing.exited;

    const acknowledged = jobs.filter((job) => { const outcome = first.get(job.key)!; return 'status' in outcome && outcome.status >= 200 && outcome.status < 300; });
    const lost = jobs.filter((job) => 'lost' in first.get(job.key)!);
    const refused = jobs.filter((job) => { const outcome = first.get(job.key)!; return 'status' in outcome && (outcome.status < 200 || outcome.status >= 300); });
    console.info(`[crash recovery] killed (${JSON.stringify(exit)}) after ${killAfter} answers: ${acknowledged.length} acknowledged, ${lost.length} lost, ${refused.length} refused`);
    expect(refused.map((job) => `${job.key}: ${JSON.stringify(first.get(job.key))}`)).toEqual([]);
    expect(exit).toMatchObject({ signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(lost.length).toBeGreaterThan(0);

    const rowsByKey = async () => {
      const rows = await pg!.sql<{ key: string; id: number }>(
        `select idempotency_key as key, id from requests where idempotency_key like $1 union all select idempotency_key, id from reservations where idempotency_key like $1`,
        [`rel-${run}-%`],
      );
      const byKey = new Map<string, number[]>();
      for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), Number(row.id)]);
      return byKey;
    };
    // Every acknowledged creation survived the kill, once, under the id the client was given.
    const afterCrash = await rowsByKey();
    for (const job of acknowledged) expect(afterCrash.get(job.key), job.key).toEqual([(first.get(job.key) as { id: number }).id]);
    const committedButLost = lost.filter((job) => afterCrash.has(job.key)).length;

    // Restart on the same database; the clients retry every creation with its key (the lost ones, and the
    // acknowledged ones too, as a client unsure of its answer would), 20 at a time.
    app = await startReliabilityApp({ port, databaseUrl: pg!.url, dataDir });
    const retried = new Map<string, Outcome>();
    next = 0;
    const retrier = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        retried.set(job.key, await attempt(app!.origin, job));
      }
    };
    await Promise.all(Array.from({ length: inFlight }, retrier));
    console.info(`[crash recovery] after the restart: ${committedButLost} of the lost creations had been committed; retries: ${[...retried.values()].filter((o) => 'status' in o && o.status === 201).length} created, ${[...retried.values()].filter((o) => 'status' in o && o.status === 200).length} answered the earlier creation`);
    for (const job of jobs) {
      const outcome = retried.get(job.key)!;
      // An acknowledged (or committed) creation is answered, not made again (200, its id); one the crash lost
      // before it was committed is made now (201).
      if (afterCrash.has(job.key)) expect(outcome, job.key).toEqual({ status: 200, id: afterCrash.get(job.key)![0] });
      else expect('status' in outcome ? outcome.status : outcome.lost, job.key).toBe(201);
    }

    // Every key exactly once, and nothing else made.
    const final = await rowsByKey();
    expect(final.size).toBe(creations);
    for (const job of jobs) expect(final.get(job.key), job.key).toEqual([(retried.get(job.key) as { id: number }).id]);
    const bookedRequests = await pg!.sql<{ n: string }>(`select count(*) as n from reservations where request_id = any($1::int[])`, [approvedRequestIds]);
    expect(Number(bookedRequests[0]!.n)).toBe(approvedRequestIds.length);

    // The audit log: exactly one creation row per request and per reservation, one conversion per booked request.
    const createdRequestIds = jobs.filter((job) => job.kind === 'request').map((job) => String(final.get(job.key)![0]));
    const reservationIds = jobs.filter((job) => job.kind === 'reservation').map((job) => String(final.get(job.key)![0]));
    const auditCounts = async (action: string, entity: string, ids: string[]) =>
      (await pg!.sql<{ entity_id: string; n: string }>(`select entity_id, count(*) as n from audit_log where action = $1 and entity = $2 and entity_id = any($3::text[]) group by entity_id`, [action, entity, ids])).map((row) => Number(row.n));
    for (const [action, entity, ids] of [['request.create', 'request', createdRequestIds], ['reservation.create', 'reservation', reservationIds], ['request.convert', 'request', approvedRequestIds.map(String)]] as const) {
      const counts = await auditCounts(action, entity, [...ids]);
      expect(counts.length, action).toBe(ids.length);
      expect(counts.every((n) => n === 1), action).toBe(true);
    }
  });
});
