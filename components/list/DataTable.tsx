import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { Fragment, type Key, type ReactNode } from 'react';
import { SortHeader } from '@/components/common/SortHeader';
import { visuallyHidden } from '@/components/common/visually-hidden';
import { columnDisplay, type ColumnBreakpoint, type ColumnSort } from '@/lib/list/data-table';

export { columnSorter, type ColumnSort } from '@/lib/list/data-table';

/** A style object (the `sx` of MUI without its function and array forms, so styles can be merged by spreading). */
type Sx = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/** `data-*` attributes of a row or a cell (what tests and styles find them by). */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

interface ColumnBase<Row> {
  /** The column's key, unique in the table. */
  id: string;
  align?: 'right';
  /** The header cell's width ('18%'), for a table with a fixed layout. */
  width?: string;
  /** The column shows from this breakpoint on; narrower screens leave it out. */
  from?: ColumnBreakpoint;
  padding?: 'checkbox';
  /** Styles of every body cell of the column. */
  sx?: Sx;
  /** A body cell's own styles and attributes (its language, a test id). */
  cellProps?: (row: Row) => { sx?: Sx; lang?: string } & DataAttributes;
  cell: (row: Row) => ReactNode;
}

/** One column of a DataTable: its header (a sortable header is a text), its cells, its alignment and its width. */
export type DataColumn<Row> = ColumnBase<Row> & ({ header: ReactNode; sort?: undefined } | { header: string; sort: ColumnSort });

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** A row's attributes and styles. */
  rowProps?: (row: Row) => { sx?: Sx } & DataAttributes;
  /** The table's accessible name. */
  label?: string;
  /** A caption for assistive technology ("Requests 1–10 of 25"). */
  caption?: ReactNode;
  testId?: string;
  /** The line a table without rows shows; none without it. */
  empty?: ReactNode;
  /** A load is running: the bar over the table, `aria-busy`, and no empty line meanwhile. Omitted: no bar. */
  loading?: boolean;
  /** Rows that open to more: whether a row is open, and what its detail row holds (its own Collapse, for the motion). */
  detail?: { open: (row: Row) => boolean; content: (row: Row) => ReactNode };
  /** What phones (below md) see instead of the table, e.g. cards; the pager stays under both. */
  cards?: ReactNode;
  /**
   * The list's pager (DataTablePager), under the table and the cards: a slot, so that a table without pages doesn't
   * carry MUI's pagination with its menus.
   */
  pager?: ReactNode;
  hover?: boolean;
  /** Styles of the table (a fixed layout, denser cells). */
  tableSx?: Sx;
  sx?: SxProps<Theme>;
}

function Head<Row>({ columns }: { columns: readonly DataColumn<Row>[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const sx = { ...columnDisplay(column.from), ...(column.width ? { width: column.width } : {}) };
          return column.sort ? (
            <SortHeader key={column.id} label={column.header} active={column.sort.active} desc={column.sort.desc} align={column.align} sx={sx} onSort={column.sort.onSort} />
          ) : (
            <TableCell key={column.id} align={column.align} padding={column.padding} sx={sx}>
              {column.header}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

function Cells<Row>({ row, columns }: { row: Row; columns: readonly DataColumn<Row>[] }) {
  return columns.map((column) => {
    const { sx, ...attributes } = column.cellProps?.(row) ?? {};
    return (
      <TableCell key={column.id} align={column.align} padding={column.padding} sx={{ ...columnDisplay(column.from), ...column.sx, ...sx }} {...attributes}>
        {column.cell(row)}
      </TableCell>
    );
  });
}

/**
 * The table of the admin and account lists: the header (sortable columns through SortHeader), a row per item, the
 * empty line, the loading bar and the pager with its texts in the page's language. On a phone the table scrolls
 * sideways inside its container, leaves out the columns marked `from`, or gives way to `cards`.
 */
export function DataTable<Row>({ rows, columns, rowKey, rowProps, label, caption, testId, empty, loading, detail, cards, pager, hover = true, tableSx, sx }: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  return (
    <Box sx={sx} aria-busy={loading}>
      {loading !== undefined && <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('table.loading')} />}</Box>}
      <TableContainer sx={cards ? { display: { xs: 'none', md: 'block' } } : undefined}>
        <Table size="small" aria-label={label} sx={tableSx} data-testid={testId}>
          {caption && <caption style={visuallyHidden}>{caption}</caption>}
          <Head columns={columns} />
          <TableBody>
            {rows.map((row) => {
              const { sx: rowSx, ...attributes } = rowProps?.(row) ?? {};
              const open = detail?.open(row) ?? false;
              return (
                <Fragment key={rowKey(row)}>
                  <TableRow hover={hover} sx={{ ...rowSx, ...(open ? { '& > td': { borderBottom: 'none' } } : {}) }} {...attributes}>
                    <Cells row={row} columns={columns} />
                  </TableRow>
                  {detail && (
                    <TableRow>
                      <TableCell colSpan={columns.length} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
                        {detail.content(row)}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
            {empty && !loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {cards && <Box sx={{ display: { xs: 'block', md: 'none' } }}>{cards}</Box>}
      {pager}
    </Box>
  );
}
