import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { unauthorized } from '@/lib/server/api/errors';
import { getDb } from '@/lib/server/db/client';
import { updateProfile } from '@/lib/server/users/update-profile';

export const config = { api: { bodyParser: false } };

export default apiRoute(endpoints.accountUpdateProfile, async ({ body, principal, requestId }) => {
  if (!principal) throw unauthorized();
  return updateProfile(await getDb(), principal, body, requestId);
});
