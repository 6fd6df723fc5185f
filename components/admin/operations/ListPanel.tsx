import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An outlined panel of an operations screen: a heading over a dense list, or a line saying the list is empty. */
export function ListPanel<Item>({ title, items, emptyText, renderItem }: { title: string; items: readonly Item[]; emptyText?: string; renderItem: (item: Item) => ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography component="h2" variant="h4">
        {title}
      </Typography>
      {items.length === 0 && emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : <List dense>{items.map(renderItem)}</List>}
    </Paper>
  );
}
