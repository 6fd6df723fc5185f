import { and, eq } from 'drizzle-orm';
import { availableRequestActions, type RequestAction, type RequestStatus } from '../../domain/request-state';
import type { RequestAudience } from '../../requests/request-status-copy';
import type { Database } from '../db/client';
import { requests } from '../db/schema';
import { requestActorOf, visibleRequests, type RequestViewer } from './request-scope';

/** The actions the account screens offer (pricing and expiry are operations' tools). */
export const screenActions: readonly RequestAction[] = ['approve', 'convert', 'reject', 'cancel'];

export interface ViewerRequestAccess {
  /** Whose texts the screen reads: the customer's (the owner, or a company admin who is not staff) or operations'. */
  audience: RequestAudience;
  /** What the viewer may do now: the state machine's answer for the viewer's actor. */
  actions: RequestAction[];
}

/** How the viewer stands to a request they can see: as its customer or as operations, and what they may do with it now. */
export async function viewerRequestAccess(db: Database, viewer: RequestViewer, id: number, status: RequestStatus): Promise<ViewerRequestAccess> {
  const [row] = await db
    .select({ userId: requests.userId, companyId: requests.companyId })
    .from(requests)
    .where(and(eq(requests.id, id), visibleRequests(viewer)));
  const actor = row ? requestActorOf(viewer, row) : null;
  return {
    audience: actor === 'operator' ? 'staff' : 'customer',
    actions: actor ? availableRequestActions(status, actor).filter((action) => screenActions.includes(action)) : [],
  };
}
