import { classifyTrackingNumber, type TrackingNumber } from '../../../domain/tracking';
import type { Locale } from '../../../routes';
import { routePath, withLocalePrefix } from '../../../routes';
import { ApiError } from '../../api/errors';
import type { Database } from '../../db/client';
import { rateLimitExhausted, consumeRateLimit } from '../../rate-limit/limits';
import { getTracking } from '../../tracking/get-tracking';
import { assistantTexts, fill, milestoneName } from './texts';

/** Candidates in free text: container (ABCU1234567), booking (BK-2026-000042), AWB (235-12345675), bill of lading. */
const CANDIDATES = /\b(BK[\s-]?\d{4}[\s-]?\d{6}|[A-Z]{4}[\s-]?\d{6}[\s-]?\d|\d{3}[\s-]?\d{4}[\s-]?\d{4}|[A-Z]{4}[A-Z0-9]{6,12})\b/gi;

export type TrackingMention = { ok: true; number: TrackingNumber } | { ok: false; typed: string; expected: number };

/** The first tracking number a message mentions (a container with a wrong check digit counts, to say so). */
export function findTrackingNumber(text: string): TrackingMention | null {
  for (const found of text.matchAll(CANDIDATES)) {
    const typed = found[1]!;
    // A bill-of-lading shape must hold a digit: plain words ("CONTAINERS") are no numbers.
    if (!/\d/.test(typed)) continue;
    const result = classifyTrackingNumber(typed);
    if (result.ok) return { ok: true, number: { kind: result.kind, number: result.number } as TrackingNumber };
    if (result.problem === 'checkDigit' && 'expected' in result) return { ok: false, typed: typed.toUpperCase(), expected: Number(result.expected) };
  }
  return null;
}

/** A conversation may ask for at most this many numbers that find nothing in 10 minutes (enumeration guard, as the tracking page). */
const MISSES = { points: 5, windowSeconds: 600 };

/** The ETA's day as people write it, one formatter per language made once. */
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }),
};
const formatDate = (iso: string, locale: Locale) => dayFormats[locale].format(new Date(iso));

/** The shipment's public status as a short answer, with a link to the tracking page. */
export async function trackingAnswer(db: Database, mention: TrackingMention, locale: Locale, conversationId: string): Promise<string> {
  const text = assistantTexts(locale).tracking;
  if (!mention.ok) return fill(text.checkDigit, { number: mention.typed, expected: mention.expected });
  const { number } = mention;
  const link = withLocalePrefix(routePath('trackYourFreight', locale, '', { number: number.number }), locale);
  const notFound = fill(text.notFound, { number: number.number, link });
  if ((await rateLimitExhausted('chat:trackingMisses', MISSES, conversationId)) !== null) return notFound;
  try {
    const answer = await getTracking(db, { number, viewer: null, locale });
    const done = answer.milestones.filter((milestone) => milestone.state === 'done').at(-1);
    const lines: string[] = [];
    if (done) {
      const place = done.location?.name ? ` (${done.location.name})` : '';
      lines.push(fill(text.status, { number: number.number, status: milestoneName(locale, done.code), place }));
    } else lines.push(text.noEvents);
    lines.push(answer.delivered ? text.delivered : fill(text.route, { origin: answer.origin.name ?? answer.origin.code, destination: answer.destination.name ?? answer.destination.code, eta: formatDate(answer.eta, locale) }));
    lines.push(fill(text.link, { link }));
    return lines.join('\n\n');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await consumeRateLimit('chat:trackingMisses', MISSES, conversationId).catch(() => undefined);
      return notFound;
    }
    throw error;
  }
}
