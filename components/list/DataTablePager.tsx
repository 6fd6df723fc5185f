import TablePagination from '@mui/material/TablePagination';
import { zeroBasedPage } from '@/lib/list/data-table';
import { usePagerLabels } from './pager-labels';

/** A page of a list and what changing it does (pages count from 1): `page` is the paged answer itself. */
export interface DataTablePaging {
  page: { totalCount: number; pageNumber: number; pageSize: number };
  pageSizes: readonly number[];
  onPage: (pageNumber: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * The pager of the list tables (admin and account): page and page size, every text in the page's language
 * (usePagerLabels: rows per page, "x–y of z", the names of the previous/next buttons). Its toolbar wraps on a phone
 * instead of widening the page.
 */
export function DataTablePager({ page: { totalCount, pageNumber, pageSize }, pageSizes, onPage, onPageSize }: DataTablePaging) {
  const labels = usePagerLabels();
  return (
    <TablePagination
      component="div"
      count={totalCount}
      page={zeroBasedPage(pageNumber)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, page) => onPage(page + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={labels.rowsPerPage}
      labelDisplayedRows={labels.displayedRows}
      getItemAriaLabel={labels.itemLabel}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0.5, sm: 1 } } }}
    />
  );
}
