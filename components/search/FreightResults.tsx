import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { api } from '@/lib/client/api';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { decodeSearch, encodeSearch } from '@/lib/search/search-request';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; answer: FreightSearchAnswer };

/** The offer list's code: fetched with the search's answer, not with the page. */
const loadOfferList = () => import('./OfferList').then((module) => module.OfferList);

function Loading() {
  const { t } = useTranslation('search');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} />
      <Typography>{t('results.loading')}</Typography>
    </Stack>
  );
}

const OfferList = dynamic(loadOfferList, { ssr: false, loading: Loading });

/**
 * Offers for the search of the address's `q` (so a link can be shared; undefined without one, or until the router
 * has read the address): sort, filter, and why there are none.
 */
export function FreightResults({ q }: { q: string | undefined }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Results q={q} />
    </Box>
  );
}

function Results({ q }: { q: string | undefined }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const search = q === undefined ? null : decodeSearch(q);
  const searchKey = search ? JSON.stringify(search) : '';

  useEffect(() => {
    if (!searchKey) return;
    let current = true;
    // Decoded from the address bar: the server validates it.
    const body = JSON.parse(searchKey) as FreightSearchRequest;
    // The offer list's code downloads while the server prices the search (a failure shows when it renders).
    loadOfferList().catch(() => null);
    Promise.resolve()
      .then(() => current && setState({ status: 'loading' }))
      .then(() => api.post('Freight/Search', body, { locale }))
      .then((answer) => current && setState({ status: 'ready', answer }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [searchKey, locale, attempt]);

  if (!search) return <Typography color="text.secondary">{t('results.empty')}</Typography>;
  if (state.status === 'idle' || state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('results.retry')}</Button>}>
        {t('results.error')}
      </Alert>
    );

  const { answer } = state;
  if (answer.noOffers)
    return (
      <Alert severity="info">
        <Typography sx={{ fontWeight: 800 }}>{t('results.noOffers.title')}</Typography>
        <Typography>{t(`results.noOffers.${answer.noOffers.reason}`)}</Typography>
        {answer.noOffers.nearestLanes.length > 0 && (
          <>
            <Typography sx={{ mt: 0.6, fontWeight: 700 }}>{t('results.noOffers.nearest')}</Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.4 }}>
              {answer.noOffers.nearestLanes.map((lane) => (
                <Button
                  key={`${lane.origin}-${lane.destination}`}
                  size="small"
                  variant="outlined"
                  href={`${routePath('freightSearch', locale)}?q=${encodeURIComponent(encodeSearch({ ...(search as object), origin: lane.origin, destination: lane.destination } as never))}`}
                >
                  {lane.origin} → {lane.destination}
                </Button>
              ))}
            </Stack>
          </>
        )}
      </Alert>
    );

  return <OfferList answer={state.answer} search={search} searchKey={searchKey} />;
}
