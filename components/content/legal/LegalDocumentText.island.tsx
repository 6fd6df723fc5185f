import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Markdown } from '@/components/content/Markdown';
import type { LegalDocument } from '@/lib/server/content/load-legal-document';

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
