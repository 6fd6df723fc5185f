import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { pagerItemKey, type PagerItem } from '@/lib/list/data-table';

/** The texts of a pager, in the page's language. */
export interface PagerLabels {
  /** TablePagination's `labelRowsPerPage`. */
  rowsPerPage: string;
  /** TablePagination's `labelDisplayedRows`: "11–20 of 1,234" · "1.234 kayıttan 11–20". */
  displayedRows: (rows: { from: number; to: number; count: number }) => string;
  /**
   * `getItemAriaLabel` of TablePagination (its buttons) and of Pagination (its buttons and page links; MUI asks for its
   * ellipses too, but renders them without a name: they get none).
   */
  itemLabel: (item: PagerItem | 'start-ellipsis' | 'end-ellipsis', page?: number | null, selected?: boolean) => string;
}

/**
 * The one source of every pager's texts, the admin and account lists' (DataTablePager, ListPager): namespace `common`,
 * `table.*`, numbers written as the language writes them. MUI's own English defaults never show.
 */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale, 0);
  return {
    rowsPerPage: t('table.rowsPerPage'),
    displayedRows: ({ from, to, count }) => t('table.displayedRows', { from: number(from), to: number(to), count: number(count) }),
    itemLabel: (item, page, selected = false) => (item === 'start-ellipsis' || item === 'end-ellipsis' ? '' : t(pagerItemKey(item, selected), { page: number(page ?? 1) })),
  };
}
