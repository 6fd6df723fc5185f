import { describe, expect, it } from 'vitest';
import { mailLink, publicOrigin } from '@/lib/server/mail/public-origin';

describe('publicOrigin: where mail links point', () => {
  it('is PUBLIC_ORIGIN when set (its origin alone: no path, no trailing slash)', () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://www.navlunport.com/', PORT: '8080' })).toBe('https://www.navlunport.com');
    expect(publicOrigin({ PUBLIC_ORIGIN: ' https://pazar.example:8443/app ' })).toBe('https://pazar.example:8443');
  });

  it('is the origin the server serves on otherwise: localhost on PORT, 3000 by default — never the build-time site origin', () => {
    expect(publicOrigin({ PORT: '4123', NEXT_PUBLIC_SITE_ORIGIN: 'https://build-time.example' })).toBe('http://localhost:4123');
    expect(publicOrigin({ PUBLIC_ORIGIN: '  ' })).toBe('http://localhost:3000');
    expect(publicOrigin({})).toBe('http://localhost:3000');
  });

  it('refuses a PUBLIC_ORIGIN that is no URL', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'navlunport.com' })).toThrow();
  });

  it('builds a route’s absolute link in the language: the Turkish path, or /en and the English one', () => {
    expect(mailLink('https://x.example', 'reservationDetails', 'tr', { id: '7' })).toBe('https://x.example/hesabim/rezervasyonlar/rezervasyon-detaylari?id=7');
    expect(mailLink('https://x.example', 'reservationDetails', 'en', { id: '7' })).toBe('https://x.example/en/my-account/reservations/reservation-details?id=7');
  });
});
