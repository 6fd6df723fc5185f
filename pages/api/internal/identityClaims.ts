import { endpoints } from '@/lib/api/endpoints';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db/client';
import { registerIdentityUser } from '@/lib/server/users/register-identity-user';

export const config = { api: { bodyParser: false } };

/** The identity provider's claims call (B2C API connector pattern), authorised by the shared secret. */
export default apiRoute(endpoints.identityClaims, async ({ body }) => registerIdentityUser(await getDb(), body));
