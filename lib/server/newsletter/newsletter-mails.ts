import type { Locale } from '../../routes';
import { mailHtml, mailText, type MailAction, type MailContent } from '../mail/mail-layout';
import { mailLink, publicOrigin } from '../mail/public-origin';
import type { MailMessage } from '../mail/send-mail';
import type { NewsletterPurpose } from './newsletter-token';

/** The newsletter page's address that acts on a link's token (/bulten?confirm=… or /en/newsletter?unsubscribe=…). */
export function newsletterLink(locale: Locale, purpose: NewsletterPurpose, token: string): string {
  return mailLink(publicOrigin(), 'newsletter', locale, { [purpose]: token });
}

const texts = {
  tr: {
    confirmSubject: 'NavlunPort bülten aboneliğinizi onaylayın',
    confirmBody: 'NavlunPort lojistik bültenine abone olmak için bu adres kullanıldı. Aboneliğinizi başlatmak için aşağıdaki bağlantıyla onaylayın; bağlantı 7 gün geçerlidir.',
    confirmAction: 'Aboneliğimi onayla',
    confirmIgnore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size bülten gönderilmez.',
    alreadySubject: 'NavlunPort bültenine zaten abonesiniz',
    alreadyBody: 'Bu adresle bülten aboneliği için yeniden istek yapıldı. Aboneliğiniz zaten etkin; bir şey yapmanıza gerek yok.',
    welcomeSubject: 'NavlunPort bültenine hoş geldiniz',
    welcomeBody: 'Aboneliğiniz onaylandı. Navlun piyasası, rota gelişmeleri, gümrük düzenlemeleri ve kampanyalarımızla ilgili bültenimiz bundan sonra bu adrese gelecek.',
    unsubscribe: 'Bülteni almak istemiyorsanız tek tıkla abonelikten çıkabilirsiniz:',
    unsubscribeLabel: 'Abonelikten çık',
    greeting: 'Merhaba,',
  },
  en: {
    confirmSubject: 'Confirm your NavlunPort newsletter subscription',
    confirmBody: 'This address was used to subscribe to the NavlunPort logistics newsletter. Confirm with the link below to start your subscription; the link is valid for 7 days.',
    confirmAction: 'Confirm my subscription',
    confirmIgnore: 'If you did not ask for this, ignore this email: we send no newsletter unless you confirm.',
    alreadySubject: 'You are already subscribed to the NavlunPort newsletter',
    alreadyBody: 'Someone asked to subscribe this address to our newsletter again. Your subscription is already active; there is nothing you need to do.',
    welcomeSubject: 'Welcome to the NavlunPort newsletter',
    welcomeBody: 'Your subscription is confirmed. From now on our newsletter on the freight market, lane developments, customs regulations and our campaigns comes to this address.',
    unsubscribe: 'If you no longer want the newsletter, unsubscribe with one click:',
    unsubscribeLabel: 'Unsubscribe',
    greeting: 'Hello,',
  },
} as const;

type NewsletterMail = MailMessage & { headers: Record<string, string> };

/** Every newsletter email: greeting, body, optional action and note, the unsubscribe link (text, HTML and List-Unsubscribe header). */
function newsletterMail(locale: Locale, to: string, subject: string, lines: string[], unsubscribeLink: string, action?: MailAction, note?: string): NewsletterMail {
  const text = texts[locale];
  const content: MailContent = {
    locale,
    subject,
    greeting: text.greeting,
    paragraphs: lines,
    facts: [],
    action,
    notes: note ? [note] : [],
    footer: { text: text.unsubscribe, link: { label: text.unsubscribeLabel, href: unsubscribeLink } },
  };
  return { to, subject, text: mailText(content), html: mailHtml(content), language: locale, headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` } };
}

export function confirmationMail(locale: Locale, to: string, confirmLink: string, unsubscribeLink: string): NewsletterMail {
  const text = texts[locale];
  return newsletterMail(locale, to, text.confirmSubject, [text.confirmBody], unsubscribeLink, { label: text.confirmAction, href: confirmLink }, text.confirmIgnore);
}

export function alreadySubscribedMail(locale: Locale, to: string, unsubscribeLink: string): NewsletterMail {
  const text = texts[locale];
  return newsletterMail(locale, to, text.alreadySubject, [text.alreadyBody], unsubscribeLink);
}

export function welcomeMail(locale: Locale, to: string, unsubscribeLink: string): NewsletterMail {
  const text = texts[locale];
  return newsletterMail(locale, to, text.welcomeSubject, [text.welcomeBody], unsubscribeLink);
}
