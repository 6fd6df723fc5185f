import { istanbulToday } from '../../../domain/business-date';
import { routePath, withLocalePrefix, type Locale } from '../../../routes';
import type { FreightSearchRequest } from '../../../schemas/freight';
import { encodeSearch } from '../../../search/search-request';
import type { QuoteRequest } from './quote-intent';
import { assistantTexts, fill } from './texts';

/** The day after tomorrow in Istanbul (the search refuses a ready date before today). */
const readyDate = (now: Date) => istanbulToday(2, now);

/** The freight search a quote request stands for, with standard measures for its unit. */
export function searchOf(request: QuoteRequest, now: Date = new Date()): FreightSearchRequest {
  const base = { mode: request.mode, origin: request.origin.code, destination: request.destination.code, readyDate: readyDate(now) };
  if (request.mode === 'SEA_FCL') return { ...base, containers: [{ type: '40DC', count: request.quantity }] };
  const piece =
    request.unit === 'box'
      ? { packageType: 'BOX', length: 60, width: 40, height: 40, weight: 20 }
      : { packageType: 'PALLET', length: 120, width: 80, height: 100, weight: 500 };
  return { ...base, orderDimensionList: [{ ...piece, dimensionUnit: 'cm', weightUnit: 'kg', count: request.quantity }] };
}

/** The link to the freight search page with the search in its ?q= (the page runs it), and the answer around it. */
export function quoteAnswer(request: QuoteRequest, locale: Locale, now: Date = new Date()): string {
  const text = assistantTexts(locale).quote;
  const link = withLocalePrefix(routePath('freightSearch', locale, '', { q: encodeSearch(searchOf(request, now)) }), locale);
  const unit = request.mode === 'SEA_FCL' ? 'container' : request.unit === 'container' ? 'pallet' : request.unit;
  return [
    fill(text.answer, { origin: request.origin.name, destination: request.destination.name, quantity: request.quantity, unit: text.units[unit], link }),
    fill(text.assumptions, { assumption: text.assumption[unit] }),
  ].join('\n\n');
}
