import { useTranslation } from 'next-i18next/pages';
import type { RouteKey } from '@/lib/routes';
import { RouteButton } from './RouteLink';

/** The hero's calls to action: get a quote, and one more destination on the dark band. */
export function HeroButtons({ secondary, secondaryLabel }: { secondary: RouteKey; secondaryLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <RouteButton to="freightSearch" variant="contained" color="secondary" size="large">
        {t('actions.getQuote')}
      </RouteButton>
      <RouteButton to={secondary} variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
        {secondaryLabel}
      </RouteButton>
    </>
  );
}
