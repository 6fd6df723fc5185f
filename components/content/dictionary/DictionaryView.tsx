import { useMemo } from 'react';
import { JsonLd } from '@/components/common/JsonLd';
import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { staticIslands } from '@/components/islands';
import { usePageText } from '@/components/content/usePageText';
import { termDescription } from '@/lib/content/dictionary-index';
import { regionalLocale, useLocale } from '@/lib/i18n';
import { routePath, withLocalePrefix } from '@/lib/routes';
import { definedTermJsonLd } from '@/lib/seo/json-ld';
import type { DictionaryTerm } from '@/lib/server/content/load-dictionary';
import * as dictionaryBody from './DictionaryBody';

/** The terms come alive on intent, and at once when the address names a term or a letter (#konsimento, #letter-K): see DictionaryBody. */
const DictionaryBodyIsland = staticIslands(typeof window === 'undefined' ? dictionaryBody : null, () => import('./DictionaryBody'))('DictionaryBody', {
  atOnce: () => window.location.hash !== '',
});

/** /logistics-dictionary ↔ /lojistik-sozlugu: the band, the terms with their index and search (DictionaryBody), and DefinedTerm JSON-LD. */
export function DictionaryView({ terms }: { terms: DictionaryTerm[] }) {
  const locale = useLocale();
  const text = usePageText('logisticsDictionary');
  const dictionaryPath = withLocalePrefix(routePath('logisticsDictionary', locale), locale);
  const jsonLd = useMemo(
    () =>
      terms.map((term) =>
        definedTermJsonLd({ name: term.term, description: termDescription(term.definitionHtml), path: `${dictionaryPath}#${term.slug}`, termSetPath: dictionaryPath, termSetName: text.heading, inLanguage: regionalLocale[locale] }),
      ),
    [terms, dictionaryPath, text.heading, locale],
  );
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <JsonLd id="dictionary" data={jsonLd} />
      <StaticPageHero routeKey="logisticsDictionary" heading={text.heading} lead={text.lead} />
      <DictionaryBodyIsland terms={terms} path={dictionaryPath} />
    </>
  );
}
