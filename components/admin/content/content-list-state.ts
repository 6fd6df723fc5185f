/**
 * [M5] The content list's state in the address bar, pure: read from a query (anything unknown falls
 * back to the defaults) and written back with the defaults left out.
 */
import { contentKinds, type ContentKind } from '@/lib/domain/content';
import type { ContentListRequest, ContentState, contentSortColumns as schemaSortColumns } from '@/lib/schemas/content-admin';

export type ContentSortColumn = (typeof schemaSortColumns)[number];

// The schema module brings zod: its lists are repeated here (a unit test holds them equal).
export const contentStates = ['draft', 'scheduled', 'published'] as const satisfies readonly ContentState[];
export const contentSortColumns = ['UpdatedAt', 'PublishAt', 'TitleTr', 'TitleEn', 'SortOrder', 'Id'] as const satisfies readonly ContentSortColumn[];

export interface ContentListState {
  kind: ContentKind | '';
  state: ContentState | '';
  text: string;
  pageNumber: number;
  pageSize: number;
  sortColumn: ContentSortColumn;
  sortDescending: boolean;
}

export const contentPageSizes = [10, 25, 50] as const;
export const defaultListState: ContentListState = { kind: '', state: '', text: '', pageNumber: 1, pageSize: 25, sortColumn: 'UpdatedAt', sortDescending: true };

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function listStateFromQuery(query: Query): ContentListState {
  const kind = one(query.kind);
  const state = one(query.state);
  const sort = one(query.sort);
  const page = Number(one(query.page));
  const size = Number(one(query.size));
  const desc = one(query.desc);
  return {
    kind: (contentKinds as readonly string[]).includes(kind) ? (kind as ContentKind) : '',
    state: (contentStates as readonly string[]).includes(state) ? (state as ContentState) : '',
    text: one(query.q).slice(0, 100),
    pageNumber: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (contentPageSizes as readonly number[]).includes(size) ? size : defaultListState.pageSize,
    sortColumn: (contentSortColumns as readonly string[]).includes(sort) ? (sort as ContentSortColumn) : defaultListState.sortColumn,
    sortDescending: desc === '' ? (sort === '' ? defaultListState.sortDescending : false) : desc === '1',
  };
}

/** The query that stands for a state (defaults left out, so a fresh list has a clean address). */
export function listStateToQuery(state: ContentListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.kind) query.kind = state.kind;
  if (state.state) query.state = state.state;
  if (state.text.trim()) query.q = state.text.trim();
  if (state.pageNumber !== 1) query.page = String(state.pageNumber);
  if (state.pageSize !== defaultListState.pageSize) query.size = String(state.pageSize);
  if (state.sortColumn !== defaultListState.sortColumn || state.sortDescending !== defaultListState.sortDescending) {
    query.sort = state.sortColumn;
    query.desc = state.sortDescending ? '1' : '0';
  }
  return query;
}

/** The API request for a state. */
export function listRequestOf(state: ContentListState): ContentListRequest {
  return {
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sortColumn: state.sortColumn,
    sortDescending: state.sortDescending,
    ...(state.kind ? { kind: state.kind } : {}),
    ...(state.state ? { state: state.state } : {}),
    ...(state.text.trim() ? { text: state.text.trim() } : {}),
  };
}
