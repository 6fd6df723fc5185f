import type { GetStaticProps } from 'next';
import { InfoPage } from '@/components/content/InfoPage';
import { staticIslands } from '@/components/islands';
import * as serviceMarketing from '@/components/content/services/ServiceMarketing.island';
import { SearchFormOnIntent } from '@/components/search/SearchFormOnIntent';
import { localeOf } from '@/lib/i18n';
import { searchFormParts } from '@/lib/search/search-translations';
import { slugPages } from '@/lib/slug-pages';
import { serviceRoutes, type ServiceKey } from '@/lib/routes';
import { loadServicePageFor, type ServicePageContent } from '@/lib/server/content/load-service-page';
import { getDb } from '@/lib/server/db/client';

/** The marketing content is a static island: only the search form is hydrated. */
const ServiceMarketing = staticIslands(typeof window === 'undefined' ? serviceMarketing : null, () => import('@/components/content/services/ServiceMarketing.island'))('ServiceMarketing');

/** Rebuilt hourly: the marketing content below the form is edited in the admin. */
const REVALIDATE_SECONDS = 3600;

interface Props {
  routeKey: ServiceKey;
  /** The service's marketing content (content kind servicePage), null when none is published. */
  marketing: ServicePageContent | null;
}

/** Each service page with the search form's variant of the service (lib/search/variants.ts), its texts and its marketing content. */
export default function ServicePage({ routeKey, marketing }: Props) {
  return (
    <InfoPage routeKey={routeKey} action={<SearchFormOnIntent variant={routeKey} />}>
      {marketing && <ServiceMarketing content={marketing} />}
    </InfoPage>
  );
}

const slugRoutes = slugPages(serviceRoutes, 'service', ['pages', 'search', 'errors', 'content'], searchFormParts);
export const getStaticPaths = slugRoutes.getStaticPaths;

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const result = await slugRoutes.getStaticProps(context);
  if (!('props' in result)) return result;
  const props = (await result.props) as Omit<Props, 'marketing'>;
  const marketing = await loadServicePageFor(await getDb(), localeOf(context), props.routeKey);
  return { props: { ...props, marketing }, revalidate: REVALIDATE_SECONDS };
};
