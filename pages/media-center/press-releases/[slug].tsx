import type { GetStaticPaths, GetStaticProps } from 'next';
import { PressReleaseView } from '@/components/content/media/PressReleaseView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { contentSlugs } from '@/lib/server/content/content-slugs';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { pressReleaseDetail, type PressReleasePage } from '@/lib/server/content/press-release-detail';

/** A press release: /medya-merkezi/press-releases/<slugTr>, /en/media-center/press-releases/<slugEn>. */
export default function PressReleasePageFile({ release }: PressReleasePage) {
  return <PressReleaseView release={release} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await contentSlugs(await getDb(), 'pressRelease')).map(({ locale, slug }) => ({ params: { slug }, locale })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<PressReleasePage> = async (context) => {
  const locale = localeOf(context);
  const slug = typeof context.params?.slug === 'string' ? context.params.slug : '';
  const page = await pressReleaseDetail(await getDb(), locale, slug);
  if (!page) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  return { props: { ...page, ...(await translations(locale, ['pages', 'content'], ['mediaCenter'])) }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
