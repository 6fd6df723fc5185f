import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteButton } from './RouteLink';

export type ErrorKind = 'notFound' | 'serverError';

/** What happened, in the visitor's language, and ways on (see ErrorView). */
export function ErrorContent({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation('common');
  return (
    <Container sx={{ py: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: { xs: '4rem', md: '6rem' }, fontWeight: 800, color: 'secondary.main', lineHeight: 1 }}>
        {kind === 'notFound' ? '404' : '500'}
      </Typography>
      <Typography variant="h1" sx={{ mt: 1, fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
        {t(`${kind}.heading`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mx: 'auto', maxWidth: 560 }}>
        {t(`${kind}.text`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.8} sx={{ mt: 2, justifyContent: 'center' }}>
        <RouteButton to="home" variant="contained">
          {t('actions.backHome')}
        </RouteButton>
        <RouteButton to="freightSearch" variant="outlined">
          {t('actions.getQuote')}
        </RouteButton>
        <RouteButton to="services" variant="outlined">
          {t('actions.exploreServices')}
        </RouteButton>
      </Stack>
    </Container>
  );
}
