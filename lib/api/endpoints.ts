import { z } from 'zod';
import { contentRoles } from '../auth/roles';
import { language, languageCreateRequest, languageDeleteQuery, languageListRequest, languagePage } from '../schemas/language';
import { freightSearchAnswer, freightSearchRequest } from '../schemas/freight';
import { lookups, towns, townsQuery } from '../schemas/lookup';
import {
  emptyRequest,
  graphLoginRequest,
  identityClaims,
  identityClaimsRequest,
  loginRequest,
  profile,
  registrationChannelRequest,
  sessionAnswer,
} from '../schemas/session';
import { endpoint } from './endpoint';

/** The BFF's sign-out routes: same-origin, no body, always answer signedOut. */
function signOutEndpoint(path: `/api/${string}`, summary: { en: string; tr: string }) {
  return endpoint({
    method: 'POST',
    path,
    tag: 'Session',
    summary,
    access: { kind: 'sameOrigin' },
    body: emptyRequest,
    response: z.object({ signedOut: z.literal(true) }),
    maxBodyBytes: 16 * 1024,
  });
}

/** Every backend endpoint: the one definition its route, its validation and the OpenAPI document share. */
export const endpoints = {
  languageGetList: endpoint({
    method: 'POST',
    path: '/api/Language/GetList',
    tag: 'Language',
    summary: {
      en: 'A page of the languages, sorted. Authorised by the service key.',
      tr: 'Dillerin sıralı bir sayfası. Servis anahtarıyla yetkilendirilir.',
    },
    access: { kind: 'serviceKey' },
    body: languageListRequest,
    response: languagePage,
  }),
  languageCreate: endpoint({
    method: 'POST',
    path: '/api/Language/Create',
    tag: 'Language',
    summary: { en: 'Adds a language (Editor or Admin).', tr: 'Yeni bir dil ekler (Editör veya Yönetici).' },
    access: { kind: 'user', roles: contentRoles },
    body: languageCreateRequest,
    response: language,
    statuses: { 409: { en: 'The code is already registered.', tr: 'Kod zaten kayıtlı.' } },
  }),
  languageDelete: endpoint({
    method: 'GET',
    path: '/api/Language/Delete',
    tag: 'Language',
    summary: { en: 'Deletes a language by id (Editor or Admin).', tr: 'Bir dili kimliğiyle siler (Editör veya Yönetici).' },
    access: { kind: 'user', roles: contentRoles },
    query: languageDeleteQuery,
    response: z.object({ id: z.number().int() }),
    statuses: {
      404: { en: 'No language has this id.', tr: 'Bu kimlikte dil yok.' },
      409: { en: 'Turkish and English, the site’s own locales, cannot be deleted.', tr: 'Sitenin kendi dilleri Türkçe ve İngilizce silinemez.' },
    },
  }),
  lookupGetAll: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetAll',
    tag: 'Lookup',
    summary: {
      en: 'Every global lookup (provinces, ports, airports, code lists). Cacheable, with an ETag.',
      tr: 'Tüm genel listeler (iller, limanlar, havalimanları, kod listeleri). Önbelleğe alınabilir, ETag içerir.',
    },
    access: { kind: 'public' },
    response: lookups,
    statuses: { 304: { en: 'Not modified since the ETag sent in If-None-Match.', tr: 'If-None-Match ile gönderilen ETag’den beri değişmedi.' } },
  }),
  lookupGetTowns: endpoint({
    method: 'GET',
    path: '/api/Lookup/GetTowns',
    tag: 'Lookup',
    summary: { en: 'The districts (ilçe) of one province.', tr: 'Bir ilin ilçeleri.' },
    access: { kind: 'public' },
    query: townsQuery,
    response: towns,
  }),
  freightSearch: endpoint({
    method: 'POST',
    path: '/api/Freight/Search',
    tag: 'Freight',
    summary: {
      en: 'Instant quotes: offers for a lane and cargo, priced on the server from the tariffs, sorted by price with the fastest flagged.',
      tr: 'Anında teklif: bir hat ve yük için tarifelerden sunucuda fiyatlanan teklifler; fiyata göre sıralı, en hızlısı işaretli.',
    },
    access: { kind: 'public' },
    body: freightSearchRequest,
    response: freightSearchAnswer,
    maxBodyBytes: 64 * 1024,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    tag: 'Session',
    summary: {
      en: 'Starts the browser session: verifies the access token and sets the HTTP-only session cookie. An invalid token answers 401 and clears it.',
      tr: 'Tarayıcı oturumunu başlatır: erişim belirtecini doğrular ve HTTP-only oturum çerezini yazar. Geçersiz belirteç 401 döner ve çerezi siler.',
    },
    access: { kind: 'sameOrigin' },
    body: loginRequest,
    response: sessionAnswer,
    maxBodyBytes: 16 * 1024,
    statuses: { 413: { en: 'Body over 16 kB.', tr: 'Gövde 16 kB’tan büyük.' } },
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
  }),
  logout: signOutEndpoint('/api/logout', { en: 'Ends the browser session (clears the cookie).', tr: 'Tarayıcı oturumunu kapatır (çerezi siler).' }),
  logoutGraph: signOutEndpoint('/api/logoutGraph', { en: 'Ends the Graph session.', tr: 'Graph oturumunu kapatır.' }),
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
  }),
  accountGetProfile: endpoint({
    method: 'GET',
    path: '/api/Account/GetProfile',
    tag: 'Account',
    summary: { en: 'The signed-in user’s profile.', tr: 'Oturum açmış kullanıcının profili.' },
    access: { kind: 'user' },
    response: profile,
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
  }),
} as const;
