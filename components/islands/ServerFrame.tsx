import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { frameStyles } from '@/styles/frame-styles';
import { theme } from '@/styles/theme';

/**
 * The MUI frame the server renders every page in: the emotion cache whose styles `_document` writes into the
 * head, the theme, the baseline styles and the classes of what hydrates without MUI (styles/frame-styles.ts). The browser's app never imports it (AppFrame.tsx): what hydrates
 * there brings its own frame when it renders MUI (MuiFrame.tsx), and the baseline styles
 * stay in the head as the server wrote them.
 */
export function ServerFrame({ emotionCache, children }: { emotionCache?: EmotionCache; children: ReactNode }) {
  return (
    <AppCacheProvider emotionCache={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={frameStyles} />
        {children}
      </ThemeProvider>
    </AppCacheProvider>
  );
}
