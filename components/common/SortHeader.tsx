import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';

/** A sortable column header of a list table (the account lists and the admin lists). */
export function SortHeader({ label, active, desc, sx, align, onSort }: { label: string; active: boolean; desc: boolean; sx?: SxProps<Theme>; align?: 'right'; onSort: () => void }) {
  return (
    <TableCell align={align} sx={sx} sortDirection={active ? (desc ? 'desc' : 'asc') : false}>
      <TableSortLabel active={active} direction={active && desc ? 'desc' : 'asc'} onClick={onSort}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
