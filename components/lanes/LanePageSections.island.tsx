import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import { useTranslation } from 'next-i18next/pages';
import { ActionHero } from '@/components/common/PageHero.island';
import { PageBody } from '@/components/content/PageText';
import type { PageText } from '@/lib/content/page-text';
import { useLocale } from '@/lib/i18n';
import { countryName } from '@/lib/lanes/format';
import type { LanePageData, LanePlace } from '@/lib/server/lanes/load-lane-page';
import { TURKIYE_NAME, useLaneText } from './lane-page';
import { LaneCustoms, type LaneCustomsNotes } from './LaneCustoms';
import { LaneEnds } from './LaneEnds';
import { LaneModes } from './LaneModes';
import { LaneSailings } from './LaneSailings';
import { LaneSection } from './LaneSection';

function PlaceList({ title, places }: { title: string; places: LanePlace[] }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.4} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.4 }}>
        {places.map((place) => (
          <Box component="li" key={place.code} sx={{ display: 'flex', gap: 0.6, alignItems: 'center' }}>
            {place.kind === 'airport' ? <FlightIcon fontSize="small" color="action" aria-hidden /> : <DirectionsBoatIcon fontSize="small" color="action" aria-hidden />}
            <span>
              {place.name} <Typography component="span" variant="body2" color="text.secondary">({place.code})</Typography>
            </span>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The lane page's band: the breadcrumb down to the lane, its two ends, heading and lead, and the calls to action. */
export function LanePageHero({ data, text: fixedText }: { data: LanePageData; text: PageText | null }) {
  const { t } = useTranslation('lanes');
  const { country, text } = useLaneText(data, fixedText);
  const [from, to] = data.lane.direction === 'export' ? [TURKIYE_NAME, country] : [country, TURKIYE_NAME];
  return <ActionHero routeKey="routes" leaf={t(`laneName.${data.lane.direction}`, { country })} badge={<LaneEnds from={from} to={to} />} heading={text.heading} lead={text.lead} secondary="contactForm" />;
}

/** The modes on sale with their typical transit and indicative prices, beside the main gateways of each side. */
export function LaneOverview({ data }: { data: LanePageData }) {
  const { t } = useTranslation('lanes');
  const country = countryName(data.country, useLocale());
  /** The most used ports (up to 4) and airports (up to 3) of one side, each ranked by use. */
  const places = (codes: string[]) => {
    const known = codes.flatMap((code) => (data.places[code] ? [data.places[code]] : []));
    return [...known.filter((place) => place.kind === 'port').slice(0, 4), ...known.filter((place) => place.kind === 'airport').slice(0, 3)];
  };
  return (
    <Container>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <LaneSection id="lane-modes" title={t('section.modes')}>
            <LaneModes summary={data.summary} />
          </LaneSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <LaneSection id="lane-gateways" title={t('section.gateways')}>
            <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
              <Stack spacing={1.2}>
                <PlaceList title={t('gateways.turkish')} places={places(data.summary.gateways.turkish)} />
                <PlaceList title={t('gateways.foreign', { country })} places={places(data.summary.gateways.foreign)} />
              </Stack>
            </Paper>
          </LaneSection>
        </Grid>
      </Grid>
    </Container>
  );
}

/** After the lane page's search: the next sailings (sea lanes), the customs notes of the country and a fixed lane's introduction. */
export function LaneDetails({ data, customs, text }: { data: LanePageData; customs: LaneCustomsNotes; text: PageText | null }) {
  const { t } = useTranslation('lanes');
  return (
    <Container sx={{ pb: { xs: 3, md: 5 } }}>
      {data.summary.modes.some((mode) => mode.mode === 'SEA_FCL' || mode.mode === 'SEA_LCL') && (
        <LaneSection id="lane-sailings" title={t('section.sailings')}>
          <LaneSailings sailings={data.sailings} total={data.sailingsTotal} />
        </LaneSection>
      )}
      <LaneSection id="lane-customs" title={t('section.customs')}>
        <LaneCustoms customs={customs} />
      </LaneSection>
      {text && text.body.length > 0 && (
        <LaneSection id="lane-intro" title={t('section.intro')}>
          <PageBody paragraphs={text.body} maxWidth={860} />
        </LaneSection>
      )}
    </Container>
  );
}
