import type { GetStaticProps } from 'next';
import { HelpView } from '@/components/content/help/HelpView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { loadHelpGuides, type HelpGuide } from '@/lib/server/content/load-help-guides';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes a guide (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

export default function HelpPage({ guides }: { guides: HelpGuide[] }) {
  return <HelpView guides={guides} />;
}

export const getStaticProps: GetStaticProps<{ guides: HelpGuide[] }> = async (context) => {
  const locale = localeOf(context);
  return { props: { guides: await loadHelpGuides(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['help'])) }, revalidate: REVALIDATE_SECONDS };
};
