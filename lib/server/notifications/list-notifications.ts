import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationPage, markReadBody, notificationListRequest } from '../../schemas/notification';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

/** The caller's own notifications, newest first, with the unread count (the bell's badge). */
export async function listNotifications(db: Database, userId: string, request: z.output<typeof notificationListRequest>): Promise<NotificationPage> {
  const own = eq(notifications.userId, userId);
  const where = request.unreadOnly ? (and(own, isNull(notifications.readAt)) as SQL) : own;
  const rows = await db
    .select({ id: notifications.id, kind: notifications.kind, params: notifications.params, link: notifications.link, readAt: notifications.readAt, createdAt: notifications.createdAt })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(request.pageSize)
    .offset((request.pageNumber - 1) * request.pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const [unread] = await db.select({ n: count() }).from(notifications).where(and(own, isNull(notifications.readAt)));
  return {
    items: rows.map((row) => ({ ...row, link: row.link ?? null, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
    totalCount: total?.n ?? 0,
    unreadCount: unread?.n ?? 0,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}

/** Marks the caller's own notifications read (these ids, or all); another user's ids change nothing. */
export async function markNotificationsRead(db: Database, userId: string, body: z.output<typeof markReadBody>): Promise<{ updated: number }> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (body.ids) conditions.push(inArray(notifications.id, body.ids.length > 0 ? body.ids : [0]));
  const updated = await db.update(notifications).set({ readAt: new Date() }).where(and(...conditions)).returning({ id: notifications.id });
  return { updated: updated.length };
}
