import { and, eq } from 'drizzle-orm';
import { nextRequestStatus, type RequestAction, type RequestActor, type RequestStatus } from '../../domain/request-state';
import type { RequestSummary } from '../../schemas/request';
import { ApiError, notFound } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database, Transaction } from '../db/client';
import { requests } from '../db/schema';
import { requestSummaryColumns, toRequestSummary } from './request-row';
import { visibleRequests, type RequestViewer } from './request-scope';


/** The locked row a transition works on. */
export interface LockedRequest {
  id: number;
  userId: string;
  companyId: number | null;
  status: RequestStatus;
  mode: string;
  origin: string;
  destination: string;
  readyDate: string;
  search: unknown;
}

export interface TransitionInput<T> {
  viewer: RequestViewer;
  id: number;
  action: RequestAction;
  /** As whom the viewer acts on this request; null = may not act at all (403). */
  actor: (request: LockedRequest) => RequestActor | null;
  /**
   * The action's own work once the move is allowed, inside the same transaction and on the locked
   * row: its checks (throwing an ApiError rolls everything back), extra columns to set, and what the
   * audit row records besides the statuses.
   */
  apply?: (tx: Transaction, request: LockedRequest, to: RequestStatus) => Promise<{ set?: Partial<typeof requests.$inferInsert>; audit?: Record<string, unknown>; result?: T }>;
  requestId?: string;
  now?: Date;
}

/** 409 with the state the request is in and what was tried, both translated in the message. */
export const wrongState = (status: RequestStatus, action: RequestAction) => new ApiError(409, 'requests.transition.wrongState', { status, action });

/**
 * One move of the request state machine, as every transition endpoint makes it: lock the row (FOR
 * UPDATE, inside the viewer's visibility: otherwise 404), ask lib/domain/request-state.ts whether this
 * actor may take this action from the current status (403 / 409), do the action's own work, set the
 * new status and write the audit row (who, when, from, to), all in one transaction. A concurrent
 * transition of the same request waits for the lock and then sees the new status: exactly one wins.
 */
export async function transitionRequest<T = undefined>(db: Database, input: TransitionInput<T>): Promise<{ request: RequestSummary; result: T | undefined }> {
  const { viewer, id, action, requestId, now = new Date() } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: requests.id,
        userId: requests.userId,
        companyId: requests.companyId,
        status: requests.status,
        mode: requests.mode,
        origin: requests.origin,
        destination: requests.destination,
        readyDate: requests.readyDate,
        search: requests.search,
      })
      .from(requests)
      .where(and(eq(requests.id, id), visibleRequests(viewer)))
      .for('update');
    if (!row) throw notFound('requests.notFound');
    const actor = input.actor(row);
    if (!actor) throw new ApiError(403, 'requests.transition.notAllowed', { action });
    const next = nextRequestStatus(row.status, action, actor);
    if (!next.ok) throw next.reason === 'notAllowed' ? new ApiError(403, 'requests.transition.notAllowed', { action }) : wrongState(row.status, action);
    const extra = (await input.apply?.(tx, row, next.to)) ?? {};
    const [updated] = await tx
      .update(requests)
      .set({ ...extra.set, status: next.to, updatedAt: now })
      .where(eq(requests.id, id))
      .returning(requestSummaryColumns);
    if (!updated) throw new Error('update returned no row');
    await writeAudit(tx, {
      actorId: viewer.userId,
      action: `request.${action}`,
      entity: 'request',
      entityId: id,
      before: { status: row.status },
      after: { status: next.to, actor, ...extra.audit },
      requestId,
    });
    return { request: toRequestSummary(updated), result: extra.result };
  });
}
