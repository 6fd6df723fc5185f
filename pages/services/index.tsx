import type { GetStaticProps } from 'next';
import { ServicesView } from '@/components/content/services/ServicesView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { listServicePages, type ServiceCard } from '@/lib/server/content/list-service-pages';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes a service page (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

export default function ServicesPage({ services }: { services: ServiceCard[] }) {
  return <ServicesView services={services} />;
}

export const getStaticProps: GetStaticProps<{ services: ServiceCard[] }> = async (context) => {
  const locale = localeOf(context);
  return { props: { services: await listServicePages(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['services'])) }, revalidate: REVALIDATE_SECONDS };
};
