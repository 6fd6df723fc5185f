import { Html, Head, Main, NextScript, default as NextDocument, type DocumentProps, type DocumentContext } from 'next/document';
import type { AppProps, AppType } from 'next/app';
import type { EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { theme } from '@/styles/theme';
import { emotionCacheOptions } from '@/styles/emotion-options';
import { cookieChoiceScript } from '@/lib/cookie-choice-script';
import { earlyClickScript } from '@/lib/early-click-script';
import { serverStyleCache } from '@/lib/server/pages/style-cache';
import { pageStyleChunks, siteStylesheet, type StyleChunk } from '@/lib/server/pages/site-stylesheet';

interface StyleProps {
  /** The site's stylesheet (lib/server/pages/site-stylesheet.ts), linked by every page; null in development. */
  siteStylesheetHref: string | null;
  /** The page's own styles, inline. */
  pageStyles: StyleChunk[];
}

export default function Document(props: DocumentProps & StyleProps) {
  return (
    <Html lang={props.locale === 'en' ? 'en' : 'tr'}>
      <Head>
        <meta name="theme-color" content={theme.palette.primary.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Allowed by their hashes in the CSP (lib/security-headers.js); see lib/cookie-choice-script.js and lib/early-click-script.js. */}
        <script dangerouslySetInnerHTML={{ __html: cookieChoiceScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
        {/* Where the browser's emotion inserts what it renders later: before the page's own styles. */}
        <meta name="emotion-insertion-point" content="" />
        {props.siteStylesheetHref && <link rel="stylesheet" href={props.siteStylesheetHref} />}
        {props.pageStyles.map((chunk, index) => (
          <style key={index} data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: chunk.css }} />
        ))}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

/** The app rendered with `cache` as its emotion cache (ServerFrame takes it). */
const withCache =
  (cache: EmotionCache) =>
  (App: AppType): AppType =>
    function AppWithCache(props: AppProps) {
      return <App {...props} {...({ emotionCache: cache } as object)} />;
    };

function EmptyPage() {
  return null;
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  const renderPage = ctx.renderPage;
  // The site's stylesheet: the frame's styles, from the frame rendered around an empty page (once, by the build).
  const { stylesheet, shared } = await siteStylesheet(async () => {
    const frameCache = createEmotionCache(emotionCacheOptions);
    createEmotionServer(frameCache); // sets the cache's compat mode: the rules are kept in `inserted`, not rendered inline
    await renderPage({ enhanceApp: withCache(frameCache), enhanceComponent: () => EmptyPage });
    return Object.entries(frameCache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  });
  const cache = serverStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  ctx.renderPage = () => renderPage({ enhanceApp: withCache(cache) });
  const initialProps = await NextDocument.getInitialProps(ctx);
  const { styles } = extractCriticalToChunks(initialProps.html);
  const rulesOf = (id: string) => {
    const rules = cache.inserted[id];
    return typeof rules === 'string' ? rules : '';
  };
  const pageStyles = pageStyleChunks(styles, shared, rulesOf).filter((chunk) => chunk.css.trim() || chunk.ids.length);
  return { ...initialProps, siteStylesheetHref: stylesheet?.href ?? null, pageStyles };
};
