import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { istanbulToday } from '@/lib/domain/business-date';
import type { Locale } from '@/lib/routes';
import { paymentAnswer } from '@/lib/schemas/payment';
import { pdfBytes } from '../fixtures/files';
import { bookingKit, bookingSearch } from './booking-fixtures';
import { mailsTo } from './outbox';
import { startTestApi, type TestApi } from './harness';

// [J2] Notification mails as a real event sends them: the .eml in the outbox, in the language the customer acted in
// (else the profile's), saying so in Content-Language, with links on PUBLIC_ORIGIN or the port the server serves on.

let api: TestApi;
let kit: Awaited<ReturnType<typeof bookingKit>>;
const saved = { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN, PORT: process.env.PORT };

beforeAll(async () => {
  api = await startTestApi();
  kit = await bookingKit(api);
});
afterAll(async () => api?.close());
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await api.sql(`update users set preferred_language = 'tr' where email = 'customer@navlunport.test'`);
});

/** The customer's one mail whose subject names this reference. */
function mailAbout(subject: string): string {
  const found = mailsTo('customer@navlunport.test').filter((mail) => mail.includes(`Subject: ${subject}`) || mail.includes(subject));
  expect(found, subject).toHaveLength(1);
  return found[0]!;
}

/** The operator, working in `locale`, prices a request with one offer: Arkas Line, 21 days, USD 1,500.00. */
async function quoteOneOffer(id: number, locale: Locale) {
  const offer = { carrier: 'Arkas Line', transitDays: 21, validUntil: istanbulToday(10), currency: 'USD', lines: [{ code: 'freight', amount: 150_000 }], freeDays: 7 };
  const quoted = await kit.call('/api/Demand/Quote', { id, offers: [offer] }, 'operator', { locale });
  expect(quoted.status, quoted.text).toBe(200);
}

describe('notification mails', () => {
  it('a transfer refused by an operator working in Turkish reaches the customer in English, the language they booked and paid in', async () => {
    process.env.PUBLIC_ORIGIN = 'https://pazar.navlunport.example';
    // The profile says Turkish; every step of the booking below is taken in English (Accept-Language: en).
    const { id } = await kit.reservation();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'receipt.pdf');
    const receiptFileId = ((await api.call('POST', '/api/File/Upload', { form, bearer: kit.tokens.customer })).json.data as { id: string }).id;
    const review = paymentAnswer.parse((await kit.call('/api/Payment/Transfer', { reservationId: id, receiptFileId }, 'customer', { locale: 'en' })).json.data);
    expect(await api.sql(`select locale from reservations where id = ${id}`)).toEqual([{ locale: 'en' }]);

    const refused = await kit.call('/api/Payment/RejectTransfer', { paymentId: review.payment.id, reason: 'Dekont okunamıyor <eksik>' }, 'operator', { locale: 'tr' });
    expect(refused.status, refused.text).toBe(200);
    const reference = review.reservation.reference;
    const mail = mailAbout(`Transfer receipt for ${reference} not accepted`);
    expect(mail).toMatch(/^Content-Language: en\r?$/m);
    expect(mail).toContain('<html lang="en">');
    expect(mail).toContain('Reason: Dekont okunamıyor <eksik>');
    expect(mail).toContain('Dekont okunamıyor &lt;eksik&gt;');
    // The facts, by place name, and the next step of the state it is in now: awaiting payment again.
    expect(mail).toMatch(/Route: Mersin[^\n]* → New York/);
    expect(mail).toContain('Carrier: Arkas Line');
    expect(mail).toContain('Amount: $1,550.00');
    expect(mail).toMatch(/Pay \$1,550\.00 by card, or by bank transfer with NP\d{11} in the description/);
    expect(mail).toContain(`Pay now: https://pazar.navlunport.example/en/my-account/reservations/reservation-details?id=${id}`);
    expect(mail).not.toContain('localhost');
    // Dates as the language writes them: no ISO day in the body.
    expect(mail.slice(mail.indexOf('\r\n\r\n'))).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(mail).toMatch(/Departure \(ETD\): [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('a quoted request is mailed in Turkish, the language it was asked in, though the profile says English; links on the served port', async () => {
    delete process.env.PUBLIC_ORIGIN;
    process.env.PORT = '4567';
    await api.sql(`update users set preferred_language = 'en' where email = 'customer@navlunport.test'`);
    const created = await kit.call('/api/Demand/Create', { search: bookingSearch() }, 'customer', { locale: 'tr' });
    expect(created.status, created.text).toBe(201);
    const { id, reference } = created.json.data as { id: number; reference: string };
    await quoteOneOffer(id, 'en');
    const mail = mailAbout(`${reference} talebiniz için teklifler hazır`);
    expect(mail).toMatch(/^Content-Language: tr\r?$/m);
    expect(mail).toContain('<html lang="tr">');
    expect(mail).toContain(`${reference} numaralı talebiniz fiyatlandırıldı: onayınızı bekleyen 1 teklif var.`);
    expect(mail).toContain('En uygun teklif: $1.500,00 · Arkas Line · 21 gün');
    expect(mail).toContain(`Teklifleri gör: http://localhost:4567/hesabim/talepler/talep-detayi?id=${id}`);
  });

  it('a request whose caller named no language of ours is mailed in the profile’s language', async () => {
    await api.sql(`update users set preferred_language = 'en' where email = 'customer@navlunport.test'`);
    const created = await api.call('POST', '/api/Demand/Create', { body: { search: bookingSearch() }, bearer: kit.tokens.customer, headers: { 'Accept-Language': 'de-DE' } });
    expect(created.status, created.text).toBe(201);
    const { id, reference } = created.json.data as { id: number; reference: string };
    expect(await api.sql(`select locale from requests where id = ${id}`)).toEqual([{ locale: null }]);
    await quoteOneOffer(id, 'tr');
    const mail = mailAbout(`Offers are ready for your request ${reference}`);
    expect(mail).toMatch(/^Content-Language: en\r?$/m);
    expect(mail).toContain('1 offer awaits your approval');
  });
});
