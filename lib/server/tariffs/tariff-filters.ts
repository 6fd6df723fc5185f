import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { turkishFold } from '../../domain/turkish-fold';
import type { TransportMode } from '../../domain/pricing';
import { tariffs } from '../db/schema';

export interface TariffFilters {
  mode?: TransportMode;
  carrier?: string;
  origin?: string;
  destination?: string;
  validOn?: string;
  state?: 'all' | 'current' | 'expired';
}

/** The carrier folded in SQL as turkishFold folds the search text (İ/I/ı → i, ç → c …; lower() alone misses Turkish letters). */
export const foldSql = (value: SQL | typeof tariffs.carrier) => sql`lower(translate(${value}, 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'))`;
const foldedCarrier = foldSql(tariffs.carrier);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The list's and the export's filters as one condition (the lane index serves origin, destination, mode). */
export function tariffFilter(filters: TariffFilters, today: string): SQL | undefined {
  return and(
    filters.mode ? eq(tariffs.mode, filters.mode) : undefined,
    filters.carrier ? sql`${foldedCarrier} like ${likePattern(turkishFold(filters.carrier))}` : undefined,
    filters.origin ? eq(tariffs.origin, filters.origin) : undefined,
    filters.destination ? eq(tariffs.destination, filters.destination) : undefined,
    filters.validOn ? and(lte(tariffs.validFrom, filters.validOn), gte(tariffs.validTo, filters.validOn)) : undefined,
    filters.state === 'expired' ? lt(tariffs.validTo, today) : filters.state === 'current' ? gte(tariffs.validTo, today) : undefined,
  );
}
