import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { OutlinedField } from '@/components/common/OutlinedField';

/**
 * The search box of the FAQ and the dictionary: filters as you type; `status` (how many match) is read
 * out by screen readers as it changes.
 */
export function ContentSearchField({ id, label, placeholder, value, onChange, status }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void; status: string }) {
  return (
    <Box role="search" sx={{ maxWidth: 640 }}>
      <OutlinedField
        id={id}
        fullWidth
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
      <Typography aria-live="polite" variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: '1.5em' }} data-testid={`${id}-status`}>
        {status}
      </Typography>
    </Box>
  );
}
