import { endpoints } from '@/lib/api/endpoints';
import { apiRoute, Reply } from '@/lib/server/api/handler';
import { signInSession } from '@/lib/server/auth/start-session';

export const config = { api: { bodyParser: false } };

/** POST /api/login {token}: verifies the access token and starts the server-side session (HTTP-only cookie). */
export default apiRoute(endpoints.login, async ({ req, body }) => {
  const { user, expiresAt, cookies } = await signInSession(req, body.token);
  return new Reply(200, { data: { user, expiresAt }, headers: { 'Set-Cookie': cookies } });
});
