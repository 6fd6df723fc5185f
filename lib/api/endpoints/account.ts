import { parse as parseQueryString } from 'node:querystring';
import type { AccountKey } from '../../routes';
import { accountScreenProps, accountScreenQuery } from '../../schemas/account-screen';
import { accountSettings, updateProfileBody } from '../../schemas/profile';
import { accountSessions, emptyRequest, endOtherSessionsAnswer, endSessionAnswer, endSessionBody, profile } from '../../schemas/session';
import { openAccountScreenFor } from '../../server/account/account-screens';
import { endOtherSessions, endOwnSession, ownSessions } from '../../server/account/own-sessions';
import { notFound } from '../../server/api/errors';
import { getDb } from '../../server/db/client';
import { getProfile } from '../../server/users/get-profile';
import { updateProfile } from '../../server/users/update-profile';
import { endpoint } from '../endpoint';

export const accountEndpoints = {
  accountGetProfile: endpoint({
    method: 'GET',
    path: '/api/Account/GetProfile',
    tag: 'Account',
    summary: { en: 'The signed-in user’s profile.', tr: 'Oturum açmış kullanıcının profili.' },
    access: { kind: 'user' },
    response: profile,
    handle: async ({ principal }) => {
      return getProfile(await getDb(), principal);
    },
  }),
  accountScreen: endpoint({
    method: 'GET',
    path: '/api/Account/Screen',
    tag: 'Account',
    summary: {
      en: 'What an account screen shows the signed-in user (the site’s own pages load it when they open one): the user, the roles the screen needs if the user has none of them, and its data. The screen’s own query (a record’s id, a list’s filters) comes along.',
      tr: 'Bir hesap ekranının oturum açmış kullanıcıya gösterdikleri (sitenin sayfaları bir ekranı açarken yükler): kullanıcı, kullanıcıda hiçbiri yoksa ekranın istediği roller ve ekranın verisi. Ekranın kendi sorgusu (kaydın id’si, listenin süzgeçleri) birlikte gelir.',
    },
    access: { kind: 'user' },
    query: accountScreenQuery,
    response: accountScreenProps,
    statuses: { 404: { en: 'The screen’s record does not exist or is not the user’s.', tr: 'Ekranın kaydı yok ya da kullanıcının değil.' } },
    handle: async ({ principal, req, query }) => {
      // Repeated parameters (a list's filters) stay lists, as the page reads them from its own address.
      const { screen: _screen, ...own } = parseQueryString((req.url ?? '').split('?')[1] ?? '');
      const { via: _via, ...user } = principal;
      const outcome = await openAccountScreenFor(query.screen as AccountKey, { req, query: own }, user);
      if (outcome.kind === 'notFound') throw notFound();
      return outcome.props;
    },
  }),
  accountSessions: endpoint({
    method: 'GET',
    path: '/api/Account/Sessions',
    tag: 'Account',
    summary: {
      en: 'The signed-in user’s live browser sessions (browser, started, last active, ends), the asking browser’s marked as current.',
      tr: 'Oturum açmış kullanıcının açık tarayıcı oturumları (tarayıcı, başlangıç, son etkinlik, bitiş); soran tarayıcınınki geçerli olarak işaretli.',
    },
    access: { kind: 'user' },
    response: accountSessions,
    handle: async ({ principal, req }) => {
      return ownSessions(await getDb(), principal, req);
    },
  }),
  accountEndSession: endpoint({
    method: 'POST',
    path: '/api/Account/EndSession',
    tag: 'Account',
    summary: {
      en: 'Ends one of the signed-in user’s own sessions at once: its cookie opens nothing more. Ending the asking browser’s session signs it out.',
      tr: 'Oturum açmış kullanıcının kendi oturumlarından birini hemen kapatır: çerezi artık hiçbir şey açmaz. Soran tarayıcının oturumunu kapatmak onu da çıkış yaptırır.',
    },
    access: { kind: 'user' },
    body: endSessionBody,
    response: endSessionAnswer,
    statuses: { 404: { en: 'No live session of the user has this id.', tr: 'Kullanıcının bu kimlikte açık bir oturumu yok.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ principal, req, body, requestId }) => {
      return endOwnSession(await getDb(), principal, req, body.id, requestId);
    },
  }),
  accountEndOtherSessions: endpoint({
    method: 'POST',
    path: '/api/Account/EndOtherSessions',
    tag: 'Account',
    summary: {
      en: 'Signs the user out everywhere else: every live session but the asking browser’s ends at once (all of them for a bearer caller).',
      tr: 'Kullanıcıyı diğer her yerde çıkış yaptırır: soran tarayıcınınki dışındaki tüm açık oturumlar hemen kapanır (bearer ile çağrılınca hepsi).',
    },
    access: { kind: 'user' },
    body: emptyRequest,
    response: endOtherSessionsAnswer,
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ principal, req, requestId }) => {
      return endOtherSessions(await getDb(), principal, req, requestId);
    },
  }),
  accountUpdateProfile: endpoint({
    method: 'POST',
    path: '/api/Account/UpdateProfile',
    tag: 'Account',
    summary: {
      en: 'Changes the signed-in user’s own names, phone (Turkish or international, stored in E.164), email language and notification choices.',
      tr: 'Oturum açmış kullanıcının kendi adını, telefonunu (Türkiye veya uluslararası biçimde, E.164 olarak saklanır), e-posta dilini ve bildirim tercihlerini değiştirir.',
    },
    access: { kind: 'user' },
    body: updateProfileBody,
    response: accountSettings,
    statuses: { 403: { en: 'The account is deactivated.', tr: 'Hesap devre dışı.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      return updateProfile(await getDb(), principal, body, requestId);
    },
  }),
} as const;
