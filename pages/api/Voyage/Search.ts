import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { searchSchedule } from '@/lib/server/voyages/search-schedule';

export const config = { api: { bodyParser: false } };

/** Schedules change a few times a day: anonymous answers may be cached for five minutes (shared caches included). */
export default apiRoute(endpoints.voyageSearch, async ({ query, principal }) => {
  const page = await searchSchedule(await getDb(), query);
  const cacheControl = principal ? 'private, max-age=60' : 'public, max-age=300, stale-while-revalidate=600';
  return new Reply(200, { data: page, headers: { 'Cache-Control': cacheControl, Vary: 'Accept-Language' } });
});
