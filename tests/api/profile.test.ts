import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const preferences = { requestQuoted: true, reservationCreated: false, paymentReceived: true, reservationConfirmed: false, reservationCancelled: false };
const body = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Ayşe', lastName: 'Yılmaz-Kaya', phone: '0532 123 45 67', preferredLanguage: 'en', notificationPreferences: preferences, ...overrides });

describe('POST /api/Account/UpdateProfile', () => {
  it('changes the caller’s own row: names, phone in E.164, language, notifications; GetProfile answers them; audited', async () => {
    const bearer = await api.demoToken('customer@navlunport.test');
    const saved = await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body() });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ firstName: 'Ayşe', lastName: 'Yılmaz-Kaya', email: 'customer@navlunport.test', phone: '+905321234567', preferredLanguage: 'en', notificationPreferences: preferences });
    const profile = await api.call('GET', '/api/Account/GetProfile', { bearer });
    expect(profile.json.data).toMatchObject({ lastName: 'Yılmaz-Kaya', fullName: 'Ayşe Yılmaz-Kaya', phone: '+905321234567', preferredLanguage: 'en', notificationPreferences: preferences, companyName: 'Ege Tekstil A.Ş.' });
    const [audit] = await api.sql<{ action: string; actor_id: string }>(`select action, actor_id from audit_log where action = 'user.updateProfile' order by id desc limit 1`);
    expect(audit).toEqual({ action: 'user.updateProfile', actor_id: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01' });
    // Nobody else's row changed.
    const [colleague] = await api.sql<{ phone: string | null }>(`select phone from users where email = 'colleague@navlunport.test'`);
    expect(colleague?.phone).toBeNull();
  });

  it('accepts international numbers and an empty phone', async () => {
    const bearer = await api.demoToken('colleague@navlunport.test');
    expect((await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ phone: '+49 30 1234567' }) })).json.data).toMatchObject({ phone: '+49301234567' });
    expect((await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ phone: '' }) })).json.data).toMatchObject({ phone: null });
  });

  it('refuses a bad phone, an unknown language, a missing preference and another user’s id (localized 400)', async () => {
    const bearer = await api.demoToken('customer@navlunport.test');
    const phone = await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ phone: '0132 12' }), headers: { 'Accept-Language': 'tr' } });
    expect(phone.status).toBe(400);
    expect(phone.json.errors?.[0]).toMatchObject({ field: 'phone', code: 'validation.phone', message: expect.stringContaining('telefon') });
    const language = await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ preferredLanguage: 'de' }) });
    expect(language.json.errors?.[0]).toMatchObject({ field: 'preferredLanguage', code: 'validation.notAllowed' });
    const missing = await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ notificationPreferences: { requestQuoted: true } }) });
    expect(missing.status).toBe(400);
    const smuggled = await api.call('POST', '/api/Account/UpdateProfile', { bearer, body: body({ userId: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e02' }) });
    expect(smuggled.json.errors?.[0]).toMatchObject({ code: 'validation.unknownField' });
  });

  it('keeps the names a user edited when the identity provider signs them in again', async () => {
    await api.call('POST', '/api/internal/identityClaims', { headers: { 'X-Claims-Secret': 'navlunport-embedded-claims-secret' }, body: { objectId: '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01', email: 'customer@navlunport.test', givenName: 'Ayşe', surname: 'Yılmaz' } });
    const [row] = await api.sql<{ last_name: string }>(`select last_name from users where email = 'customer@navlunport.test'`);
    expect(row?.last_name).toBe('Yılmaz-Kaya');
  });

  it('new users get every notification by default', async () => {
    const bearer = await api.token(['Customer'], { oid: 'fresh-user', sub: 'fresh-user', emails: ['fresh@example.com'] });
    const profile = await api.call('GET', '/api/Account/GetProfile', { bearer });
    expect(profile.json.data).toMatchObject({ preferredLanguage: 'tr', phone: null, notificationPreferences: { requestQuoted: true, reservationCreated: true, paymentReceived: true, reservationConfirmed: true } });
  });
});
