import { asc, count, desc } from 'drizzle-orm';
import { istanbulDay } from '../../domain/business-date';
import type { TariffListRequest, TariffPage } from '../../schemas/tariff';
import type { Database } from '../db/client';
import { tariffListColumns } from '../freight/tariff-row';
import { tariffs } from '../db/schema';
import { tariffFilter } from './tariff-filters';

/** [M5] Operations' tariff list: filtered by mode, carrier, lane, a day of validity or expiry, newest validity first. */
export async function listTariffs(db: Database, request: TariffListRequest, now = new Date()): Promise<TariffPage> {
  const where = tariffFilter(request, istanbulDay(now));
  const [items, [total]] = await Promise.all([
    db
      .select(tariffListColumns)
      .from(tariffs)
      .where(where)
      .orderBy(desc(tariffs.createdAt), desc(tariffs.validTo), asc(tariffs.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ total: count() }).from(tariffs).where(where),
  ]);
  return { items, totalCount: Number(total?.total ?? 0), pageNumber: request.pageNumber, pageSize: request.pageSize };
}
