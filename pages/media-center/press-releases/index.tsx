import type { GetStaticProps } from 'next';
import { PressReleaseListView } from '@/components/content/media/PressReleaseListView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { CONTENT_REVALIDATE_SECONDS } from '@/lib/server/content/content-revalidate';
import { pressReleaseListing, type PressReleaseCard } from '@/lib/server/content/press-release-listing';

/** /media-center/press-releases ↔ /medya-merkezi/press-releases. */
export default function PressReleasesPage({ releases }: { releases: PressReleaseCard[] }) {
  return <PressReleaseListView releases={releases} />;
}

export const getStaticProps: GetStaticProps<{ releases: PressReleaseCard[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { releases: await pressReleaseListing(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['mediaCenter'])) },
    revalidate: CONTENT_REVALIDATE_SECONDS,
  };
};
