import { contactSendAnswer, contactSendBody } from '../../schemas/contact';
import { sendContactMessage } from '../../server/contact/send-contact-message';
import { getDb } from '../../server/db/client';
import { clientAddress } from '../../server/rate-limit/limits';
import { endpoint } from '../endpoint';

export const contactEndpoints = {
  contactSend: endpoint({
    method: 'POST',
    path: '/api/Contact/Send',
    tag: 'Contact',
    summary: {
      en: 'The contact form: name, company, email, phone (Turkish or international, stored in E.164), subject, message (≤ 5,000 characters) and the KVKK consent. Stored, emailed to operations and acknowledged to the sender in their language; HTML is kept as text. A filled honeypot (`website`) is answered the same and nothing is kept. Public; 5 per 10 minutes per address.',
      tr: 'İletişim formu: ad, firma, e-posta, telefon (Türkiye veya uluslararası biçim, E.164 olarak saklanır), konu, mesaj (en çok 5.000 karakter) ve KVKK onayı. Kaydedilir, operasyon ekibine e-postayla iletilir ve gönderene kendi dilinde alındı bildirimi gider; HTML metin olarak saklanır. Bal küpü alanı (`website`) doluysa aynı yanıt verilir, hiçbir şey saklanmaz. Herkese açık; adres başına 10 dakikada 5.',
    },
    access: { kind: 'public' },
    body: contactSendBody,
    response: contactSendAnswer,
    maxBodyBytes: 64 * 1024,
    rateLimit: { points: 5, windowSeconds: 600 },
    handle: async ({ req, body, requestId }) =>
      sendContactMessage(await getDb(), body, { ip: clientAddress(req), userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null, requestId }),
  }),
} as const;
