import { z } from 'zod';
import { contentRoles } from '../../auth/roles';
import { language, languageCreateRequest, languageDeleteQuery, languageListRequest, languagePage } from '../../schemas/language';
import { getDb } from '../../server/db/client';
import { createLanguage } from '../../server/languages/create-language';
import { deleteLanguage } from '../../server/languages/delete-language';
import { listLanguages } from '../../server/languages/list-languages';
import { endpoint } from '../endpoint';

export const languageEndpoints = {
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
    handle: async ({ body }) => listLanguages(await getDb(), body),
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
    handle: async ({ body, principal, requestId }) =>
      createLanguage(await getDb(), body, { userId: principal?.userId ?? '', requestId }),
  }),
  languageDelete: endpoint({
    method: 'GET',
    writes: true,
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
    handle: async ({ query, principal, requestId }) =>
      deleteLanguage(await getDb(), query.id, { userId: principal?.userId ?? '', requestId }),
  }),
} as const;
