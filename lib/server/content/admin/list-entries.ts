import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentListRequest, ContentPage, ContentState } from '../../../schemas/content-admin';
import type { ContentKind } from '../../../domain/content';
import type { Database } from '../../db/client';
import { contentEntries, users } from '../../db/schema';
import { foldedText, sqlFold } from '../../db/list-filters';
import { updatedByName } from './entry-row';
import { entryState } from './entry-state';

/** entry-state.ts's rule in SQL, against the database's clock (the listing index serves kind + status + publish_at). */
function stateCondition(state: ContentState): SQL {
  switch (state) {
    case 'draft':
      return eq(contentEntries.status, 'draft');
    case 'scheduled':
      return and(eq(contentEntries.status, 'published'), gt(contentEntries.publishAt, sql`now()`))!;
    case 'published':
      return and(eq(contentEntries.status, 'published'), or(isNull(contentEntries.publishAt), lte(contentEntries.publishAt, sql`now()`)))!;
  }
}

/** Sort keys from a whitelist; titles sort on their folded form (Çevre beside Cevre, not after Z). */
const sortKeys: Record<ContentListRequest['sortColumn'], SQL | typeof contentEntries.id> = {
  UpdatedAt: sql`${contentEntries.updatedAt}`,
  PublishAt: sql`${contentEntries.publishAt}`,
  TitleTr: sqlFold(sql`${contentEntries.titleTr}`),
  TitleEn: sqlFold(sql`${contentEntries.titleEn}`),
  SortOrder: sql`${contentEntries.sortOrder}`,
  Id: contentEntries.id,
};

/** [M5] A page of content entries of every status for the editors, filtered by kind, state and Turkish-folded text over titles and slugs. */
export async function listEntries(db: Database, request: ContentListRequest, now: Date = new Date()): Promise<ContentPage> {
  const conditions: SQL[] = [];
  if (request.kind) conditions.push(eq(contentEntries.kind, request.kind));
  if (request.state) conditions.push(stateCondition(request.state));
  if (request.text) {
    const { like } = foldedText(request.text);
    conditions.push(
      or(like(sqlFold(sql`${contentEntries.titleTr}`)), like(sqlFold(sql`${contentEntries.titleEn}`)), like(sql`${contentEntries.slugTr}`), like(sql`${contentEntries.slugEn}`)) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = request.sortDescending ? desc : asc;
  const key = sortKeys[request.sortColumn];
  const order = request.sortColumn === 'PublishAt' ? sql`${key} ${sql.raw(request.sortDescending ? 'desc' : 'asc')} nulls last` : direction(key);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentEntries.id,
        kind: contentEntries.kind,
        slugTr: contentEntries.slugTr,
        slugEn: contentEntries.slugEn,
        titleTr: contentEntries.titleTr,
        titleEn: contentEntries.titleEn,
        category: contentEntries.category,
        status: contentEntries.status,
        publishAt: contentEntries.publishAt,
        revision: contentEntries.revision,
        updatedAt: contentEntries.updatedAt,
        updatedByName,
      })
      .from(contentEntries)
      .leftJoin(users, eq(users.id, contentEntries.updatedBy))
      .where(where)
      .orderBy(order, direction(contentEntries.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db.select({ value: count() }).from(contentEntries).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ContentKind,
      slugTr: row.slugTr,
      slugEn: row.slugEn,
      titleTr: row.titleTr,
      titleEn: row.titleEn,
      category: row.category,
      state: entryState(row, now),
      publishAt: row.publishAt ? row.publishAt.toISOString() : null,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName,
    })),
    totalCount: total?.value ?? 0,
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
