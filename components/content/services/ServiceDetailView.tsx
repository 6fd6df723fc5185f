import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import type { ServicePageContent } from '@/lib/server/content/load-service-page';
import * as serviceDetailContent from './ServiceDetailContent.island';

/** The band and the content are a static island: their buttons are plain links. */
const ServiceDetailContent = staticIslands(typeof window === 'undefined' ? serviceDetailContent : null, () => import('./ServiceDetailContent.island'))('ServiceDetailContent');

/**
 * /services/<slug> ↔ /hizmetlerimiz/<slug>: one service's content, with the way to its service page
 * (/logistics/... ↔ /lojistik/...), where its search form gives a quote.
 */
export function ServiceDetailView({ service }: { service: ServicePageContent }) {
  return (
    <>
      <PageHead title={service.title} description={service.summary || service.title} />
      <ServiceDetailContent service={service} />
    </>
  );
}
