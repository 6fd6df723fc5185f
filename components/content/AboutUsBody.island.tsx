import Container from '@mui/material/Container';
import type { SinglePage } from '@/lib/server/content/single-page';
import { PageBody } from './PageText';
import { usePageText } from './usePageText';
import { Markdown } from './Markdown';

/** /about-us' text: the editors' `about-us` page, the page texts' body when it is missing. */
export function AboutUsBody({ page }: { page: SinglePage | null }) {
  const text = usePageText('aboutUs');
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      {page ? <Markdown html={page.html} sx={{ maxWidth: 860 }} data-testid="about-body" /> : <PageBody paragraphs={text.body} maxWidth={860} />}
    </Container>
  );
}
