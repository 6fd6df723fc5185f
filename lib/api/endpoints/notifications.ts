import { z } from 'zod';
import { markReadBody, notificationListRequest, notificationPage } from '../../schemas/notification';
import { listNotifications, markNotificationsRead } from '../../server/notifications/list-notifications';
import { callerScope } from '../../server/requests/request-scope';
import { endpoint } from '../endpoint';

export const notificationsEndpoints = {
  notificationGetList: endpoint({
    method: 'POST',
    path: '/api/Notification/GetList',
    tag: 'Notification',
    summary: { en: 'The caller’s own notifications, newest first, with the unread count.', tr: 'Çağıranın kendi bildirimleri, en yeniden başlayarak, okunmamış sayısıyla.' },
    access: { kind: 'user' },
    body: notificationListRequest,
    response: notificationPage,
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return listNotifications(db, viewer.userId, body);
    },
  }),
  notificationMarkRead: endpoint({
    method: 'POST',
    path: '/api/Notification/MarkRead',
    tag: 'Notification',
    summary: { en: 'Marks the caller’s notifications read (the given ids, or all).', tr: 'Çağıranın bildirimlerini okundu yapar (verilen kimlikler veya tümü).' },
    access: { kind: 'user' },
    body: markReadBody,
    response: z.object({ updated: z.number().int() }),
    rateLimit: { points: 120, windowSeconds: 60 },
    handle: async ({ body, principal }) => {
      const { db, viewer } = await callerScope(principal);
      return markNotificationsRead(db, viewer.userId, body);
    },
  }),
} as const;
