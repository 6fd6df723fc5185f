import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';

/**
 * Where the identity provider returns after sign-in and sign-out: MSAL's redirect bridge hands the
 * answer to the window that opened the popup (a blank page would time out).
 */
export default function RedirectPage() {
  useEffect(() => {
    void import('@azure/msal-browser/redirect-bridge').then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame().catch(() => undefined));
  }, []);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

RedirectPage.layout = 'bare' as const;
