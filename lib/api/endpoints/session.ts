import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { emptyRequest, graphLoginRequest, identityClaims, identityClaimsRequest, loginRequest, registrationChannelRequest, sessionAnswer } from '../../schemas/session';
import { Reply } from '../../server/api/handler';
import { authConfig } from '../../server/auth/config';
import { clearedCookies, GRAPH_SESSION_COOKIE } from '../../server/auth/cookies';
import { signInSession, signOutSession, startSession } from '../../server/auth/start-session';
import { verifyGraphToken } from '../../server/auth/verify-token';
import { getDb } from '../../server/db/client';
import { assignRegistrationChannel } from '../../server/users/assign-registration-channel';
import { registerIdentityUser } from '../../server/users/register-identity-user';
import { endpoint, type ApiPath } from '../endpoint';

/** The BFF's sign-out routes: same-origin, no body, always answer signedOut with the cookies that end their session. */
function signOutEndpoint<const P extends ApiPath>(path: P, summary: { en: string; tr: string }, endingCookies: (req: IncomingMessage) => string[] | Promise<string[]>) {
  return endpoint({
    method: 'POST',
    path,
    tag: 'Session',
    summary,
    access: { kind: 'sameOrigin' },
    body: emptyRequest,
    response: z.object({ signedOut: z.literal(true) }),
    maxBodyBytes: 16 * 1024,
    handle: async ({ req }) => new Reply(200, { data: { signedOut: true }, headers: { 'Set-Cookie': await endingCookies(req) } }),
  });
}

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tag: 'Session',
    summary: {
      en: 'Starts the browser session: verifies the access token, starts a server-side session until the token expires and sets its HTTP-only cookie (the browser’s previous session ends). An invalid token answers 401, a deactivated user 403; both clear the cookie.',
      tr: 'Tarayıcı oturumunu başlatır: erişim belirtecini doğrular, belirtecin süresi bitene dek sunucuda bir oturum açar ve HTTP-only çerezini yazar (tarayıcının önceki oturumu kapanır). Geçersiz belirteç 401, devre dışı kullanıcı 403 döner; ikisi de çerezi siler.',
    },
    access: { kind: 'sameOrigin' },
    body: loginRequest,
    response: sessionAnswer,
    maxBodyBytes: 16 * 1024,
    statuses: { 403: { en: 'The account is deactivated: no session starts.', tr: 'Hesap devre dışı: oturum açılmaz.' }, 413: { en: 'Body over 16 kB.', tr: 'Gövde 16 kB’tan büyük.' } },
    handle: async ({ req, body }) => {
      const { user, expiresAt, cookies } = await signInSession(req, body.token);
      return new Reply(200, { data: { user, expiresAt }, headers: { 'Set-Cookie': cookies } });
    },
  }),
  loginWithGraph: endpoint({
    method: 'POST',
    path: '/api/loginWithGraph',
    tag: 'Session',
    summary: { en: 'Starts the Graph session with a Microsoft Graph token (its own cookie).', tr: 'Microsoft Graph belirteciyle Graph oturumunu başlatır (ayrı çerez).' },
    access: { kind: 'sameOrigin' },
    body: graphLoginRequest,
    response: z.object({ expiresAt: z.number().int() }),
    maxBodyBytes: 16 * 1024,
    handle: async ({ req, body }) => {
      const { claims, cookies } = await startSession(req, GRAPH_SESSION_COOKIE, body.graphToken, verifyGraphToken);
      return new Reply(200, { data: { expiresAt: claims.exp }, headers: { 'Set-Cookie': cookies } });
    },
  }),
  logout: signOutEndpoint('/api/logout', { en: 'Ends the browser session: revokes it on the server (a saved copy of the cookie opens nothing) and clears the cookie.', tr: 'Tarayıcı oturumunu kapatır: sunucuda sonlandırır (çerezin saklanmış bir kopyası hiçbir şey açmaz) ve çerezi siler.' }, signOutSession),
  logoutGraph: signOutEndpoint('/api/logoutGraph', { en: 'Ends the Graph session.', tr: 'Graph oturumunu kapatır.' }, (req) => clearedCookies(req, GRAPH_SESSION_COOKIE)),
  assignRegistrationChannel: endpoint({
    method: 'POST',
    path: '/api/assignRegistrationChannel',
    tag: 'Session',
    summary: {
      en: 'Records the channel the signed-in user registered through; it must match (ignoring case) one configured channel.',
      tr: 'Oturum açmış kullanıcının kayıt kanalını kaydeder; yapılandırılmış kanallardan biriyle (büyük/küçük harf gözetmeden) eşleşmelidir.',
    },
    access: { kind: 'user' },
    body: registrationChannelRequest,
    response: z.object({ registrationChannel: z.string() }),
    handle: async ({ body, principal, requestId }) =>
      assignRegistrationChannel(await getDb(), principal?.userId ?? '', body.registrationChannel, authConfig().registrationChannels, requestId),
  }),
  identityClaims: endpoint({
    method: 'POST',
    path: '/api/internal/identityClaims',
    tag: 'Identity',
    summary: {
      en: 'Called by the identity provider when it issues a token (B2C API connector): registers the user on first sign-in and answers the roles and company the application owns.',
      tr: 'Kimlik sağlayıcı belirteç üretirken çağırır (B2C API bağlayıcısı): kullanıcıyı ilk girişte kaydeder ve uygulamanın tuttuğu rolleri ve firmayı döner.',
    },
    access: { kind: 'internal' },
    body: identityClaimsRequest,
    response: identityClaims,
    unwrapped: true,
    statuses: { 403: { en: 'The account is deactivated.', tr: 'Hesap devre dışı.' } },
    /** The identity provider's claims call (B2C API connector pattern), authorised by the shared secret. */
    handle: async ({ body }) => registerIdentityUser(await getDb(), body),
  }),
} as const;
