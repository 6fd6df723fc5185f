import type { GetStaticProps } from 'next';
import * as apiReference from '@/components/developers/ApiReference';
import { staticIslands } from '@/components/islands';
import { InfoPage } from '@/components/content/InfoPage';
import { endpointReferences, type EndpointReference } from '@/lib/api/reference';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';

/** The reference's endpoints open and close: an island that comes alive on intent. */
const ApiReference = staticIslands(typeof window === 'undefined' ? apiReference : null, () => import('@/components/developers/ApiReference'))('ApiReference', { atOnce: () => false });

export default function DevelopersPage({ endpoints }: { endpoints: EndpointReference[] }) {
  return (
    <InfoPage routeKey="apiReference">
      <ApiReference endpoints={endpoints} />
    </InfoPage>
  );
}

export const getStaticProps: GetStaticProps = async (context) => ({
  props: { endpoints: endpointReferences(), ...(await translations(localeOf(context), ['pages', 'api'], ['apiReference'])) },
});
