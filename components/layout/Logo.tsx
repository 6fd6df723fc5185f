import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { RouteLink } from '@/components/common/RouteLink';
import { brand } from '@/styles/brand';

/** The wordmark: a container-ship glyph and the brand name, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common');
  const ink = inverted ? '#fff' : brand.navy;
  return (
    <RouteLink to="home" aria-label={t('brand.homeLabel')} underline="none" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="9" fill={brand.orange} />
        <path d="M7 19h20l-3.2 6.2a2 2 0 0 1-1.8 1.1H12a2 2 0 0 1-1.8-1.1L7 19z" fill="#fff" />
        <rect x="10" y="12" width="5" height="5" rx="1" fill="#fff" />
        <rect x="16" y="12" width="5" height="5" rx="1" fill="#fff" opacity=".85" />
        <rect x="16" y="7" width="5" height="4" rx="1" fill="#fff" opacity=".7" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.02em', color: ink }}>
        Navlun<Box component="span" sx={{ color: brand.orange }}>Port</Box>
      </Box>
    </RouteLink>
  );
}
