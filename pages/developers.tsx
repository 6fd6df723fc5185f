import type { GetStaticProps } from 'next';
import * as apiReference from '@/components/developers/ApiReference.island';
import { staticIslands } from '@/components/islands';
import { InfoPage } from '@/components/content/InfoPage';
import { endpointReferences, type EndpointReference } from '@/lib/api/reference';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { readByIslandsOnly } from '@/lib/server/pages/island-props';

/** The reference opens and closes its endpoints natively (details/summary): a static island, without code in the browser. */
const ApiReference = staticIslands(typeof window === 'undefined' ? apiReference : null, () => import('@/components/developers/ApiReference.island'))('ApiReference');

export default function DevelopersPage({ endpoints }: { endpoints: EndpointReference[] }) {
  return (
    <InfoPage routeKey="apiReference">
      <ApiReference endpoints={endpoints} />
    </InfoPage>
  );
}

/** `endpoints` (the reference, about 490 kB) is in the page data of a client-side navigation only (readByIslandsOnly). */
export const getStaticProps: GetStaticProps = async (context) => ({
  props: readByIslandsOnly({ endpoints: endpointReferences(), ...(await translations(localeOf(context), ['pages', 'api'], ['apiReference'])) }, ['endpoints']),
});
