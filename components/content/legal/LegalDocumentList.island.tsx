import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { PageBody } from '@/components/content/PageText';
import { usePageText } from '@/components/content/usePageText';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { LegalDocumentSummary } from '@/lib/server/content/list-legal-documents';

/** /legal-documents' text, then each document with its version and effective date. */
export function LegalDocumentList({ documents }: { documents: LegalDocumentSummary[] }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const text = usePageText('legalDocuments');
  return (
    <Container sx={{ py: { xs: 2, md: 3 }, maxWidth: { md: 960 } }}>
      <PageBody paragraphs={text.body} maxWidth={820} />
      <Stack component="ul" spacing={1.2} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
        {documents.map((document) => (
          <Paper component="li" key={document.slug} variant="outlined" data-testid="legal-document" sx={{ p: { xs: 1.2, md: 1.5 }, display: 'flex', gap: 1.2, alignItems: 'flex-start' }}>
            <DescriptionOutlinedIcon color="primary" aria-hidden sx={{ mt: '3px', display: { xs: 'none', sm: 'block' } }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                <RouteLink to="legalDocuments" subPath={document.slug} underline="hover">
                  {document.title}
                </RouteLink>
              </Typography>
              {document.summary && <Typography sx={{ mt: 0.4 }}>{document.summary}</Typography>}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.6 }} data-testid="legal-document-facts">
                {[document.version && t('legal.version', { version: document.version }), document.effectiveFrom && t('legal.effectiveFrom', { date: formatDay(document.effectiveFrom, locale, 'longDay') })].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
