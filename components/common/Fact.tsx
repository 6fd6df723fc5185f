import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled value of a record's summary (lane, mode, date …); long values wrap anywhere. */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
