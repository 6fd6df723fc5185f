import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { apiHref } from '@/lib/api/href';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { FreightSearchAnswer } from '@/lib/schemas/freight';
import { pendingOfferFor } from '@/lib/search/pending-offer';
import { focusResultsHeading, RESULTS_HEADING_ID } from '@/lib/search/results-focus';
import { OfferCard } from './OfferCard';
import { LazyRequestCreatedDialog } from './LazyRequestCreatedDialog';
import { useRequestOffer } from './useRequestOffer';

/**
 * The offers of an answer: sort by price or transit, filter by carrier and transit time, a PDF of each, and
 * "request this offer". Its code loads with the search's answer (FreightResults), never with the page.
 */
export function OfferList({ answer, search, searchKey }: { answer: FreightSearchAnswer; search: unknown; searchKey: string }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const [sort, setSort] = useState<'cheapest' | 'fastest'>('cheapest');
  const [carrier, setCarrier] = useState('');
  const [maxTransit, setMaxTransit] = useState(0);
  const requestOffer = useRequestOffer();

  // Back on the results after signing in elsewhere: the offer asked for is marked and in view.
  // (Offers exist only in the browser, so reading session storage here never runs on the server.)
  const pendingTariffId = requestOffer.stage.kind === 'idle' ? pendingOfferFor(searchKey) : null;
  useEffect(() => {
    if (pendingTariffId) document.getElementById(`offer-${pendingTariffId}`)?.scrollIntoView({ block: 'center' });
  }, [pendingTariffId]);

  const offers = useMemo(() => {
    const list = answer.offers.filter((offer) => (!carrier || offer.carrier === carrier) && (!maxTransit || offer.transitDays <= maxTransit));
    return sort === 'fastest' ? [...list].sort((a, b) => a.transitDays - b.transitDays || a.totals.TRY.amount - b.totals.TRY.amount) : list;
  }, [answer, sort, carrier, maxTransit]);

  const carriers = [...new Set(answer.offers.map((offer) => offer.carrier))].sort();
  const transitChoices = [...new Set(answer.offers.map((offer) => offer.transitDays))].sort((a, b) => a - b);
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1.2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h3" aria-live="polite" id={RESULTS_HEADING_ID} ref={focusResultsHeading} tabIndex={-1} sx={{ scrollMarginTop: 96, outline: 'none' }}>
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
                    href={apiHref('Freight/QuotePdf', { q: searchKey, tariffId: offer.tariffId, lang: locale })}
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
      <LazyRequestCreatedDialog request={requestOffer.stage.kind === 'created' ? requestOffer.stage.request : null} onClose={requestOffer.dismiss} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('results.fx', { date: formatDay(answer.fx.date, locale, 'longDay') })}
      </Typography>
    </Box>
  );
}
