import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import type { ServiceCard } from '@/lib/server/content/list-service-pages';
import * as servicesContent from './ServicesContent.island';

/** The band and the cards are a static island: their buttons and cards are plain links. */
const ServicesContent = staticIslands(typeof window === 'undefined' ? servicesContent : null, () => import('./ServicesContent.island'))('ServicesContent');

/** /services ↔ /hizmetlerimiz: the seven services as cards, each leading to its detail page. */
export function ServicesView({ services }: { services: ServiceCard[] }) {
  const text = usePageText('services');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <ServicesContent services={services} />
    </>
  );
}
