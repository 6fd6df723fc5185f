import { acceptInvitationAnswer, acceptInvitationBody, company, companyAnswer, companyInvoiceInfoBody, companyQuery, companyUser, companyUserIdBody, companyUsersAnswer, companyUsersRequest, invitationAnswer, invitationQuery, inviteUserAnswer, inviteUserBody, revokeInvitationAnswer, revokeInvitationBody, setUserRoleBody } from '../../schemas/company';
import { Reply } from '../../server/api/handler';
import { acceptInvitation } from '../../server/company/accept-invitation';
import { changeCompanyUser } from '../../server/company/change-company-user';
import { companyActor } from '../../server/company/company-actor';
import { getCompany } from '../../server/company/get-company';
import { getInvitation } from '../../server/company/get-invitation';
import { inviteCompanyUser } from '../../server/company/invite-company-user';
import { listCompanyUsers } from '../../server/company/list-company-users';
import { revokeInvitation } from '../../server/company/revoke-invitation';
import { saveCompanyInvoiceInfo } from '../../server/company/save-company-invoice-info';
import { getDb } from '../../server/db/client';
import { endpoint } from '../endpoint';

export const companyEndpoints = {
  companyGet: endpoint({
    method: 'GET',
    path: '/api/Company/Get',
    tag: 'Company',
    summary: {
      en: 'The caller’s company with its invoice details (null without one) and whether the caller may change them (its company admins; Admin any company by companyId).',
      tr: 'Çağıranın firması ve fatura bilgileri (firması yoksa null) ile çağıranın bunları değiştirip değiştiremeyeceği (firma yöneticileri; Yönetici companyId ile her firmayı).',
    },
    access: { kind: 'user' },
    query: companyQuery,
    response: companyAnswer,
    statuses: {
      403: { en: 'Another company, and the caller is not Admin.', tr: 'Başka bir firma ve çağıran Yönetici değil.' },
      404: { en: 'No company with this id.', tr: 'Bu kimlikte firma yok.' },
    },
    handle: async ({ query, principal }) => {
      const db = await getDb();
      return getCompany(db, await companyActor(db, principal), query.companyId);
    },
  }),
  companyUpdate: endpoint({
    method: 'POST',
    path: '/api/Company/Update',
    tag: 'Company',
    summary: {
      en: 'Saves invoice details: name, tax office, VKN (10 digits) or for an individual TCKN (11 digits), both checked with their check-digit algorithms, address with province and district, phone, invoice email. A company admin changes the company; a caller without a company creates one and becomes its company admin.',
      tr: 'Fatura bilgilerini kaydeder: unvan, vergi dairesi, VKN (10 hane) veya şahıslar için TCKN (11 hane; ikisi de kontrol basamağıyla doğrulanır), il ve ilçesiyle adres, telefon, fatura e-postası. Firma yöneticisi firmayı değiştirir; firması olmayan çağıran bir firma oluşturur ve firma yöneticisi olur.',
    },
    access: { kind: 'user' },
    body: companyInvoiceInfoBody,
    response: company,
    statuses: {
      403: { en: 'The caller is a member, not a company admin (or names another company).', tr: 'Çağıran firma yöneticisi değil, üye (veya başka bir firmayı belirtiyor).' },
      404: { en: 'No company with this id.', tr: 'Bu kimlikte firma yok.' },
      409: { en: 'Another company has this name.', tr: 'Bu unvan başka bir firmaya ait.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return saveCompanyInvoiceInfo(db, await companyActor(db, principal), body, requestId);
    },
  }),
  companyGetUsers: endpoint({
    method: 'POST',
    path: '/api/Company/GetUsers',
    tag: 'Company',
    summary: {
      en: 'The users of the caller’s company with role, status and last sign-in, and its open invitations (CompanyAdmin; Admin any company by companyId).',
      tr: 'Çağıranın firmasının kullanıcıları (rol, durum, son giriş) ve açık davetleri (Firma Yöneticisi; Yönetici companyId ile her firma).',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: companyUsersRequest,
    response: companyUsersAnswer,
    statuses: { 404: { en: 'The caller has no company.', tr: 'Çağıranın firması yok.' } },
    handle: async ({ body, principal }) => {
      const db = await getDb();
      return listCompanyUsers(db, await companyActor(db, principal), body.companyId);
    },
  }),
  companyInviteUser: endpoint({
    method: 'POST',
    path: '/api/Company/InviteUser',
    tag: 'Company',
    summary: {
      en: 'Invites an email to the company as Customer or CompanyAdmin and sends the invitation link (tr/en), valid 14 days; inviting again refreshes the link. The invited person joins by accepting on the link’s page, signed in with that address, proven. Staff accounts cannot be invited (400, field email).',
      tr: 'Bir e-posta adresini firmaya Müşteri veya Firma Yöneticisi olarak davet eder ve 14 gün geçerli davet bağlantısını gönderir (tr/en); yeniden davet bağlantıyı yeniler. Davetli kişi, bu adresle ve adresi doğrulanmış olarak giriş yapıp bağlantının sayfasında kabul ederek katılır. Personel hesapları davet edilemez (400, email alanı).',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: inviteUserBody,
    response: inviteUserAnswer,
    statuses: {
      404: { en: 'The caller has no company.', tr: 'Çağıranın firması yok.' },
      409: { en: 'The address belongs to a member already, or to a user of another company.', tr: 'Adres zaten bir üyeye veya başka bir firmanın kullanıcısına ait.' },
    },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return inviteCompanyUser(db, await companyActor(db, principal), body, requestId);
    },
  }),
  companyRevokeInvitation: endpoint({
    method: 'POST',
    path: '/api/Company/RevokeInvitation',
    tag: 'Company',
    summary: {
      en: 'Withdraws an open invitation of the company: its link stops working at once. Inviting the address again sends a new link. Audited.',
      tr: 'Firmanın açık bir davetini geri çeker: bağlantısı hemen geçersiz olur. Adresi yeniden davet etmek yeni bir bağlantı gönderir. Denetim kaydına yazılır.',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: revokeInvitationBody,
    response: revokeInvitationAnswer,
    statuses: { 404: { en: 'No open invitation of the caller’s company has this id.', tr: 'Çağıranın firmasının bu kimlikte açık bir daveti yok.' } },
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return revokeInvitation(db, await companyActor(db, principal), body.invitationId, requestId);
    },
  }),
  companyGetInvitation: endpoint({
    method: 'GET',
    path: '/api/Company/GetInvitation',
    tag: 'Company',
    summary: {
      en: 'What an invitation link (its token) shows on its page: the company’s name, the role, the invited address masked and the expiry. Public; 20 a minute per address.',
      tr: 'Bir davet bağlantısının (belirtecinin) kendi sayfasında gösterdiği bilgiler: firma adı, rol, maskelenmiş davetli adresi ve son geçerlilik tarihi. Herkese açık; adres başına dakikada 20.',
    },
    access: { kind: 'public' },
    query: invitationQuery,
    response: invitationAnswer,
    statuses: { 404: { en: 'No open invitation with this token (unknown, already used or expired).', tr: 'Bu belirteçle açık bir davet yok (bilinmiyor, kullanılmış veya süresi dolmuş).' } },
    rateLimit: { points: 20, windowSeconds: 60 },
    handle: async ({ query }) => {
      const invitation = await getInvitation(await getDb(), query.token);
      return new Reply(200, { data: invitation, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
  companyAcceptInvitation: endpoint({
    method: 'POST',
    path: '/api/Company/AcceptInvitation',
    tag: 'Company',
    summary: {
      en: 'The signed-in holder of an invitation link accepts it on the invitation page: only with the invited address, proven by the identity provider (email_verified), never for a staff account (400, field token) or someone already in a company. Single use; refusals are audited.',
      tr: 'Davet bağlantısının sahibi, giriş yapmış olarak daveti davet sayfasında kabul eder: yalnızca kimlik sağlayıcının doğruladığı (email_verified) davetli adresle; personel hesapları (400, token alanı) ve zaten bir firmada olanlar kabul edemez. Tek kullanımlık; reddedilen denemeler denetim kaydına yazılır.',
    },
    access: { kind: 'user' },
    body: acceptInvitationBody,
    response: acceptInvitationAnswer,
    statuses: {
      403: { en: 'The address is not proven, or is not the invited one.', tr: 'Adres doğrulanmamış veya davet edilen adres değil.' },
      404: { en: 'No open invitation with this token (unknown, already used or expired).', tr: 'Bu belirteçle açık bir davet yok (bilinmiyor, kullanılmış veya süresi dolmuş).' },
      409: { en: 'The caller is a member of this or another company already.', tr: 'Çağıran zaten bu veya başka bir firmanın üyesi.' },
    },
    rateLimit: { points: 10, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      return acceptInvitation(await getDb(), principal, body.token, requestId);
    },
  }),
  companySetUserRole: endpoint({
    method: 'POST',
    path: '/api/Company/SetUserRole',
    tag: 'Company',
    summary: {
      en: 'Makes a user of the company a Customer or a CompanyAdmin (effective from their next token); the last active company admin cannot be demoted.',
      tr: 'Firmanın bir kullanıcısını Müşteri veya Firma Yöneticisi yapar (bir sonraki belirteçten itibaren); son etkin firma yöneticisinin rolü düşürülemez.',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: setUserRoleBody,
    response: companyUser,
    statuses: {
      404: { en: 'No such user in the caller’s company.', tr: 'Çağıranın firmasında böyle bir kullanıcı yok.' },
      409: { en: 'It would leave the company without an active company admin.', tr: 'Firma etkin bir firma yöneticisi olmadan kalırdı.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeCompanyUser(db, await companyActor(db, principal), body.userId, { kind: 'role', role: body.role }, requestId);
    },
  }),
  companyDeactivateUser: endpoint({
    method: 'POST',
    path: '/api/Company/DeactivateUser',
    tag: 'Company',
    summary: {
      en: 'Deactivates a user of the company: refused at once by every account API and at their next sign-in. Not oneself, not the last active company admin.',
      tr: 'Firmanın bir kullanıcısını devre dışı bırakır: tüm hesap API’leri ve bir sonraki girişi hemen reddedilir. Kişinin kendisi ve son etkin firma yöneticisi olamaz.',
    },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: companyUserIdBody,
    response: companyUser,
    statuses: {
      404: { en: 'No such user in the caller’s company.', tr: 'Çağıranın firmasında böyle bir kullanıcı yok.' },
      409: { en: 'The caller themselves, or the last active company admin.', tr: 'Çağıranın kendisi veya son etkin firma yöneticisi.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeCompanyUser(db, await companyActor(db, principal), body.userId, { kind: 'active', isActive: false }, requestId);
    },
  }),
  companyReactivateUser: endpoint({
    method: 'POST',
    path: '/api/Company/ReactivateUser',
    tag: 'Company',
    summary: { en: 'Reactivates a deactivated user of the company.', tr: 'Firmanın devre dışı bırakılmış bir kullanıcısını yeniden etkinleştirir.' },
    access: { kind: 'user', roles: ['CompanyAdmin', 'Admin'] },
    body: companyUserIdBody,
    response: companyUser,
    statuses: {
      404: { en: 'No such user in the caller’s company.', tr: 'Çağıranın firmasında böyle bir kullanıcı yok.' },
      409: { en: 'The caller themselves.', tr: 'Çağıranın kendisi.' },
    },
    handle: async ({ body, principal, requestId }) => {
      const db = await getDb();
      return changeCompanyUser(db, await companyActor(db, principal), body.userId, { kind: 'active', isActive: true }, requestId);
    },
  }),
} as const;
