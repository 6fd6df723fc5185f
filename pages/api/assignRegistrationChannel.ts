import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { authConfig } from '@/lib/server/auth/config';
import { getDb } from '@/lib/server/db/client';
import { assignRegistrationChannel } from '@/lib/server/users/assign-registration-channel';

export const config = { api: { bodyParser: false } };

/** POST /api/assignRegistrationChannel {registrationChannel}. */
export default apiRoute(endpoints.assignRegistrationChannel, async ({ body, principal, requestId }) =>
  assignRegistrationChannel(await getDb(), principal?.userId ?? '', body.registrationChannel, authConfig().registrationChannels, requestId),
);
