import type { Options } from '@emotion/cache';

/**
 * The properties the browsers the site supports still want a -webkit- copy of (Safari: user-select, hyphens,
 * backdrop-filter before 18, box-decoration-break; Chrome: print-color-adjust before 136). Emotion's default
 * prefixer (stylis) wrote copies for every flexbox, transition and transform declaration too, for browsers of ten
 * years ago: a quarter of every page's CSS.
 */
const WEBKIT_COPIES = new Set(['user-select', 'hyphens', 'backdrop-filter', 'box-decoration-break', 'print-color-adjust']);

/** A stylis plugin: a declaration of one of those properties is written with its -webkit- copy first. */
function webkitCopies(element: { type: string; props: unknown; value: string; return: string }) {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_COPIES.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
}

/** The emotion cache's options, on the server (lib/server/pages/style-cache.ts) and in the browser (MuiFrame). */
export const emotionCacheOptions: Options = { key: 'mui', stylisPlugins: [webkitCopies as NonNullable<Options['stylisPlugins']>[number]] };
