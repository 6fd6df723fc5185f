import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { AccountSession } from '../../schemas/session';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import { companies, sessions, users } from '../db/schema';
import { principalColumns } from './principal';

/**
 * [T1] Server-side browser sessions (the `sessions` table): the cookie carries a random secret, the row its
 * SHA-256. A session is live while it is neither revoked nor past its expiry.
 */

/** How often a live session's last-seen time is written at most (one write per request would be many). */
const LAST_SEEN_STEP_MS = 5 * 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A cookie value that can be a session's secret: 43 base64url characters (32 random bytes). */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const live = (now: Date | Placeholder) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** How long an ended session stays listed in the table before a new sign-in of its user removes it. */
const ENDED_KEPT_MS = 24 * 3600_000;

export interface SessionStart {
  userId: string;
  /** The token's email_verified, kept for what needs a proven address (accepting an invitation). */
  emailVerified: boolean;
  expiresAt: Date;
  userAgent: string;
}

/**
 * Starts a session; returns the secret for the cookie (stored only as its hash). The user's sessions that ended
 * over a day ago are removed on the way, so the table holds what is live and recent.
 */
export async function startServerSession(db: Database, start: SessionStart): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const endedBefore = new Date(Date.now() - ENDED_KEPT_MS);
  await db.delete(sessions).where(and(eq(sessions.userId, start.userId), or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore))));
  await db.insert(sessions).values({ secretHash: hashOf(secret), userId: start.userId, emailVerified: start.emailVerified, userAgent: start.userAgent.slice(0, 256), expiresAt: start.expiresAt });
  return secret;
}

/**
 * The read of every cookie-authenticated request, one statement: the live session by its secret's hash (a unique
 * index) with its user's principal columns (users and companies by their primary keys).
 */
export function liveSessionQuery(db: Database, secretHash: string | Placeholder, now: Date | Placeholder) {
  return db
    .select({ id: sessions.id, userId: sessions.userId, emailVerified: sessions.emailVerified, lastSeenAt: sessions.lastSeenAt, ...principalColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.secretHash, secretHash), live(now)));
}

export type LiveSession = Awaited<ReturnType<typeof liveSessionQuery>>[number];

/** liveSessionQuery prepared once per database: built by drizzle on every request, it cost a quarter of the lookup on PGlite. */
const liveSessionStatement = perDatabase((db) => liveSessionQuery(db, sql.placeholder('secretHash'), sql.placeholder('now')).prepare('live_session'));

/** The live session a cookie's secret opens, with its user's row (its last-seen time kept roughly current), or null. */
export async function openServerSession(db: Database, secret: string): Promise<LiveSession | null> {
  if (!SECRET_SHAPE.test(secret)) return null;
  const now = new Date();
  const [row] = await liveSessionStatement(db).execute({ secretHash: hashOf(secret), now });
  if (!row) return null;
  // Only the first of a session's requests that find it stale writes: the others' updates match no row.
  const staleBefore = new Date(now.getTime() - LAST_SEEN_STEP_MS);
  if (row.lastSeenAt < staleBefore) await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, staleBefore)));
  return row;
}

/** Ends the session a cookie's secret opens (signing out); a secret that opens nothing changes nothing. */
export async function revokeServerSession(db: Database, secret: string): Promise<void> {
  if (!SECRET_SHAPE.test(secret)) return;
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.secretHash, hashOf(secret)), isNull(sessions.revokedAt)));
}

/** Ends one of the user's own sessions by its id; false when the user has no such live session. */
export async function revokeUserSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(new Date())))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the user (a deactivation, "sign out everywhere"), except `keep`; returns how many. */
export async function revokeAllUserSessions(db: Pick<Database, 'update'>, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), live(new Date()), keep ? ne(sessions.id, keep) : sql`true`))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's live sessions, the most recently seen first; `current` marks the one `currentSecret` opens. */
export async function listUserSessions(db: Database, userId: string, currentSecret: string | undefined): Promise<AccountSession[]> {
  const currentHash = currentSecret && SECRET_SHAPE.test(currentSecret) ? hashOf(currentSecret) : null;
  const rows = await db
    .select({ id: sessions.id, secretHash: sessions.secretHash, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map(({ secretHash, createdAt, lastSeenAt, expiresAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    current: secretHash === currentHash,
  }));
}

/** The id of the live session `secret` opens, or null. */
export async function sessionIdOf(db: Database, secret: string | undefined): Promise<string | null> {
  if (!secret || !SECRET_SHAPE.test(secret)) return null;
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.secretHash, hashOf(secret)), live(new Date())));
  return row?.id ?? null;
}
