import type { z } from 'zod';
import type { expireRequestBody, RequestSummary } from '../../schemas/request';
import type { Database } from '../db/client';
import type { RequestViewer } from './request-scope';
import { transitionRequest } from './request-transition';

interface ExpireRequestInput {
  viewer: RequestViewer;
  body: z.output<typeof expireRequestBody>;
  requestId?: string;
}

/** Operations end a submitted or quoted request that will not be priced (the endpoint admits Operator and Admin only). */
export async function expireRequest(db: Database, { viewer, body, requestId }: ExpireRequestInput, now = new Date()): Promise<RequestSummary> {
  const { request } = await transitionRequest(db, {
    viewer,
    id: body.id,
    action: 'expire',
    actor: () => 'operator',
    requestId,
    now,
    apply: async () => ({ audit: body.reason ? { reason: body.reason } : {} }),
  });
  return request;
}
