import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { getProfile } from '@/lib/server/users/get-profile';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.accountGetProfile, async ({ principal }) => {
  if (!principal) throw unauthorized();
  return getProfile(await getDb(), principal);
});
