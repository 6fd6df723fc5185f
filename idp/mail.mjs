// @ts-check
/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as an
 * .eml file (RFC 5322, built by nodemailer's MailComposer) into `${dataDir}/outbox/`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { writeFileAtomic } from './files.mjs';
import { translator } from './i18n.mjs';
import { esc } from './pages.mjs';

/** @typedef {{ to: string, subject: string, text: string, html: string, headers?: Record<string, string> }} Message */
/** @typedef {{ delivery: 'smtp', messageId: string } | { delivery: 'file', file: string }} Delivery */

/**
 * @param {{ smtpUrl?: string, from: string, outboxDir: string }} options
 */
export function createMailer({ smtpUrl, from, outboxDir }) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    /**
     * @param {Message} message
     * @returns {Promise<Delivery>}
     */
    async send(message) {
      const mail = { from, ...message };
      if (transport) {
        const info = await transport.sendMail(mail);
        return { delivery: 'smtp', messageId: String(info.messageId) };
      }
      const raw = await new MailComposer(mail).compile().build();
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFileAtomic(file, raw, 0o600);
      return { delivery: 'file', file };
    },
    close: () => transport?.close(),
  };
}

/** @typedef {ReturnType<typeof createMailer>} Mailer */

/**
 * A mail of the provider's: the brand, a greeting, its paragraphs and a highlighted part (a button or a code), in
 * plain text and HTML.
 * @param {{ locale: import('./i18n.mjs').Locale, to: string, subject: string, greeting: string, body: string, highlight: { text: string, html: string }, after: string[] }} parts
 * @returns {Message}
 */
function brandedMail({ locale, to, subject, greeting, body, highlight, after }) {
  const tr = translator(locale);
  const text = [greeting, '', body, '', highlight.text, '', ...after.flatMap((line) => [line, '']), tr('mail.signature')].join('\n');
  const html = `<!DOCTYPE html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2733;line-height:1.5">
<p style="font-size:20px;font-weight:bold;color:#0b2545">Navlun<span style="color:#e8661c">Port</span></p>
<p>${esc(greeting)}</p>
<p>${esc(body)}</p>
${highlight.html}
${after.map((line) => `<p style="font-size:13px;color:#5b6675;word-break:break-all">${esc(line)}</p>`).join('\n')}
<p>${esc(tr('mail.signature'))}</p>
</body></html>`;
  // Content-Language names the mail's language for clients that read it aloud or offer a translation.
  return { to, subject, text, html, headers: { 'Content-Language': locale } };
}

/**
 * The password-reset mail in the user's language (plain text and HTML).
 * @param {{ locale: import('./i18n.mjs').Locale, to: string, name: string, link: string }} input
 * @returns {Message}
 */
export function passwordResetMail({ locale, to, name, link }) {
  const tr = translator(locale);
  const button = `<p><a href="${esc(link)}" style="display:inline-block;background:#13598b;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${esc(tr('mail.resetButton'))}</a></p>
<p style="font-size:13px;color:#5b6675;word-break:break-all">${esc(link)}</p>`;
  return brandedMail({ locale, to, subject: tr('mail.resetSubject'), greeting: tr('mail.resetGreeting', { name }), body: tr('mail.resetBody'), highlight: { text: link, html: button }, after: [tr('mail.resetIgnore')] });
}

/**
 * The sign-up code mail (idp/email-proof.mjs) in the visitor's language: the code and how long it lasts, nothing
 * else of what the form held.
 * @param {{ locale: import('./i18n.mjs').Locale, to: string, name: string, code: string }} input
 * @returns {Message}
 */
export function signUpCodeMail({ locale, to, name, code }) {
  const tr = translator(locale);
  const codeHtml = `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#0b2545">${esc(code)}</p>`;
  return brandedMail({ locale, to, subject: tr('mail.codeSubject'), greeting: tr('mail.codeGreeting', { name }), body: tr('mail.codeBody'), highlight: { text: code, html: codeHtml }, after: [tr('mail.codeIgnore')] });
}
