import { describe, expect, it } from 'vitest';
import { formatInstant } from '@/lib/format';
import { contactAcknowledgementMail, contactOperationsMail, type ContactMessage } from '@/lib/server/contact/contact-mails';

/** The contact form's two mails in the site's mail layout (lib/server/mail/mail-layout.ts): what each says, to whom, in which language. */
const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 42,
  name: '<b>Ayşe</b> Yılmaz',
  company: null,
  email: 'ayse@ege-tekstil.test',
  phone: '+905321234567',
  subject: 'quote',
  message: 'Mersin → New York, 2 palet.\nFiyat: <script>alert("x")</script>',
  locale: 'en',
  createdAt: new Date('2026-11-28T07:30:00Z'),
  ...overrides,
});

describe('the acknowledgement to the sender', () => {
  it('in the sender’s language: receipt, next step, the reference and the subject, the small print; nothing the sender wrote', () => {
    const mail = contactAcknowledgementMail(message());
    expect(mail).toMatchObject({ to: 'ayse@ege-tekstil.test', subject: 'We have received your message (CF-000042)', language: 'en' });
    expect(mail.text).toBe(
      [
        'Hello,',
        'Your message from our contact form has reached us. Thank you.',
        'Our operations team will review it and get back to you by email or phone within 1 business day. For an urgent shipment you can reply to this email with more details.',
        'Your request:\nReference: CF-000042\nSubject: Quote',
        'If you did not send this form, you can ignore this email.',
        'NavlunPort',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<strong style="color:#1d2733">CF-000042</strong>');
    expect(mail.html).not.toContain('<table');
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/Ayşe|Yılmaz|532|palet|script/);
  });

  it('in Turkish for a Turkish form', () => {
    const mail = contactAcknowledgementMail(message({ locale: 'tr', subject: 'tracking' }));
    expect(mail.subject).toBe('Mesajınızı aldık (CF-000042)');
    expect(mail.language).toBe('tr');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.text).toContain('Başvurunuz:\nBaşvuru no: CF-000042\nKonu: Yük takibi');
    expect(mail.text).toContain('en geç 1 iş günü içinde');
  });
});

describe('the message to operations', () => {
  it('in Turkish, every field and the message escaped, its line breaks kept, replies to the sender', () => {
    const mail = contactOperationsMail(message(), 'ops@navlunport.test', { ip: '203.0.113.9' });
    expect(mail).toMatchObject({ to: 'ops@navlunport.test', replyTo: 'ayse@ege-tekstil.test', subject: '[CF-000042] Fiyat teklifi: <b>Ayşe</b> Yılmaz', language: 'tr' });
    expect(mail.text).toContain(
      [
        'Başvuru no: CF-000042',
        'Konu: Fiyat teklifi',
        'Ad soyad: <b>Ayşe</b> Yılmaz',
        'Firma: —',
        'E-posta: ayse@ege-tekstil.test',
        'Telefon: +90 532 123 45 67',
        'Dil: İngilizce',
        `Tarih: ${formatInstant(new Date('2026-11-28T07:30:00Z'), 'tr')}`,
        'IP adresi: 203.0.113.9',
      ].join('\n'),
    );
    expect(mail.text).toContain('Mesaj:\nMersin → New York, 2 palet.\nFiyat: <script>alert("x")</script>');
    expect(mail.text.startsWith('İletişim formundan yeni mesaj\n\n')).toBe(true);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('&lt;b&gt;Ayşe&lt;/b&gt; Yılmaz');
    expect(mail.html).toContain('Mersin → New York, 2 palet.<br>Fiyat: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<b>|<script>/);
    expect(mail.html).not.toContain('<table');
  });

  it('says the company when one was given, and a dash for an unknown address', () => {
    const mail = contactOperationsMail(message({ company: 'Ege Tekstil A.Ş.', locale: 'tr' }), 'ops@navlunport.test', { ip: null });
    expect(mail.text).toContain('Firma: Ege Tekstil A.Ş.');
    expect(mail.text).toContain('Dil: Türkçe');
    expect(mail.text).toContain('IP adresi: —');
  });
});
