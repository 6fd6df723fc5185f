import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useMemo, useState } from 'react';
import { RouteButton } from '@/components/common/RouteLink';
import { Markdown } from '@/components/content/Markdown';
import { matchesWords, queryWords, searchableFaqText, type FaqGroup } from '@/lib/content/faq-search';
import { ContentSearchField } from './ContentSearchField';
import { addressTarget, useHashTarget } from './useHashTarget';
import { layoutAllWhenTargeted, renderWhenNear } from '@/components/common/render-when-near';

/**
 * The questions grouped by category as accordions (each with its slug as anchor id), a search box that filters
 * as you type with Turkish folding, and a "no match" state pointing to the contact form.
 */
export function FaqQuestions({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation('content');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const folded = useMemo(() => new Map(groups.flatMap((group) => group.items.map((item) => [item.slug, searchableFaqText(item)] as const))), [groups]);
  // These elements take the place of the server's markup when the island comes alive (at once for /faq#slug), and
  // the question the address names is no longer :target then: `targeted`, kept in step with the address, keeps every
  // category laid out (layoutAllWhenTargeted covers only the server's markup), or the categories above the question
  // would shrink to their placeholder height and move it out of view. The question starts open in the first render,
  // so nothing above it changes size after the swap.
  const [target, setTarget] = useState(addressTarget);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(folded.has(target) ? [target] : []));
  const words = queryWords(deferredQuery);
  const visible = (slug: string) => words.length === 0 || matchesWords(folded.get(slug) ?? '', words);
  const matchCount = words.length === 0 ? folded.size : [...folded.keys()].filter(visible).length;

  const toggle = (slug: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(slug);
      else next.delete(slug);
      return next;
    });

  // A link to /faq#slug opens that question (then it is scrolled into view).
  useHashTarget((slug) => {
    setTarget(slug);
    if (folded.has(slug)) toggle(slug, true);
  });

  return (
    <Container
      className={folded.has(target) ? 'targeted' : undefined}
      sx={{ py: { xs: 2, md: 3 }, maxWidth: { md: 960 }, ...layoutAllWhenTargeted('> section'), '&.targeted > section': { contentVisibility: 'visible' } }}
    >
      <ContentSearchField
        id="faq-search"
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        status={words.length > 0 ? t('faq.results', { count: matchCount }) : ''}
      />
      {groups.map((group) => {
        const shown = group.items.some((item) => visible(item.slug));
        return (
          <Box component="section" key={group.category} aria-labelledby={`faq-category-${group.category}`} hidden={!shown} data-testid="faq-category" sx={{ mt: 2.5, ...renderWhenNear(560) }}>
            <Typography variant="h2" id={`faq-category-${group.category}`} sx={{ fontSize: { xs: '1.35rem', md: '1.55rem' }, mb: 1 }}>
              {t(`categories.faq.${group.category}`)}
            </Typography>
            {group.items.map((item) => (
              <Accordion
                key={item.slug}
                id={item.slug}
                data-testid="faq-item"
                hidden={!visible(item.slug)}
                expanded={expanded.has(item.slug)}
                onChange={(_event, open) => toggle(item.slug, open)}
                disableGutters
                variant="outlined"
                sx={{ scrollMarginTop: (theme) => theme.layout.headerHeight + 16, '&:not(:last-of-type)': { borderBottom: 0 }, '&[hidden]': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${item.slug}-question`} aria-controls={`${item.slug}-answer`}>
                  <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Markdown html={item.answerHtml} sx={{ fontSize: '1rem' }} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        );
      })}
      {matchCount === 0 && (
        <Paper variant="outlined" role="status" data-testid="faq-no-match" sx={{ mt: 2.5, p: { xs: 1.5, md: 2 }, bgcolor: 'grey.50' }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {t('faq.noMatchTitle', { query: deferredQuery.trim() })}
          </Typography>
          <Typography sx={{ mt: 0.6, mb: 1.2 }}>{t('faq.noMatchText')}</Typography>
          <RouteButton to="contactForm" variant="contained">
            {t('faq.contactUs')}
          </RouteButton>
        </Paper>
      )}
    </Container>
  );
}
