import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import { HeroButtons } from '@/components/common/HeroButtons';
import { PageHead } from '@/components/common/PageHead';
import { PageHero } from '@/components/common/PageHero';
import type { SinglePage } from '@/lib/server/content/single-page';
import { PageBody, usePageText } from './PageText';
import { Markdown } from './Markdown';

/** /about-us: the hero from the page texts, then the editors' `about-us` page (the page texts' body when it is missing). */
export function AboutUsView({ page }: { page: SinglePage | null }) {
  const { t } = useTranslation('common');
  const text = usePageText('aboutUs');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <PageHero routeKey="aboutUs" heading={text.heading} lead={text.lead}>
        <HeroButtons secondary="contactForm" secondaryLabel={t('actions.contactUs')} />
      </PageHero>
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        {page ? <Markdown html={page.html} sx={{ maxWidth: 860 }} data-testid="about-body" /> : <PageBody paragraphs={text.body} maxWidth={860} />}
      </Container>
    </>
  );
}
