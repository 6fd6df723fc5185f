import type { Locale } from '../../routes';
import { routePath, withLocalePrefix } from '../../routes';
import { siteOrigin } from '../../site';
import type { CompanyRole } from '../../schemas/company';
import type { MailMessage } from '../mail/send-mail';

const texts = {
  tr: {
    subject: (company: string) => `${company} sizi NavlunPort'a davet ediyor`,
    greeting: 'Merhaba,',
    body: (inviter: string, company: string, role: string) => `${inviter}, sizi NavlunPort'ta ${company} firmasına ${role} olarak davet etti.`,
    action: 'Daveti görüntüleyin',
    hint: (email: string) => `Bağlantıyı açın, bu adresle (${email}) giriş yapın ya da üye olun ve daveti kabul edin: firmaya ancak kabul ettiğinizde katılırsınız.`,
    expires: (date: string) => `Davet ${date} tarihine kadar geçerlidir.`,
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
    roles: { Customer: 'müşteri', CompanyAdmin: 'firma yöneticisi' },
  },
  en: {
    subject: (company: string) => `${company} invites you to NavlunPort`,
    greeting: 'Hello,',
    body: (inviter: string, company: string, role: string) => `${inviter} has invited you to join ${company} on NavlunPort as a ${role}.`,
    action: 'View the invitation',
    hint: (email: string) => `Open the link, sign in or sign up with this address (${email}) and accept the invitation: you join the company only when you accept.`,
    expires: (date: string) => `The invitation is valid until ${date}.`,
    ignore: 'If you did not expect this invitation, you can ignore this email.',
    roles: { Customer: 'customer', CompanyAdmin: 'company admin' },
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The public origin links in emails point to (PUBLIC_ORIGIN at run time, else the build's site origin). */
export const publicOrigin = () => (process.env.PUBLIC_ORIGIN || siteOrigin).replace(/\/+$/, '');

/**
 * The invitation page's address a mail links to, in the invitation's language: only the token (the
 * page asks for the company, role and address with it; the address never travels in a URL).
 */
export function invitationLink(locale: Locale, token: string): string {
  return `${publicOrigin()}${withLocalePrefix(routePath('companyInvitation', locale, '', { token }), locale)}`;
}

/** The invitation email, in the language the inviter chose; branded like the identity provider's mails. */
export function invitationMail(input: { locale: Locale; to: string; inviter: string; company: string; role: CompanyRole; link: string; expiresAt: Date }): MailMessage {
  const text = texts[input.locale];
  const role = text.roles[input.role];
  const date = new Intl.DateTimeFormat(input.locale === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(input.expiresAt);
  const body = text.body(input.inviter, input.company, role);
  const plain = [text.greeting, '', body, '', `${text.action}: ${input.link}`, '', text.hint(input.to), text.expires(date), '', text.ignore, '', 'NavlunPort'].join('\n');
  const html = `<!doctype html><html lang="${input.locale}"><body style="margin:0;padding:0;background:#f4f6fa;font-family:Nunito,Arial,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="padding:18px 24px 0;font-size:20px;font-weight:bold;color:#0b2545">Navlun<span style="color:#e8661c">Port</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(text.greeting)}</p>
<p style="margin:0 0 20px">${escapeHtml(body)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#13598b;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${escapeHtml(text.action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5b6675;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="margin:0 0 8px;color:#4a5a6a">${escapeHtml(text.hint(input.to))}</p>
<p style="margin:0 0 8px;color:#4a5a6a">${escapeHtml(text.expires(date))}</p>
<p style="margin:16px 0 0;color:#7a8896;font-size:13px">${escapeHtml(text.ignore)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject: text.subject(input.company), text: plain, html };
}
