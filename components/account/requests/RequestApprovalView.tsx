import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useRouter } from 'next/router';
import { useScreenReload } from '@/components/account/AccountScreenPage';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton, routeHref } from '@/components/common/RouteLink';
import { OfferCard } from '@/components/search/OfferCard';
import { api, ApiFailure, failureMessage } from '@/lib/client/api';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { RequestDetail } from '@/lib/schemas/request';
import { RequestTitle } from './RequestTitle';
import { Fact } from '@/components/common/Fact';
import type { ApprovalBlock } from '@/lib/requests/approval-block';

/**
 * The approval screen: the chosen offer read-only, its validity, the terms to accept and the approve
 * button (POST /api/Demand/Approve), which leads to the confirmation screen. A conflict (someone
 * approved or cancelled first, the offer lapsed) is shown and the screen reloads with the new state.
 */
export function RequestApprovalView({ request, offerId, block, locationNames }: { request: RequestDetail; offerId: number; block: ApprovalBlock; locationNames: Record<string, string> }) {
  const { t } = useTranslation('account');
  const { t: tSearch } = useTranslation('search');
  const router = useRouter();
  const reload = useScreenReload();
  const locale = useLocale();
  const [accepted, setAccepted] = useState(false);
  const [showTermsError, setShowTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = request.offers.find((item) => item.id === offerId)!;
  const day = (value: string) => formatDay(value, locale, 'longDay');
  const place = (code: string) => (locationNames[code] ? `${locationNames[code]} (${code})` : code);

  const approve = async () => {
    if (!accepted) return setShowTermsError(true);
    setBusy(true);
    try {
      await api.post('Demand/Approve', { id: request.id, offerId }, { locale });
      await router.push(routeHref({ to: 'requestApproved', query: { id: request.id } }, locale).href, undefined, { locale });
    } catch (error) {
      toast.error(failureMessage(error, t('approval.failed')), { toastId: 'approval-failed' });
      const status = error instanceof ApiFailure ? error.status : undefined;
      if (status === 409 || status === 404) await reload();
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.2}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <RequestTitle title={t('approval.title', { reference: request.reference })} status={request.status} testId="approval-heading" />
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('approval.intro')}
        </Typography>
        <Box sx={{ mt: 1.2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
          <Fact label={t('request.lane')} value={`${place(request.origin)} → ${place(request.destination)}`} />
          <Fact label={t('request.mode')} value={tSearch(`modes.${request.mode}`)} />
          <Fact label={t('request.readyDate')} value={day(request.readyDate)} />
        </Box>
      </Paper>

      <OfferCard offer={{ ...chosen.offer, fastest: false }} highlighted />

      {block ? (
        <Alert severity="warning" data-testid="approval-blocked">
          {block === 'notQuoted' ? t('approval.notQuoted', { status: t(`status.${request.status}`) }) : t(`approval.${block}`)}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 1.5, borderColor: 'secondary.main', borderWidth: 2 }}>
          <Alert severity="info" icon={<VerifiedOutlinedIcon />}>
            {t('approval.validUntil', { date: day(chosen.validUntil) })}
          </Alert>
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {tSearch('results.excludedTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="approval-excluded">
              {chosen.offer.excluded.map((code) => tSearch(`excluded.${code}`)).join(' · ')}
            </Typography>
          </Box>
          <FormControlLabel
            sx={{ mt: 1, alignItems: 'flex-start', '.MuiCheckbox-root': { pt: 0.3 } }}
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  setShowTermsError(false);
                }}
                slotProps={{ input: { 'aria-describedby': showTermsError ? 'approval-terms-error' : undefined } }}
                data-testid="approval-terms"
              />
            }
            label={t('approval.terms')}
          />
          {showTermsError && (
            <FormHelperText error id="approval-terms-error" role="alert">
              {t('approval.termsRequired')}
            </FormHelperText>
          )}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={0.8} sx={{ mt: 1.2, justifyContent: 'flex-end' }}>
            <RouteButton to="requestDetail" query={{ id: request.id }}>
              {t('approval.back')}
            </RouteButton>
            <Button variant="contained" color="secondary" size="large" onClick={() => void approve()} disabled={busy} data-testid="approve-submit">
              {busy ? t('approval.approving') : t('approval.approve')}
            </Button>
          </Stack>
        </Paper>
      )}
      {block && (
        <Box>
          <RouteButton to="requestDetail" query={{ id: request.id }} variant="outlined">
            {t('approval.back')}
          </RouteButton>
        </Box>
      )}
    </Stack>
  );
}
