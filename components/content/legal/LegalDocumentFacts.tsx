import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'next-i18next/pages';
import { formatDay } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import type { LegalDocument } from '@/lib/server/content/load-legal-document';

/** A legal document's version and effective date, with the print button. */
export function LegalDocumentFacts({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', pb: 1.2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="p" data-testid="legal-facts" sx={{ fontWeight: 700 }}>
        {document.version && <span data-testid="legal-version">{t('legal.version', { version: document.version })}</span>}
        {document.version && document.effectiveFrom && ' · '}
        {document.effectiveFrom && <span data-testid="legal-effective">{t('legal.effectiveFrom', { date: formatDay(document.effectiveFrom, locale, 'longDay') })}</span>}
      </Typography>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} data-print="hide">
        {t('legal.print')}
      </Button>
    </Box>
  );
}
