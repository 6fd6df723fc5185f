import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { accountSessions, endOtherSessionsAnswer, endSessionAnswer } from '../../schemas/session';
import { notFound } from '../api/errors';
import { writeAudit } from '../audit';
import { Reply } from '../api/handler';
import { SESSION_COOKIE, type Principal } from '../auth/authenticate';
import { clearedSession } from '../auth/cookies';
import { listUserSessions, revokeAllUserSessions, revokeUserSession, sessionIdOf } from '../auth/sessions';
import type { Database } from '../db/client';
import { readCookies } from '../http-cookies';

/** [T1] The signed-in user's own browser sessions: listed on the profile, ended one by one or all but this one. */

const cookieSecret = (req: IncomingMessage) => readCookies(req)[SESSION_COOKIE];

/** GET /api/Account/Sessions: the live sessions, this browser's marked. */
export async function ownSessions(db: Database, principal: Principal, req: IncomingMessage): Promise<z.infer<typeof accountSessions>> {
  return { sessions: await listUserSessions(db, principal.userId, cookieSecret(req)) };
}

/**
 * POST /api/Account/EndSession: ends one of them (404 when it isn't the user's live session); ending this browser's
 * own signs it out. Audited.
 */
export async function endOwnSession(db: Database, principal: Principal, req: IncomingMessage, id: string, requestId?: string): Promise<Reply> {
  const current = (await sessionIdOf(db, cookieSecret(req))) === id;
  if (!(await revokeUserSession(db, principal.userId, id))) throw notFound('account.sessions.notFound');
  await writeAudit(db, { actorId: principal.userId, action: 'session.end', entity: 'user', entityId: principal.userId, after: { sessionId: id }, requestId });
  const data: z.infer<typeof endSessionAnswer> = { ended: true, current };
  return new Reply(200, { data, headers: current ? { 'Set-Cookie': clearedSession(req) } : {} });
}

/**
 * POST /api/Account/EndOtherSessions: every session but the asking browser's ends (its cookie says which, whether the
 * call is authenticated by it or by a bearer token as the site's own client does; a caller without one ends them all).
 * Audited, with how many ended.
 */
export async function endOtherSessions(db: Database, principal: Principal, req: IncomingMessage, requestId?: string): Promise<z.infer<typeof endOtherSessionsAnswer>> {
  const keep = await sessionIdOf(db, cookieSecret(req));
  const ended = await revokeAllUserSessions(db, principal.userId, keep ?? undefined);
  await writeAudit(db, { actorId: principal.userId, action: 'session.endOthers', entity: 'user', entityId: principal.userId, after: { ended, kept: keep }, requestId });
  return { ended };
}
