/**
 * [M6] The chat's rules: the widget's sizes, the Direct Line subset's limits, who the
 * user is in a conversation and the avatar's initials. Pure: no I/O.
 */
import { initials } from './initials';

/** The widget's geometry: a 100 px button, a 500 × 500 px panel, at most 2000 px wide. */
export const CHAT_BUTTON_PX = 100;
export const CHAT_PANEL_PX = { width: 500, height: 500 } as const;
/** Under this window width the panel is 70vw × 450 px. */
export const CHAT_NARROW_BELOW_PX = 700;
export const CHAT_NARROW_PANEL = { widthVw: 70, height: 450 } as const;
export const CHAT_MAX_WIDTH_PX = 2000;
/** How long after opening the send box takes the keyboard focus. */
export const CHAT_KEYBOARD_DELAY_MS = 1000;

/** The Direct Line subset's limits. */
export const CHAT_MAX_BODY_BYTES = 32 * 1024;
export const CHAT_MAX_TEXT = 2000;
export const CHAT_MAX_ACTIVITIES = 500;
/** A conversation idle longer than this takes no new activities. */
export const CHAT_IDLE_MINUTES = 30;
/** A chat token's lifetime (refreshed by the client every 15 minutes, as Direct Line does). */
export const CHAT_TOKEN_SECONDS = 30 * 60;
/** Activities a conversation may post per minute, and tokens an address may take per minute. */
export const CHAT_POSTS_PER_MINUTE = 30;
export const CHAT_TOKENS_PER_MINUTE = 20;
/** Polls a conversation may make per minute (Web Chat polls once a second). */
export const CHAT_POLLS_PER_MINUTE = 240;
/** At most this many activities in one poll answer (the client asks again from the new watermark). */
export const CHAT_PAGE_SIZE = 100;

/** The locales a conversation runs in. */
export const chatLocales = ['tr-TR', 'en-US'] as const;
export type ChatLocale = (typeof chatLocales)[number];

export const chatLocaleOf = (locale: 'tr' | 'en'): ChatLocale => (locale === 'tr' ? 'tr-TR' : 'en-US');
export const siteLocaleOf = (locale: string | null | undefined): 'tr' | 'en' => (String(locale ?? '').toLowerCase().startsWith('en') ? 'en' : 'tr');

/** A chat user id (at most 64 characters): letters, digits and . _ - : only. */
export const CHAT_USER_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export const isChatUserId = (value: unknown): value is string => typeof value === 'string' && CHAT_USER_ID.test(value);

/** A random anonymous user id of `length` (≤ 64) characters from a source of random bytes. */
export function randomChatUserId(randomBytes: (count: number) => Uint8Array, length = 32): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const size = Math.min(Math.max(length - 5, 8), 59);
  const bytes = randomBytes(size);
  return `anon-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The user id a conversation uses: the signed-in user's id when it is a valid chat id, else the anonymous one. */
export function chatUserIdFor(signedInUserId: string | null | undefined, anonymousId: string): string {
  return isChatUserId(signedInUserId) ? signedInUserId : anonymousId;
}

/** The avatar's initials from the first and last name parts, upper-cased with the locale's rules ("ismail" → "İ" in Turkish). */
export function chatInitials(fullName: string, locale: 'tr' | 'en'): string {
  return initials(fullName, locale);
}

/** Whether a conversation last active at `lastActivityAt` has expired at `now`. */
export function isConversationExpired(lastActivityAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - lastActivityAt.getTime() > CHAT_IDLE_MINUTES * 60_000;
}

/** A watermark as Direct Line sends it (a string of the last seq seen), or 0. */
export function parseWatermark(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(number) ? number : 0;
}

/**
 * The assistant links to site paths ("[tracking page](/yuk-takip?number=…)"); Web Chat renders only
 * absolute links as links (a relative one becomes a citation button), so the widget makes them absolute
 * with the page's own origin as activities arrive.
 */
export function absoluteMarkdownLinks(text: string, origin: string): string {
  return text.replace(/\]\((\/[^)\s]*)\)/g, (_match, path: string) => `](${origin}${path})`);
}
