import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { footerColumns } from '@/lib/navigation';
import { Logo } from './Logo';

/** The footer's parts that only show (see Footer). */

export function FooterBrand() {
  const { t } = useTranslation('common');
  return (
    <>
      <Logo inverted />
      <Typography variant="body2" sx={{ mt: 1, maxWidth: 360, lineHeight: 1.7 }}>
        {t('footer.about')}
      </Typography>
    </>
  );
}

export function FooterNavigation() {
  const { t } = useTranslation('common');
  return (
    <Box component="nav" aria-label={t('footer.footerNavigation')} sx={{ display: 'grid', gap: 1.5, alignContent: 'start', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
      {footerColumns.map((column) => (
        <div key={column.title}>
          <Typography component="h2" variant="subtitle2" sx={{ color: '#fff', fontWeight: 800, mb: 0.5 }}>
            {t(`footer.columns.${column.title}`)}
          </Typography>
          <Stack component="ul" spacing={0.3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {column.items.map((key) => (
              <li key={key}>
                <RouteLink to={key} color="inherit" variant="body2">
                  {t(`nav.${key}`)}
                </RouteLink>
              </li>
            ))}
          </Stack>
        </div>
      ))}
    </Box>
  );
}

export function FooterRights() {
  const { t } = useTranslation('common');
  return (
    <Typography variant="body2" sx={{ mt: 2.5, pt: 1.5, borderTop: '1px solid rgba(255,255,255,.15)', opacity: 0.8 }}>
      {t('footer.rights', { year: new Date().getFullYear() })}
    </Typography>
  );
}
