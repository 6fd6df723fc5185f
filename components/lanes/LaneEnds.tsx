import Box from '@mui/material/Box';
import PublicIcon from '@mui/icons-material/Public';
import EastIcon from '@mui/icons-material/East';

/** A lane's two ends in its page's hero band: "Türkiye → Chile". */
export function LaneEnds({ from, to }: { from: string; to: string }) {
  return (
    <Box sx={{ mt: 1.2, display: 'inline-flex', alignItems: 'center', gap: 0.6, px: 1, py: 0.4, borderRadius: 5, bgcolor: 'rgba(255,255,255,.14)', fontWeight: 700 }} data-testid="lane-ends">
      <PublicIcon fontSize="small" aria-hidden />
      <span>{from}</span>
      <EastIcon fontSize="small" aria-hidden />
      <span>{to}</span>
    </Box>
  );
}
