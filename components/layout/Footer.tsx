import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { brand } from '@/styles/theme';
import { FooterNewsletter } from '@/components/newsletter/FooterNewsletter';
import { renderWhenNear } from '@/components/common/render-when-near';
import { staticIslands } from '@/components/common/StaticIsland';
import * as footerContent from './FooterContent';

/** Only the newsletter box is interactive: the brand, the links and the rights line are static islands. */
const footerIsland = staticIslands(typeof window === 'undefined' ? footerContent : null, () => import('./FooterContent'));
const FooterBrand = footerIsland('FooterBrand');
const FooterNavigation = footerIsland('FooterNavigation');
const FooterRights = footerIsland('FooterRights');

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.navy, color: 'rgba(255,255,255,.85)', mt: 4, pt: 3, pb: 2, ...renderWhenNear(640) }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <div>
            <FooterBrand />
            <FooterNewsletter />
          </div>
          <FooterNavigation />
        </Box>
        <FooterRights />
      </Container>
    </Box>
  );
}
