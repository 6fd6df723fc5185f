import type { GetStaticProps } from 'next';
import { HomeView } from '@/components/home/HomeView';
import { homePageTexts } from '@/components/home/home-page-texts';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { searchFormParts } from '@/lib/search/search-translations';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { homeContent, type HomeContent } from '@/lib/server/content/home-content';
import { readByIslandsOnly } from '@/lib/server/pages/island-props';

/** `content` is in the page data of a client-side navigation only (readByIslandsOnly). */
export default function HomePage({ content }: { content?: HomeContent }) {
  return <HomeView content={content} />;
}

/** Rebuilt when its content changes (on demand) and at least hourly: the running campaigns change with the day. */
export const getStaticProps: GetStaticProps<{ content: HomeContent }> = async (context) => {
  const locale = localeOf(context);
  return {
    // The content is the marketing island's alone: not in the HTML's page data.
    props: readByIslandsOnly({ content: await homeContent(await getDb(), locale), ...(await translations(locale, ['pages', 'search', 'errors', 'content'], homePageTexts, searchFormParts)) }, ['content']),
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
