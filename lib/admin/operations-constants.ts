/**
 * [M5] The operations screens' fixed lists, free of zod so client views can import them without it
 * (lib/schemas/admin-operations.ts and lib/schemas/request.ts build their schemas from these).
 */
import type { ChargeCode } from '../domain/pricing';

/** How long a request has waited in its status (since its last status change): the queue's age filter. */
export const requestAgeFilters = ['any', 'over4h', 'over24h', 'over3d'] as const;
export type RequestAgeFilter = (typeof requestAgeFilters)[number];
export const REQUEST_AGE_HOURS: Record<Exclude<RequestAgeFilter, 'any'>, number> = { over4h: 4, over24h: 24, over3d: 72 };

/** The statuses of a bank-transfer payment operations look at. */
export const transferStatuses = ['underReview', 'succeeded', 'rejected'] as const;

/** The currencies the FX table keeps (TRY per one unit); pricing needs USD and EUR. */
export const fxCurrencies = ['USD', 'EUR', 'GBP', 'CNY'] as const;
export type FxCurrency = (typeof fxCurrencies)[number];
/** How far one day's rate may move from the latest one before it is refused as a typo (±25 %). */
export const FX_MAX_MOVE = 0.25;
/** How many days back a rate may be entered (a missed day can be filled in). */
export const FX_BACKFILL_DAYS = 30;

/** The charge codes an operator prices an offer in: the same codes the instant offers use (translated in search.json `lines`). */
export const operatorChargeCodes = [
  'freight',
  'baf',
  'originThc',
  'destinationThc',
  'documentation',
  'dangerousGoods',
  'nonStackable',
  'preCarriage',
  'onCarriage',
  'customsClearance',
  'insurance',
] as const satisfies readonly ChargeCode[];

/** The currencies an operator quotes in (the marketplace's three). */
export const quoteCurrencies = ['TRY', 'USD', 'EUR'] as const;
