import { eq } from 'drizzle-orm';
import type { RouteKey } from '../../routes';
import type { NotificationKind } from '../../schemas/notification';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { log } from '../log';
import { publicOrigin } from '../mail/public-origin';
import { sendMail } from '../mail/send-mail';
import { loadMailContext } from './load-mail-context';
import { renderNotificationMail } from './templates';

type Executor = Pick<Database, 'insert'>;

/** One event for one user: the in-app row now, the email once the change is committed. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** The page it opens; it names the record the mail is about (a request, a reservation, a shipment by its number). */
  link: { to: RouteKey; query?: Record<string, string> };
  /** The amount the event moved (a payment, a refund): { amount: [minor units, currency] }. */
  money?: Record<string, [number, string]>;
}

/** In-app notification rows of notices, as the table takes them. */
export const noticeRows = (notices: readonly Notice[]): Array<typeof notifications.$inferInsert> =>
  notices.map((notice) => ({ userId: notice.userId, kind: notice.kind, params: notice.params, link: notice.link }));

/** Writes the in-app notification in the transaction that makes the change (it rolls back with it). */
export async function recordNotice(executor: Executor, notice: Notice): Promise<Notice> {
  await executor.insert(notifications).values(noticeRows([notice]));
  return notice;
}

/**
 * Emails notices after their transaction committed, unless the user turned that kind off
 * (notificationPreferences[kind] === false; on by default). Each mail is rendered from its record as it is
 * now (lib/server/notifications/load-mail-context.ts), in the language the customer last acted in on that
 * record, else the profile's, with links on the public origin. A failure is logged, never thrown: the
 * change the mail reports has happened.
 */
export async function emailNotices(db: Database, notices: readonly Notice[]): Promise<void> {
  for (const notice of notices) {
    try {
      const [user] = await db
        .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage, preferences: users.notificationPreferences })
        .from(users)
        .where(eq(users.id, notice.userId));
      if (!user || !user.email || user.preferences?.[notice.kind] === false) continue;
      const context = await loadMailContext(db, notice, { origin: publicOrigin(), recipientName: user.firstName?.trim() || null });
      const locale = context.rememberedLocale ?? (user.language === 'en' ? 'en' : 'tr');
      await sendMail({ to: user.email, ...renderNotificationMail(context, locale) });
    } catch (error) {
      log.error({ err: error, kind: notice.kind, userId: notice.userId }, 'notification email failed');
    }
  }
}
