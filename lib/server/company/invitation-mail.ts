import { formatInstant } from '../../format';
import type { Locale } from '../../routes';
import type { CompanyRole } from '../../schemas/company';
import { mailHtml, mailText, type MailContent } from '../mail/mail-layout';
import { mailLink, publicOrigin } from '../mail/public-origin';
import type { MailMessage } from '../mail/send-mail';

const texts = {
  tr: {
    subject: (company: string) => `${company} sizi NavlunPort'a davet ediyor`,
    greeting: 'Merhaba,',
    body: (inviter: string, company: string, role: string) => `${inviter}, sizi NavlunPort'ta ${company} firmasına ${role} olarak davet etti.`,
    factsTitle: 'Davet',
    labels: { company: 'Firma', role: 'Rol', invited: 'Davet edilen adres', expires: 'Son geçerlilik' },
    nextTitle: 'Sıradaki adım',
    hint: (email: string) => `Bağlantıyı açın, bu adresle (${email}) giriş yapın ya da üye olun ve daveti kabul edin: firmaya ancak kabul ettiğinizde katılırsınız.`,
    action: 'Daveti görüntüleyin',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
    roles: { Customer: 'müşteri', CompanyAdmin: 'firma yöneticisi' },
  },
  en: {
    subject: (company: string) => `${company} invites you to NavlunPort`,
    greeting: 'Hello,',
    body: (inviter: string, company: string, role: string) => `${inviter} has invited you to join ${company} on NavlunPort as a ${role}.`,
    factsTitle: 'Invitation',
    labels: { company: 'Company', role: 'Role', invited: 'Invited address', expires: 'Valid until' },
    nextTitle: 'Next step',
    hint: (email: string) => `Open the link, sign in or sign up with this address (${email}) and accept the invitation: you join the company only when you accept.`,
    action: 'View the invitation',
    ignore: 'If you did not expect this invitation, you can ignore this email.',
    roles: { Customer: 'customer', CompanyAdmin: 'company admin' },
  },
} as const;

/**
 * The invitation page's address a mail links to, in the invitation's language, on the public origin: only the token
 * (the page asks for the company, role and address with it; the address never travels in a URL).
 */
export function invitationLink(locale: Locale, token: string): string {
  return mailLink(publicOrigin(), 'companyInvitation', locale, { token });
}

/** The invitation email, in the language the inviter chose (Content-Language says it); branded as the notifications. */
export function invitationMail(input: { locale: Locale; to: string; inviter: string; company: string; role: CompanyRole; link: string; expiresAt: Date }): MailMessage {
  const text = texts[input.locale];
  const role = text.roles[input.role];
  const subject = text.subject(input.company);
  const content: MailContent = {
    locale: input.locale,
    subject,
    greeting: text.greeting,
    paragraphs: [text.body(input.inviter, input.company, role)],
    factsTitle: text.factsTitle,
    facts: [
      { label: text.labels.company, value: input.company },
      { label: text.labels.role, value: role },
      { label: text.labels.invited, value: input.to },
      { label: text.labels.expires, value: formatInstant(input.expiresAt, input.locale) },
    ],
    next: { title: text.nextTitle, text: text.hint(input.to) },
    action: { label: text.action, href: input.link },
    notes: [text.ignore],
  };
  return { to: input.to, subject, text: mailText(content), html: mailHtml(content), language: input.locale };
}
