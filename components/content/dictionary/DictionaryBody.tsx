import { visuallyHidden } from '@/components/common/visually-hidden';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { RouteButton } from '@/components/common/RouteLink';
import { ContentSearchField } from '@/components/content/faq/ContentSearchField';
import { groupByLetter, letterAnchor, letterIndex, OTHER_LETTER } from '@/lib/content/dictionary-index';
import { matchesWords, queryWords } from '@/lib/content/faq-search';
import { htmlText } from '@/lib/content/heading-anchors';
import { turkishFold } from '@/lib/domain/turkish-fold';
import { useLocale } from '@/lib/i18n';
import type { DictionaryTerm } from '@/lib/server/content/load-dictionary';
import { brand } from '@/styles/brand';
import { layoutAllWhenTargeted, renderWhenNear } from '@/components/common/render-when-near';
import { inBrowser } from '@/components/islands';

/** The address's #fragment, '' for none (as written: a term's slug is plain ASCII). */
const addressTarget = () => inBrowser(() => window.location.hash.slice(1), '');

/**
 * The dictionary's terms under an A–Z letter index in the language's alphabet (letters without terms
 * disabled), a search with Turkish folding, each term with its anchor, a permalink and a copy-link button
 * (to `path`, the dictionary's address in the page's language). Rendered on the server; the terms are
 * plain elements styled from one place, and searching only toggles their `hidden` attribute.
 */
export function DictionaryBody({ terms, path }: { terms: DictionaryTerm[]; path: string }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [copied, setCopied] = useState('');
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // These elements take the place of the server's markup when the island comes alive, and the element the address
  // names (#slug, #letter-K) is no longer :target then: the `targeted` class, kept in step with the address, keeps
  // that term's highlight and every letter laid out (layoutAllWhenTargeted), so nothing moves.
  const [target, setTarget] = useState(addressTarget);
  useEffect(() => {
    const follow = () => setTarget(addressTarget());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const groups = useMemo(() => groupByLetter(terms, locale), [terms, locale]);
  const folded = useMemo(() => new Map(terms.map((term) => [term.slug, turkishFold(`${term.term} ${term.abbreviation ?? ''} ${htmlText(term.definitionHtml)}`)])), [terms]);
  const queryKey = queryWords(deferredQuery).join(' ');
  const matching = useMemo(() => {
    if (!queryKey) return null;
    const words = queryKey.split(' ');
    return new Set(terms.filter((term) => matchesWords(folded.get(term.slug) ?? '', words)).map((term) => term.slug));
  }, [terms, folded, queryKey]);
  const shownGroups = matching ? groups.map((group) => ({ ...group, terms: group.terms.filter((term) => matching.has(term.slug)) })) : groups;
  const index = letterIndex(shownGroups, locale);

  const copyLink = (term: DictionaryTerm) => {
    const url = `${window.location.origin}${path}#${term.slug}`;
    const done = () => {
      setCopied(t('dictionary.copied', { term: term.term }));
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(''), 4000);
    };
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, () => window.history.replaceState(null, '', `#${term.slug}`));
    else window.history.replaceState(null, '', `#${term.slug}`);
  };

  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <ContentSearchField
        id="dictionary-search"
        label={t('dictionary.searchLabel')}
        placeholder={t('dictionary.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        status={matching ? t('dictionary.results', { count: matching.size }) : t('dictionary.total', { count: terms.length })}
      />
      <Box
        component="nav"
        aria-label={t('dictionary.letterIndex')}
        data-testid="letter-index"
        sx={{
          // Sticky under the site header from the sm breakpoint (its toolbar is 64 px there, plus its border); on a
          // phone the index wraps to four rows, too tall to keep on screen, so it stays at the top of the list.
          position: { xs: 'static', sm: 'sticky' },
          top: { sm: 65 },
          zIndex: 2,
          bgcolor: 'background.paper',
          py: 0.6,
          mt: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          '& ol': { display: 'flex', flexWrap: 'wrap', gap: '4px', listStyle: 'none', m: 0, p: 0 },
          '& a, & span': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 34, height: 34, borderRadius: 1, fontWeight: 800, fontSize: '1rem' },
          '& a': { color: 'primary.main', bgcolor: brand.sand, textDecoration: 'none', border: 1, borderColor: 'divider' },
          '& a:hover, & a:focus-visible': { bgcolor: 'primary.main', color: '#fff' },
          '& span': { color: 'text.disabled', border: 1, borderColor: 'transparent' },
        }}
      >
        <ol>
          {index.map(({ letter, enabled }) => (
            <li key={letter}>
              {enabled ? (
                <a href={`#${letterAnchor(letter)}`} aria-label={letter === OTHER_LETTER ? t('dictionary.otherLetter') : undefined}>
                  {letter}
                </a>
              ) : (
                <span aria-disabled="true" title={t('dictionary.noTerms', { letter })}>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Box>
      <Typography role="status" aria-live="polite" sx={visuallyHidden}>
        {copied}
      </Typography>
      {matching?.size === 0 && (
        <Box role="status" data-testid="dictionary-no-match" sx={{ mt: 2, p: { xs: 1.5, md: 2 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {t('dictionary.noMatchTitle', { query: deferredQuery.trim() })}
          </Typography>
          <Typography sx={{ mt: 0.6, mb: 1.2 }}>{t('dictionary.noMatchText')}</Typography>
          <RouteButton to="contactForm" variant="contained">
            {t('faq.contactUs')}
          </RouteButton>
        </Box>
      )}
      <Box
        className={target ? 'targeted' : undefined}
        sx={{
          // A term's :target outline reaches 6 px beyond it: the padding keeps it inside its letter's paint containment.
          '& section': { mt: 2, px: '8px', mx: '-8px', scrollMarginTop: (theme) => `${theme.layout.headerHeight + 60}px`, ...renderWhenNear(900) },
          ...layoutAllWhenTargeted('section'),
          '&.targeted section': { contentVisibility: 'visible' },
          '& section > h2': { fontSize: '1.8rem', fontWeight: 800, color: 'primary.main', borderBottom: 2, borderColor: brand.orange, pb: 0.3, mb: 0.8, mt: 0 },
          '& .term': { py: 1, borderBottom: 1, borderColor: 'divider', scrollMarginTop: (theme) => `${theme.layout.headerHeight + 60}px` },
          '& .term:target, & .term.targeted': { bgcolor: brand.sand, outline: `2px solid ${brand.orange}`, outlineOffset: 4, borderRadius: 1 },
          '& .term-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '6px 12px' },
          '& .term-head h3': { m: 0, fontSize: '1.15rem', fontWeight: 800 },
          '& .abbr': { fontWeight: 700, fontSize: '0.85rem', color: 'primary.dark', bgcolor: brand.sand, border: 1, borderColor: 'divider', borderRadius: 1, px: '6px' },
          '& .tools': { ml: 'auto', display: 'flex', gap: '10px', fontSize: '0.85rem' },
          '& .tools a, & .tools button': { color: 'primary.main', fontWeight: 700, font: 'inherit', background: 'none', border: 0, p: 0, cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: '2px' },
          '& .definition': { m: 0, mt: 0.4, lineHeight: 1.7, '& p': { m: 0 }, '& p + p': { mt: 0.5 }, '& a': { color: 'primary.main' } },
        }}
      >
        {groups.map((group, at) => (
          <section key={group.letter} id={letterAnchor(group.letter)} aria-labelledby={`${letterAnchor(group.letter)}-title`} hidden={shownGroups[at]!.terms.length === 0} data-testid="letter-group">
            <h2 id={`${letterAnchor(group.letter)}-title`}>{group.letter === OTHER_LETTER ? t('dictionary.otherLetter') : group.letter}</h2>
            {group.terms.map((term) => (
              <Term key={term.slug} term={term} hidden={matching !== null && !matching.has(term.slug)} targeted={term.slug === target} onCopy={copyLink} copyLabel={t('dictionary.copyLink', { term: term.term })} permalinkLabel={t('dictionary.permalink', { term: term.term })} />
            ))}
          </section>
        ))}
      </Box>
    </Container>
  );
}

interface TermProps {
  term: DictionaryTerm;
  hidden: boolean;
  /** Named by the address (DictionaryBody's `target`). */
  targeted: boolean;
  onCopy: (term: DictionaryTerm) => void;
  copyLabel: string;
  permalinkLabel: string;
}

/** One term: re-rendered only when its visibility or its being the address's target changes. */
const Term = memo(function Term({ term, hidden, targeted, onCopy, copyLabel, permalinkLabel }: TermProps) {
  const { t } = useTranslation('content');
  return (
    <div className={targeted ? 'term targeted' : 'term'} id={term.slug} hidden={hidden} data-testid="dictionary-term">
      <div className="term-head">
        <h3>{term.term}</h3>
        {term.abbreviation && <abbr className="abbr" title={term.term}>{term.abbreviation}</abbr>}
        <span className="tools">
          <a href={`#${term.slug}`} aria-label={permalinkLabel}>
            #
          </a>
          <button type="button" onClick={() => onCopy(term)} aria-label={copyLabel}>
            {t('dictionary.copy')}
          </button>
        </span>
      </div>
      <div className="definition" dangerouslySetInnerHTML={{ __html: term.definitionHtml }} />
    </div>
  );
},
(previous, next) => previous.term === next.term && previous.hidden === next.hidden && previous.targeted === next.targeted && previous.copyLabel === next.copyLabel);
