import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useSearch, type ModalType, type PlaceInfo } from '@/store/search';

/** The search form is loaded after the page: it stays out of the lane page's first-load JavaScript. */
const SearchForm = dynamic(() => import('@/components/search/SearchForm').then((module) => module.SearchForm), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={260} />,
});

/** Where a pre-filled search of each mode starts: the mode's most used gateway on each side. */
export type LaneSearchPresets = Partial<Record<ModalType, { origin: PlaceInfo; destination: PlaceInfo }>>;

/**
 * The freight search form pre-filled with the lane: the first mode on sale and its main gateways. The
 * search store keeps the visitor's cargo rows; when the mode changes to one travelling between other
 * kinds of places (port ↔ airport), the lane's gateways of that mode fill the emptied fields.
 */
export function LaneSearch({ presets, mode }: { presets: LaneSearchPresets; mode: ModalType | null }) {
  const { t } = useTranslation('lanes');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void Promise.resolve(useSearch.persist.rehydrate()).then(() => {
      const preset = mode ? presets[mode] : undefined;
      if (mode && preset) useSearch.getState().update({ modalTypeId: mode, originInfo: preset.origin, destinationInfo: preset.destination, originError: false, destinationError: false });
      if (active) setReady(true);
    });
    const unsubscribe = useSearch.subscribe((state, previous) => {
      if (state.modalTypeId === previous.modalTypeId) return;
      const preset = presets[state.modalTypeId];
      if (preset && (!state.originInfo || !state.destinationInfo)) state.update({ originInfo: state.originInfo ?? preset.origin, destinationInfo: state.destinationInfo ?? preset.destination });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [presets, mode]);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('search.lead')}
      </Typography>
      {ready ? <SearchForm /> : <Skeleton variant="rounded" height={260} aria-label={t('search.loading')} />}
    </Box>
  );
}
