import { z } from 'zod';
import { isCalendarDay } from '../domain/freight-codes';
import { MAX_PAGE_SIZE, pageOf } from './common';

const day = z.string().refine(isCalendarDay, { message: 'audit.list.dateInvalid' });

/** POST /api/Audit/GetList: the audit log, newest first, filtered; days are days in Istanbul. */
export const auditListRequest = z
  .strictObject({
    pageNumber: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    /** A user id, or text matched against the actor's email and name (Turkish letters folded). */
    actor: z.string().trim().max(100).optional(),
    entity: z.string().trim().max(64).optional(),
    /** An action, or its prefix ending with a dot (`user.` → every user action). */
    action: z.string().trim().max(64).optional(),
    entityId: z.string().trim().max(64).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((request, context) => {
    if (request.from && request.to && request.from > request.to) context.addIssue({ code: 'custom', path: ['to'], message: 'audit.list.dateRange' });
  });
export type AuditListRequest = z.output<typeof auditListRequest>;
export type AuditListInput = z.input<typeof auditListRequest>;

export const auditEntry = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryRow = z.infer<typeof auditEntry>;

export const auditPage = pageOf(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;
