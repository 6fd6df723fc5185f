import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import { istanbulToday } from '@/lib/domain/business-date';
import type { CallOptions } from './harness';
import { dataOf, startTestApi, type TestApi } from './harness';

let api: TestApi;
/** A priced search and a request the demo customer made from it (the company's request for the company admin). */
let offerSearch: { search: unknown; tariffId: string };
let customerRequestId = 0;
/** A request of the demo customer that is already cancelled: every transition on it is refused, so the rows don't change it. */
let closedRequestId = 0;
const operatorOffer = () => ({ carrier: 'Matrix Line', transitDays: 20, validUntil: istanbulToday(7), currency: 'USD', lines: [{ code: 'freight', amount: 100_000 }] });
/** A reservation of the demo customer, awaiting payment (booked from an approved request). */
let customerReservationId = 0;
/** A reservation of the demo customer that is already cancelled: a cancel by anyone who sees it reaches the state machine (409). */
let cancelledReservationId = 0;
/** An upload of the demo customer (its owner and operations may download it). */
let customerFileId = '';
const pdfForm = () => {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'matrix.pdf');
  return form;
};
beforeAll(async () => {
  api = await startTestApi();
  const customer = await api.demoToken('customer@navlunport.test');
  const operator = await api.demoToken('operator@navlunport.test');
  const search = { mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: istanbulToday(), orderDimensionList: [{ packageType: 'PALLET', length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 300, weightUnit: 'kg', count: 2 }] };
  const { offers } = dataOf<{ offers: { tariffId: string }[] }>(await api.call('POST', '/api/Freight/Search', { body: search }));
  offerSearch = { search, tariffId: offers[0]!.tariffId };
  const createRequest = async () => dataOf<{ id: number }>(await api.call('POST', '/api/Demand/Create', { body: offerSearch, bearer: customer }), 201).id;
  /** A request priced by operations, approved and booked: the reservation's id. */
  const bookRequest = async () => {
    const id = await createRequest();
    const quoted = dataOf<{ offers: { id: number }[] }>(await api.call('POST', '/api/Demand/Quote', { body: { id, offers: [operatorOffer()] }, bearer: operator }));
    dataOf(await api.call('POST', '/api/Demand/Approve', { body: { id, offerId: quoted.offers[0]!.id }, bearer: customer }));
    return dataOf<{ id: number }>(await api.call('POST', '/api/Reservation/Create', { body: { requestId: id }, bearer: customer }), 201).id;
  };
  customerRequestId = await createRequest();
  closedRequestId = await createRequest();
  dataOf(await api.call('POST', '/api/Demand/Cancel', { body: { id: closedRequestId }, bearer: customer }));
  customerReservationId = await bookRequest();
  cancelledReservationId = await bookRequest();
  dataOf(await api.call('POST', '/api/Reservation/Cancel', { body: { id: cancelledReservationId, reason: 'Role matrix' }, bearer: customer }));
  customerFileId = dataOf<{ id: string }>(await api.call('POST', '/api/File/Upload', { form: pdfForm(), bearer: customer })).id;
});
afterAll(async () => api?.close());

const principals = ['anonymous', 'Customer', 'CompanyAdmin', 'Operator', 'Editor', 'Admin'] as const;
type Principal = (typeof principals)[number];
const demoEmail: Record<Exclude<Principal, 'anonymous'>, string> = {
  Customer: 'customer@navlunport.test',
  CompanyAdmin: 'companyadmin@navlunport.test',
  Operator: 'operator@navlunport.test',
  Editor: 'editor@navlunport.test',
  Admin: 'admin@navlunport.test',
};

/**
 * Every account and admin API route × every principal → the expected status. A 404 on Delete of an
 * unknown id means authorisation passed.
 */
const matrix: { endpoint: keyof typeof endpoints; request: (principal: Principal) => CallOptions & { path?: string }; expected: Record<Principal, number> }[] = [
  {
    endpoint: 'languageCreate',
    request: (principal) => ({ body: { code: principal === 'Editor' ? 'fr' : 'de', name: 'Test', nativeName: 'Test' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'languageDelete',
    request: () => ({ path: '/api/Language/Delete?id=999999' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'demandCreate',
    request: () => ({ body: offerSearch }),
    expected: { anonymous: 401, Customer: 201, CompanyAdmin: 201, Operator: 201, Editor: 201, Admin: 201 },
  },
  {
    endpoint: 'demandGet',
    request: () => ({ path: `/api/Demand/Get?id=${customerRequestId}` }),
    // The owner, the owner's company admin and operations see it; to anyone else it does not exist.
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 404, Admin: 200 },
  },
  {
    endpoint: 'demandGetList',
    request: () => ({ body: {} }),
    // Everyone lists their own; wider scopes are proved in tests/api/request-list.test.ts.
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'demandApprove',
    request: () => ({ body: { id: customerRequestId, offerId: 1 } }),
    // The customer side may approve (409: it is not quoted yet); operations may not; to others it does not exist.
    expected: { anonymous: 401, Customer: 409, CompanyAdmin: 409, Operator: 403, Editor: 404, Admin: 403 },
  },
  {
    endpoint: 'demandReject',
    request: () => ({ body: { id: closedRequestId } }),
    // Authorised callers reach the state machine (409: already cancelled).
    expected: { anonymous: 401, Customer: 409, CompanyAdmin: 409, Operator: 409, Editor: 404, Admin: 409 },
  },
  {
    endpoint: 'demandCancel',
    request: () => ({ body: { id: closedRequestId } }),
    expected: { anonymous: 401, Customer: 409, CompanyAdmin: 409, Operator: 409, Editor: 404, Admin: 409 },
  },
  {
    endpoint: 'demandQuote',
    request: () => ({ body: { id: closedRequestId, offers: [operatorOffer()] } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 409, Editor: 403, Admin: 409 },
  },
  {
    endpoint: 'demandExpire',
    request: () => ({ body: { id: closedRequestId } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 409, Editor: 403, Admin: 409 },
  },
  {
    endpoint: 'fileUpload',
    request: () => ({ form: pdfForm() }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'fileGet',
    request: () => ({ path: `/api/File/Get?id=${customerFileId}` }),
    // The owner and operations download it; to anyone else (the company admin too) it does not exist.
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 404, Operator: 200, Editor: 404, Admin: 200 },
  },
  {
    endpoint: 'reservationCreate',
    request: () => ({ body: { requestId: customerRequestId } }),
    // The customer side and operations reach the state machine (409: the request is not approved); to others it does not exist.
    expected: { anonymous: 401, Customer: 409, CompanyAdmin: 409, Operator: 409, Editor: 404, Admin: 409 },
  },
  {
    endpoint: 'reservationGetList',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'reservationGet',
    request: () => ({ path: `/api/Reservation/Get?id=${customerReservationId}` }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 404, Admin: 200 },
  },
  {
    endpoint: 'reservationUpdateParties',
    request: () => ({ body: { id: customerReservationId, parties: {} } }),
    // The customer side fills the parties in; operations see the reservation but may not change them.
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 403, Editor: 404, Admin: 403 },
  },
  {
    endpoint: 'reservationAttachFiles',
    request: () => ({ body: { id: customerReservationId, fileIds: ['00000000-0000-4000-8000-000000000000'] } }),
    // The customer side passes authorisation (400: not one of their uploads).
    expected: { anonymous: 401, Customer: 400, CompanyAdmin: 400, Operator: 403, Editor: 404, Admin: 403 },
  },
  {
    endpoint: 'reservationConfirm',
    request: () => ({ body: { id: customerReservationId } }),
    // Operations reach the state machine (409: not paid yet).
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 409, Editor: 403, Admin: 409 },
  },
  {
    endpoint: 'reservationCancel',
    request: () => ({ body: { id: cancelledReservationId, reason: 'Role matrix' } }),
    // Whoever sees it reaches the state machine (409: already cancelled); to others it does not exist.
    expected: { anonymous: 401, Customer: 409, CompanyAdmin: 409, Operator: 409, Editor: 404, Admin: 409 },
  },
  {
    endpoint: 'paymentCard',
    request: () => ({ body: { reservationId: customerReservationId, card: { number: '4000000000000002', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Matrix' } }, headers: { 'Idempotency-Key': 'role-matrix-decline' } }),
    // The customer side reaches the gateway (402: the decline test card; nothing changes).
    expected: { anonymous: 401, Customer: 402, CompanyAdmin: 402, Operator: 403, Editor: 404, Admin: 403 },
  },
  {
    endpoint: 'paymentCompleteChallenge',
    request: () => ({ body: { paymentId: 999999, approve: true } }),
    expected: { anonymous: 401, Customer: 404, CompanyAdmin: 404, Operator: 404, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'paymentTransfer',
    request: () => ({ body: { reservationId: customerReservationId, receiptFileId: '00000000-0000-4000-8000-000000000000' } }),
    expected: { anonymous: 401, Customer: 400, CompanyAdmin: 400, Operator: 403, Editor: 404, Admin: 403 },
  },
  {
    endpoint: 'paymentConfirmTransfer',
    request: () => ({ body: { paymentId: 999999, approve: true } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'notificationGetList',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'notificationMarkRead',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'accountGetProfile',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'accountScreen',
    // A request's screen: the owner, the owner's company admin and operations see it; to anyone else it does not exist.
    request: () => ({ path: `/api/Account/Screen?screen=requestDetail&id=${customerRequestId}` }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 404, Admin: 200 },
  },
  {
    endpoint: 'accountSessions',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'accountEndSession',
    // A session id nobody has: every signed-in caller gets as far as their own sessions.
    request: () => ({ body: { id: '00000000-0000-4000-8000-000000000000' } }),
    expected: { anonymous: 401, Customer: 404, CompanyAdmin: 404, Operator: 404, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'accountEndOtherSessions',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'assignRegistrationChannel',
    request: () => ({ body: { registrationChannel: 'web' } }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'accountUpdateProfile',
    request: () => ({ body: { firstName: 'Test', lastName: 'Kullanıcı', phone: '0532 123 45 67', preferredLanguage: 'tr', notificationPreferences: { requestQuoted: true, reservationCreated: true, paymentReceived: true, reservationConfirmed: true } } }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'companyGet',
    request: () => ({}),
    // Everyone reads their own company (null without one); other companies are proved in tests/api/company.test.ts.
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'companyUpdate',
    request: () => ({ body: { companyId: 999999, name: 'Matris A.Ş.', taxOffice: 'Konak', taxNumberKind: 'vkn', taxNumber: '4540536920', address: 'Atatürk Cad. 1', provinceId: 35, districtId: 1, invoiceEmail: 'fatura@matris.test' } }),
    // Naming another company: only the platform Admin gets past authorisation (404: no such company).
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'companyGetUsers',
    request: () => ({ body: {} }),
    // Admin has no company of its own (404); it names one with companyId.
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'companyInviteUser',
    request: () => ({ body: { email: 'matrix-invite@example.com', role: 'Customer', language: 'tr' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'companyRevokeInvitation',
    // An invitation id nobody has: a company admin (and the platform Admin) gets as far as the lookup.
    request: () => ({ body: { invitationId: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 404, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'companyAcceptInvitation',
    // A link no invitation has: every signed-in caller gets as far as the lookup (and is refused, audited).
    request: () => ({ body: { token: 'matrix-unknown-invitation-token-000000000000' } }),
    expected: { anonymous: 401, Customer: 404, CompanyAdmin: 404, Operator: 404, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'companySetUserRole',
    request: () => ({ body: { userId: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02', role: 'Customer' } }),
    // The colleague stays a Customer; Admin manages the user's own company.
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'companyDeactivateUser',
    request: () => ({ body: { userId: 'no-such-user' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 404, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'companyReactivateUser',
    request: () => ({ body: { userId: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 200 },
  },
  // [E1] API keys: a company admin manages the company's; the platform Admin lists and revokes any (an unknown id: 404).
  {
    endpoint: 'apiKeyCreate',
    request: () => ({ body: { name: 'Matrix', scopes: ['quotes:read'] } }),
    // The platform Admin has no company of its own (404): it lists and revokes every company's keys instead.
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 201, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'apiKeyGetList',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'apiKeyRevoke',
    request: () => ({ body: { id: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 404, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'apiKeyGetAll',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 200 },
  },
  // [E1] Webhook endpoints: a company admin manages the company's (an unknown id: 404 means authorisation passed); the
  // platform Admin passes the role check but has no company of its own (404).
  {
    endpoint: 'webhookEndpointCreate',
    request: () => ({ body: { url: 'https://hooks.example.com/navlun', eventTypes: ['reservation.created'] } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 201, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'webhookEndpointGetList',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 200, Operator: 403, Editor: 403, Admin: 404 },
  },
  ...(['webhookEndpointUpdate', 'webhookEndpointRotateSecret', 'webhookEndpointDelete', 'webhookDeliveryRedeliver'] as const).map((endpoint) => ({
    endpoint,
    request: () => ({ body: { id: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 404, Operator: 403, Editor: 403, Admin: 404 },
  })),
  {
    endpoint: 'webhookDeliveryGetList',
    request: () => ({ body: { endpointId: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 404, Operator: 403, Editor: 403, Admin: 404 },
  },
  // [E1] Carrier credentials: the platform Admin only (an unknown id: 404 means authorisation passed).
  {
    endpoint: 'carrierCredentialCreate',
    request: () => ({ body: { carrier: 'Matrix Carrier Line' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 201 },
  },
  {
    endpoint: 'carrierCredentialRotate',
    request: () => ({ body: { id: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'carrierCredentialRevoke',
    request: () => ({ body: { id: 987654 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'carrierCredentialGetList',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 200 },
  },
  // [E1] Carrier events: operations (Operator, Admin) list them, and match again or dismiss an unmatched one (an unknown
  // eventID: 404 means authorisation passed).
  {
    endpoint: 'carrierEventGetList',
    request: () => ({ path: '/api/Admin/CarrierEvent/GetList?pageSize=1' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  ...(['carrierEventRematch', 'carrierEventDismiss'] as const).map((endpoint) => ({
    endpoint,
    request: () => ({ body: { eventID: '00000000-0000-4000-8000-000000000000' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  })),
  {
    endpoint: 'carrierEventAssign',
    request: () => ({ body: { eventID: '00000000-0000-4000-8000-000000000000', reference: 'BK-2026-999999', containerType: '40HC' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'trackingAddMilestone',
    request: () => ({ body: { reference: 'BK-2026-999999', code: 'departed', actualAt: new Date().toISOString() } }),
    // Operations reach the lookup (404: no such shipment); everyone else is refused before it.
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'trackingUpdateEta',
    request: () => ({ body: { reference: 'BK-2026-999999', eta: new Date().toISOString(), reason: 'weather' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  // [M5] users and the audit log: the platform Admin only (an unknown id: 404 means authorisation passed).
  {
    endpoint: 'userGetList',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'userSetRoles',
    request: () => ({ body: { id: 'no-such-user', roles: ['Customer'] } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'userDeactivate',
    request: () => ({ body: { id: 'no-such-user' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'userReactivate',
    request: () => ({ body: { id: 'no-such-user' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'userGetAuditTrail',
    request: () => ({ path: '/api/User/GetAuditTrail?id=no-such-user' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'auditGetList',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 403, Admin: 200 },
  },
  // [M5] operations: the requests queue, tariff offers, the transfer queue and its rejection, FX rates.
  {
    endpoint: 'demandGetQueue',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'demandGetTariffOffers',
    request: () => ({ path: '/api/Demand/GetTariffOffers?id=2000000' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'paymentGetTransfers',
    request: () => ({ body: {} }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'paymentRejectTransfer',
    request: () => ({ body: { paymentId: 2_000_000, reason: 'Role matrix' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'fxRateGetList',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    // An empty list of rates: operations reach the validation (400) without changing the table.
    endpoint: 'fxRateSave',
    request: () => ({ body: { rates: [] } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 400, Editor: 403, Admin: 400 },
  },
  {
    endpoint: 'chatGetTranscripts',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    // No such conversation: operations reach the lookup (404), everyone else is refused before it.
    endpoint: 'chatGetTranscript',
    request: () => ({ path: '/api/Chat/GetTranscript?id=no-such-conversation' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    // A file with a wrong header: operations get the dry run's report (200), nothing is imported.
    endpoint: 'tariffUpload',
    request: () => {
      const form = new FormData();
      form.append('file', new Blob(['wrong;columns\n1;2\n'], { type: 'text/csv' }), 'matrix.csv');
      return { form };
    },
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'tariffGetImport',
    request: () => ({ path: '/api/Tariff/GetImport?id=00000000-0000-4000-8000-000000000000' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'tariffConfirmImport',
    request: () => ({ body: { id: '00000000-0000-4000-8000-000000000000' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'tariffGetList',
    request: () => ({ body: { pageSize: 1 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'tariffExport',
    request: () => ({ path: '/api/Tariff/Export?mode=ROAD&carrier=No%20such%20carrier' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 200, Editor: 403, Admin: 200 },
  },
  {
    endpoint: 'tariffChangeValidity',
    request: () => ({ body: { id: 'T-999999999', validTo: '2099-01-01' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 404, Editor: 403, Admin: 404 },
  },
  {
    endpoint: 'contentGetList',
    request: () => ({ body: { pageSize: 1 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'contentGet',
    request: () => ({ path: '/api/Content/Get?id=999999' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    // A draft with slugs of its own per principal (a second save of the same slugs would be a 409).
    endpoint: 'contentSave',
    request: (principal) => ({ body: { entry: { kind: 'pressRelease', slugTr: `matris-${principal.toLowerCase()}`, slugEn: `matrix-${principal.toLowerCase()}`, titleTr: 'Matris', titleEn: 'Matrix' } } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'contentDelete',
    request: () => ({ body: { id: 999999, expectedRevision: 1 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'contentGetRevisions',
    request: () => ({ path: '/api/Content/GetRevisions?id=999999' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'contentGetRevision',
    request: () => ({ path: '/api/Content/GetRevision?id=999999&revision=1' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'contentRestoreRevision',
    request: () => ({ body: { id: 999999, revision: 1, expectedRevision: 1 } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'contentPreview',
    request: () => ({ body: { markdown: '# Matrix' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 200, Admin: 200 },
  },
  {
    // Not an image: editors get the 415 (authorisation passed), nothing is stored.
    endpoint: 'contentUploadImage',
    request: () => {
      const form = new FormData();
      form.append('file', new Blob(['not an image']), 'matrix.png');
      return { form };
    },
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 415, Admin: 415 },
  },
];

describe('the role matrix', () => {
  it('covers every user-authenticated endpoint', () => {
    const covered = new Set(matrix.map((row) => row.endpoint));
    const protectedEndpoints = Object.entries(endpoints).filter(([, definition]) => definition.access.kind === 'user').map(([key]) => key);
    expect([...covered].sort()).toEqual(protectedEndpoints.sort());
  });

  for (const row of matrix) {
    for (const principal of principals) {
      it(`${row.endpoint} as ${principal} → ${row.expected[principal]}`, async () => {
        const definition = endpoints[row.endpoint];
        const { path, ...options } = row.request(principal);
        const bearer = principal === 'anonymous' ? undefined : await api.demoToken(demoEmail[principal]);
        const response = await api.call(definition.method, path ?? definition.path, { ...options, bearer });
        expect(response.status).toBe(row.expected[principal]);
      });
    }
  }
});
