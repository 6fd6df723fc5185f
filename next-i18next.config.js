// @ts-check
/** Translation setup: Turkish is the default locale (no prefix), English lives under /en. */
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'tr',
    locales: ['tr', 'en'],
    localeDetection: false,
  },
  defaultNS: 'common',
  fallbackLng: false,
  localePath: typeof window === 'undefined' ? require('path').resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // Translation loading retries up to 5 times starting at 350 ms (doubling); at most 1000 replacements.
  maxRetries: 5,
  retryTimeout: 350,
  interpolation: { escapeValue: false, maxReplaces: 1000 },
  returnNull: false,
};
