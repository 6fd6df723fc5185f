import type { ComponentType, ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { emotionCacheOptions } from '@/styles/emotion-options';
import { theme } from '@/styles/theme';

/**
 * The site's MUI frame in the browser: the theme and the one emotion cache of the page. The app itself hydrates
 * without MUI (AppFrame.tsx: the server renders its frame, ServerFrame.tsx); a part that
 * renders MUI components in the browser brings this frame with its own code: an island coming alive
 * (StaticIsland.tsx), a dialog opened, a page of the account or admin area.
 *
 * The cache takes over the styles the server rendered into the head (emotion reads their ids from their
 * `data-emotion` attribute), so none is inserted twice.
 */
let browserCache: EmotionCache | undefined;

export function MuiFrame({ children }: { children: ReactNode }) {
  // On the server the app's frame (with the cache its styles are extracted from) is already around everything.
  if (typeof window === 'undefined') return <>{children}</>;
  browserCache ??= createEmotionCache(emotionCacheOptions);
  return (
    <CacheProvider value={browserCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** A component rendered inside the frame. */
export function framed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Framed(props: P) {
    return (
      <MuiFrame>
        <Component {...props} />
      </MuiFrame>
    );
  }
  return Framed;
}
