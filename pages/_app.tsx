import '@/styles/fonts.css';
import '@/styles/font-fallbacks.css';
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { use, useEffect } from 'react';
import type { EmotionCache } from '@emotion/react';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import type { SSRConfig } from 'next-i18next/pages';
import nextI18NextConfig from '../next-i18next.config.js';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { LazyToasts } from '@/components/common/LazyToasts';
import type { SignedInUser } from '@/lib/auth/claims';
import { mergePageTranslations, textsToFetchOf } from '@/lib/page-texts';
import { pageTextsAt, withPageTexts } from '@/lib/client/page-texts';
import { AlternatePathsProvider, type AlternatePaths } from '@/components/common/AlternatePaths';
import { AppFrame, inBrowser, markHydrated, useEarlyClickHandover } from '@/components/islands';

/** A page can declare `layout = 'bare'` (the /redirect bridge) to render without the site frame. */
type PageComponent = AppProps['Component'] & { layout?: 'site' | 'bare' };

function App(props: AppProps) {
  const { pageProps } = props;
  const Component = props.Component as PageComponent;
  const { i18n } = useTranslation();
  // The server's instance is made from this page's translations alone; the browser's lives on across pages.
  inBrowser(() => mergePageTranslations(i18n, (pageProps as Partial<SSRConfig>)._nextI18Next?.initialI18nStore), undefined);
  useEffect(markHydrated, []);
  useEarlyClickHandover();
  return (
    <AppFrame emotionCache={(props as { emotionCache?: EmotionCache }).emotionCache}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <AlternatePathsProvider paths={(pageProps as { alternatePaths?: AlternatePaths }).alternatePaths}>
        {Component.layout === 'bare' ? (
          <Component {...pageProps} />
        ) : (
          <SiteLayout serverUser={(pageProps as { sessionUser?: SignedInUser }).sessionUser}>
            <Component {...pageProps} />
          </SiteLayout>
        )}
      </AlternatePathsProvider>
      <LazyToasts />
    </AppFrame>
  );
}

const AppWithTranslation = appWithTranslation(App, nextI18NextConfig);

/**
 * A prerendered page's HTML leaves its translations to a file of their own (lib/client/page-texts.ts): the app's first
 * render waits for it (hydration runs in a transition, which keeps the server's markup meanwhile). A client-side
 * navigation's data carries its texts and renders at once.
 */
function AppWithPageTexts(props: AppProps) {
  const href = textsToFetchOf(props.pageProps);
  return <AppWithTranslation {...props} pageProps={href ? withPageTexts(props.pageProps, use(pageTextsAt(href))) : props.pageProps} />;
}

export default AppWithPageTexts;
