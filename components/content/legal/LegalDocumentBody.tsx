import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'next-i18next/pages';
import { Markdown } from '@/components/content/Markdown';
import { useLocale } from '@/lib/i18n';
import type { LegalDocument } from '@/lib/server/content/load-legal-document';
import { formatDay } from './format-day';

/** A legal document's version and effective date, with the print button. */
export function LegalDocumentFacts({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', pb: 1.2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="p" data-testid="legal-facts" sx={{ fontWeight: 700 }}>
        {document.version && <span data-testid="legal-version">{t('legal.version', { version: document.version })}</span>}
        {document.version && document.effectiveFrom && ' · '}
        {document.effectiveFrom && <span data-testid="legal-effective">{t('legal.effectiveFrom', { date: formatDay(document.effectiveFrom, locale) })}</span>}
      </Typography>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} data-print="hide">
        {t('legal.print')}
      </Button>
    </Box>
  );
}

/** A legal document's contents (links to its headings) beside its text. */
export function LegalDocumentText({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, mt: 2, alignItems: 'start' }}>
      {document.toc.length > 0 ? (
        <Paper component="nav" variant="outlined" aria-labelledby="legal-contents" data-print="hide" sx={{ p: 1.2, position: { md: 'sticky' }, top: (theme) => theme.layout.headerHeight + 16, bgcolor: 'grey.50' }}>
          <Typography variant="h2" id="legal-contents" sx={{ fontSize: '1.1rem', mb: 0.6 }}>
            {t('legal.contents')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {document.toc.map((entry) => (
              <Box component="li" key={entry.id} sx={{ pl: entry.level === 3 ? 1 : 0, py: 0.25 }}>
                <Link href={`#${entry.id}`} underline="hover" sx={{ fontSize: entry.level === 3 ? '0.9rem' : '0.95rem', fontWeight: entry.level === 2 ? 600 : 400 }}>
                  {entry.text}
                </Link>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : (
        <span />
      )}
      <Box component="article" aria-label={document.title}>
        <Markdown html={document.html} sx={{ '& h2, & h3': { scrollMarginTop: (theme) => `${theme.layout.headerHeight + 16}px` } }} />
      </Box>
    </Box>
  );
}
