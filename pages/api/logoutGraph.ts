import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { clearedCookies, GRAPH_SESSION_COOKIE } from '@/lib/server/auth/cookies';

export const config = { api: { bodyParser: false } };

/** POST /api/logoutGraph: clears the Graph session cookie. */
export default apiRoute(endpoints.logoutGraph, async ({ req }) => new Reply(200, { data: { signedOut: true }, headers: { 'Set-Cookie': clearedCookies(req, GRAPH_SESSION_COOKIE) } }));
