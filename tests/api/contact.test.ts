import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { startTestApi, type TestApi } from './harness';
import { mailsTo } from './outbox';

const OPERATIONS = 'ops-contact-test@navlunport.test';
let api: TestApi;
beforeAll(async () => {
  process.env.OPERATIONS_EMAIL = OPERATIONS;
  api = await startTestApi();
});
afterAll(async () => {
  delete process.env.OPERATIONS_EMAIL;
  await api?.close();
});

let sequence = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayşe Yılmaz',
  company: 'Ege Tekstil A.Ş.',
  email: `ayse.${++sequence}@ege-tekstil.test`,
  phone: '0532 123 45 67',
  subject: 'quote',
  message: 'Mersin → New York, 2 palet tekstil. Fiyat alabilir miyim?',
  consent: true,
  language: 'tr',
  ...overrides,
});
/** Mails addressed to someone (mailsTo also matches a Reply-To header). */
const mailsFor = (address: string) => mailsTo(address).filter((mail) => new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}\\r?$`, 'im').test(mail));
const stored = async () => Number((await api.sql<{ count: string }>('select count(*)::int as count from contact_messages'))[0]!.count);
const send = (body: unknown, language = 'tr') => api.call('POST', '/api/Contact/Send', { body, headers: { 'Accept-Language': language } });

describe('POST /api/Contact/Send', () => {
  it('stores the message with its consent, emails operations and acknowledges the sender in their language', async () => {
    const before = await stored();
    const body = form({ language: 'en', phone: '+49 30 1234567', email: 'John.Smith@Example.test' });
    const response = await send(body, 'en');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ isSuccess: true, data: { received: true } });
    expect(await stored()).toBe(before + 1);
    const [row] = await api.sql<Record<string, unknown>>("select * from contact_messages where email = 'john.smith@example.test'");
    expect(row).toMatchObject({ name: 'Ayşe Yılmaz', company: 'Ege Tekstil A.Ş.', phone: '+49301234567', subject: 'quote', locale: 'en', ip_address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(row!.consent_at).toBeTruthy();
    const audit = await api.sql(`select action from audit_log where entity = 'contactMessage' and entity_id = '${String(row!.id)}'`);
    expect(audit).toEqual([{ action: 'contact.send' }]);

    const acknowledgement = mailsFor('john.smith@example.test');
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]).toContain('Subject: We have received your message (CF-');
    expect(acknowledgement[0]).toContain('Your message from our contact form has reached us.');
    expect(acknowledgement[0]).toContain('within 1 business day');
    const operations = mailsTo(OPERATIONS);
    expect(operations.some((mail) => mail.includes('john.smith@example.test') && mail.includes('+49 301 234 567') && /Reply-To: john\.smith@example\.test/i.test(mail))).toBe(true);
  });

  it('finding 5 (low): the acknowledgement states receipt only — nothing the sender wrote is relayed to the address typed in', async () => {
    const body = form({ email: 'victim@ornek.test', name: 'Hesabınız askıya alındı https://evil.example/login', phone: '+905321112233', message: 'Ödemenizi şimdi yapın: https://evil.example/pay?x=1' });
    expect((await send(body)).status).toBe(200);
    const [acknowledgement] = mailsFor('victim@ornek.test');
    expect(acknowledgement).toContain('gönderdiğiniz mesaj bize ulaştı');
    expect(acknowledgement).toMatch(/CF-\d{6}/);
    for (const relayed of ['evil.example', 'askıya', 'Ödemenizi', '532 111 22 33', '5321112233']) expect(acknowledgement).not.toContain(relayed);
    // Operations still read all of it, escaped, with the sender to reply to.
    expect(mailsTo(OPERATIONS).some((mail) => mail.includes('victim@ornek.test') && mail.includes('https://evil.example/pay'))).toBe(true);
  });

  it('acknowledges in Turkish when the form was sent in Turkish', async () => {
    const body = form({ email: 'mehmet@ornek.test' });
    expect((await send(body)).status).toBe(200);
    const mails = mailsFor('mehmet@ornek.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('gönderdiğiniz mesaj bize ulaştı');
    expect(mails[0]).toContain('1 iş günü');
  });

  it('stores HTML and script as text, escapes it in the operations email and leaves it out of the acknowledgement', async () => {
    const script = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    const body = form({ email: 'script@ornek.test', name: '<b>Bold</b> Name', message: `Merhaba ${script}` });
    expect((await send(body)).status).toBe(200);
    const [row] = await api.sql<{ message: string; name: string }>("select message, name from contact_messages where email = 'script@ornek.test'");
    expect(row).toEqual({ message: `Merhaba ${script}`, name: '<b>Bold</b> Name' });
    const [acknowledgement] = mailsFor('script@ornek.test');
    expect(acknowledgement).toContain('gönderdiğiniz mesaj bize ulaştı');
    expect(acknowledgement).not.toMatch(/xss|Bold|onerror/);
    for (const mail of mailsTo(OPERATIONS).filter((text) => text.includes('script@ornek.test'))) {
      const html = mail.slice(mail.indexOf('<!doctype html>'));
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>Bold</b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; Name');
    }
    expect(mailsTo(OPERATIONS).filter((text) => text.includes('script@ornek.test'))).toHaveLength(1);
  });

  it.each([
    ['an invalid email', { email: 'ayse@' }, 'email', 'validation.email'],
    ['an invalid phone', { phone: '123' }, 'phone', 'validation.phone'],
    ['a missing consent', { consent: false }, 'consent', 'validation.consent'],
    ['a message of 5,001 characters', { message: 'x'.repeat(5001) }, 'message', 'validation.tooLong'],
    ['an unknown subject', { subject: 'lottery' }, 'subject', 'validation.notAllowed'],
  ])('refuses %s with a localized field error and stores nothing', async (_label, overrides, field, code) => {
    const before = await stored();
    const response = await send(form({ ...overrides, email: 'email' in overrides ? overrides.email : 'refused@ornek.test' }), 'en');
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('errors.validation');
    const error = response.json.errors?.find((item) => item.field === field);
    expect(error).toMatchObject({ code });
    expect(error!.message).not.toBe(code);
    expect(await stored()).toBe(before);
    expect(() => mailsTo('refused@ornek.test')).not.toThrow();
    expect(mailsTo('refused@ornek.test')).toEqual([]);
  });

  it('answers a message in Turkish for a Turkish caller', async () => {
    const response = await send(form({ email: 'x@' }), 'tr');
    expect(response.json.errors?.find((item) => item.field === 'email')?.message).toMatch(/e-posta/);
  });

  it('takes exactly 5,000 characters', async () => {
    expect((await send(form({ message: 'ç'.repeat(5000), email: 'long@ornek.test' }))).status).toBe(200);
    const [row] = await api.sql<{ length: number }>("select char_length(message) as length from contact_messages where email = 'long@ornek.test'");
    expect(row!.length).toBe(5000);
  });

  it('answers a filled honeypot as if sent, but stores and sends nothing', async () => {
    const before = await stored();
    const response = await send(form({ email: 'bot@spam.test', website: 'http://spam.test' }));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ isSuccess: true, data: { received: true } });
    expect(await stored()).toBe(before);
    expect(mailsTo('bot@spam.test')).toEqual([]);
    expect(mailsTo(OPERATIONS).some((mail) => mail.includes('bot@spam.test'))).toBe(false);
  });

  it('refuses the 6th submission from one address within 10 minutes (429, localized)', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      const statuses: number[] = [];
      // Invalid submissions count too: a flood of junk is a flood.
      for (let call = 0; call < 5; call++) statuses.push((await send(call % 2 ? form({ email: `limit${call}@ornek.test` }) : { ...form(), consent: false })).status);
      expect(statuses).toEqual([400, 200, 400, 200, 400]);
      const before = await stored();
      const refused = await send(form({ email: 'sixth@ornek.test' }), 'en');
      expect(refused.status).toBe(429);
      expect(refused.json.code).toBe('errors.tooManyRequests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(540);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await stored()).toBe(before);
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      resetRateLimits();
    }
  });
});
