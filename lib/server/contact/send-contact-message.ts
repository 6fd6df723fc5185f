import type { z } from 'zod';
import type { contactSendBody } from '../../schemas/contact';
import { writeAudit } from '../audit';
import { operationsEmail } from '../config';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { log } from '../log';
import { sendMail } from '../mail/send-mail';
import { contactAcknowledgementMail, contactOperationsMail, type ContactMessage } from './contact-mails';

type Body = z.output<typeof contactSendBody>;

export interface ContactMeta {
  ip: string | null;
  userAgent: string | null;
  requestId?: string;
}

/**
 * POST /api/Contact/Send: stores the message with its consent time and address (one transaction, with
 * its audit row), then emails it to operations and acknowledges it to the sender in their language.
 * A filled honeypot (`website`) is answered the same but nothing is stored or sent. Mail failures are
 * logged, not reported: the message is stored and operations see it in the database.
 */
export async function sendContactMessage(db: Database, body: Body, meta: ContactMeta): Promise<{ received: true }> {
  if (body.website.trim() !== '') {
    log.warn({ requestId: meta.requestId }, 'contact form honeypot filled; dropped');
    return { received: true };
  }
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: body.name,
        company: body.company || null,
        email: body.email,
        phone: body.phone,
        subject: body.subject,
        message: body.message,
        locale: body.language,
        consentAt: new Date(),
        ipAddress: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw new Error('contact message not stored');
    await writeAudit(tx, { actorId: null, action: 'contact.send', entity: 'contactMessage', entityId: row.id, after: { subject: body.subject, locale: body.language }, requestId: meta.requestId });
    return row;
  });
  const message: ContactMessage = { id: stored.id, createdAt: stored.createdAt, name: body.name, company: body.company || null, email: body.email, phone: body.phone, subject: body.subject, message: body.message, locale: body.language };
  const results = await Promise.allSettled([sendMail(contactOperationsMail(message, operationsEmail(), { ip: meta.ip })), sendMail(contactAcknowledgementMail(message))]);
  for (const result of results) if (result.status === 'rejected') log.error({ err: result.reason, requestId: meta.requestId, contactMessageId: stored.id }, 'contact mail failed');
  return { received: true };
}
