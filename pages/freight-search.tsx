import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageHead } from '@/components/common/PageHead';
import { StaticPageHero } from '@/components/common/StaticPageHero';
import { usePageText } from '@/components/content/usePageText';
import { FreightResults } from '@/components/search/FreightResults';
import { SearchFormOnIntent } from '@/components/search/SearchFormOnIntent';
import { staticTranslations } from '@/lib/i18n-server';
import { searchErrorParts } from '@/lib/search/search-translations';

/** /freight-search ↔ /lojistik-arama: the search form and, for ?q=, its offers. */
export default function FreightSearchPage() {
  const text = usePageText('freightSearch');
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <StaticPageHero routeKey="freightSearch" heading={text.heading} lead={text.lead} />
      <Container sx={{ py: { xs: 2, md: 3 } }}>
        <SearchFormOnIntent />
        <Box sx={{ mt: 2 }}>
          <FreightResults />
        </Box>
      </Container>
    </>
  );
}

export const getStaticProps = staticTranslations(['pages', 'search', 'errors'], ['freightSearch'], searchErrorParts);
