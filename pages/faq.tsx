import type { GetStaticProps } from 'next';
import { FaqView } from '@/components/content/faq/FaqView';
import type { FaqGroup } from '@/lib/content/faq-search';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { getDb } from '@/lib/server/db/client';
import { loadFaqPage } from '@/lib/server/content/load-faq-page';

/** Rebuilt when an editor changes a question (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

export default function FaqPage({ groups }: { groups: FaqGroup[] }) {
  return <FaqView groups={groups} />;
}

export const getStaticProps: GetStaticProps<{ groups: FaqGroup[] }> = async (context) => {
  const locale = localeOf(context);
  return { props: { groups: await loadFaqPage(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['faq'])) }, revalidate: REVALIDATE_SECONDS };
};
