import { notificationKinds as optionalKinds } from '../../domain/notification-kinds';
import { formatDay, formatEtaMove, formatInstant, formatMoney, formatNumber } from '../../format';
import type { Locale } from '../../routes';
import enSearch from '../../../public/locales/en/search.json';
import trSearch from '../../../public/locales/tr/search.json';
import enTracking from '../../../public/locales/en/tracking.json';
import trTracking from '../../../public/locales/tr/tracking.json';
import { mailHtml, mailText, type MailContent, type MailFact } from '../mail/mail-layout';
import { mailLink } from '../mail/public-origin';
import type { MailContext, MailMoment, MailRecord } from './mail-context';
import { mailTexts, type MailTexts, type Said } from './mail-texts';
import { nextStep } from './next-step';

/** A rendered notification mail: its subject, text and HTML parts, and the language they are written in. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  language: Locale;
}

/** The site's own names of modes and ETA reasons (the search and tracking pages say them so): one source for both. */
const modeNames: Record<Locale, Record<string, string>> = { tr: trSearch.modes, en: enSearch.modes };
const etaReasonNames: Record<Locale, Record<string, string>> = { tr: trTracking.reasons, en: enTracking.reasons };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A planned moment as its day; a moment that happened with its time, in Istanbul. */
const momentText = (moment: MailMoment, locale: Locale) => (moment.actual && !DAY.test(moment.at) ? formatInstant(moment.at, locale) : formatDay(moment.at, locale));

/** The facts block: each fact the record knows, in the order a shipper reads a booking. */
function factsOf(record: MailRecord, locale: Locale, texts: MailTexts): MailFact[] {
  const { labels } = texts;
  // A cancelled booking sails no more: its planned schedule is left out.
  const scheduled = record.entity === 'request' || record.status !== 'cancelled';
  const facts: (MailFact | null)[] = [
    { label: labels[record.entity], value: record.reference },
    record.origin && record.destination ? { label: labels.route, value: `${record.origin} → ${record.destination}` } : null,
    record.mode ? { label: labels.mode, value: modeNames[locale][record.mode] ?? record.mode } : null,
    record.carrier ? { label: labels.carrier, value: record.carrier } : null,
    record.vessel ? { label: labels.vesselVoyage, value: record.voyageNumber ? `${record.vessel} / ${record.voyageNumber}` : record.vessel } : null,
    record.flightNumber ? { label: labels.flight, value: record.flightNumber } : null,
    scheduled && record.cutOffAt && !record.departure?.actual ? { label: labels.cutOff, value: formatInstant(record.cutOffAt, locale) } : null,
    scheduled && record.departure ? { label: record.departure.actual ? labels.departed : labels.etd, value: momentText(record.departure, locale) } : null,
    scheduled && record.arrival ? { label: record.arrival.actual ? labels.arrived : labels.eta, value: momentText(record.arrival, locale) } : null,
    record.deliveredAt ? { label: labels.delivered, value: formatInstant(record.deliveredAt, locale) } : null,
  ];
  if (record.entity === 'request') {
    const { lowest } = record.offers;
    facts.push(
      { label: labels.readyDate, value: formatDay(record.readyDate, locale) },
      record.status === 'quoted' ? { label: labels.offers, value: formatNumber(record.offers.count, locale) } : null,
      record.status === 'quoted' && lowest ? { label: labels.lowestOffer, value: texts.lowestOffer(formatMoney(lowest.total, locale), lowest.carrier, lowest.transitDays) } : null,
      record.status === 'quoted' && lowest ? { label: labels.validUntil, value: formatDay(lowest.validUntil, locale) } : null,
    );
  } else {
    const { paidBy } = record;
    facts.push(
      record.amount ? { label: labels.amount, value: formatMoney(record.amount, locale) } : null,
      record.status === 'awaitingPayment' && record.paymentReference ? { label: labels.paymentReference, value: record.paymentReference } : null,
      paidBy ? { label: labels.paidBy, value: paidBy.method === 'card' ? texts.card(paidBy.brand ?? '', paidBy.last4 ?? '') : texts.transfer } : null,
    );
  }
  return facts.filter((fact): fact is MailFact => fact !== null && fact.value !== '');
}

/** The arrival a sentence names, and where it moved from (the day once and both times for a move within one day). */
function etaTexts({ record, event }: MailContext, locale: Locale): Pick<Said, 'eta' | 'previousEta'> {
  if (event.previousEta && event.newEta) {
    const move = formatEtaMove(event.previousEta, event.newEta, locale, 'day');
    return { eta: move.to, previousEta: move.from };
  }
  return { eta: event.newEta ? formatDay(event.newEta, locale) : record.arrival ? momentText(record.arrival, locale) : '', previousEta: '' };
}

/** The values sentences name, written in the language. */
function saidOf(context: MailContext, locale: Locale): Said {
  const { record, event } = context;
  const amount = record.entity === 'request' ? '' : record.amount ? formatMoney(record.amount, locale) : '';
  const offers = record.entity === 'request' ? record.offers : null;
  return {
    reference: record.reference,
    amount,
    moved: event.amount ? formatMoney(event.amount, locale) : amount,
    paymentReference: record.entity === 'request' ? '' : (record.paymentReference ?? ''),
    offerCount: offers?.count ?? 0,
    validUntil: offers?.lowest ? formatDay(offers.lowest.validUntil, locale) : '',
    reason: event.reason ?? '',
    refund: event.refund ?? '',
    ...etaTexts(context, locale),
    etaReason: event.etaReason ? (etaReasonNames[locale][event.etaReason] ?? '') : '',
  };
}

/**
 * The mail of one notification in one language, from its context alone (no I/O: the sending path and the admin
 * previews call it alike): what happened, the facts the record knows (reference, route by place name, mode,
 * carrier, vessel and voyage or flight, cut-off, departure and arrival, amount), the next step for the record's
 * state now with its button on the public origin, and why the reader gets it. Every value is escaped in the HTML.
 */
export function renderNotificationMail(context: MailContext, locale: Locale): RenderedMail {
  const texts = mailTexts[locale];
  const said = saidOf(context, locale);
  const { record } = context;
  const step = nextStep(record);
  const subject = texts.subjects[context.kind](record.reference);
  const content: MailContent = {
    locale,
    subject,
    greeting: texts.greeting(context.recipientName),
    paragraphs: texts.events[context.kind](said).filter((line) => line.trim() !== ''),
    factsTitle: texts.factsTitle,
    facts: factsOf(record, locale, texts),
    next: { title: texts.nextTitle, text: record.entity === 'request' ? texts.nextForRequest[record.status](said) : texts.nextForBooking[record.status](said) },
    action: { label: texts.actions[step.action], href: mailLink(context.origin, step.to, locale, step.query) },
    notes: [(optionalKinds as readonly string[]).includes(context.kind) ? texts.optional : texts.always],
  };
  return { subject, text: mailText(content), html: mailHtml(content), language: locale };
}
