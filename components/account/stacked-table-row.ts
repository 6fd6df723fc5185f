import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A table row that is a row from md on and, on a phone, a small grid of its cells (`columns`: the grid's columns,
 * e.g. '1fr auto'), each row parted from the next by a line instead of each cell's.
 */
export const stackedTableRowSx = (columns: string): SxProps<Theme> => ({
  display: { xs: 'grid', md: 'table-row' },
  gridTemplateColumns: columns,
  gap: 0.5,
  py: { xs: 1, md: 0 },
  borderBottomWidth: 1,
  borderBottomStyle: { xs: 'solid', md: 'none' },
  borderColor: 'divider',
  '& td': { borderBottomStyle: { xs: 'none', md: 'solid' } },
});
