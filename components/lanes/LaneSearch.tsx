import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { SearchForm } from '@/components/search/SearchForm';
import type { LanePageData } from '@/lib/server/lanes/load-lane-page';
import { useSearch } from '@/store/search';
import { laneSearchPresets, laneStartSearch } from './lane-page';
import { LaneSection } from './LaneSection';

/**
 * The lane page's search section: the freight search form pre-filled with the lane, the first mode on sale and
 * its main gateways. The search store keeps the visitor's cargo rows; when the mode changes to one travelling
 * between other kinds of places (port ↔ airport), the lane's gateways of that mode fill the emptied fields.
 */
export function LaneSearch({ data }: { data: LanePageData }) {
  const { t } = useTranslation('lanes');
  useEffect(() => {
    const presets = laneSearchPresets(data);
    const start = laneStartSearch(data);
    void Promise.resolve(useSearch.persist.rehydrate()).then(() => {
      if (start) useSearch.getState().update({ modalTypeId: start.mode, originInfo: start.origin, destinationInfo: start.destination, originError: false, destinationError: false });
    });
    return useSearch.subscribe((state, previous) => {
      if (state.modalTypeId === previous.modalTypeId) return;
      const preset = presets[state.modalTypeId];
      if (preset && (!state.originInfo || !state.destinationInfo)) state.update({ originInfo: state.originInfo ?? preset.origin, destinationInfo: state.destinationInfo ?? preset.destination });
    });
  }, [data]);
  return (
    <Container>
      <LaneSection id="lane-search" title={t('section.search')}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('search.lead')}
        </Typography>
        <SearchForm />
      </LaneSection>
    </Container>
  );
}
