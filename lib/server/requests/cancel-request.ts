import type { z } from 'zod';
import type { closeRequestBody, RequestSummary } from '../../schemas/request';
import type { Database } from '../db/client';
import { requestActorOf, type RequestViewer } from './request-scope';
import { transitionRequest } from './request-transition';

interface CancelRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof closeRequestBody>;
  requestId?: string;
}

/**
 * Cancels a request that is not yet a reservation (submitted, quoted or approved), by its customer or
 * by operations. The reason, if given, is kept in the audit row.
 */
export async function cancelRequest(db: Database, { viewer, body, requestId }: CancelRequestInput, now = new Date()): Promise<RequestSummary> {
  const { request } = await transitionRequest(db, {
    viewer,
    id: body.id,
    action: 'cancel',
    actor: (row) => requestActorOf(viewer, row),
    requestId,
    now,
    apply: async () => ({ audit: body.reason ? { reason: body.reason } : {} }),
  });
  return request;
}
