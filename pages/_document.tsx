import { Html, Head, Main, NextScript, type DocumentProps, type DocumentContext } from 'next/document';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';
import { theme } from '@/styles/theme';
import { cookieChoiceScript } from '@/lib/cookie-choice-script';
import { earlyClickScript } from '@/lib/early-click-script';
import { serverStyleCache } from '@/lib/server/pages/style-cache';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang={props.locale === 'en' ? 'en' : 'tr'}>
      <Head>
        <meta name="theme-color" content={theme.palette.primary.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Allowed by their hashes in the CSP (lib/security-headers.js); see lib/cookie-choice-script.js and lib/early-click-script.js. */}
        <script dangerouslySetInnerHTML={{ __html: cookieChoiceScript }} />
        <script dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx, { emotionCache: serverStyleCache() });
