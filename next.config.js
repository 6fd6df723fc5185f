// @ts-check
const { i18n } = require('./next-i18next.config.js');
const path = require('node:path');
const { securityHeaders } = require('./lib/security-headers.js');
const { ServerCodeGuard } = require('./scripts/build/server-code-guard.cjs');

/** Next's client entry, whose hydrateRoot call components/islands/hydrate-in-transition.js wraps in a transition. */
const nextClientEntry = path.join('next', 'dist', 'client', 'index.js');

/** V8's explicit compile hint for a whole file (Chromium 136+; other engines read a comment). */
const BOOT_CHUNK_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** @type {import('next').NextConfig} */
module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/server.mjs compresses and tags (scripts/http/compress-response.mjs): whole answers off the main thread, shared
  // ones hashed and compressed once (Next hashed a page's whole text in JavaScript for its ETag on every request).
  compress: false,
  generateEtags: false,
  // scripts/test-all.sh builds beside its own type check (tsc --noEmit over every file, tests included), which makes
  // the build's pass a second run of the same check. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // MUI's pages-router SSR helpers must be transpiled or their styles land inline in <body>.
  transpilePackages: ['@mui/material-nextjs'],
  // pdfkit reads its data files (AFM metrics, ICC profile) relative to its own folder at run time: bundled, those paths break.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pdfkit'],
  webpack(config, { isServer, dev, webpack }) {
    // A lib/server module in a browser bundle fails the build, naming the imports that brought it.
    if (!isServer) config.plugins.push(new ServerCodeGuard(__dirname));
    if (!isServer && !dev) {
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(/^react-dom\/client$/, (/** @type {{ request: string, contextInfo?: { issuer?: string } }} */ resource) => {
          if (resource.contextInfo?.issuer?.endsWith(nextClientEntry)) resource.request = path.join(__dirname, 'components/islands/hydrate-in-transition.js');
        }),
        // A chunk a page loads at start (the webpack runtime, React, Next's main, _app, the page and the chunks they
        // share) has most of its functions called at load: V8's compile hint lets Chromium compile them while the
        // script streams in, off the main thread, instead of one by one on it at first call (docs/BENCHMARKS.md,
        // "Boot chunks compiled off the main thread"). After minification, which would drop the comment.
        new webpack.BannerPlugin({ banner: BOOT_CHUNK_COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }),
      );
    }
    return config;
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env) }];
  },
};
