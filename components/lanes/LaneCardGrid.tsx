import Grid from '@mui/material/Grid';
import type { LaneCard as LaneCardData } from '@/lib/server/lanes/list-featured-lanes';
import { LaneCard } from './LaneCard';

/** Recommended lanes as cards: one column on phones, two on tablets, three on wide screens. */
export function LaneCardGrid({ cards }: { cards: readonly LaneCardData[] }) {
  return (
    <Grid container spacing={1.5}>
      {cards.map((card) => (
        <Grid key={`${card.lane.direction}-${card.lane.countryCode}`} size={{ xs: 12, sm: 6, md: 4 }}>
          <LaneCard card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
