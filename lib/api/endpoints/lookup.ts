import { lookups, towns, townsQuery } from '../../schemas/lookup';
import { placeSuggestAnswer, placeSuggestQuery } from '../../schemas/place';
import { Reply } from '../../server/api/handler';
import { requestLocale } from '../../server/api/messages';
import { getDb } from '../../server/db/client';
import { getAllLookups } from '../../server/lookups/get-all-lookups';
import { getTowns } from '../../server/lookups/get-towns';
import { suggestPlacesFor } from '../../server/places/suggest-places';
import { endpoint } from '../endpoint';

export const lookupEndpoints = {
  lookupGetAll: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetAll',
    tag: 'Lookup',
    summary: {
      en: 'Every global lookup (provinces, ports, airports, code lists). Cacheable, with an ETag.',
      tr: 'Tüm genel listeler (iller, limanlar, havalimanları, kod listeleri). Önbelleğe alınabilir, ETag içerir.',
    },
    access: { kind: 'public' },
    response: lookups,
    statuses: { 304: { en: 'Not modified since the ETag sent in If-None-Match.', tr: 'If-None-Match ile gönderilen ETag’den beri değişmedi.' } },
    handle: async ({ req }) => {
      const { json, gzip, etag } = await getAllLookups(getDb);
      const headers = { ETag: etag, 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' };
      if (req.headers['if-none-match'] === etag) return new Reply(304, { headers });
      return new Reply(200, { json, gzip, headers });
    },
  }),
  lookupGetTowns: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetTowns',
    tag: 'Lookup',
    summary: { en: 'The districts (ilçe) of one province.', tr: 'Bir ilin ilçeleri.' },
    access: { kind: 'public' },
    query: townsQuery,
    response: towns,
    handle: async ({ query }) => {
      const towns = await getTowns(await getDb(), query.cityId);
      return new Reply(200, { data: towns, headers: { 'Cache-Control': 'public, max-age=3600' } });
    },
  }),
  locationSuggest: endpoint({
    method: 'GET',
    path: '/api/Location/Suggest',
    tag: 'Lookup',
    summary: {
      en: 'Places as shippers type them: a city, province or port name resolved to the gateways that serve it in the mode (seaports, airports, road hubs), those with offers on sale first, and a Turkish province for door service.',
      tr: 'Göndericinin yazdığı gibi yerler: şehir, il veya liman adı, o taşıma türünde ona hizmet veren kapılara (limanlar, havalimanları, kara yolu merkezleri) çözülür; satışta teklifi olanlar önce, Türkiye’deki il kapıdan kapıya hizmet için.',
    },
    access: { kind: 'public' },
    query: placeSuggestQuery,
    response: placeSuggestAnswer,
    rateLimit: { points: 300, windowSeconds: 60 },
    handle: async ({ req, query }) => new Reply(200, { data: await suggestPlacesFor(await getDb(), query, requestLocale(req)), headers: { 'Cache-Control': 'private, max-age=60', Vary: 'Accept-Language' } }),
  }),
} as const;
