import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { signOutSession } from '@/lib/server/auth/start-session';

export const config = { api: { bodyParser: false } };

/** POST /api/logout: ends the server-side session and clears its cookies. */
export default apiRoute(endpoints.logout, async ({ req }) => new Reply(200, { data: { signedOut: true }, headers: { 'Set-Cookie': await signOutSession(req) } }));
