import { Head, Html, Main, NextScript, default as NextDocument, type DocumentProps, type DocumentContext } from 'next/document';
import type { AppProps, AppType } from 'next/app';
import type { ReactElement } from 'react';
import type { EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { theme } from '@/styles/theme';
import { emotionCacheOptions } from '@/styles/emotion-options';
import { cookieChoiceScript } from '@/lib/cookie-choice-script';
import { earlyClickScript } from '@/lib/early-click-script';
import { APP_SCRIPTS_ID, appBootScript } from '@/lib/app-boot-script';
import { scriptSafeJson } from '@/lib/script-json';
import { isAccountPath, isAdminPath } from '@/lib/routes';
import { serverStyleCache } from '@/lib/server/pages/style-cache';
import { pageStyleChunks, siteStylesheet, thisBuild, type StyleChunk } from '@/lib/server/pages/site-stylesheet';
import { pageStylesheet } from '@/lib/server/pages/page-stylesheet';
import { leaveTextsToFile, type HtmlPageData } from '@/lib/server/pages/page-texts-file';
import { leaveIslandPropsOut } from '@/lib/server/pages/island-props';
import { muiClassesNamedIn, withoutUnstyledIslandClasses } from '@/lib/server/pages/island-classes';

interface StyleProps {
  /** The site's stylesheet (lib/server/pages/site-stylesheet.ts), linked by every page; null in development. */
  siteStylesheetHref: string | null;
  /** The file of the page's own styles (lib/server/pages/page-stylesheet.ts); null: they are inline. */
  pageStylesheetHref: string | null;
  /** The page's own style tags: their ids, and their rules when no file holds them. */
  pageStyles: StyleChunk[];
}

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** The addresses of Next's script elements, in their order; a script without one (an inline bootstrap) can't be listed. */
function scriptSources(elements: ReadonlyArray<ReactElement | null>): string[] {
  return elements.flatMap((element) => {
    if (!element) return [];
    const { src } = element.props as { src?: unknown };
    if (typeof src !== 'string') throw new Error('PaintFirstHead: Next rendered an app script without an address; lib/app-boot-script.js can only start scripts it can list');
    return [src];
  });
}

/**
 * Next's <Head>, without the app's `defer` scripts: it lists them instead (a JSON script, in Next's order: the
 * dynamic chunks the page rendered, then the runtime, framework, main, app and page chunks, then the build
 * manifests), and the boot script (lib/app-boot-script.js, allowed by its hash in the CSP), last in <body>, starts
 * them once the first paint is on the screen. The polyfills (`nomodule`) stay as Next writes them.
 */
class PaintFirstHead extends Head {
  getDynamicChunks(): (ReactElement | null)[] {
    return [];
  }

  getScripts(files: DocumentFiles): ReactElement[] {
    const sources = [...scriptSources(super.getDynamicChunks(files)), ...scriptSources(super.getScripts(files))];
    return [<script key={APP_SCRIPTS_ID} id={APP_SCRIPTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(sources) }} />];
  }
}

/**
 * Whether a page starts its app after the first paint: the public pages, whose islands keep what a visitor does
 * before their code runs (lib/early-click-script.js, components/islands/early-input.ts). The account and admin
 * areas hydrate whole forms, where a value typed before hydration would be lost: they run Next's scripts as Next
 * writes them.
 */
const paintsFirst = (page: string) => !isAdminPath(page) && !isAccountPath(page);

export default function Document(props: DocumentProps & StyleProps) {
  const first = paintsFirst(props.__NEXT_DATA__.page);
  const AppHead = first ? PaintFirstHead : Head;
  // Before NextScript writes the page data: the HTML's copy leaves the translations to their file, and the props
  // only static islands read out.
  const textsHref = leaveTextsToFile(props.__NEXT_DATA__ as HtmlPageData);
  leaveIslandPropsOut(props.__NEXT_DATA__ as HtmlPageData);
  return (
    <Html lang={props.locale === 'en' ? 'en' : 'tr'}>
      <AppHead>
        <meta name="theme-color" content={theme.palette.primary.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Allowed by their hashes in the CSP (lib/security-headers.js); see lib/cookie-choice-script.js and lib/early-click-script.js. */}
        <script dangerouslySetInnerHTML={{ __html: cookieChoiceScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
        {/* Where the browser's emotion inserts what it renders later: before the page's own styles. */}
        <meta name="emotion-insertion-point" content="" />
        {props.siteStylesheetHref && <link rel="stylesheet" href={props.siteStylesheetHref} />}
        {props.pageStylesheetHref && <link rel="stylesheet" href={props.pageStylesheetHref} />}
        {/* Fetched by the app before it renders (lib/client/page-texts.ts), with the same credentials mode. */}
        {textsHref && <link rel="preload" href={textsHref} as="fetch" crossOrigin="anonymous" />}
        {props.pageStyles.map((chunk, index) => (
          <style key={index} data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`} dangerouslySetInnerHTML={{ __html: chunk.css }} />
        ))}
      </AppHead>
      <body>
        <Main />
        <NextScript />
        {first && <script dangerouslySetInnerHTML={{ __html: appBootScript }} />}
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
  const html = withoutUnstyledIslandClasses(initialProps.html, muiClassesNamedIn(styles.map((chunk) => chunk.css)));
  const rulesOf = (id: string) => {
    const rules = cache.inserted[id];
    return typeof rules === 'string' ? rules : '';
  };
  const own = pageStyleChunks(styles, shared, rulesOf).filter((chunk) => chunk.css.trim() || chunk.ids.length);
  const page = stylesheet ? pageStylesheet(own, { ...thisBuild(), route: ctx.pathname, rulesOf }) : { href: null, chunks: own };
  return { ...initialProps, html, siteStylesheetHref: stylesheet?.href ?? null, pageStylesheetHref: page.href, pageStyles: page.chunks };
};
