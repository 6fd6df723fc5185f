import { sql } from 'drizzle-orm';
import type { RequestSummary } from '../../schemas/request';
import { requests } from '../db/schema';

/**
 * The request's own columns, qualified by hand: drizzle leaves column names bare in an UPDATE's
 * RETURNING, where a bare "id" inside the subquery would be the offer's.
 */
const requestIdColumn = sql.raw('"requests"."id"');
const approvedOfferColumn = sql.raw('"requests"."approved_offer_id"');

/** An offer's TRY equivalent (minor units), as its `offer` jsonb carries it. */
const offerTry = sql`(o.offer->'totals'->'TRY'->>'amount')::bigint`;

/** The columns of a request's summary; the total is the approved offer's, else the cheapest live one's (compared in TRY). */
export const requestSummaryColumns = {
  id: requests.id,
  reference: requests.reference,
  status: requests.status,
  mode: requests.mode,
  origin: requests.origin,
  destination: requests.destination,
  readyDate: requests.readyDate,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  total: sql<RequestSummary['total']>`(select json_build_object('amount', o.total_amount, 'currency', o.currency) from request_offers o where o.request_id = ${requestIdColumn} and not o.withdrawn order by (o.id = ${approvedOfferColumn}) desc nulls last, ${offerTry} limit 1)`,
};

/** The same offer's total in TRY minor units (sorting across currencies). */
export const requestTotalTry = sql`(select ${offerTry} from request_offers o where o.request_id = ${requestIdColumn} and not o.withdrawn order by (o.id = ${approvedOfferColumn}) desc nulls last, ${offerTry} limit 1)`;

type SummaryRow = {
  id: number;
  reference: string | null;
  status: RequestSummary['status'];
  mode: RequestSummary['mode'];
  origin: string;
  destination: string;
  readyDate: string;
  createdAt: Date;
  updatedAt: Date;
  total: RequestSummary['total'];
};

export function toRequestSummary(row: SummaryRow): RequestSummary {
  return {
    id: row.id,
    reference: row.reference ?? '',
    status: row.status,
    mode: row.mode,
    origin: row.origin,
    destination: row.destination,
    readyDate: row.readyDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    total: row.total ? { amount: Number(row.total.amount), currency: row.total.currency } : null,
  };
}

/** A summary's row as json_agg writes it (the columns' SQL names; timestamps as ISO 8601 text with an offset). */
export type RequestSummaryJson = Omit<SummaryRow, 'readyDate' | 'createdAt' | 'updatedAt'> & { ready_date: string; created_at: string; updated_at: string };

export function requestSummaryFromJson({ ready_date, created_at, updated_at, ...row }: RequestSummaryJson): RequestSummary {
  return toRequestSummary({ ...row, readyDate: ready_date, createdAt: new Date(created_at), updatedAt: new Date(updated_at) });
}
