import { describe, expect, it } from 'vitest';
import { actingLocale, localeToRemember } from '@/lib/server/notifications/remember-locale';

describe('the language a customer acts in', () => {
  it('is the first language Accept-Language names, when it is one of ours', () => {
    expect(actingLocale({ headers: { 'accept-language': 'en' } })).toBe('en');
    expect(actingLocale({ headers: { 'accept-language': 'en-GB,tr;q=0.8' } })).toBe('en');
    expect(actingLocale({ headers: { 'accept-language': 'TR-tr' } })).toBe('tr');
    expect(actingLocale({ headers: { 'accept-language': 'de-DE,en;q=0.5' } })).toBeNull();
    expect(actingLocale({ headers: {} })).toBeNull();
  });

  it('is remembered only when the owner acts (who reads the record’s mails)', () => {
    expect(localeToRemember('owner', 'owner', 'en')).toBe('en');
    expect(localeToRemember('company-admin', 'owner', 'en')).toBeNull();
    expect(localeToRemember('owner', 'owner', null)).toBeNull();
  });
});
