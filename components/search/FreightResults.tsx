import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { showQuery } from '@/lib/client/address-query';
import { api, failureMessage, fieldProblems } from '@/lib/client/api';
import { focusResultsHeading, requestResultsFocus } from '@/lib/search/results-focus';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { decodeSearch, encodeSearch, placeInfoOf } from '@/lib/search/search-request';
import { useSearch } from '@/store/search';
import { NoOffers } from './NoOffers';

type Alternative = NonNullable<FreightSearchAnswer['noOffers']>['nearestLanes'][number];

type State = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; answer: FreightSearchAnswer };

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
  const router = useRouter();
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
      // The server's reason when it gave one (a ready date now past, a place it doesn't know), in the page's language.
      .catch((error: unknown) => current && setState({ status: 'error', message: fieldProblems(error)[0]?.message ?? failureMessage(error, t('results.error')) }));
    return () => {
      current = false;
    };
  }, [searchKey, locale, attempt, t]);

  if (!search) return <Typography color="text.secondary">{t('results.empty')}</Typography>;
  if (state.status === 'idle' || state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <Alert severity="error" ref={focusResultsHeading} tabIndex={-1} sx={{ scrollMarginTop: 96 }} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('results.retry')}</Button>}>
        {state.message}
      </Alert>
    );

  const { answer } = state;
  if (answer.noOffers) {
    const body = search as FreightSearchRequest;
    const searchOf = (lane: Alternative) => ({ ...body, origin: lane.origin, destination: lane.destination });
    return (
      <NoOffers
        noOffers={answer.noOffers}
        search={body}
        searchKey={searchKey}
        searchHref={(lane) => `${routePath('freightSearch', locale)}?q=${encodeURIComponent(encodeSearch(searchOf(lane)))}`}
        onAlternative={(lane) => {
          useSearch.getState().update({ originInfo: placeInfoOf(lane.origin, lane.originName, body.mode), destinationInfo: placeInfoOf(lane.destination, lane.destinationName, body.mode) });
          requestResultsFocus();
          void showQuery(router, { q: encodeSearch(searchOf(lane)) });
        }}
      />
    );
  }

  return <OfferList answer={state.answer} search={search} searchKey={searchKey} />;
}
