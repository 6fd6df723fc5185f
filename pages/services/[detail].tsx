import type { GetStaticPaths, GetStaticProps } from 'next';
import type { AlternatePaths } from '@/components/common/AlternatePaths';
import { ServiceDetailView } from '@/components/content/services/ServiceDetailView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { contentSlugs } from '@/lib/server/content/content-slugs';
import { loadServicePageBySlug, type ServicePageContent } from '@/lib/server/content/load-service-page';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes the service page (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

/** /services/<slugEn> ↔ /hizmetlerimiz/<slugTr>: the slugs are the last segment of each service's path. */
export default function ServiceDetailPage({ service }: { service: ServicePageContent }) {
  return <ServiceDetailView service={service} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await contentSlugs(await getDb(), 'servicePage')).map(({ locale, slug }) => ({ params: { detail: slug }, locale })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<{ service: ServicePageContent; alternatePaths: AlternatePaths }> = async (context) => {
  const locale = localeOf(context);
  const slug = typeof context.params?.detail === 'string' ? context.params.detail : '';
  const service = await loadServicePageBySlug(await getDb(), locale, slug);
  if (!service) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { service, alternatePaths: service.paths, ...(await translations(locale, ['pages', 'content'], ['services'])) }, revalidate: REVALIDATE_SECONDS };
};
