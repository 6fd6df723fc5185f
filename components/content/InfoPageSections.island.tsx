import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { RouteKey } from '@/lib/routes';
import { PageBody } from './PageText';
import { usePageText } from './usePageText';

/** An information page's introduction: its body paragraphs beside its key points. */
export function InfoIntro({ routeKey }: { routeKey: RouteKey }) {
  const text = usePageText(routeKey);
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <PageBody paragraphs={text.body} />
      </Grid>
      {text.points.length > 0 && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
            <Stack component="ul" spacing={0.8} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {text.points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 0.6, alignItems: 'flex-start' }}>
                  <CheckCircleIcon color="secondary" fontSize="small" sx={{ mt: '3px' }} />
                  <Typography>{point}</Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid>
      )}
    </Grid>
  );
}
