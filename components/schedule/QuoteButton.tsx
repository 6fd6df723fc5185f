import type { ButtonProps } from '@mui/material/Button';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from '@/components/common/RouteLink';
import { useSearch } from '@/store/search';

export interface LaneEnds {
  pol: string;
  polName: string;
  pod: string;
  podName: string;
}

/**
 * "Request a quote" for a lane: the freight search opens with sea FCL and the two ports filled in (the
 * search form reads its session store on arrival); without script it still opens the freight search.
 */
export function QuoteButton({ lane, label, ...props }: { lane: LaneEnds; label?: string } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const { t } = useTranslation('schedule');
  const prefill = () =>
    useSearch.getState().update({
      modalTypeId: 'SEA_FCL',
      originInfo: { code: lane.pol, name: lane.polName, kind: 'port', countryCode: lane.pol.slice(0, 2) },
      destinationInfo: { code: lane.pod, name: lane.podName, kind: 'port', countryCode: lane.pod.slice(0, 2) },
      originError: false,
      destinationError: false,
    });
  return (
    <RouteButton to="freightSearch" startIcon={<RequestQuoteIcon />} onClick={prefill} aria-label={t('quote.forLane', { pol: lane.polName, pod: lane.podName })} {...props}>
      {label ?? t('quote.action')}
    </RouteButton>
  );
}
