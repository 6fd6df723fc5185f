import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A table's header: one cell per label, the `numeric` ones aligned right like their numbers; `children` add cells after them. */
export function HeadRow({ labels, numeric = [], children }: { labels: readonly string[]; numeric?: readonly string[]; children?: ReactNode }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} align={numeric.includes(label) ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
        {children}
      </TableRow>
    </TableHead>
  );
}
