import type { z } from 'zod';
import type { closeRequestBody, RequestSummary } from '../../schemas/request';
import type { Database } from '../db/client';
import { requestActorOf, type RequestViewer } from './request-scope';
import { transitionRequest } from './request-transition';

interface RejectRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof closeRequestBody>;
  requestId?: string;
}

/**
 * Rejects a submitted or quoted request: the customer turns the offers down, or operations can't
 * serve it. The reason, if given, is kept in the audit row.
 */
export async function rejectRequest(db: Database, { viewer, body, requestId }: RejectRequestInput, now = new Date()): Promise<RequestSummary> {
  const { request } = await transitionRequest(db, {
    viewer,
    id: body.id,
    action: 'reject',
    actor: (row) => requestActorOf(viewer, row),
    requestId,
    now,
    apply: async () => ({ audit: body.reason ? { reason: body.reason } : {} }),
  });
  return request;
}
