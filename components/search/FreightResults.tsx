import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { httpClient } from '@/lib/http-client';
import { useLocale } from '@/lib/i18n';
import { routePath } from '@/lib/routes';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { decodeSearch, encodeSearch } from '@/lib/search/search-request';
import { pendingOfferFor } from '@/lib/search/pending-offer';
import { OfferCard } from './OfferCard';
import { RequestCreatedDialog } from './RequestCreatedDialog';
import { useRequestOffer } from './useRequestOffer';

type State = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; answer: FreightSearchAnswer };

/** Offers for the search in the query string (so a link can be shared): sort, filter, and why there are none. */
export function FreightResults() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { query, isReady } = useRouter();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [sort, setSort] = useState<'cheapest' | 'fastest'>('cheapest');
  const [carrier, setCarrier] = useState('');
  const [maxTransit, setMaxTransit] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const search = isReady ? decodeSearch(query.q) : null;
  const searchKey = search ? JSON.stringify(search) : '';
  const requestOffer = useRequestOffer();

  useEffect(() => {
    if (!searchKey) return;
    let current = true;
    const body = JSON.parse(searchKey) as unknown;
    Promise.resolve()
      .then(() => current && setState({ status: 'loading' }))
      .then(() => httpClient())
      .then((http) => http.post<{ data: FreightSearchAnswer }>('/Freight/Search', body, { headers: { 'Accept-Language': locale } }))
      .then(({ data }) => current && setState({ status: 'ready', answer: data.data }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [searchKey, locale, attempt]);

  // Back on the results after signing in elsewhere: the offer asked for is marked and in view.
  // (Offers exist only in the browser, so reading session storage here never runs on the server.)
  const pendingTariffId = state.status === 'ready' && requestOffer.stage.kind === 'idle' ? pendingOfferFor(searchKey) : null;
  useEffect(() => {
    if (pendingTariffId) document.getElementById(`offer-${pendingTariffId}`)?.scrollIntoView({ block: 'center' });
  }, [pendingTariffId]);

  const offers = useMemo(() => {
    if (state.status !== 'ready') return [];
    const list = state.answer.offers.filter((offer) => (!carrier || offer.carrier === carrier) && (!maxTransit || offer.transitDays <= maxTransit));
    return sort === 'fastest' ? [...list].sort((a, b) => a.transitDays - b.transitDays || a.totals.TRY.amount - b.totals.TRY.amount) : list;
  }, [state, sort, carrier, maxTransit]);

  if (!search) return <Typography color="text.secondary">{t('results.empty')}</Typography>;
  if (state.status === 'idle' || state.status === 'loading')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('results.loading')}</Typography>
      </Stack>
    );
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

  const carriers = [...new Set(answer.offers.map((offer) => offer.carrier))].sort();
  const transitChoices = [...new Set(answer.offers.map((offer) => offer.transitDays))].sort((a, b) => a - b);
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1.2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h3" aria-live="polite">
          {t('results.count', { count: offers.length })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8}>
          <ToggleButtonGroup exclusive size="small" value={sort} onChange={(_, value) => value && setSort(value)} aria-label={t('results.sort')}>
            <ToggleButton value="cheapest">{t('results.cheapest')}</ToggleButton>
            <ToggleButton value="fastest">{t('results.fastest')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField select size="small" label={t('results.carrier')} value={carrier} onChange={(event) => setCarrier(event.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value="">{t('results.allCarriers')}</MenuItem>
            {carriers.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('results.maxTransit')} value={maxTransit} onChange={(event) => setMaxTransit(Number(event.target.value))} sx={{ minWidth: 180 }}>
            <MenuItem value={0}>{t('results.anyTransit')}</MenuItem>
            {transitChoices.map((days) => (
              <MenuItem key={days} value={days}>
                {t('results.transitDays', { days })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      <Stack spacing={1}>
        {offers.map((offer) => {
          const working = requestOffer.stage.kind === 'working' && requestOffer.stage.tariffId === offer.tariffId;
          const pending = pendingTariffId === offer.tariffId;
          return (
            <OfferCard
              key={offer.tariffId}
              offer={offer}
              highlighted={pending}
              actions={
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<PictureAsPdfIcon />}
                    href={`/api/Freight/QuotePdf?${new URLSearchParams({ q: searchKey, tariffId: offer.tariffId, lang: locale }).toString()}`}
                    download
                  >
                    {t('request.pdf')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={working ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
                    disabled={requestOffer.stage.kind === 'working'}
                    onClick={() => void requestOffer.request({ search, searchKey, tariffId: offer.tariffId })}
                  >
                    {working ? t('request.sending') : pending && requestOffer.signedIn ? t('request.continue') : t('request.action')}
                  </Button>
                </>
              }
            />
          );
        })}
      </Stack>
      <RequestCreatedDialog request={requestOffer.stage.kind === 'created' ? requestOffer.stage.request : null} onClose={requestOffer.dismiss} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('results.fx', { date: answer.fx.date })}
      </Typography>
    </Box>
  );
}
