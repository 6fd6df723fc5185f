import { sql } from 'drizzle-orm';
import type { CarrierEvent } from '../../schemas/carrier-event';
import type { CarrierEventsAnswer } from '../../schemas/carrier-events-answer';
import { badRequest } from '../api/errors';
import { databaseUrl } from '../config';
import type { Database } from '../db/client';
import { groupCommit } from '../db/group-commit';
import { insertRows } from '../db/one-statement';
import { carrierEvents } from '../db/schema';
import { ACTUAL_SKEW_MS } from '../tracking/add-milestone';
import { announceShipmentChanges } from '../tracking/shipment-changes';
import type { CarrierCaller } from './carrier-caller';
import { CarrierEventClaimedElsewhere, settleCarrierEvents, type CarrierEventClaim, type CarrierEventItem } from './settle-carrier-events';

/** One carrier push to ingest. */
interface Push {
  caller: CarrierCaller;
  events: readonly CarrierEvent[];
  requestId?: string;
  now: Date;
}

/** An event of a push, with what its row keeps of the push. */
interface PushedEvent extends CarrierEventItem {
  credentialId: number;
  receivedAt: Date;
}

/**
 * How many transactions of pushes one instance runs at a time on PostgreSQL (each takes every push that waits, up to
 * MAX_EVENTS_A_TRANSACTION events); on the embedded PGlite one, as it runs one statement at a time anyway.
 */
const POSTGRES_TRANSACTIONS = 2;
const MAX_EVENTS_A_TRANSACTION = 500;

/**
 * Ingestion's claims: the events not stored yet are this transaction's to settle; their rows are inserted as settled
 * with the changes (in eventID order, so that two transactions never wait on each other in a circle), and one another
 * delivery stored meanwhile is left out (ON CONFLICT DO NOTHING).
 */
const newEvents: CarrierEventClaim<PushedEvent> = {
  claim: (items) => sql`select e.id as event_id from unnest(${sql.param(items.map((item) => item.event.eventID))}::varchar[]) as e(id) where not exists (select 1 from carrier_events c where c.event_id = e.id::uuid)`,
  record(settled) {
    const rows = [...settled]
      .sort((a, b) => (a.item.event.eventID < b.item.event.eventID ? -1 : 1))
      .map(({ item: { event, credentialId, receivedAt }, outcome }) => ({
        eventId: event.eventID,
        credentialId,
        eventType: event.eventType,
        eventCreatedAt: new Date(event.eventCreatedDateTime),
        shipmentId: outcome.shipmentId,
        status: outcome.status,
        matchedBy: outcome.matchedBy,
        payload: event,
        receivedAt,
      }));
    return insertRows('carrier_events_claimed', carrierEvents, rows, ['eventId', 'credentialId', 'eventType', 'eventCreatedAt', 'shipmentId', 'status', 'matchedBy', 'payload', 'receivedAt'], sql`on conflict do nothing returning event_id`).sql;
  },
};

/**
 * The events of several pushes settled in one transaction (settleCarrierEvents), in the pushes' order: an event stored
 * already, or twice among them, is a duplicate, and only its first delivery is settled. Answers each push's results
 * once the transaction has committed; the customers' mails and the subscribers' alerts follow the answers (a carrier
 * waits for none of them: waiting took a push's p95 from about 30 to 45 ms, docs/BENCHMARKS.md).
 */
async function ingestTogether(db: Database, pushes: readonly Push[]): Promise<CarrierEventsAnswer[]> {
  const items = pushes.map((push) =>
    push.events.map((event): PushedEvent => ({ carrier: push.caller.carrier, event, actorId: push.caller.createdBy!, requestId: push.requestId, credentialId: push.caller.credentialId, receivedAt: push.now })),
  );
  const seen = new Set<string>();
  const firsts = items.flat().filter((item) => !seen.has(item.event.eventID) && Boolean(seen.add(item.event.eventID)));
  const { outcomes, done } = await db.transaction((tx) => settleCarrierEvents(tx, firsts, newEvents, pushes[0]!.now));
  const outcomeOf = new Map(firsts.map((item, index) => [item, outcomes[index] ?? null]));
  // The public tracking answers are read afresh before this returns (announceShipmentChanges clears them at once).
  void announceShipmentChanges(db, done, pushes[0]!.requestId);
  return items.map((pushed) => ({
    received: pushed.length,
    results: pushed.map((item) => {
      const outcome = outcomeOf.get(item);
      return outcome ? { eventID: item.event.eventID, status: outcome.status, ...(outcome.reference ? { reference: outcome.reference } : {}) } : { eventID: item.event.eventID, status: 'duplicate' as const };
    }),
  }));
}

const settledOf = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> => promise.then((value) => ({ status: 'fulfilled', value }), (reason: unknown) => ({ status: 'rejected', reason }));

/** Each database's queue of pushes: the pushes that come while its transactions run wait and go together into the next. */
const queues = new WeakMap<Database, (push: Push) => Promise<CarrierEventsAnswer>>();

function queueOf(db: Database) {
  let queue = queues.get(db);
  if (!queue) {
    queue = groupCommit<Push, CarrierEventsAnswer>(
      async (pushes) => {
        try {
          return (await ingestTogether(db, pushes)).map((value) => ({ status: 'fulfilled', value }));
        } catch (error) {
          if (pushes.length === 1 && !(error instanceof CarrierEventClaimedElsewhere)) return [{ status: 'rejected', reason: error }];
          // One push's trouble is not the others': each is settled again on its own (an event another delivery stored meanwhile is then a duplicate).
          const results: Array<PromiseSettledResult<CarrierEventsAnswer>> = [];
          for (const push of pushes) results.push(await settledOf(ingestTogether(db, [push]).then((answers) => answers[0]!)));
          return results;
        }
      },
      { concurrency: databaseUrl() ? POSTGRES_TRANSACTIONS : 1, maxWeight: MAX_EVENTS_A_TRANSACTION, weight: (push) => push.events.length },
    );
    queues.set(db, queue);
  }
  return queue;
}

/**
 * [E1] POST /api/CarrierEvents: a carrier's DCSA Track & Trace events, each kept once by its eventID (a replay answers
 * 'duplicate' and changes nothing), matched to the carrier's shipment, and mapped to milestones and ETA moves applied
 * with everything a tracking change does, marked as the carrier's (settle-carrier-events.ts). An event that arrives
 * after a newer one about the same thing is kept as 'superseded'; one for unknown equipment as 'unmatched', for
 * operations to look at (and match again later). A push with an "actual" time in the future is refused whole (400),
 * nothing written. Pushes that arrive together are settled together, in one transaction (group commit).
 */
export async function ingestCarrierEvents(db: Database, caller: CarrierCaller, events: readonly CarrierEvent[], requestId?: string, now = new Date()): Promise<CarrierEventsAnswer> {
  const future = events.findIndex((event) => event.eventClassifierCode === 'ACT' && new Date(event.eventDateTime).getTime() > now.getTime() + ACTUAL_SKEW_MS);
  if (future >= 0) throw badRequest('errors.validation', [{ field: `${future}.eventDateTime`, code: 'tracking.time.actualInFuture' }]);
  return queueOf(db)({ caller, events, requestId, now });
}
