import { operationsRoles } from '../../auth/roles';
import { addMilestoneBody, etaAnswer, milestoneAnswer, trackingAnswer, trackingQuery, updateEtaBody } from '../../schemas/tracking';
import { ApiError } from '../../server/api/errors';
import { requestLocale } from '../../server/api/messages';
import { getDb } from '../../server/db/client';
import { callerScope, requestViewer } from '../../server/requests/request-scope';
import { addMilestone } from '../../server/tracking/add-milestone';
import { getTracking } from '../../server/tracking/get-tracking';
import { assertMissesLeft, countMiss } from '../../server/tracking/miss-limit';
import { parseTrackingNumber } from '../../server/tracking/tracking-number';
import { updateEta } from '../../server/tracking/update-eta';
import { endpoint } from '../endpoint';

export const trackingEndpoints = {
  trackingGet: endpoint({
    method: 'GET',
    path: '/api/Tracking/Get',
    tag: 'Tracking',
    summary: {
      en: 'Tracks a shipment by booking reference (BK-2026-000042), container number (ISO 6346, check digit verified), bill of lading or air waybill (prefix-serial + serial mod 7): summary, milestones, ETA with its moves, staleness and the containers’ free-time countdown. Anyone sees the public milestones; its owner, their company admin and operations also the other milestones, parties and documents (bearer token or session cookie). Lowercase, spaces and dashes are normalised; a wrong check digit is a 400 naming the expected digit. Numbers that find nothing count against a stricter limit (10 per 10 min per address, 50 per signed-in user) after which every lookup is refused until the window passes.',
      tr: 'Bir gönderiyi rezervasyon numarası (BK-2026-000042), konteyner numarası (ISO 6346, kontrol basamağı doğrulanır), konşimento veya hava konşimentosu (önek-seri + seri mod 7) ile izler: özet, kilometre taşları, değişiklikleriyle tahmini varış, güncellik ve konteynerlerin serbest süre sayacı. Herkes herkese açık kilometre taşlarını görür; sahibi, firma yöneticisi ve operasyon ayrıca diğer kilometre taşlarını, tarafları ve belgeleri de görür (bearer belirteç veya oturum çerezi). Küçük harf, boşluk ve tireler normalleştirilir; yanlış kontrol basamağı, beklenen basamağı söyleyen bir 400 döner. Bir şey bulamayan numaralar daha sıkı bir sınıra sayılır (adres başına 10 dakikada 10, oturum açmış kullanıcıya 50); aşılınca süre dolana dek her sorgu reddedilir.',
    },
    access: { kind: 'public' },
    query: trackingQuery,
    response: trackingAnswer,
    statuses: { 404: { en: 'No shipment has this number.', tr: 'Bu numarayla bir gönderi yok.' } },
    rateLimit: { points: 60, windowSeconds: 60, signedInPoints: 300 },
    apiKeyScopes: ['tracking:read'],
    handle: async ({ req, query, principal }) => {
      const number = parseTrackingNumber(query.number);
      await assertMissesLeft(req, principal);
      const db = await getDb();
      // A deactivated account sees what anyone sees.
      const viewer = principal ? await requestViewer(db, principal).catch(() => null) : null;
      try {
        return await getTracking(db, { number, viewer, locale: requestLocale(req) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) await countMiss(req, principal);
        throw error;
      }
    },
  }),
  trackingAddMilestone: endpoint({
    method: 'POST',
    path: '/api/Tracking/AddMilestone',
    tag: 'Tracking',
    summary: {
      en: 'Operations (Operator, Admin) set one milestone of a shipment named by any of its numbers: planned and/or actual time, place, whether the public sees it, a note. The milestone of that code is updated or added, audited. An actual departure moves the booking to in transit, an actual delivery to delivered, and the customer is notified.',
      tr: 'Operasyon (Operatör, Yönetici), numaralarından biriyle belirtilen bir gönderinin bir kilometre taşını girer: planlanan ve/veya gerçekleşen zaman, yer, herkese açık olup olmadığı, not. O koddaki kilometre taşı güncellenir veya eklenir, denetim kaydı yazılır. Gerçekleşen kalkış rezervasyonu yolda, gerçekleşen teslim teslim edildi durumuna geçirir ve müşteriye bildirim gider.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: addMilestoneBody,
    response: milestoneAnswer,
    maxBodyBytes: 8 * 1024,
    statuses: { 404: { en: 'No shipment has this number.', tr: 'Bu numarayla bir gönderi yok.' } },
    rateLimit: { points: 600, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return addMilestone(db, viewer, body, requestId);
    },
  }),
  trackingUpdateEta: endpoint({
    method: 'POST',
    path: '/api/Tracking/UpdateEta',
    tag: 'Tracking',
    summary: {
      en: 'Operations (Operator, Admin) move a shipment’s ETA with a reason (weather, port congestion …) and an optional note; the move is kept and shown to everyone tracking it, audited, and the owner is notified in-app and by email.',
      tr: 'Operasyon (Operatör, Yönetici) bir gönderinin tahmini varışını bir gerekçeyle (hava koşulları, liman yoğunluğu …) ve isteğe bağlı notla değiştirir; değişiklik saklanır ve izleyen herkese gösterilir, denetim kaydı yazılır, sahibine uygulama içi ve e-posta bildirimi gider.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: updateEtaBody,
    response: etaAnswer,
    maxBodyBytes: 8 * 1024,
    statuses: { 404: { en: 'No shipment has this number.', tr: 'Bu numarayla bir gönderi yok.' } },
    rateLimit: { points: 300, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return updateEta(db, viewer, body, requestId);
    },
  }),
} as const;
