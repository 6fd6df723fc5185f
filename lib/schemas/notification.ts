import { z } from 'zod';
import { notificationKinds as emailKinds } from '../domain/notification-kinds';
import { pageOf } from './common';

/**
 * Every kind of notification: the four a user can turn off in edit-profile, a refused transfer receipt
 * and the shipment events of tracking ([M3]: departed, delivered, ETA moved) — these always sent.
 */
export const notificationKinds = [...emailKinds, 'transferRejected', 'shipmentDeparted', 'shipmentDelivered', 'shipmentEtaChanged'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationListRequest = z.strictObject({
  unreadOnly: z.boolean().default(false),
  pageNumber: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.object({ to: z.string(), query: z.record(z.string(), z.string()).optional() }).nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPage = pageOf(notificationItem).extend({ unreadCount: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;

/** POST /api/Notification/MarkRead: these ids, or all of the caller's when none are given. */
export const markReadBody = z.strictObject({ ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional() });
