import { describe, expect, it } from 'vitest';
import { translateMessage } from '@/lib/server/api/messages';

describe('translateMessage', () => {
  it('interpolates parameters', () => {
    expect(translateMessage('en', 'errors.tooManyRequests', { seconds: 7 })).toBe('Too many requests. Please try again in 7 seconds.');
  });

  it('nests $t(key) so a code parameter reads in the caller’s language', () => {
    expect(translateMessage('en', 'requests.transition.wrongState', { status: 'approved', action: 'cancel' })).toBe(
      'This request is now “Approved”, so it can no longer be cancelled. Reload the page to see its current state.',
    );
    expect(translateMessage('tr', 'requests.transition.wrongState', { status: 'expired', action: 'approve' })).toBe(
      'Bu talebin durumu artık “Süresi doldu”; bu durumdaki bir talep onaylanamaz. Güncel durumu görmek için sayfayı yenileyin.',
    );
  });

  it('writes a calendar day out in the reader’s language, never as an ISO string', () => {
    expect(translateMessage('en', 'requests.offer.expired', { date: '2026-12-04' })).toContain('valid until December 4, 2026 and');
    expect(translateMessage('tr', 'requests.offer.expired', { date: '2026-12-04' })).toContain('4 Aralık 2026');
  });

  it('answers the key itself when there is no message', () => {
    expect(translateMessage('en', 'requests.nothing.here')).toBe('requests.nothing.here');
    expect(translateMessage('en', 'requests.transition.wrongState', { status: 'unknown', action: 'approve' })).toContain('requests.states.unknown');
  });
});
