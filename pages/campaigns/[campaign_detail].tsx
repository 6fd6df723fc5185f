import type { GetStaticPaths, GetStaticProps } from 'next';
import { CampaignDetailView } from '@/components/content/campaigns/CampaignDetailView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { campaignDetail, type CampaignPage } from '@/lib/server/content/campaign-detail';
import { contentSlugs } from '@/lib/server/content/content-slugs';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';

/** A campaign (route parameter campaign_detail): /kampanyalar/<slugTr>, /en/campaigns/<slugEn>. */
export default function CampaignDetailPage({ campaign }: CampaignPage) {
  return <CampaignDetailView campaign={campaign} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await contentSlugs(await getDb(), 'campaign')).map(({ locale, slug }) => ({ params: { campaign_detail: slug }, locale })),
  fallback: 'blocking',
});

/** Expired campaigns stay reachable (labelled); an unknown slug is a 404. */
export const getStaticProps: GetStaticProps<CampaignPage> = async (context) => {
  const locale = localeOf(context);
  const slug = typeof context.params?.campaign_detail === 'string' ? context.params.campaign_detail : '';
  const page = await campaignDetail(await getDb(), locale, slug);
  if (!page) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  return { props: { ...page, ...(await translations(locale, ['content'])) }, revalidate: CONTENT_REVALIDATE_SECONDS };
};
