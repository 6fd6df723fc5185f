import { adminUser, adminUserIdBody, adminUserIdQuery, adminUserListRequest, adminUserPage, setUserRolesBody, userAuditTrail } from '../../schemas/admin-users';
import { auditListRequest, auditPage } from '../../schemas/audit';
import { adminActor } from '../../server/admin/admin-actor';
import { listAudit } from '../../server/audit/list-audit';
import { getDb } from '../../server/db/client';
import { changeUser } from '../../server/users/change-user';
import { getUserAuditTrail } from '../../server/users/get-user-audit-trail';
import { listUsers } from '../../server/users/list-users';
import { endpoint } from '../endpoint';

export const usersEndpoints = {
  userGetList: endpoint({
    method: 'POST',
    path: '/api/User/GetList',
    tag: 'User',
    summary: {
      en: 'A page of every user of the platform (Admin): search over name, email and company with Turkish letters folded, filter by role and active state, sorted.',
      tr: 'Platformdaki tüm kullanıcıların bir sayfası (Yönetici): ad, e-posta ve firma adında Türkçe harf duyarsız arama, role ve etkinlik durumuna göre filtre, sıralı.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: adminUserListRequest,
    response: adminUserPage,
    handle: async ({ body, principal }) => {
      const db = await getDb();
      return listUsers(db, await adminActor(db, principal), body);
    },
  }),
  userSetRoles: endpoint({
    method: 'POST',
    path: '/api/User/SetRoles',
    tag: 'User',
    summary: {
      en: 'Replaces a user’s roles (Admin), audited with before and after; effective from the user’s next token. An Admin cannot remove their own Admin role.',
      tr: 'Bir kullanıcının rollerini değiştirir (Yönetici), önceki ve sonraki haliyle kaydedilir; kullanıcının bir sonraki belirtecinden itibaren geçerlidir. Yönetici kendi Yönetici rolünü kaldıramaz.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: setUserRolesBody,
    response: adminUser,
    statuses: {
      404: { en: 'No user has this id.', tr: 'Bu kimlikte kullanıcı yok.' },
      409: { en: 'The caller would remove their own Admin role.', tr: 'Çağıran kendi Yönetici rolünü kaldırmış olurdu.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeUser(db, await adminActor(db, principal), body.id, { kind: 'roles', roles: body.roles }, requestId);
    },
  }),
  userDeactivate: endpoint({
    method: 'POST',
    path: '/api/User/Deactivate',
    tag: 'User',
    summary: {
      en: 'Deactivates a user (Admin): their API calls are refused at once and their next sign-in too. Not oneself.',
      tr: 'Bir kullanıcıyı devre dışı bırakır (Yönetici): API çağrıları hemen, bir sonraki girişi de reddedilir. Kişinin kendisi olamaz.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: adminUserIdBody,
    response: adminUser,
    statuses: {
      404: { en: 'No user has this id.', tr: 'Bu kimlikte kullanıcı yok.' },
      409: { en: 'The caller themselves.', tr: 'Çağıranın kendisi.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeUser(db, await adminActor(db, principal), body.id, { kind: 'active', isActive: false }, requestId);
    },
  }),
  userReactivate: endpoint({
    method: 'POST',
    path: '/api/User/Reactivate',
    tag: 'User',
    summary: { en: 'Reactivates a deactivated user (Admin).', tr: 'Devre dışı bırakılmış bir kullanıcıyı yeniden etkinleştirir (Yönetici).' },
    access: { kind: 'user', roles: ['Admin'] },
    body: adminUserIdBody,
    response: adminUser,
    statuses: { 404: { en: 'No user has this id.', tr: 'Bu kimlikte kullanıcı yok.' } },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeUser(db, await adminActor(db, principal), body.id, { kind: 'active', isActive: true }, requestId);
    },
  }),
  userGetAuditTrail: endpoint({
    method: 'GET',
    path: '/api/User/GetAuditTrail',
    tag: 'User',
    summary: {
      en: 'A user’s audit entries (Admin): the latest 50 they made and the latest 50 about them, newest first.',
      tr: 'Bir kullanıcının işlem kayıtları (Yönetici): yaptığı ve kendisiyle ilgili son 50’şer kayıt, en yenisi önce.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    query: adminUserIdQuery,
    response: userAuditTrail,
    statuses: { 404: { en: 'No user has this id.', tr: 'Bu kimlikte kullanıcı yok.' } },
    handle: async ({ query, principal }) => {
      const db = await getDb();
      await adminActor(db, principal);
      return getUserAuditTrail(db, query.id);
    },
  }),
  auditGetList: endpoint({
    method: 'POST',
    path: '/api/Audit/GetList',
    tag: 'Audit',
    summary: {
      en: 'A page of the audit log (Admin), newest first: who did what, before and after; filtered by actor (id, email or name), entity, entity id, action (or a prefix ending in a dot) and Istanbul days.',
      tr: 'İşlem kaydının bir sayfası (Yönetici), en yenisi önce: kim neyi yaptı, önceki ve sonraki hali; işlemi yapana (kimlik, e-posta veya ad), varlığa, varlık kimliğine, işleme (veya noktayla biten önekine) ve İstanbul günlerine göre filtrelenir.',
    },
    access: { kind: 'user', roles: ['Admin'] },
    body: auditListRequest,
    response: auditPage,
    handle: async ({ body, principal }) => {
      const db = await getDb();
      await adminActor(db, principal);
      return listAudit(db, body);
    },
  }),
} as const;
