import { z } from 'zod';
import { contentRoles } from '../auth/roles';
import { language, languageCreateRequest, languageDeleteQuery, languageListRequest, languagePage } from '../schemas/language';
import { lookups, towns, townsQuery } from '../schemas/lookup';
import { endpoint } from './endpoint';

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
} as const;
