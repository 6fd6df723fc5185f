import { and, count, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import { sectionsFor, type AdminSectionKey } from '../../admin/admin-sections';
import type { Role } from '../../auth/roles';
import type { Database } from '../db/client';
import { apiKeys, auditLog, carrierEvents, chatConversations, contentEntries, requests, languages, payments, reservations, tariffs, users } from '../db/schema';

/** One card of the admin overview: the section and the number that needs attention there. */
export interface OverviewCount {
  section: AdminSectionKey;
  /** Null when the section has no count (its card only links). */
  count: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const value = async (query: PromiseLike<{ value: number }[]>): Promise<number> => Number((await query)[0]?.value ?? 0);

/** Each section's count: one small query, run only for the sections the viewer's roles open. */
const counters: Partial<Record<AdminSectionKey, (db: Database, now: Date) => Promise<number>>> = {
  requests: (db) => value(db.select({ value: count() }).from(requests).where(eq(requests.status, 'submitted'))),
  transfers: (db) => value(db.select({ value: count() }).from(payments).where(and(eq(payments.method, 'transfer'), eq(payments.status, 'underReview')))),
  reservations: (db) => value(db.select({ value: count() }).from(reservations).where(eq(reservations.status, 'paid'))),
  tariffs: (db, now) => value(db.select({ value: count() }).from(tariffs).where(sql`${tariffs.validTo} >= ${istanbulDay(now)}`)),
  content: (db) => value(db.select({ value: count() }).from(contentEntries).where(eq(contentEntries.status, 'draft'))),
  languages: (db) => value(db.select({ value: count() }).from(languages).where(eq(languages.isActive, true))),
  chatTranscripts: (db, now) => value(db.select({ value: count() }).from(chatConversations).where(gte(chatConversations.lastActivityAt, new Date(now.getTime() - 7 * DAY_MS)))),
  carriers: (db) => value(db.select({ value: count() }).from(carrierEvents).where(eq(carrierEvents.status, 'unmatched'))),
  users: (db) => value(db.select({ value: count() }).from(users).where(eq(users.isActive, true))),
  auditLog: (db, now) => value(db.select({ value: count() }).from(auditLog).where(gte(auditLog.createdAt, new Date(now.getTime() - DAY_MS)))),
  apiKeys: (db, now) => value(db.select({ value: count() }).from(apiKeys).where(and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))),
};

/** The overview's cards for a viewer: only the sections their roles may open (the overview itself excluded). */
export async function overviewCounts(db: Database, viewerRoles: readonly Role[], now = new Date()): Promise<OverviewCount[]> {
  const visible = sectionsFor(viewerRoles).filter((key) => key !== 'overview');
  return Promise.all(visible.map(async (section) => ({ section, count: counters[section] ? await counters[section](db, now) : null })));
}
