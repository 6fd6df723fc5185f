import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteMarkdownLinks,
  CHAT_IDLE_MINUTES,
  chatInitials,
  chatLocaleOf,
  chatUserIdFor,
  isChatUserId,
  isConversationExpired,
  parseWatermark,
  randomChatUserId,
  siteLocaleOf,
} from '@/lib/domain/chat';

describe('chat rules', () => {
  it('upper-cases initials with the locale’s rules (first and last name parts)', () => {
    expect(chatInitials('ismail yılmaz', 'tr')).toBe('İY');
    expect(chatInitials('ismail yılmaz', 'en')).toBe('IY');
    expect(chatInitials('ılgın deniz ince', 'tr')).toBe('Iİ');
    expect(chatInitials('  ayşe  ', 'tr')).toBe('A');
    expect(chatInitials('', 'tr')).toBe('');
  });

  it('keeps user ids to 64 safe characters; a random id always qualifies', () => {
    expect(isChatUserId('a'.repeat(64))).toBe(true);
    expect(isChatUserId('a'.repeat(65))).toBe(false);
    expect(isChatUserId('x y')).toBe(false);
    expect(isChatUserId('')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.uint8Array({ minLength: 64, maxLength: 64 }), (length, bytes) => {
        const id = randomChatUserId((count) => bytes.slice(0, count), length);
        return isChatUserId(id) && id.length <= 64;
      }),
    );
  });

  it('uses the signed-in user’s id, else the anonymous one', () => {
    expect(chatUserIdFor('6b0c3a9e-0d7e-4f0a-9a55-1d2f3c4b5a69', 'anon-1')).toBe('6b0c3a9e-0d7e-4f0a-9a55-1d2f3c4b5a69');
    expect(chatUserIdFor(null, 'anon-1')).toBe('anon-1');
    expect(chatUserIdFor('bad id with spaces', 'anon-1')).toBe('anon-1');
  });

  it('expires a conversation after 30 idle minutes, not before', () => {
    const last = new Date('2026-11-26T10:00:00Z');
    expect(isConversationExpired(last, new Date(last.getTime() + CHAT_IDLE_MINUTES * 60_000))).toBe(false);
    expect(isConversationExpired(last, new Date(last.getTime() + CHAT_IDLE_MINUTES * 60_000 + 1))).toBe(true);
  });

  it('reads watermarks and locales defensively', () => {
    expect(parseWatermark('12')).toBe(12);
    expect(parseWatermark('')).toBe(0);
    expect(parseWatermark('-1')).toBe(0);
    expect(parseWatermark('1e9')).toBe(0);
    expect(parseWatermark(undefined)).toBe(0);
    expect(chatLocaleOf('tr')).toBe('tr-TR');
    expect(chatLocaleOf('en')).toBe('en-US');
    expect(siteLocaleOf('en-US')).toBe('en');
    expect(siteLocaleOf('tr-TR')).toBe('tr');
    expect(siteLocaleOf(null)).toBe('tr');
  });
});

describe('absoluteMarkdownLinks', () => {
  it('makes links to site paths absolute and leaves absolute links and other text alone', () => {
    const text = 'See the [tracking page](/yuk-takip?number=CSQU3054383), [docs](https://example.com/x) and (/not-a-link).';
    expect(absoluteMarkdownLinks(text, 'https://navlunport.com')).toBe(
      'See the [tracking page](https://navlunport.com/yuk-takip?number=CSQU3054383), [docs](https://example.com/x) and (/not-a-link).',
    );
  });
});
