import { operationsRoles } from '../../auth/roles';
import { fxRateList, fxRateListQuery, fxRateSaveBody } from '../../schemas/admin-operations';
import { getDb } from '../../server/db/client';
import { listFxRates } from '../../server/fx/list-fx-rates';
import { saveFxRates } from '../../server/fx/save-fx-rates';
import { callerScope } from '../../server/requests/request-scope';
import { endpoint } from '../endpoint';

export const fxRatesEndpoints = {
  fxRateGetList: endpoint({
    method: 'GET',
    path: '/api/FxRate/GetList',
    tag: 'FxRate',
    summary: {
      en: 'The FX table (TRY per unit): each currency’s latest rate, which pricing uses, with the one before, and the rates of the last days (Operator, Admin).',
      tr: 'Döviz kuru tablosu (birim başına TRY): fiyatlamanın kullandığı her para biriminin son kuru ve bir öncekiyle, son günlerin kurları (Operatör, Yönetici).',
    },
    access: { kind: 'user', roles: operationsRoles },
    query: fxRateListQuery,
    response: fxRateList,
    handle: async ({ query }) => listFxRates(await getDb(), query.days),
  }),
  fxRateSave: endpoint({
    method: 'POST',
    path: '/api/FxRate/Save',
    tag: 'FxRate',
    summary: {
      en: 'Saves one day’s FX rates (today in Istanbul by default, or a missed day of the last 30; TRY per unit, positive, at most 25 % away from the previous rate). Audited; this instance prices with them at once, others within a minute.',
      tr: 'Bir günün döviz kurlarını kaydeder (varsayılan İstanbul saatiyle bugün ya da son 30 günün eksik bir günü; birim başına TRY, pozitif, önceki kurdan en fazla %25 farklı). Denetim kaydı yazılır; bu sunucu hemen, diğerleri bir dakika içinde yeni kurlarla fiyatlar.',
    },
    access: { kind: 'user', roles: operationsRoles },
    body: fxRateSaveBody,
    response: fxRateList,
    rateLimit: { points: 30, windowSeconds: 60 },
    handle: async ({ body, principal, requestId }) => {
      const { db, viewer } = await callerScope(principal);
      return saveFxRates(db, viewer.userId, body, requestId);
    },
  }),
} as const;
