import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of the lane page: its heading (the section's label, by `id`) and its content. */
export function LaneSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 2.5, md: 3.5 } }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1.2, fontSize: { xs: '1.4rem', md: '1.7rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
