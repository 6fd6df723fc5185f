import Container from '@mui/material/Container';
import { PageHead } from '@/components/common/PageHead';
import { StaticActionHero } from '@/components/common/StaticPageHero';
import type { SinglePage } from '@/lib/server/content/single-page';
import { PageBody } from './PageText';
import { usePageText } from './usePageText';
import { Markdown } from './Markdown';

/** /about-us: the hero from the page texts, then the editors' `about-us` page (the page texts' body when it is missing). */
export function AboutUsView({ page }: { page: SinglePage | null }) {
  const text = usePageText('aboutUs');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticActionHero routeKey="aboutUs" heading={text.heading} lead={text.lead} secondary="contactForm" />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        {page ? <Markdown html={page.html} sx={{ maxWidth: 860 }} data-testid="about-body" /> : <PageBody paragraphs={text.body} maxWidth={860} />}
      </Container>
    </>
  );
}
