import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    ignores: ['.next/**', 'node_modules/**', 'bench/.work/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/webchat.js', 'public/webchat.js.LICENSE.txt', 'lib/server/db/migrations/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug'] }],
    },
  },
  {
    // Links prefetch on hover only: every link goes through components/common/NextLink.
    files: ['components/**', 'pages/**'],
    ignores: ['components/common/NextLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use @/components/common/NextLink (prefetches on hover only).' }] }] },
  },
  {
    files: ['next.config.js', 'next-i18next.config.js', 'lib/security-headers.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
