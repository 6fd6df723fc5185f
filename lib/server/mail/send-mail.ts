import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Locale } from '../../routes';
import { dataDir } from '../config';

/** One outgoing message, plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in: sent as its Content-Language header (the HTML says it as lang). */
  language?: Locale;
  /** Further headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

export type MailDelivery = { delivery: 'smtp'; messageId: string } | { delivery: 'file'; file: string };

const holder = globalThis as typeof globalThis & { __navlunMailer?: Transporter | null };

function smtpTransport(): Transporter | null {
  if (holder.__navlunMailer === undefined) holder.__navlunMailer = process.env.SMTP_URL ? nodemailer.createTransport(process.env.SMTP_URL) : null;
  return holder.__navlunMailer;
}

/** The folder mail goes to without SMTP: DATA_DIR/outbox, one .eml file per message. */
export const outboxDir = () => path.join(dataDir(), 'outbox');

/**
 * Sends a message: through SMTP when SMTP_URL is set, otherwise as an RFC 5322 .eml file written
 * atomically into DATA_DIR/outbox (what the embedded identity provider does too).
 */
export async function sendMail(message: MailMessage): Promise<MailDelivery> {
  const { language, headers, ...content } = message;
  const mail = { from: process.env.MAIL_FROM ?? 'NavlunPort <no-reply@navlunport.test>', ...content, headers: { ...headers, ...(language ? { 'Content-Language': language } : {}) } };
  const transport = smtpTransport();
  if (transport) {
    const info = await transport.sendMail(mail);
    return { delivery: 'smtp', messageId: String(info.messageId) };
  }
  const raw = await new MailComposer(mail).compile().build();
  const directory = outboxDir();
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(`${file}.tmp`, raw, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return { delivery: 'file', file };
}
