import { endpoints } from '@/lib/api/endpoints';
import { userFromClaims } from '@/lib/auth/claims';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { SESSION_COOKIE } from '@/lib/server/auth/authenticate';
import { startSession } from '@/lib/server/auth/start-session';
import { verifyAccessToken } from '@/lib/server/auth/verify-token';

export const config = { api: { bodyParser: false } };

/** POST /api/login {token}: verifies the access token and sets the HTTP-only session cookie. */
export default apiRoute(endpoints.login, async ({ req, body }) => {
  const { claims, cookies } = await startSession(req, SESSION_COOKIE, body.token, verifyAccessToken);
  return new Reply(200, { data: { user: userFromClaims(claims), expiresAt: claims.exp }, headers: { 'Set-Cookie': cookies } });
});
