import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { monospace } from '@/components/account/OneTimeSecretDialog';

/** A block of text as it came (a JSON payload, an answer's body): monospace, scrolled inside, never wider than its column. */
export function CodeBlock({ children, maxHeight, testId, label }: { children: ReactNode; maxHeight: number; testId?: string; label?: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      sx={{ m: 0, p: 1, maxHeight, overflow: 'auto', fontFamily: monospace, fontSize: '0.8rem', lineHeight: 1.45, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}
