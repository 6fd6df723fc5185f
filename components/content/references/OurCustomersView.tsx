import { PageHead } from '@/components/common/PageHead';
import { staticIslands } from '@/components/islands';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import type { CustomerReference } from '@/lib/server/content/customer-references';
import * as customerReferences from './CustomerReferences.island';

/** The references are a static island: texts and cards. */
const CustomerReferences = staticIslands(typeof window === 'undefined' ? customerReferences : null, () => import('./CustomerReferences.island'))('CustomerReferences');

/** /our-customers: the introduction, then every reference with its quote and case. */
export function OurCustomersView({ references }: { references: CustomerReference[] }) {
  const text = usePageText('ourCustomers');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="ourCustomers" heading={text.heading} lead={text.lead} secondary="contactForm" />
      <CustomerReferences references={references} />
    </>
  );
}
