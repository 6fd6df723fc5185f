import type { GetStaticProps } from 'next';
import { AboutUsView } from '@/components/content/AboutUsView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { singlePage, type SinglePage } from '@/lib/server/content/single-page';

/** /about-us ↔ /hakkimizda: the content page `about-us`. */
export default function AboutUsPage({ page }: { page: SinglePage | null }) {
  return <AboutUsView page={page} />;
}

export const getStaticProps: GetStaticProps<{ page: SinglePage | null }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { page: await singlePage(await getDb(), 'about-us', locale), ...(await translations(locale, ['pages', 'content'], ['aboutUs'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
