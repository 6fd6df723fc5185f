import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { clearedSession } from '@/lib/server/auth/cookies';

export const config = { api: { bodyParser: false } };

/** POST /api/logout: clears the session cookie (always succeeds). */
export default apiRoute(endpoints.logout, async ({ req }) => new Reply(200, { data: { signedOut: true }, headers: { 'Set-Cookie': clearedSession(req) } }));
