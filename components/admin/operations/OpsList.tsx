import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The results of an operations queue: how many match, a line when none does, else one row (OpsListRow) per item. */
export function OpsList<Item>({ countText, emptyText, items, countTestId, children }: { countText: string; emptyText: string; items: readonly Item[]; countTestId?: string; children: (item: Item) => ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite" data-testid={countTestId}>
        {countText}
      </Typography>
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{emptyText}</Typography>
        </Paper>
      ) : (
        <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map(children)}
        </Stack>
      )}
    </>
  );
}

/** One item of an OpsList: its reference and chips over the lane and who it is for; its figures on the right. */
export function OpsListRow({ head, lane, people, aside, ...data }: { head: ReactNode; lane: ReactNode; people: ReactNode; aside: ReactNode; 'data-testid': string; 'data-request-id'?: number }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} {...data}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.6} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {head}
          </Stack>
          <Typography sx={{ fontWeight: 700, mt: 0.4 }}>{lane}</Typography>
          <Typography variant="body2" color="text.secondary">
            {people}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { md: 'right' }, flexShrink: 0 }}>{aside}</Box>
      </Stack>
    </Paper>
  );
}
