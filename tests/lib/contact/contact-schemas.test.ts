import { describe, expect, it } from 'vitest';
import { contactSendBody } from '@/lib/schemas/contact';
import { fieldErrors } from '@/lib/schemas/errors';
import { newsletterSubscribeBody, newsletterTokenBody } from '@/lib/schemas/newsletter';

const valid = {
  name: 'Ayşe Yılmaz',
  company: 'Ege Tekstil A.Ş.',
  email: 'Ayse@Ege.com.TR',
  phone: '0532 123 45 67',
  subject: 'quote',
  message: 'Mersin → New York, 2 palet.',
  consent: true,
  language: 'tr',
  website: '',
};

const codes = (input: unknown) => {
  const result = contactSendBody.safeParse(input);
  return result.success ? [] : fieldErrors(result.error, input).map((error) => `${error.field}:${error.code}`);
};

describe('contact form schema', () => {
  it('normalises the address to lower case and the phone to E.164', () => {
    const parsed = contactSendBody.parse(valid);
    expect(parsed.email).toBe('ayse@ege.com.tr');
    expect(parsed.phone).toBe('+905321234567');
    expect(contactSendBody.parse({ ...valid, phone: '+49 30 1234567' }).phone).toBe('+49301234567');
  });

  it('keeps HTML and script as typed text', () => {
    const message = '<script>alert("x")</script> <b>bold</b>';
    expect(contactSendBody.parse({ ...valid, message }).message).toBe(message);
  });

  it('takes 5,000 characters and refuses 5,001', () => {
    expect(contactSendBody.safeParse({ ...valid, message: 'a'.repeat(5000) }).success).toBe(true);
    expect(codes({ ...valid, message: 'a'.repeat(5001) })).toEqual(['message:validation.tooLong']);
  });

  it('names each bad field with a stable code', () => {
    expect(codes({ ...valid, email: 'not-an-email' })).toEqual(['email:validation.email']);
    expect(codes({ ...valid, phone: '12345' })).toEqual(['phone:validation.phone']);
    expect(codes({ ...valid, consent: false })).toEqual(['consent:validation.consent']);
    expect(codes({ ...valid, subject: 'spam' })).toEqual([expect.stringMatching(/^subject:validation.notAllowed$/)]);
    expect(codes({ ...valid, name: '  ' })).toEqual(['name:validation.required']);
    expect(codes({ ...valid, name: 'Ayşe\r\nBcc: x@y.z' })).toEqual(['name:validation.singleLine']);
    expect(codes({ ...valid, total: 1 })).toEqual(['total:validation.unknownField']);
  });

  it('leaves company optional', () => {
    const { company: _company, ...rest } = valid;
    expect(contactSendBody.parse(rest).company).toBe('');
  });
});

describe('newsletter schemas', () => {
  it('needs an address and consent', () => {
    expect(newsletterSubscribeBody.parse({ email: ' Ali@Example.com ', consent: true, language: 'en' })).toEqual({ email: 'ali@example.com', consent: true, language: 'en', website: '' });
    const missing = newsletterSubscribeBody.safeParse({ email: 'ali@example', consent: false });
    expect(missing.success).toBe(false);
    expect(fieldErrors(missing.error!, {}).map((error) => `${error.field}:${error.code}`).sort()).toEqual(['consent:validation.consent', 'email:validation.email']);
  });

  it('takes a token string only', () => {
    expect(newsletterTokenBody.safeParse({ token: '' }).success).toBe(false);
    expect(newsletterTokenBody.safeParse({ token: 'abc', extra: 1 }).success).toBe(false);
  });
});
