import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

/**
 * The search box of the FAQ and the dictionary: filters as you type; `status` (how many match) is read
 * out by screen readers as it changes.
 */
export function ContentSearchField({ id, label, placeholder, value, onChange, status }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void; status: string }) {
  return (
    <Box role="search" sx={{ maxWidth: 640 }}>
      <TextField
        id={id}
        type="search"
        fullWidth
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
      />
      <Typography aria-live="polite" variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: '1.5em' }} data-testid={`${id}-status`}>
        {status}
      </Typography>
    </Box>
  );
}
