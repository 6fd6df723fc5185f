import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { PageBody } from '@/components/content/PageText';
import { usePageText } from '@/components/content/usePageText';
import type { CustomerReference } from '@/lib/server/content/customer-references';
import { ReferenceCard } from './ReferenceCard';

/** /our-customers' introduction, then every reference with its quote and case. */
export function CustomerReferences({ references }: { references: CustomerReference[] }) {
  const { t } = useTranslation(['content', 'common']);
  const text = usePageText('ourCustomers');
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <PageBody paragraphs={text.body} maxWidth={860} />
      <Typography component="h2" variant="h3" sx={{ mt: { xs: 2, md: 3 }, mb: 1.2 }}>
        {t('references.heading')}
      </Typography>
      <Grid container spacing={1.5}>
        {references.map((reference) => (
          <Grid key={reference.id} size={{ xs: 12, md: 6 }}>
            <ReferenceCard reference={reference} headingLevel="h3" />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
