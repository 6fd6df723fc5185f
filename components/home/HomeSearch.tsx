import Box from '@mui/material/Box';
import { SearchForm } from '@/components/search/SearchForm';

/** The home page's search form, drawn up over the bottom of the band. */
export function HomeSearch() {
  return (
    <Box sx={{ mt: { xs: -5, md: -8 }, mb: { xs: 2, md: 3 } }}>
      <SearchForm />
    </Box>
  );
}
