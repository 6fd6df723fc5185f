import '@/styles/fonts.css';
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useEffect, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import type { SSRConfig } from 'next-i18next/pages';
import nextI18NextConfig from '../next-i18next.config.js';
import { SiteLayout } from '@/components/layout/SiteLayout';
import * as serverFrame from '@/components/layout/ServerFrame';
import { LazyToasts } from '@/components/common/LazyToasts';
import type { SignedInUser } from '@/lib/auth/claims';
import { mergePageTranslations } from '@/lib/page-texts';
import { AlternatePathsProvider, type AlternatePaths } from '@/components/common/AlternatePaths';
import { markHydrated } from '@/components/common/StaticIsland';
import { useEarlyClickHandover } from '@/components/common/early-click';

/**
 * MUI's frame (emotion cache, theme, baseline styles) on the server only: Next's compiler makes `typeof window`
 * a constant in the browser's build, which drops the branch and the module. In the browser the app hydrates
 * without MUI, and what renders MUI there brings its own frame (components/common/MuiFrame.tsx).
 */
const Frame = typeof window === 'undefined' ? serverFrame.ServerFrame : ({ children }: { emotionCache?: EmotionCache; children: ReactNode }) => children;

/** A page can declare `layout = 'bare'` (the /redirect bridge) to render without the site frame. */
type PageComponent = AppProps['Component'] & { layout?: 'site' | 'bare' };

function App(props: AppProps) {
  const { pageProps } = props;
  const Component = props.Component as PageComponent;
  const { i18n } = useTranslation();
  mergePageTranslations(i18n, (pageProps as Partial<SSRConfig>)._nextI18Next?.initialI18nStore);
  useEffect(markHydrated, []);
  useEarlyClickHandover();
  return (
    <Frame emotionCache={(props as { emotionCache?: EmotionCache }).emotionCache}>
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
    </Frame>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
