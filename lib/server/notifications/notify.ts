import { eq } from 'drizzle-orm';
import { routePath, withLocalePrefix, type Locale, type RouteKey } from '../../routes';
import { siteOrigin } from '../../site';
import type { NotificationKind } from '../../schemas/notification';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { notificationMail } from './templates';

type Executor = Pick<Database, 'insert'>;

/** One event for one user: the in-app row now, the email once the change is committed. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: { to: RouteKey; query?: Record<string, string> };
  /** Amounts to format in the reader's language: { amount: [minor units, currency] }. */
  money?: Record<string, [number, string]>;
}

/** Writes the in-app notification in the transaction that makes the change (it rolls back with it). */
export async function recordNotice(executor: Executor, notice: Notice): Promise<Notice> {
  await executor.insert(notifications).values({ userId: notice.userId, kind: notice.kind, params: notice.params, link: notice.link });
  return notice;
}

/**
 * Emails notices after their transaction committed: in the user's preferred language, unless the user
 * turned that kind off (notificationPreferences[kind] === false; on by default). A failure is logged,
 * never thrown: the change the mail reports has happened.
 */
export async function emailNotices(db: Database, notices: readonly Notice[]): Promise<void> {
  const { formatAmount } = await import('./templates');
  for (const notice of notices) {
    try {
      const [user] = await db
        .select({ email: users.email, language: users.preferredLanguage, preferences: users.notificationPreferences })
        .from(users)
        .where(eq(users.id, notice.userId));
      if (!user || !user.email || user.preferences?.[notice.kind] === false) continue;
      const locale: Locale = user.language === 'en' ? 'en' : 'tr';
      const params: Record<string, string | number> = { ...notice.params };
      for (const [name, [amount, currency]] of Object.entries(notice.money ?? {})) params[name] = formatAmount(amount, currency, locale);
      const link = `${siteOrigin}${withLocalePrefix(routePath(notice.link.to, locale, '', notice.link.query), locale)}`;
      await sendMail({ to: user.email, ...notificationMail(notice.kind, locale, params, link) });
    } catch (error) {
      log.error({ err: error, kind: notice.kind, userId: notice.userId }, 'notification email failed');
    }
  }
}
