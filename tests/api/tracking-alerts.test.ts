import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatInstant } from '@/lib/format';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/rate-limit/limits';
import { sweepTrackingAlerts } from '@/lib/server/tracking-alerts/alert-sweep';
import { startTestApi, type DemoName, type TestApi } from './harness';
import { mailsTo } from './outbox';

/**
 * [E1] Tracking alerts ("Notify me"): subscribe → confirmation mail → confirm → alerts on ETA moves of more than 12
 * hours, arrival, delivery and the free time ending → one-click unsubscribe → nothing more. No party data in any mail.
 */
let api: TestApi;
let tokens: Record<DemoName, string>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY).toISOString();

/** In transit to New York, ETA in 5 days; its parties and a hidden milestone's note must never reach a subscriber. */
const SEA = { reference: 'BK-2026-910001', container: 'MSKU1234565' };
/** At destination: discharged 2.5 days ago with 4 free days, so the free time ends within 2 days. */
const PORT = { reference: 'BK-2026-910002' };
const SECRETS = ['Ege Tekstil', 'Hudson Imports', '+90 232 000 00 00', 'Broker: Hudson Customs', 'Internal: berth'];

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
  const [sea] = await api.sql<{ id: number }>(`insert into shipments (reference, user_id, mode, origin, destination, carrier, vessel, voyage_number, free_days, planned_eta, eta, last_event_at, parties)
    values ('${SEA.reference}', '8a1f0c52-6b0e-4d3c-9f1e-0c7d5b2a9e01', 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', 'MSC Aurora', '248W', 5, '${at(5)}', '${at(5)}', '${at(-1)}',
    '{"shipper": {"name": "Ege Tekstil A.Ş.", "contact": "+90 232 000 00 00"}, "consignee": {"name": "Hudson Imports LLC"}}'::jsonb) returning id`);
  await api.sql(`insert into shipment_containers (shipment_id, container_number, container_type) values (${sea!.id}, '${SEA.container}', '40HC')`);
  await api.sql(`insert into tracking_milestones (shipment_id, code, location, planned_at, actual_at, public, note) values
    (${sea!.id}, 'departed', 'TRMER', '${at(-10)}', '${at(-10)}', true, 'Internal: berth 4'),
    (${sea!.id}, 'customsCleared', 'USNYC', '${at(6)}', null, false, 'Broker: Hudson Customs'),
    (${sea!.id}, 'arrived', 'USNYC', '${at(5)}', null, true, null),
    (${sea!.id}, 'delivered', 'USNYC', '${at(8)}', null, true, null)`);
  const [port] = await api.sql<{ id: number }>(`insert into shipments (reference, mode, origin, destination, carrier, free_days, planned_eta, eta, last_event_at, parties)
    values ('${PORT.reference}', 'SEA_FCL', 'TRMER', 'USNYC', 'MSC', 4, '${at(-3)}', '${at(-3)}', '${at(-2.5)}', '{"shipper": {"name": "Ege Tekstil A.Ş."}}'::jsonb) returning id`);
  await api.sql(`insert into tracking_milestones (shipment_id, code, location, planned_at, actual_at, public) values
    (${port!.id}, 'arrived', 'USNYC', '${at(-3)}', '${at(-3)}', true), (${port!.id}, 'discharged', 'USNYC', '${at(-2.5)}', '${at(-2.5)}', true)`);
});
afterAll(async () => api?.close());
beforeEach(() => resetRateLimits());

const subscribe = (email: string, number = SEA.reference, language = 'tr') =>
  api.call('POST', '/api/TrackingAlerts/Subscribe', { body: { number, email, language }, headers: { 'Accept-Language': language } });
const confirm = (token: string, language = 'en') => api.call('POST', '/api/TrackingAlerts/Confirm', { body: { token }, headers: { 'Accept-Language': language } });
const operator = (path: string, body: unknown) => api.call('POST', path, { body, bearer: tokens.operator, headers: { 'Accept-Language': 'en' } });
const moveEta = (hours: number, base: string) => operator('/api/Tracking/UpdateEta', { reference: SEA.reference, eta: new Date(new Date(base).getTime() + hours * HOUR).toISOString(), reason: 'vesselDelay', note: 'Internal: berth window' });
const currentEta = async () => new Date((await api.sql<{ eta: string | Date }>(`select eta from shipments where reference = '${SEA.reference}'`))[0]!.eta).toISOString();

/** A mail's headers unfolded (a long header continues on indented lines). */
const headersOf = (mail: string) => mail.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
/** The token of the last link to a page mailed to an address. */
function linkToken(mail: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail);
  expect(match, `a ${path} link`).not.toBeNull();
  return match![1]!;
}
function expectNoPartyData(mail: string) {
  for (const secret of SECRETS) expect(mail, secret).not.toContain(secret);
  expect(mail).not.toContain('customsCleared');
}
/** Subscribes and confirms an address: answers the unsubscribe token of its later alerts (from the "already on" mail). */
async function activeSubscriber(email: string, number: string, language = 'en') {
  expect((await subscribe(email, number, language)).status).toBe(200);
  const path = language === 'en' ? '/en/tracking-alerts/confirm' : '/takip-bildirimleri/onay';
  expect((await confirm(linkToken(mailsTo(email).at(-1)!, path))).status).toBe(200);
}

describe('POST /api/TrackingAlerts/Subscribe', () => {
  it('refuses a bad address with a localized field error, and an unknown number with 404', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ field: 'email', code: 'validation.email', message: 'Geçerli bir e-posta adresi girin (ör. ad@firma.com).' })]);
    const english = await subscribe('still@bad', SEA.reference, 'en');
    expect(english.json.errors).toEqual([expect.objectContaining({ field: 'email', message: 'Enter a valid email address (e.g. name@company.com).' })]);
    expect((await subscribe('someone@ornek.test', 'BK-2026-999999')).status).toBe(404);
  });

  it('double opt-in: the same answer, a confirmation mail with a 48-hour link stored hashed; confirm once, then "already"', async () => {
    const first = await subscribe('Ayse@Ornek.test');
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ accepted: true });
    const [row] = await api.sql<{ status: string; locale: string; confirm_token_hash: string; confirm_expires_at: Date; consent_ip: string }>(
      `select status, locale, confirm_token_hash, confirm_expires_at, consent_ip from tracking_alert_subscriptions where email = 'ayse@ornek.test'`,
    );
    expect(row).toMatchObject({ status: 'pending', locale: 'tr', consent_ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Math.abs(new Date(row!.confirm_expires_at).getTime() - (Date.now() + 48 * HOUR))).toBeLessThan(60_000);
    const mails = mailsTo('ayse@ornek.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Bildirimleri onayla');
    expect(mails[0]).toContain(SEA.reference);
    expectNoPartyData(mails[0]!);
    const firstToken = linkToken(mails[0]!, '/takip-bildirimleri/onay');
    expect(row!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirm_token_hash).not.toContain(firstToken);

    // Asking again: the same answer, a new link; the first one stops working.
    expect((await subscribe('ayse@ornek.test')).json.data).toEqual({ accepted: true });
    const token = linkToken(mailsTo('ayse@ornek.test')[1]!, '/takip-bildirimleri/onay');
    expect((await confirm(firstToken)).status).toBe(404);

    const confirmed = await confirm(token, 'tr');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toEqual({ status: 'confirmed', already: false, reference: SEA.reference });
    expect((await confirm(token)).json.data).toEqual({ status: 'confirmed', already: true, reference: SEA.reference });
    const audit = await api.sql<{ action: string }>(`select action from audit_log where entity = 'trackingAlertSubscription' order by id`);
    expect(audit.map((entry) => entry.action)).toEqual(['trackingAlert.subscribe', 'trackingAlert.subscribe.resend', 'trackingAlert.confirm']);

    // An active address asking again: the same answer; its mail says so and carries the unsubscribe.
    expect((await subscribe('ayse@ornek.test')).json.data).toEqual({ accepted: true });
    const already = mailsTo('ayse@ornek.test')[2]!;
    expect(already).toContain('zaten açık');
    expect(headersOf(already)).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/TrackingAlerts\/Unsubscribe\?token=/m);
  });

  it('unknown, altered and expired links say so', async () => {
    expect((await confirm('x'.repeat(43))).json).toMatchObject({ code: 'trackingAlerts.token.invalid' });
    expect((await confirm('not a token')).status).toBe(404);
    expect((await subscribe('late@ornek.test', SEA.container, 'en')).status).toBe(200);
    const token = linkToken(mailsTo('late@ornek.test')[0]!, '/en/tracking-alerts/confirm');
    await api.sql(`update tracking_alert_subscriptions set confirm_expires_at = now() - interval '1 minute' where email = 'late@ornek.test'`);
    const expired = await confirm(token);
    expect(expired.status).toBe(409);
    expect(expired.json).toMatchObject({ code: 'trackingAlerts.token.expired' });
    expect(expired.json.message).toContain(SEA.reference);
    expect(expired.json.message).toContain('Notify me');
  });

  it('limits requests per email address (429) and per client address', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetRateLimits();
    try {
      await limitedRequests();
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = '1000';
      resetRateLimits();
    }
  });
});

async function limitedRequests() {
  {
    for (let i = 0; i < 3; i += 1) expect((await subscribe('flood@ornek.test')).status).toBe(200);
    const limited = await subscribe('flood@ornek.test');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(mailsTo('flood@ornek.test')).toHaveLength(3);
    resetRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await subscribe(`ip${i}@ornek.test`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }
}

describe('alerts', () => {
  const email = 'follower@ornek.test';
  let unsubscribeHeader = '';

  it('an ETA 13 hours from the one the subscriber knew mails (also when small moves add up), 11 hours does not; no party data, the tracking link and the one-click unsubscribe', async () => {
    await activeSubscriber(email, SEA.container);
    const before = mailsTo(email).length;
    const known = await currentEta();
    expect((await moveEta(11, known)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before);
    // Two more hours: 13 hours from what the subscriber was told.
    expect((await moveEta(2, await currentEta())).status).toBe(200);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const alert = mails.at(-1)!;
    expect(alert).toContain('The estimated arrival of the shipment you follow moved by more than 12 hours.');
    expect(alert).toContain(SEA.reference);
    expect(alert).toMatch(/Mersin.*→.*New York/);
    expect(alert).toMatch(/\/en\/track-your-freight\?number=BK-2026-910001/);
    expect(alert).toMatch(/\/en\/tracking-alerts\/unsubscribe\?token=/);
    expectNoPartyData(alert);
    const headers = headersOf(alert);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(/^Content-Language: en$/m);
    unsubscribeHeader = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)![1]!;
    expect(unsubscribeHeader).toMatch(/\/api\/TrackingAlerts\/Unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    // Its previous ETA is the one the subscriber knew, not the 11-hour step in between.
    expect(alert).toContain(formatInstant(known, 'en'));
    // Back by 11 hours: within 12 hours of what the alert told. No mail.
    expect((await moveEta(-11, await currentEta())).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before + 1);
  });

  it('arrival once (a hidden one never), then delivery', async () => {
    const before = mailsTo(email).length;
    const arrivedAt = new Date(Date.now() - HOUR).toISOString();
    expect((await operator('/api/Tracking/AddMilestone', { reference: SEA.reference, code: 'arrived', actualAt: arrivedAt, public: false })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before);
    expect((await operator('/api/Tracking/AddMilestone', { reference: SEA.reference, code: 'arrived', actualAt: arrivedAt, public: true })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect(mailsTo(email).at(-1)).toContain('The shipment you follow has arrived at its destination.');
    // A corrected arrival time is the same event: no second mail.
    expect((await operator('/api/Tracking/AddMilestone', { reference: SEA.reference, code: 'arrived', actualAt: new Date(Date.now() - 2 * HOUR).toISOString() })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect((await operator('/api/Tracking/AddMilestone', { reference: SEA.reference, code: 'delivered', actualAt: new Date(Date.now() - 60_000).toISOString(), note: 'Internal: berth gate' })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before + 2);
    const delivered = mailsTo(email).at(-1)!;
    expect(delivered).toContain('has been delivered');
    for (const mail of mailsTo(email)) expectNoPartyData(mail);
    const rows = await api.sql<{ kind: string; sent: boolean }>(`select kind, sent_at is not null as sent from tracking_alert_deliveries where subscription_id = (select id from tracking_alert_subscriptions where email = '${email}') order by id`);
    expect(rows).toEqual([
      { kind: 'etaChanged', sent: true },
      { kind: 'arrived', sent: true },
      { kind: 'delivered', sent: true },
    ]);
  });

  it('the free time ending within 2 days mails once, however often the sweep runs (Turkish subscriber)', async () => {
    const portEmail = 'liman@ornek.test';
    await activeSubscriber(portEmail, PORT.reference, 'tr');
    const before = mailsTo(portEmail).length;
    const db = await getDb();
    // Two instances sweeping at the same moment: one alert, one mail.
    const rounds = await Promise.all([sweepTrackingAlerts(db), sweepTrackingAlerts(db)]);
    expect(rounds.reduce((sum, round) => sum + round.queued, 0)).toBe(1);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(await sweepTrackingAlerts(db)).toEqual({ queued: 0, sent: 0 });
    const mails = mailsTo(portEmail);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('serbest süresi 2 gün içinde bitiyor');
    expect(mails.at(-1)).toContain('Serbest süre bitişi');
    expect(headersOf(mails.at(-1)!)).toMatch(/^Content-Language: tr$/m);
    expectNoPartyData(mails.at(-1)!);
  });

  it('one-click unsubscribe (RFC 8058 form POST, no sign-in) stops every later mail; repeating it answers "already"', async () => {
    const target = new URL(unsubscribeHeader);
    const oneClick = await api.call('POST', `${target.pathname}${target.search}`, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status, JSON.stringify(oneClick.json)).toBe(200);
    expect(oneClick.json.data).toEqual({ status: 'unsubscribed', already: false, reference: SEA.reference });
    const before = mailsTo(email).length;
    expect((await moveEta(30, await currentEta())).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before);
    const again = await api.call('POST', '/api/TrackingAlerts/Unsubscribe', { body: { token: target.searchParams.get('token') } });
    expect(again.json.data).toEqual({ status: 'unsubscribed', already: true, reference: SEA.reference });
    // RFC 8058 allows the one-click body as multipart/form-data too.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await api.call('POST', `${target.pathname}${target.search}`, { form });
    expect(multipart.status, JSON.stringify(multipart.json)).toBe(200);
    expect(multipart.json.data).toEqual({ status: 'unsubscribed', already: true, reference: SEA.reference });
    // Anything else is no form: refused as JSON would be.
    expect((await api.call('POST', `${target.pathname}${target.search}`, { rawBody: '<x/>', headers: { 'Content-Type': 'text/xml' } })).status).toBe(415);
    expect((await api.call('POST', '/api/TrackingAlerts/Unsubscribe', { body: { token: 'y'.repeat(43) } })).status).toBe(404);
    expect((await api.call('POST', '/api/TrackingAlerts/Unsubscribe', { body: {} })).status).toBe(400);
  });
});
