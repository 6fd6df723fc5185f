import type { GetStaticProps } from 'next';
import { DictionaryView } from '@/components/content/dictionary/DictionaryView';
import { localeOf } from '@/lib/i18n';
import { translations } from '@/lib/i18n-server';
import { loadDictionary, type DictionaryTerm } from '@/lib/server/content/load-dictionary';
import { getDb } from '@/lib/server/db/client';

/** Rebuilt when an editor changes a term (on-demand revalidation); hourly as a backstop. */
const REVALIDATE_SECONDS = 3600;

export default function LogisticsDictionaryPage({ terms }: { terms: DictionaryTerm[] }) {
  return <DictionaryView terms={terms} />;
}

export const getStaticProps: GetStaticProps<{ terms: DictionaryTerm[] }> = async (context) => {
  const locale = localeOf(context);
  return {
    props: { terms: await loadDictionary(await getDb(), locale), ...(await translations(locale, ['pages', 'content'], ['logisticsDictionary'])) },
    revalidate: REVALIDATE_SECONDS,
  };
};
