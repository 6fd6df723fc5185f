// @ts-check
const { i18n } = require('./next-i18next.config.js');
const { securityHeaders } = require('./lib/security-headers.js');

/** @type {import('next').NextConfig} */
module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // MUI's pages-router SSR helpers must be transpiled or their styles land inline in <body>.
  transpilePackages: ['@mui/material-nextjs'],
  // pdfkit reads its data files (AFM metrics, ICC profile) relative to its own folder at run time: bundled, those paths break.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'pdfkit'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env) }];
  },
};
