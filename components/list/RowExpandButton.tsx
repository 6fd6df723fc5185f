import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** The button that opens and closes a list row's details: its arrow turns when open, and it says so (aria-expanded). */
export function RowExpandButton({ expanded, label, onToggle, testId }: { expanded: boolean; label: string; onToggle: () => void; testId: string }) {
  return (
    <IconButton size="small" aria-expanded={expanded} aria-label={label} onClick={onToggle} data-testid={testId}>
      <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />
    </IconButton>
  );
}
