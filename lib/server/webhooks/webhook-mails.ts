import { and, eq, sql } from 'drizzle-orm';
import { formatInstant } from '../../format';
import type { Locale } from '../../routes';
import type { Database } from '../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { mailHtml, mailText, type MailContent } from '../mail/mail-layout';
import { mailLink, publicOrigin } from '../mail/public-origin';
import { sendMail, type MailMessage } from '../mail/send-mail';

const texts = {
  tr: {
    greeting: (name: string | null) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    subject: 'Webhook uç noktanız devre dışı bırakıldı',
    body: 'Aşağıdaki webhook uç noktasına gönderimler 24 saattir başarısız olduğu için uç noktayı devre dışı bıraktık. Bu sürede oluşan olaylar kaybolmadı: uç noktayı yeniden etkinleştirdiğinizde sırayla gönderilir.',
    url: 'Uç nokta',
    failingSince: 'İlk başarısızlık',
    waiting: 'Bekleyen olaylar',
    lastError: 'Son yanıt',
    nextTitle: 'Şimdi ne yapmalısınız?',
    next: 'Alıcınızın 2xx yanıt verdiğinden emin olun, ardından Webhooklar sayfasından uç noktayı etkinleştirin. Vazgeçilen gönderimi aynı sayfadaki gönderim kaydından yeniden gönderebilirsiniz.',
    action: 'Webhooklara git',
    why: 'Bu e-postayı firmanızın yöneticisi olduğunuz için alıyorsunuz.',
    timeZone: 'Saatler Türkiye saatiyle (Europe/Istanbul) verilmiştir.',
  },
  en: {
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    subject: 'Your webhook endpoint has been disabled',
    body: 'Deliveries to the webhook endpoint below have failed for 24 hours, so we disabled it. The events since then are not lost: they are sent in order once you turn the endpoint back on.',
    url: 'Endpoint',
    failingSince: 'First failure',
    waiting: 'Events waiting',
    lastError: 'Last answer',
    nextTitle: 'What to do now',
    next: 'Make sure your receiver answers with a 2xx status, then turn the endpoint back on on the Webhooks page. You can redeliver the event that was given up from the delivery log on the same page.',
    action: 'Go to webhooks',
    why: 'You receive this email as an admin of your company.',
    timeZone: 'Times are in Türkiye time (Europe/Istanbul).',
  },
} as const;

/** The mail telling a company admin that an endpoint was disabled after 24 hours of failures, and what to do. */
export function endpointDisabledMail(
  locale: Locale,
  to: string,
  recipientName: string | null,
  endpoint: { url: string; failingSince: Date | null; waiting: number; lastAnswer: string | null },
): MailMessage {
  const text = texts[locale];
  const content: MailContent = {
    locale,
    subject: text.subject,
    greeting: text.greeting(recipientName),
    paragraphs: [text.body],
    facts: [
      { label: text.url, value: endpoint.url },
      ...(endpoint.failingSince ? [{ label: text.failingSince, value: formatInstant(endpoint.failingSince, locale, 'dateTime') }] : []),
      { label: text.waiting, value: String(endpoint.waiting) },
      ...(endpoint.lastAnswer ? [{ label: text.lastError, value: endpoint.lastAnswer }] : []),
    ],
    next: { title: text.nextTitle, text: text.next },
    action: { label: text.action, href: mailLink(publicOrigin(), 'webhooks', locale) },
    notes: [text.timeZone, text.why],
  };
  return { to, subject: text.subject, text: mailText(content), html: mailHtml(content), language: locale };
}

/** Mails every active company admin of the endpoint's company, each in their language. */
export async function mailEndpointDisabled(db: Database, endpointId: number): Promise<void> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) return;
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  const [last] = (
    (await db.execute(sql`
      select a.status_code, a.error from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
      where d.endpoint_id = ${endpointId} order by a.id desc limit 1`)) as unknown as { rows: { status_code: number | null; error: string | null }[] }
  ).rows;
  const admins = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.companyId, endpoint.companyId), eq(users.isActive, true), sql`${users.roles} @> '["CompanyAdmin"]'::jsonb`));
  for (const admin of admins) {
    if (!admin.email) continue;
    const locale: Locale = admin.language === 'en' ? 'en' : 'tr';
    const lastAnswer = last ? (last.status_code !== null ? `HTTP ${last.status_code}` : last.error) : null;
    await sendMail(endpointDisabledMail(locale, admin.email, admin.firstName?.trim() || null, { url: endpoint.url, failingSince: endpoint.failingSince, waiting: waiting?.count ?? 0, lastAnswer }));
  }
}
