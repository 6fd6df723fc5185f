import { InfoPage } from '@/components/content/InfoPage';
import { SearchForm } from '@/components/search/SearchForm';
import { slugPages } from '@/lib/slug-pages';
import { serviceRoutes, type ServiceKey } from '@/lib/routes';

/** Each service page with the search form's variant of the service (lib/search/variants.ts). */
export default function ServicePage({ routeKey }: { routeKey: ServiceKey }) {
  return <InfoPage routeKey={routeKey} action={<SearchForm variant={routeKey} />} />;
}

const slugRoutes = slugPages(serviceRoutes, 'service', ['pages', 'search', 'errors']);
export const getStaticPaths = slugRoutes.getStaticPaths;
export const getStaticProps = slugRoutes.getStaticProps;
