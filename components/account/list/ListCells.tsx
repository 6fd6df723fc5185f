import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouteLink } from '@/components/common/RouteLink';
import type { RouteKey } from '@/lib/routes';
import { Lane } from './Lane';

/** The parts of an account list's rows and cards: the item's link, who asked or booked, the top of a card. */

/** The item's reference as the link to its detail screen: bold, a size bigger on a card. */
function ItemLink({ to, item, card = false }: { to: RouteKey; item: { id: number; reference: string }; card?: boolean }) {
  return (
    <RouteLink to={to} query={{ id: item.id }} sx={card ? { fontWeight: 800, fontSize: '1.05rem' } : { fontWeight: 800, whiteSpace: 'nowrap' }}>
      {item.reference}
    </RouteLink>
  );
}

/** The first column's content: the item's link to `to`, and a line under it. */
export function ReferenceLines({ to, item, children }: { to: RouteKey; item: { id: number; reference: string }; children: ReactNode }) {
  return (
    <>
      <ItemLink to={to} item={item} />
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </>
  );
}

/** Who asked or booked: the name (the e-mail without one), the e-mail under it. */
export function OwnerLines({ owner }: { owner: { fullName?: string | null; email: string } }) {
  return (
    <>
      <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
        {owner.fullName || owner.email}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={owner.email}>
        {owner.email}
      </Typography>
    </>
  );
}

/** The top of a phone card: the item's link to `to` with "subtitle · date" under it, its status chip on the right, then the lane. */
export function CardHeader({ to, item, names, subtitle, date, chip }: { to: RouteKey; item: { id: number; reference: string; origin: string; destination: string }; names: Record<string, string>; subtitle: ReactNode; date: string; chip: ReactNode }) {
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <ItemLink to={to} item={item} card />
          <Typography variant="body2" color="text.secondary">
            {subtitle} · {date}
          </Typography>
        </Box>
        {chip}
      </Stack>
      <Box sx={{ mt: 0.8 }}>
        <Lane item={item} names={names} />
      </Box>
    </>
  );
}
