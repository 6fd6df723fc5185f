import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/**
 * Cards in equal columns by breakpoint, as one CSS grid: its children are the cards, stretched to the row's height.
 * MUI's Grid wraps every card in an element of its own with four classes, markup a static page's HTML carries for
 * nothing.
 */
export function CardGrid({ columns, gap, children, sx, ...rest }: { columns: Columns; gap: number; children: ReactNode } & Omit<BoxProps, 'children'>) {
  const template = Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));
  return (
    <Box {...rest} sx={[{ display: 'grid', gap, gridTemplateColumns: template }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
