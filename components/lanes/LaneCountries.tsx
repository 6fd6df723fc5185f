import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { compareTurkish, turkishFold } from '@/lib/domain/turkish-fold';
import { useLocale } from '@/lib/i18n';
import { countryName } from '@/lib/lanes/format';
import { lanePageTarget, type LaneSlugs } from '@/lib/lanes/lane-slugs';
import type { Locale } from '@/lib/routes';
import type { LaneEntry } from '@/lib/server/lanes/list-lanes';

interface CountryRow {
  code: string;
  name: string;
  export?: LaneSlugs;
  import?: LaneSlugs;
}

/** The first letter of a name as an index heading, upper-cased with the language's rules (i → İ in Turkish). */
const initialOf = (name: string, locale: Locale) => name.charAt(0).toLocaleUpperCase(locale === 'tr' ? 'tr' : 'en');

function LaneLink({ slugs, children }: { slugs: LaneSlugs; children: ReactNode }) {
  const locale = useLocale();
  const target = lanePageTarget(slugs, locale);
  return (
    <RouteLink to={target.to} subPath={target.subPath} variant="body2">
      {children}
    </RouteLink>
  );
}

/** Every country with tariffs, alphabetical (Turkish-aware) under its initial, with its lanes in both directions and a filter by name or code. */
export function LaneCountries({ lanes }: { lanes: LaneEntry[] }) {
  const { t } = useTranslation('lanes');
  const locale = useLocale();
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => {
    const byCountry = new Map<string, CountryRow>();
    for (const entry of lanes) {
      const row = byCountry.get(entry.country.code) ?? { code: entry.country.code, name: countryName(entry.country, locale) };
      row[entry.lane.direction] = entry.slugs;
      byCountry.set(entry.country.code, row);
    }
    const compare = locale === 'tr' ? compareTurkish : (a: string, b: string) => a.localeCompare(b, 'en');
    return [...byCountry.values()].sort((a, b) => compare(a.name, b.name));
  }, [lanes, locale]);
  const shown = filter ? rows.filter((row) => turkishFold(row.name).includes(turkishFold(filter)) || row.code === filter.toUpperCase()) : rows;
  const groups = new Map<string, CountryRow[]>();
  for (const row of shown) groups.set(initialOf(row.name, locale), [...(groups.get(initialOf(row.name, locale)) ?? []), row]);
  return (
    <>
      <Box sx={{ mt: { xs: 3, md: 4 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h3" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
          {t('index.all')}{' '}
          <Typography component="span" color="text.secondary">
            ({t('index.count', { count: lanes.length })})
          </Typography>
        </Typography>
        {/* A plain search input: the MUI text field would add ~30 kB to the code loaded when the list comes alive, for one box. */}
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.3, minWidth: { xs: '100%', sm: 260 } }}>
          <Typography component="span" variant="body2" color="text.secondary">
            {t('index.filter')}
          </Typography>
          <Box
            component="input"
            type="search"
            value={filter}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFilter(event.target.value)}
            sx={{ font: 'inherit', fontSize: '1rem', px: 1, py: 0.7, border: 1, borderColor: 'grey.400', borderRadius: 1, '&:focus': { outline: 2, outlineColor: 'primary.main', borderColor: 'primary.main' } }}
          />
        </Box>
      </Box>
      {shown.length === 0 && <Typography sx={{ mt: 1.5 }}>{t('index.empty')}</Typography>}
      {[...groups.entries()].map(([letter, countries]) => (
        <Box key={letter} component="section" aria-label={letter} sx={{ mt: 2 }}>
          <Typography component="h3" variant="h4" color="primary" sx={{ borderBottom: 1, borderColor: 'divider', mb: 0.8 }}>
            {letter}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1 }}>
            {countries.map((row) => (
              <Box component="li" key={row.code} data-testid="lane-country" data-country={row.code}>
                <Typography sx={{ fontWeight: 700 }}>{row.name}</Typography>
                <Box sx={{ display: 'flex', gap: 1.2, flexWrap: 'wrap' }}>
                  {row.export && <LaneLink slugs={row.export}>{t('index.export')}</LaneLink>}
                  {row.import && <LaneLink slugs={row.import}>{t('index.import')}</LaneLink>}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
