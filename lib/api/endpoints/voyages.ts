import { voyageSearchAnswer, voyageSearchQuery } from '../../schemas/voyage';
import { Reply } from '../../server/api/handler';
import { getDb } from '../../server/db/client';
import { searchSchedule } from '../../server/voyages/search-schedule';
import { endpoint } from '../endpoint';

export const voyagesEndpoints = {
  voyageSearch: endpoint({
    method: 'GET',
    path: '/api/Voyage/Search',
    tag: 'Voyage',
    summary: {
      en: 'The ship program: sailings (vessel, voyage, carrier, ports of loading and discharge, cut-off, ETD, ETA, transit days, transshipment port) by port pair (UN/LOCODEs of known sea ports, either end optional), ISO week (2026-W49, from two weeks back to twelve ahead; default the next four weeks from today in Istanbul) and carrier, sorted by ETD then carrier. Anonymous answers may be cached for five minutes.',
      tr: 'Gemi programı: seferler (gemi, sefer no, armatör, yükleme ve boşaltma limanı, kesim, ETD, ETA, transit gün, aktarma limanı); liman çiftine (bilinen deniz limanlarının UN/LOCODE kodları, uçlardan biri boş olabilir), ISO haftasına (2026-W49; iki hafta öncesinden on iki hafta sonrasına, varsayılan İstanbul saatiyle bugünden itibaren dört hafta) ve armatöre göre; ETD ve armatöre göre sıralı. Anonim yanıtlar beş dakika önbelleğe alınabilir.',
    },
    access: { kind: 'public' },
    query: voyageSearchQuery,
    response: voyageSearchAnswer,
    rateLimit: { points: 120, windowSeconds: 60 },
    /** Schedules change a few times a day: anonymous answers may be cached for five minutes (shared caches included). */
    handle: async ({ query, principal }) => {
      const page = await searchSchedule(await getDb(), query);
      const cacheControl = principal ? 'private, max-age=60' : 'public, max-age=300, stale-while-revalidate=600';
      return new Reply(200, { data: page, headers: { 'Cache-Control': cacheControl, Vary: 'Accept-Language' } });
    },
  }),
} as const;
