import { and, eq } from 'drizzle-orm';
import { availableRequestActions, type RequestAction, type RequestStatus } from '../../domain/request-state';
import type { Database } from '../db/client';
import { requests } from '../db/schema';
import { requestActorOf, visibleRequests, type RequestViewer } from './request-scope';

/** The actions the account screens offer (pricing and expiry are operations' tools). */
export const screenActions: readonly RequestAction[] = ['approve', 'convert', 'reject', 'cancel'];

/** What the viewer may do now with a request they can see: the state machine's answer for the viewer's actor. */
export async function viewerRequestActions(db: Database, viewer: RequestViewer, id: number, status: RequestStatus): Promise<RequestAction[]> {
  const [row] = await db
    .select({ userId: requests.userId, companyId: requests.companyId })
    .from(requests)
    .where(and(eq(requests.id, id), visibleRequests(viewer)));
  const actor = row ? requestActorOf(viewer, row) : null;
  return actor ? availableRequestActions(status, actor).filter((action) => screenActions.includes(action)) : [];
}
