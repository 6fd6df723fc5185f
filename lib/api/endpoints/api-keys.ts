import { allApiKeysPage, allApiKeysRequest, apiKeyListAnswer, createApiKeyAnswer, createApiKeyBody, revokeApiKeyAnswer, revokeApiKeyBody } from '../../schemas/api-key';
import { adminActor } from '../../server/admin/admin-actor';
import { Reply } from '../../server/api/handler';
import { createApiKey } from '../../server/api-keys/create-api-key';
import { listAllApiKeys } from '../../server/api-keys/list-all-api-keys';
import { listApiKeys } from '../../server/api-keys/list-api-keys';
import { revokeApiKey } from '../../server/api-keys/revoke-api-key';
import { companyActor } from '../../server/company/company-actor';
import { getDb } from '../../server/db/client';
import { endpoint } from '../endpoint';

/** [E1] A company's API keys: created, listed and revoked by its company admins; every company's listed and revoked by the Admin. */
export const apiKeysEndpoints = {
  apiKeyCreate: endpoint({
    method: 'POST',
    path: '/api/ApiKey/Create',
    tag: 'ApiKey',
    summary: {
      en: 'Creates an API key of the caller’s company with a name, its scopes and an expiry (days, or null for none; 90 by default). The answer holds the key’s secret this once: it is stored only as its SHA-256 and never shown again. The key calls as a Customer of the company (CompanyAdmin).',
      tr: 'Çağıranın firması için ad, kapsamlar ve geçerlilik süresiyle (gün; süresiz için null; varsayılan 90) bir API anahtarı oluşturur. Yanıt anahtarın gizli değerini yalnızca bu kez içerir: yalnızca SHA-256 özeti saklanır ve bir daha gösterilmez. Anahtar, firmanın Müşterisi yetkisiyle çağırır (Firma Yöneticisi).',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: createApiKeyBody,
    response: createApiKeyAnswer,
    statuses: {
      404: { en: 'The caller has no company (the platform Admin has none: it lists keys with ApiKey/GetAll).', tr: 'Çağıranın firması yok (platform Yöneticisinin firması yoktur: anahtarları ApiKey/GetAll ile listeler).' },
      409: { en: 'The company has 50 keys that are not revoked: revoke one first.', tr: 'Firmanın iptal edilmemiş 50 anahtarı var: önce birini iptal edin.' },
    },
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return new Reply(201, { data: await createApiKey(db, await companyActor(db, principal), body, requestId) });
    },
  }),
  apiKeyGetList: endpoint({
    method: 'GET',
    path: '/api/ApiKey/GetList',
    tag: 'ApiKey',
    summary: {
      en: 'The API keys of the caller’s company, newest first: name, prefix, scopes, status, created, last used and expiry; never a secret (CompanyAdmin).',
      tr: 'Çağıranın firmasının API anahtarları, en yenisi önce: ad, önek, kapsamlar, durum, oluşturulma, son kullanım ve geçerlilik sonu; gizli değer asla (Firma Yöneticisi).',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    response: apiKeyListAnswer,
    statuses: { 404: { en: 'The caller has no company.', tr: 'Çağıranın firması yok.' } },
    handle: async ({ principal }) => {
      const db = await getDb();
      return listApiKeys(db, await companyActor(db, principal));
    },
  }),
  apiKeyRevoke: endpoint({
    method: 'POST',
    path: '/api/ApiKey/Revoke',
    tag: 'ApiKey',
    summary: {
      en: 'Revokes an API key: its next call is refused (401) on every instance. A company admin revokes the company’s keys, the Admin any company’s. Audited.',
      tr: 'Bir API anahtarını iptal eder: sonraki çağrısı her sunucuda reddedilir (401). Firma yöneticisi firmasının anahtarlarını, Yönetici her firmanınkileri iptal eder. Denetim kaydına yazılır.',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: revokeApiKeyBody,
    response: revokeApiKeyAnswer,
    statuses: { 404: { en: 'No key with this id is visible to the caller.', tr: 'Bu kimlikte, çağıranın görebileceği bir anahtar yok.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return revokeApiKey(db, await companyActor(db, principal), body.id, requestId);
    },
  }),
  apiKeyGetAll: endpoint({
    method: 'POST',
    path: '/api/ApiKey/GetAll',
    tag: 'ApiKey',
    summary: {
      en: 'Every company’s API keys, newest first, filtered by status and by text (company, key name or prefix) (Admin).',
      tr: 'Tüm firmaların API anahtarları, en yenisi önce; duruma ve metne (firma, anahtar adı veya önek) göre filtreli (Yönetici).',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: allApiKeysRequest,
    response: allApiKeysPage,
    handle: async ({ body, principal }) => {
      const db = await getDb();
      return listAllApiKeys(db, await adminActor(db, principal), body);
    },
  }),
} as const;
