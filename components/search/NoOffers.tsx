import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/domain/money';
import { useLocale } from '@/lib/i18n';
import { focusResultsHeading, RESULTS_HEADING_ID } from '@/lib/search/results-focus';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';
import { LazyRequestCreatedDialog } from './LazyRequestCreatedDialog';
import { useRequestOffer } from './useRequestOffer';

type Alternative = NonNullable<FreightSearchAnswer['noOffers']>['nearestLanes'][number];

/**
 * An answer without offers always leads somewhere: why there is none, lanes of the same mode that return offers
 * for this cargo (each searched by the server, with its cheapest offer), and a request to operations for a quote
 * of this very search (signing in through the popup first, as "request this offer" does).
 */
export function NoOffers({
  noOffers,
  search,
  searchKey,
  searchHref,
  onAlternative,
}: {
  noOffers: NonNullable<FreightSearchAnswer['noOffers']>;
  search: FreightSearchRequest;
  searchKey: string;
  searchHref: (lane: Alternative) => string;
  onAlternative: (lane: Alternative) => void;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const requestQuote = useRequestOffer();
  const working = requestQuote.stage.kind === 'working';
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography component="h2" variant="h4" id={RESULTS_HEADING_ID} ref={focusResultsHeading} tabIndex={-1} sx={{ fontWeight: 800, scrollMarginTop: 96, outline: 'none' }}>
        {t('results.noOffers.title')}
      </Typography>
      <Typography>{t(`results.noOffers.${noOffers.reason}`)}</Typography>
      {noOffers.nearestLanes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('results.noOffers.nearest')}</Typography>
          <Stack direction="row" spacing={0.6} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {noOffers.nearestLanes.map((lane) => (
              <Button
                key={`${lane.origin}-${lane.destination}`}
                size="small"
                variant="outlined"
                href={searchHref(lane)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onAlternative(lane);
                }}
                sx={{ textTransform: 'none', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.3 }}
              >
                <span>
                  {lane.originName} → {lane.destinationName}
                </span>
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('results.noOffers.alternative', { count: lane.offerCount, price: formatMoney(lane.cheapest, locale) })}
                </Typography>
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      <Box sx={{ mt: 1.2 }}>
        <Typography>{t('results.noOffers.askOperationsText')}</Typography>
        <Button
          variant="contained"
          sx={{ mt: 0.6 }}
          startIcon={working ? <CircularProgress size={16} color="inherit" /> : <SupportAgentIcon />}
          disabled={working}
          onClick={() => void requestQuote.request({ search, searchKey })}
        >
          {working ? t('request.sending') : t('results.noOffers.askOperations')}
        </Button>
      </Box>
      <LazyRequestCreatedDialog request={requestQuote.stage.kind === 'created' ? requestQuote.stage.request : null} onClose={requestQuote.dismiss} />
    </Alert>
  );
}
