import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { MuiFrame } from '@/components/islands';

/** How long the opener gets to read this page's answer itself (it polls every few milliseconds). */
const OPENER_GRACE_MS = 1500;

/**
 * Where the identity provider returns after sign-in and sign-out. The opening window normally reads the
 * answer from this popup and closes it; when it can't, MSAL's redirect bridge hands the answer over.
 */
export default function RedirectPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void import('@azure/msal-browser/redirect-bridge').then(({ broadcastResponseToMainFrame }) => broadcastResponseToMainFrame().catch(() => window.close()));
    }, OPENER_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <MuiFrame>
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="…" />
      </Box>
    </MuiFrame>
  );
}

RedirectPage.layout = 'bare' as const;
