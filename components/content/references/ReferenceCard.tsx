import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useTranslation } from 'next-i18next/pages';
import { Markdown } from '@/components/content/Markdown';
import { companyMonogram } from '@/lib/content/blog';
import { useLocale } from '@/lib/i18n';
import type { CustomerReference } from '@/lib/server/content/customer-references';
import { brand } from '@/styles/brand';

/** Monogram colours: dark enough for white letters (contrast ≥ 4.5:1). */
const monogramColours = [brand.navy, brand.blue, '#8a3a0c', '#2e5e3a', '#5b3f86', '#7a2f45'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return monogramColours[hash % monogramColours.length]!;
}

/** A customer reference: the logo (a monogram), the company and its sector, the quote with the person and position, and (on /our-customers) the case. */
export function ReferenceCard({ reference, headingLevel = 'h2' }: { reference: CustomerReference; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Paper component="article" id={reference.slug} variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1, scrollMarginTop: 90 }} data-testid="reference-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar variant="rounded" sx={{ width: 56, height: 56, bgcolor: colourOf(reference.company), color: '#fff', fontWeight: 800, fontSize: '1.25rem' }} aria-hidden data-testid="reference-monogram">
          {companyMonogram(reference.company, locale)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.3 }}>
            {reference.company}
          </Typography>
          <Chip size="small" variant="outlined" label={t(`sectors.${reference.sector}`)} sx={{ mt: 0.3 }} data-testid="reference-sector" />
        </Box>
      </Box>
      <Box component="figure" sx={{ m: 0, position: 'relative', pl: 2.2 }}>
        <FormatQuoteIcon sx={{ position: 'absolute', left: -4, top: -4, color: 'secondary.main', fontSize: 30 }} aria-hidden />
        <Typography component="blockquote" sx={{ m: 0, fontSize: '1.02rem', lineHeight: 1.7, fontStyle: 'italic' }}>
          {reference.quote}
        </Typography>
        <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {reference.person}
          </Box>
          {`, ${reference.position}`}
        </Typography>
      </Box>
      {reference.html && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography component={headingLevel === 'h2' ? 'h3' : 'h4'} variant="h4" sx={{ fontSize: '1rem', mb: 0.5 }}>
            {t('references.case')}
          </Typography>
          <Markdown html={reference.html} sx={{ fontSize: '0.98rem' }} data-testid="reference-case" />
        </Box>
      )}
    </Paper>
  );
}
