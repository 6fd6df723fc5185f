import { InfoPage } from '@/components/content/InfoPage';
import { slugPages } from '@/lib/slug-pages';
import { serviceRoutes, type ServiceKey } from '@/lib/routes';

export default function ServicePage({ routeKey }: { routeKey: ServiceKey }) {
  return <InfoPage routeKey={routeKey} />;
}

const slugRoutes = slugPages(serviceRoutes, 'service', ['pages']);
export const getStaticPaths = slugRoutes.getStaticPaths;
export const getStaticProps = slugRoutes.getStaticProps;
