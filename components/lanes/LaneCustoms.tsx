import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslation } from 'next-i18next/pages';

/** Which notes a lane page shows (lanes:customs.<code>, the EU's or the general ones), resolved on the server. */
export interface LaneCustomsNotes {
  key: string;
  notes: string[];
}

/** The customs notes of the lane's country, with the broker disclaimer. */
export function LaneCustoms({ customs }: { customs: LaneCustomsNotes }) {
  const { t } = useTranslation('lanes');
  const { key: noteKey, notes: list } = customs;
  return (
    <Box data-testid="lane-customs" data-notes={noteKey}>
      <Stack component="ul" spacing={0.8} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((note) => (
          <Box component="li" key={note} sx={{ display: 'flex', gap: 0.8, alignItems: 'flex-start' }}>
            <GavelIcon color="secondary" fontSize="small" sx={{ mt: '3px' }} aria-hidden />
            <Typography>{note}</Typography>
          </Box>
        ))}
      </Stack>
      <Alert severity="info" sx={{ mt: 1.2 }}>
        {t('customs.disclaimer')}
      </Alert>
    </Box>
  );
}
