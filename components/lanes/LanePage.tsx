import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import FlightIcon from '@mui/icons-material/Flight';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/common/PageHead';
import { ActionHero } from '@/components/common/PageHero';
import { PageBody } from '@/components/content/PageText';
import type { PageText } from '@/components/content/page-text';
import { useLocale } from '@/lib/i18n';
import { countryName } from '@/lib/lanes/format';
import { lanePageUrl } from '@/lib/lanes/lane-slugs';
import type { LanePageData, LanePlace } from '@/lib/server/lanes/load-lane-page';
import type { ModalType } from '@/store/search';
import { LaneCustoms, type LaneCustomsNotes } from './LaneCustoms';
import { LaneEnds } from './LaneEnds';
import { LaneModes } from './LaneModes';
import { LaneSailings } from './LaneSailings';
import { LaneSearch, type LaneSearchPresets } from './LaneSearch';

/** Türkiye's name is the same in both languages (the country's own spelling, used in English since 2022). */
const TURKIYE_NAME = 'Türkiye';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 2.5, md: 3.5 } }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1.2, fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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

/** The texts of the lane page: a fixed lane's own page texts (from the page's props), or the generated ones for the country. */
function useLaneText(data: LanePageData, fixed: PageText | null, country: string): PageText {
  const { t } = useTranslation('lanes');
  if (fixed) return fixed;
  const key = `generated.${data.lane.direction}`;
  return { title: t(`${key}.title`, { country }), description: t(`${key}.description`, { country }), heading: t(`${key}.heading`, { country }), lead: t(`${key}.lead`, { country }), body: [], points: [] };
}

/**
 * A lane page (/routes/<slug> ↔ /rotalar/<slug>): the modes on sale with their typical transit and
 * indicative prices, the main gateways, the next sailings, the customs notes of the country and the
 * search form pre-filled with the lane.
 */
export function LanePage({ data, customs, text: fixedText }: { data: LanePageData; customs: LaneCustomsNotes; text: PageText | null }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  const country = countryName(data.country, locale);
  const text = useLaneText(data, fixedText, country);
  const [from, to] = data.lane.direction === 'export' ? [TURKIYE_NAME, country] : [country, TURKIYE_NAME];
  const laneName = t(`laneName.${data.lane.direction}`, { country });
  /** The most used ports (up to 4) and airports (up to 3) of one side, each ranked by use. */
  const places = (codes: string[]) => {
    const known = codes.flatMap((code) => (data.places[code] ? [data.places[code]] : []));
    return [...known.filter((place) => place.kind === 'port').slice(0, 4), ...known.filter((place) => place.kind === 'airport').slice(0, 3)];
  };
  const presets = useMemo<LaneSearchPresets>(() => {
    const out: LaneSearchPresets = {};
    for (const mode of data.summary.modes) {
      const origin = data.places[data.lane.direction === 'export' ? mode.mainGateways.turkish : mode.mainGateways.foreign];
      const destination = data.places[data.lane.direction === 'export' ? mode.mainGateways.foreign : mode.mainGateways.turkish];
      if (origin && destination) out[mode.mode as ModalType] = { origin, destination };
    }
    return out;
  }, [data]);
  const firstMode = (data.summary.modes[0]?.mode ?? null) as ModalType | null;
  return (
    <>
      <PageHead title={text.title} description={text.description} paths={{ tr: lanePageUrl(data.slugs, 'tr'), en: lanePageUrl(data.slugs, 'en') }} />
      <ActionHero routeKey="routes" leaf={laneName} badge={<LaneEnds from={from} to={to} />} heading={text.heading} lead={text.lead} secondary="contactForm" />
      <Container sx={{ pb: { xs: 3, md: 5 } }}>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Section id="lane-modes" title={t('section.modes')}>
              <LaneModes summary={data.summary} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Section id="lane-gateways" title={t('section.gateways')}>
              <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
                <Stack spacing={1.2}>
                  <PlaceList title={t('gateways.turkish')} places={places(data.summary.gateways.turkish)} />
                  <PlaceList title={t('gateways.foreign', { country })} places={places(data.summary.gateways.foreign)} />
                </Stack>
              </Paper>
            </Section>
          </Grid>
        </Grid>
        <Section id="lane-search" title={t('section.search')}>
          <LaneSearch presets={presets} mode={firstMode} />
        </Section>
        {data.summary.modes.some((mode) => mode.mode === 'SEA_FCL' || mode.mode === 'SEA_LCL') && (
          <Section id="lane-sailings" title={t('section.sailings')}>
            <LaneSailings sailings={data.sailings} total={data.sailingsTotal} />
          </Section>
        )}
        <Section id="lane-customs" title={t('section.customs')}>
          <LaneCustoms customs={customs} />
        </Section>
        {text.body.length > 0 && (
          <Section id="lane-intro" title={t('section.intro')}>
            <PageBody paragraphs={text.body} maxWidth={860} />
          </Section>
        )}
      </Container>
    </>
  );
}
