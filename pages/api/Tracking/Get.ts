import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { ApiError } from '@/lib/server/api/errors';
import { requestLocale } from '@/lib/server/api/messages';
import { getDb } from '@/lib/server/db/client';
import { requestViewer } from '@/lib/server/requests/request-scope';
import { getTracking } from '@/lib/server/tracking/get-tracking';
import { assertMissesLeft, countMiss } from '@/lib/server/tracking/miss-limit';
import { parseTrackingNumber } from '@/lib/server/tracking/tracking-number';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.trackingGet, async ({ req, query, principal }) => {
  const number = parseTrackingNumber(query.number);
  await assertMissesLeft(req, principal);
  const db = await getDb();
  // A deactivated account sees what anyone sees.
  const viewer = principal ? await requestViewer(db, principal).catch(() => null) : null;
  try {
    return await getTracking(db, { number, viewer, locale: requestLocale(req) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await countMiss(req, principal);
    throw error;
  }
});
