import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { GRAPH_SESSION_COOKIE } from '@/lib/server/auth/cookies';
import { startSession } from '@/lib/server/auth/start-session';
import { verifyGraphToken } from '@/lib/server/auth/verify-token';

export const config = { api: { bodyParser: false } };

/** POST /api/loginWithGraph {graphToken}: the second session kind, with its own cookie. */
export default apiRoute(endpoints.loginWithGraph, async ({ req, body }) => {
  const { claims, cookies } = await startSession(req, GRAPH_SESSION_COOKIE, body.graphToken, verifyGraphToken);
  return new Reply(200, { data: { expiresAt: claims.exp }, headers: { 'Set-Cookie': cookies } });
});
