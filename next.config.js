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
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env) }];
  },
};
