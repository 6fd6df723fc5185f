import type { EmotionCache } from '@emotion/react';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { emotionCacheOptions } from '@/styles/emotion-options';

/** How many compiled styles the shared cache holds before it starts over (a style with a value from data, such as a bar's height, is a new one). */
const MAX_STYLES = 20_000;

let cache: EmotionCache | undefined;

/**
 * The emotion cache the server renders pages with: one per process, so a style is compiled once instead of on every
 * request, as the browser's own cache does across pages. Each page's head still gets only the styles its HTML uses
 * (emotion picks them by the class names in the HTML) and the global ones, components/islands/ServerFrame.tsx's, the same on
 * every page.
 */
export function serverStyleCache(): EmotionCache {
  if (!cache || Object.keys(cache.inserted).length > MAX_STYLES) cache = createEmotionCache(emotionCacheOptions);
  return cache;
}
