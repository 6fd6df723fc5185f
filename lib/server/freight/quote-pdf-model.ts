import { istanbulDay } from '../../domain/business-date';
import enCommon from '../../../public/locales/en/common.json';
import enSearch from '../../../public/locales/en/search.json';
import trCommon from '../../../public/locales/tr/common.json';
import trSearch from '../../../public/locales/tr/search.json';
import type { Money } from '../../domain/money';
import { formatCo2eMass, formatDay, formatInstant, formatMoney, formatNumber } from '../../format';
import { regionalLocale } from '../../i18n';
import type { Locale } from '../../routes';
import type { FreightSearchAnswer, Offer, ValidFreightSearchRequest } from '../../schemas/freight';
import { siteName } from '../../site';

export interface QuotePdfInput {
  offer: Offer;
  search: ValidFreightSearchRequest;
  fx: FreightSearchAnswer['fx'];
  locale: Locale;
  issuedAt: Date;
  /** The origin's and destination's names for display, e.g. "Mersin (TRMER), Türkiye". */
  locationNames: { origin: string; destination: string };
}

export interface LabelledValue {
  label: string;
  value: string;
}

/** Everything a quote PDF says, as plain strings in one language: what the renderer draws, in order. */
export interface QuotePdfModel {
  locale: Locale;
  fileName: string;
  metadata: { title: string; subject: string; keywords: string; author: string };
  brand: string;
  tagline: string;
  title: string;
  /** Quote number, issued, valid until. */
  heading: LabelledValue[];
  lane: { title: string; origin: LabelledValue; destination: LabelledValue };
  shipment: { title: string; rows: LabelledValue[] };
  cargo: { title: string; rows: LabelledValue[] };
  lines: { title: string; columns: [string, string]; rows: LabelledValue[]; total: LabelledValue };
  equivalents: { label: string; values: string[]; fxNote: string };
  excluded: { title: string; items: string[] };
  /** [E1] The CO2e estimate leg by leg, when the offer has one. */
  emissions?: { title: string; rows: LabelledValue[]; total: LabelledValue; note: string };
  notes: string[];
  footer: string;
  pageLabel: (page: number, pages: number) => string;
}

const catalogues = { search: { tr: trSearch, en: enSearch }, common: { tr: trCommon, en: enCommon } } satisfies Record<string, Record<Locale, unknown>>;

/** A key of the search namespace with {{params}}; `count` picks `_one`/`_other` as i18next does. Unknown keys answer `fallback` (or the key). */
export function searchText(locale: Locale, key: string, params: Record<string, string | number> = {}, fallback?: string, namespace: keyof typeof catalogues = 'search'): string {
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[namespace][locale]);
  const plural = typeof params.count === 'number' ? lookup(`${key}_${new Intl.PluralRules(regionalLocale[locale]).select(params.count)}`) : undefined;
  const template = plural ?? lookup(key);
  if (typeof template !== 'string') return fallback ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Characters the embedded Nunito has no glyph for, replaced by ones it has (Intl puts narrow spaces in some formats). */
const printable = (value: string) => value.replace(/[\u202f\u2009\u2007]/g, ' ');

/** A day as a document writes it: "26 Kasım 2025", "November 26, 2025". */
const dayText = (value: string, locale: Locale) => printable(formatDay(value, locale, 'longDay'));
/** The day and time in Istanbul, with whose clock it is: "30 Ocak 2026, 14:05 GMT+3". */
const issuedText = (instant: Date, locale: Locale) => printable(`${formatInstant(instant, locale, 'longDay')}, ${formatInstant(instant, locale, 'zonedTime')}`);
const numberText = (value: number, locale: Locale, digits = 2) => printable(formatNumber(value, locale, digits));
const money = (amount: Money, locale: Locale) => printable(formatMoney(amount, locale));

/** The quote's number: the tariff and the day it was issued (Istanbul), e.g. T-000123-20260115. */
export const quoteNumber = (tariffId: string, issuedAt: Date) => `${tariffId}-${istanbulDay(issuedAt).replace(/-/g, '')}`;

function cargoRows(input: QuotePdfInput): LabelledValue[] {
  const { offer, search, locale } = input;
  const t = (key: string, params?: Record<string, string | number>) => searchText(locale, key, params);
  const rows: LabelledValue[] = [];
  if (offer.basis.kind === 'containers') {
    rows.push({ label: t('pdf.containers'), value: offer.basis.containers.map((row) => `${row.count} × ${row.type}`).join(', ') });
  } else {
    const { totals } = offer.basis;
    for (const row of search.orderDimensionList) {
      const numbers = { length: numberText(row.length, locale), width: numberText(row.width, locale), height: numberText(row.height, locale), weight: numberText(row.weight, locale) };
      rows.push({ label: t('pdf.pieces'), value: t('pdf.piecesRow', { count: row.count, ...numbers, dimensionUnit: row.dimensionUnit, weightUnit: row.weightUnit }) });
    }
    rows.push({ label: t('totals.cbm'), value: `${numberText(totals.totalCbm, locale, 3)} ${t('totals.cbmUnit')}` });
    rows.push({ label: t('totals.weight'), value: `${numberText(totals.totalWeightKg, locale, 1)} ${t('totals.kg')}` });
    // What the freight is charged on: revenue tons (LCL) or chargeable kilograms (air).
    if (offer.basis.kind === 'chargeableKg') rows.push({ label: t('totals.chargeable'), value: `${numberText(offer.basis.value, locale, 1)} ${t('totals.kg')}` });
    else rows.push({ label: t('totals.revenueTons'), value: numberText(offer.basis.value, locale, 3) });
  }
  if (search.isDangerous && search.unNumber) {
    rows.push({ label: t('form.dangerous'), value: t('pdf.dangerousGoodsValue', { unNumber: search.unNumber.toUpperCase().replace(/^(?!UN)/, 'UN'), dgClass: search.dangerousGoodsClass ?? '' }) });
  }
  return rows;
}

/** The offer's CO2e estimate as the PDF lists it: each leg's distance and mass of CO2e, the total, and what kind of figure it is. */
function emissionsSection(offer: Offer, locale: Locale): QuotePdfModel['emissions'] {
  if (!offer.emissions) return undefined;
  const t = (key: string, params?: Record<string, string | number>) => printable(searchText(locale, key, params, undefined, 'common'));
  const mass = (kg: number) => printable(formatCo2eMass(kg, locale));
  const { legs, kgCo2e, tonnes } = offer.emissions;
  return {
    title: t('emissions.title'),
    rows: legs.map((leg) => ({
      label: t(leg.role === 'main' ? `emissions.legs.main_${leg.mode}` : `emissions.legs.${leg.role}`),
      value: t('emissions.leg', { km: numberText(leg.km, locale, 0), mass: mass(leg.kgCo2e) }),
    })),
    total: { label: t('emissions.caption'), value: t('emissions.total', { mass: mass(kgCo2e) }) },
    note: t(offer.basis.kind === 'containers' ? 'emissions.massContainers' : 'emissions.mass', { tonnes: numberText(tonnes, locale, 3) }),
  };
}

/**
 * The text of a quote PDF in one language, built from the offer as the server priced it and the
 * search it answers: labels from the search namespace (lines.*, excluded.*, results.*, modes.*,
 * totals.*, pdf.*), money with formatMoney, days in the language. Pure: the renderer only lays it out.
 */
export function quotePdfModel(input: QuotePdfInput): QuotePdfModel {
  const { offer, search, fx, locale, issuedAt, locationNames } = input;
  const t = (key: string, params?: Record<string, string | number>) => searchText(locale, key, params);
  const number = quoteNumber(offer.tariffId, issuedAt);
  const title = t('pdf.title');
  const issuedDay = istanbulDay(issuedAt);
  const tariffDay = search.readyDate > issuedDay ? search.readyDate : issuedDay;
  const others = (['TRY', 'USD', 'EUR'] as const).filter((code) => code !== offer.total.currency);
  const days = (count: number) => t('pdf.days', { count });

  const shipment: LabelledValue[] = [
    { label: t('pdf.mode'), value: t(`modes.${offer.mode}`) },
    { label: t('results.carrier'), value: offer.carrier },
    { label: t('pdf.transitTime'), value: days(offer.transitDays) },
    { label: t('form.readyDate'), value: dayText(search.readyDate, locale) },
    { label: t('pdf.departure'), value: dayText(offer.departure, locale) },
  ];
  if (offer.freeDays > 0) shipment.push({ label: t('pdf.freeDays'), value: days(offer.freeDays) });

  return {
    locale,
    fileName: `navlunport-quote-${offer.tariffId}.pdf`,
    metadata: {
      title: `${title} ${number}`,
      subject: `${locationNames.origin} – ${locationNames.destination} · ${t(`modes.${offer.mode}`)} · ${offer.carrier}`,
      keywords: [siteName, offer.tariffId, offer.carrier, offer.origin, offer.destination, offer.mode].join(', '),
      author: siteName,
    },
    brand: siteName,
    tagline: t('pdf.tagline'),
    title,
    heading: [
      { label: t('pdf.quoteNumber'), value: number },
      { label: t('pdf.issued'), value: issuedText(issuedAt, locale) },
      { label: t('pdf.validUntil'), value: dayText(offer.validUntil, locale) },
    ],
    lane: {
      title: t('pdf.lane'),
      origin: { label: t('pdf.origin'), value: locationNames.origin },
      destination: { label: t('pdf.destination'), value: locationNames.destination },
    },
    shipment: { title: t('pdf.shipment'), rows: shipment },
    cargo: { title: t('totals.title'), rows: cargoRows(input) },
    lines: {
      title: t('results.breakdown'),
      columns: [t('pdf.item'), t('pdf.amount')],
      rows: offer.lines.map((line) => ({ label: searchText(locale, `lines.${line.code}`, {}, line.code), value: money(line.amount, locale) })),
      total: { label: t('results.total'), value: money(offer.total, locale) },
    },
    equivalents: {
      label: t('results.approx'),
      values: others.map((code) => money(offer.totals[code], locale)),
      fxNote: t('results.fx', { date: dayText(fx.date, locale) }),
    },
    excluded: { title: t('results.excludedTitle'), items: offer.excluded.map((code) => searchText(locale, `excluded.${code}`, {}, code)) },
    emissions: emissionsSection(offer, locale),
    notes: [t('pdf.validity', { date: dayText(offer.validUntil, locale) }), t('pdf.tariffs', { date: dayText(tariffDay, locale) }), t('pdf.disclaimer')],
    footer: `${siteName} · ${title} ${number}`,
    pageLabel: (page, pages) => t('pdf.page', { page, pages }),
  };
}
