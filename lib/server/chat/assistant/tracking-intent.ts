import enTracking from '../../../../public/locales/en/tracking.json';
import trTracking from '../../../../public/locales/tr/tracking.json';
import { etaStatus, type EtaStatus } from '../../../domain/eta-status';
import { classifyTrackingNumber, type TrackingNumber } from '../../../domain/tracking';
import { formatDay, formatInstant } from '../../../format';
import type { Locale } from '../../../routes';
import { regionalLocale, routePath, withLocalePrefix } from '../../../routes';
import type { TrackingAnswer } from '../../../schemas/tracking';
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

/** The tracking screen's words for the ETA's state (its chip), so the assistant says the same thing as the screen. */
const etaWords = { tr: trTracking.eta, en: enTracking.eta } as const;
const reasonWords = { tr: trTracking.reasons, en: enTracking.reasons } as const;
const plurals: Record<Locale, Intl.PluralRules> = { tr: new Intl.PluralRules(regionalLocale.tr), en: new Intl.PluralRules(regionalLocale.en) };

function counted(locale: Locale, key: 'late' | 'early' | 'overdue', count: number): string {
  const form = plurals[locale].select(count) === 'one' ? 'one' : 'other';
  return fill(etaWords[locale][`${key}_${form}`], { count });
}

/** The ETA's state in the words of the tracking screen's chip, with the reason of a delay (the tracking screen lists it under the ETA). */
function stateWords(status: Exclude<EtaStatus, { state: 'arrived' }>, locale: Locale): string {
  if (status.state === 'overdue') return counted(locale, 'overdue', status.daysOverdue);
  if (status.state === 'delayed') return counted(locale, 'late', status.daysLate) + (status.reason ? ` (${reasonWords[locale][status.reason]})` : '');
  return status.daysEarly > 0 ? counted(locale, 'early', status.daysEarly) : etaWords[locale].onTime;
}

/**
 * The arrival line of a tracking answer at `now`: the actual arrival once an arrival milestone happened, else the ETA
 * with its state (on schedule, early, delayed, overdue) from lib/domain/eta-status.ts, as the tracking screen shows it.
 */
export function etaLine(answer: TrackingAnswer, locale: Locale, now: Date): string {
  const text = assistantTexts(locale).tracking;
  const status = etaStatus(answer, now);
  if (status.state === 'arrived') return fill(text.arrived, { time: formatInstant(status.arrivedAt, locale) });
  const words = stateWords(status, locale);
  // Mid-sentence, the chip's capital (On schedule) goes: "… — on schedule."
  const state = words.charAt(0).toLocaleLowerCase(regionalLocale[locale]) + words.slice(1);
  const line = fill(text.eta, { eta: formatDay(answer.eta, locale, 'longDay'), state });
  return status.state === 'overdue' ? `${line} ${etaWords[locale].overdueNote}` : line;
}

/** The shipment's public status as a short answer (route, arrival or ETA with its state), with a link to the tracking page. */
export async function trackingAnswer(db: Database, mention: TrackingMention, locale: Locale, conversationId: string, now = new Date()): Promise<string> {
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
    lines.push(fill(text.route, { origin: answer.origin.name ?? answer.origin.code, destination: answer.destination.name ?? answer.destination.code }));
    lines.push(etaLine(answer, locale, now));
    if (answer.delivered) lines.push(text.delivered);
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
