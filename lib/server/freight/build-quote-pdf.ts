import { eq } from 'drizzle-orm';
import type { Locale } from '../../routes';
import { fieldErrors } from '../../schemas/errors';
import { freightSearchRequest } from '../../schemas/freight';
import { decodeSearch } from '../../search/search-request';
import { badRequest, notFound, prefixFields, underField } from '../api/errors';
import type { Database } from '../db/client';
import { provinces } from '../db/schema';
import { findOffer } from './find-offer';
import { knownLocations, type KnownLocation } from './known-locations';
import { renderQuotePdf } from './quote-pdf';
import { searchText } from './quote-pdf-model';
import { provinceOfCode } from '../../domain/place-resolution';

export interface QuotePdfRequest {
  /** The search as the results page keeps it in its query string (JSON). */
  q: string;
  tariffId: string;
  locale: Locale;
}

/** "Mersin (TRMER), Türkiye"; an airport with its city: "Istanbul Airport (IST), İstanbul, Türkiye". */
function locationName(location: KnownLocation | undefined, code: string, locale: Locale): string {
  if (!location) return code;
  const city = location.kind === 'airport' && location.city && !location.name.includes(location.city) ? `, ${location.city}` : '';
  return `${location.name} (${code})${city}, ${location.countryName[locale]}`;
}

/** One end of the lane: the offer's port or airport, after the province the search named when the cargo is trucked from or to one. */
async function endName(db: Database, locations: ReadonlyMap<string, KnownLocation>, searched: string, gateway: string, locale: Locale): Promise<string> {
  const name = locationName(locations.get(gateway), gateway, locale);
  const provinceId = provinceOfCode(searched);
  if (provinceId === undefined) return name;
  const [province] = await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, provinceId));
  return searchText(locale, 'pdf.viaGateway', { province: province?.name ?? searched, gateway: name });
}

/**
 * A quote PDF for one offer of a search: the search is read from `q` and validated like a search
 * (400 with its field errors under `q.`), the offer priced again from the tariffs (404 when the tariff
 * gives none for it), the lane's places named in the language (a province the search named, with the
 * gateway the offer goes through), and the document rendered.
 */
export async function buildQuotePdf(db: Database, request: QuotePdfRequest, now = new Date()): Promise<{ pdf: Buffer; fileName: string }> {
  const decoded = decodeSearch(request.q);
  if (decoded === null || typeof decoded !== 'object') throw badRequest('errors.validation', [{ field: 'q', code: 'validation.invalidFormat' }]);
  const parsed = freightSearchRequest.safeParse(decoded, { reportInput: true } as never);
  if (!parsed.success) throw badRequest('errors.validation', prefixFields('q', fieldErrors(parsed.error, decoded)));
  const search = parsed.data;

  // The search's own checks (ready date, known places …) name fields of the search: they go under q.
  const priced = await underField('q', () => findOffer(db, search, request.tariffId, now));
  if (!priced) throw notFound('freight.offer.notFound');

  const { offer, fx } = priced;
  const locations = await knownLocations(db);
  const [origin, destination] = await Promise.all([
    endName(db, locations, search.origin, offer.origin, request.locale),
    endName(db, locations, search.destination, offer.destination, request.locale),
  ]);
  const pdf = await renderQuotePdf({ offer, search, fx, locale: request.locale, issuedAt: now, locationNames: { origin, destination } });
  return { pdf, fileName: `navlunport-quote-${offer.tariffId}.pdf` };
}
