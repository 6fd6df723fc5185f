import { InfoPage } from '@/components/content/InfoPage';
import { SearchForm } from '@/components/search/SearchForm';
import { slugPages } from '@/lib/slug-pages';
import { serviceRoutes, type ServiceKey } from '@/lib/routes';
import type { ModalType } from '@/store/search';

/** The search form's variant on each service page. */
const serviceMode: Partial<Record<ServiceKey, ModalType>> = { seaFreightFcl: 'SEA_FCL', airCargo: 'AIR', seaFreightLcl: 'SEA_LCL' };

export default function ServicePage({ routeKey }: { routeKey: ServiceKey }) {
  return <InfoPage routeKey={routeKey} action={<SearchForm mode={serviceMode[routeKey]} />} />;
}

const slugRoutes = slugPages(serviceRoutes, 'service', ['pages', 'search', 'errors']);
export const getStaticPaths = slugRoutes.getStaticPaths;
export const getStaticProps = slugRoutes.getStaticProps;
