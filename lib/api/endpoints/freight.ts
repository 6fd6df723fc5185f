import { binaryContent } from '../../schemas/common';
import { freightQuotePdfQuery, freightSearchAnswer, freightSearchRequest } from '../../schemas/freight';
import { attachment } from '../../server/api/content-disposition';
import { Reply } from '../../server/api/handler';
import { requestLocale } from '../../server/api/messages';
import { getDb } from '../../server/db/client';
import { buildQuotePdf } from '../../server/freight/build-quote-pdf';
import { searchOffers } from '../../server/freight/search-offers';
import { endpoint } from '../endpoint';

export const freightEndpoints = {
  freightSearch: endpoint({
    method: 'POST',
    path: '/api/Freight/Search',
    tag: 'Freight',
    summary: {
      en: 'Instant quotes: offers for a lane and cargo, priced on the server from the tariffs, sorted by price with the fastest flagged.',
      tr: 'Anında teklif: bir hat ve yük için tarifelerden sunucuda fiyatlanan teklifler; fiyata göre sıralı, en hızlısı işaretli.',
    },
    access: { kind: 'public' },
    body: freightSearchRequest,
    response: freightSearchAnswer,
    maxBodyBytes: 64 * 1024,
    rateLimit: { points: 120, windowSeconds: 60 },
    apiKeyScopes: ['quotes:read'],
    handle: async ({ body }) => searchOffers(await getDb(), body),
  }),
  freightQuotePdf: endpoint({
    method: 'GET',
    path: '/api/Freight/QuotePdf',
    tag: 'Freight',
    summary: {
      en: 'One offer of a search as a PDF quote in Turkish or English: priced again on the server from the tariffs, with the price lines, validity, free days and what is not included.',
      tr: 'Bir aramanın tek teklifi, Türkçe veya İngilizce PDF teklif olarak: tarifelerden sunucuda yeniden fiyatlanır; fiyat kalemleri, geçerlilik, serbest süre ve fiyata dahil olmayanlarla.',
    },
    access: { kind: 'public' },
    query: freightQuotePdfQuery,
    response: binaryContent,
    produces: 'application/pdf',
    statuses: { 404: { en: 'The tariff gives no offer for this search (unknown, expired or no longer fitting).', tr: 'Tarife bu arama için teklif vermiyor (bilinmiyor, süresi dolmuş ya da artık uygun değil).' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    apiKeyScopes: ['quotes:read'],
    handle: async ({ req, query }) => {
      const { pdf, fileName } = await buildQuotePdf(await getDb(), { q: query.q, tariffId: query.tariffId, locale: query.lang ?? requestLocale(req) });
      return new Reply(200, { body: pdf, contentType: 'application/pdf', headers: { 'Content-Disposition': attachment(fileName), 'Cache-Control': 'no-store' } });
    },
  }),
} as const;
