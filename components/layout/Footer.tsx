import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { brand } from '@/styles/brand';
import { FooterNewsletter } from '@/components/newsletter/FooterNewsletter';
import { renderWhenNear } from '@/components/common/render-when-near';
import { FooterBrand, FooterNavigation, FooterRights } from './FooterContent';

/** The site's footer: the brand, the newsletter box, the links and the rights line (see SiteFooter). */
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
