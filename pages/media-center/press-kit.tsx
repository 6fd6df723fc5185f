import type { GetStaticProps } from 'next';
import { PressKitView } from '@/components/content/media/PressKitView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { singlePage, type SinglePage } from '@/lib/server/content/single-page';

/** /media-center/press-kit ↔ /medya-merkezi/press-kit: the content page `press-kit`. */
export default function PressKitPage({ page }: { page: SinglePage }) {
  return <PressKitView page={page} />;
}

export const getStaticProps: GetStaticProps<{ page: SinglePage }> = async (context) => {
  const locale = localeOf(context);
  const page = await singlePage(await getDb(), 'press-kit', locale);
  if (!page) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  return { props: { page, ...(await translations(locale, ['pages', 'content'], ['mediaCenter'])) }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
