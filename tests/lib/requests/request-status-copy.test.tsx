import { describe, expect, it } from 'vitest';
import { RequestStatePanel } from '@/components/account/requests/RequestStatePanel';
import { requestStatuses, type RequestAction, type RequestStatus } from '@/lib/domain/request-state';
import { requestSituation, requestSituations, requestStatusCopy, type RequestAudience } from '@/lib/requests/request-status-copy';
import { locales, type Locale } from '@/lib/routes';
import type { RequestDetail } from '@/lib/schemas/request';
import { localeTexts, renderTranslated } from '../../support/render-translated';

const text = (locale: Locale, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], localeTexts(locale, 'account'));
const audiences: RequestAudience[] = ['customer', 'staff'];

describe('the request status texts', () => {
  it('every status of the state machine has a situation, and every situation a heading and a next step for both readers in both languages', () => {
    for (const status of requestStatuses) expect(requestSituations).toContain(requestSituation(status, false));
    for (const situation of requestSituations)
      for (const audience of audiences)
        for (const locale of locales) {
          const copy = requestStatusCopy(situation, audience);
          expect(text(locale, copy.heading), `${locale} ${copy.heading}`).toEqual(expect.any(String));
          expect(text(locale, copy.next), `${locale} ${copy.next}`).toEqual(expect.any(String));
        }
  });

  it('a submitted request reads differently with and without the customer’s chosen offer, and each situation has its own customer heading', () => {
    expect(requestSituation('submitted', true)).toBe('submittedWithOffer');
    expect(requestSituation('submitted', false)).toBe('submittedForQuote');
    const headings = requestSituations.map((situation) => text('en', requestStatusCopy(situation, 'customer').heading));
    expect(new Set(headings).size).toBe(headings.length);
  });
});

const request = (status: RequestStatus, overrides: Partial<RequestDetail> = {}): RequestDetail =>
  ({ id: 7, reference: 'RQ-2026-000007', status, mode: 'SEA_LCL', origin: 'TRMER', destination: 'USNYC', readyDate: '2026-12-01', createdAt: '2026-11-28T10:00:00Z', updatedAt: '2026-11-28T10:00:00Z', total: null, search: {}, message: '', approvedOfferId: null, reservationId: null, owner: { email: 'a@b.test', fullName: 'A B' }, offers: [], files: [], history: [], ...overrides }) as RequestDetail;

describe('the request state panel', () => {
  const cases: [RequestStatus, RequestAudience, RequestAction[], Partial<RequestDetail>, { en: string; tr: string }][] = [
    ['submitted', 'customer', ['cancel'], {}, { en: 'Request received: operations are pricing it', tr: 'Talebiniz alındı: operasyon fiyatlandırıyor' }],
    ['quoted', 'customer', ['approve', 'reject', 'cancel'], {}, { en: 'Offers ready: approve one to book', tr: 'Teklifler hazır: rezervasyon için birini onaylayın' }],
    ['quoted', 'staff', ['reject', 'cancel'], {}, { en: 'Quoted: waiting for the customer to approve an offer', tr: 'Fiyatlandırıldı: müşterinin bir teklifi onaylaması bekleniyor' }],
    ['approved', 'customer', ['convert', 'cancel'], {}, { en: 'Offer approved: make the reservation', tr: 'Teklif onaylandı: rezervasyonu yapın' }],
    ['converted', 'customer', [], { reservationId: 12 }, { en: 'This request is now a reservation', tr: 'Bu talep artık bir rezervasyon' }],
    ['expired', 'customer', [], {}, { en: 'Request expired before an offer was approved', tr: 'Talebin süresi bir teklif onaylanmadan doldu' }],
  ];
  it.each(cases)('%s, read by the %s: the heading says where it stands', async (status, audience, actions, overrides, heading) => {
    for (const locale of locales) {
      const html = await renderTranslated(<RequestStatePanel request={request(status, overrides)} audience={audience} actions={actions} />, locale, ['account', 'common']);
      expect(html).toMatch(new RegExp(`data-testid="request-state-heading"[^>]*>${heading[locale]}<`));
      expect(html).not.toContain('requestState.');
    }
  });

  it('the approved request offers the reservation itself, never a promise that it turns into one by itself', async () => {
    const html = await renderTranslated(<RequestStatePanel request={request('approved')} audience="customer" actions={['convert', 'cancel']} />, 'en', ['account', 'common']);
    expect(html).toContain('data-testid="make-reservation"');
    expect(html).not.toMatch(/working day/i);
  });

  it('a converted request links to its reservation; a closed one to a new search', async () => {
    expect(await renderTranslated(<RequestStatePanel request={request('converted', { reservationId: 12 })} audience="customer" actions={[]} />, 'en', ['account', 'common'])).toContain('href="/my-account/reservations/reservation-details?id=12"');
    expect(await renderTranslated(<RequestStatePanel request={request('cancelled')} audience="customer" actions={[]} />, 'tr', ['account', 'common'])).toContain('href="/lojistik-arama"');
  });
});
