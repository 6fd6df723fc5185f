import type { GetStaticProps } from 'next';
import { ApiReference } from '@/components/developers/ApiReference';
import { InfoPage } from '@/components/content/InfoPage';
import { endpointReferences, type EndpointReference } from '@/lib/api/reference';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';

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
