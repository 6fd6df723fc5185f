import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from './RouteLink';

/** The hero's second destinations, each with its label in `common`. */
const secondaryLabelKeys = { contactForm: 'actions.contactUs', trackYourFreight: 'actions.track', routes: 'nav.routes' } as const;
export type HeroSecondary = keyof typeof secondaryLabelKeys;

/** The hero's calls to action: get a quote, and one more destination on the dark band. */
export function HeroButtons({ secondary }: { secondary: HeroSecondary }) {
  const { t } = useTranslation('common');
  return (
    <>
      <RouteButton to="freightSearch" variant="contained" color="secondary" size="large">
        {t('actions.getQuote')}
      </RouteButton>
      <RouteButton to={secondary} variant="outlined" size="large" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
        {t(secondaryLabelKeys[secondary])}
      </RouteButton>
    </>
  );
}
