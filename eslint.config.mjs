import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import { boundaries } from './lint/boundaries.mjs';
import { islands } from './lint/islands.mjs';
import { apiPathFiles, apiPathSelectors, utcTodaySelectors } from './lint/restricted-syntax.mjs';

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
      'no-restricted-syntax': ['error', ...utcTodaySelectors],
    },
  },
  {
    // Outside the endpoint table (lib/api/) no module names an endpoint by its path.
    ...apiPathFiles,
    rules: { 'no-restricted-syntax': ['error', ...utcTodaySelectors, ...apiPathSelectors] },
  },
  {
    // Links prefetch on hover only: every link goes through components/common/NextLink.
    files: ['components/**', 'pages/**'],
    ignores: ['components/common/NextLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use @/components/common/NextLink (prefetches on hover only).' }] }] },
  },
  {
    files: ['next.config.js', 'next-i18next.config.js', 'lib/security-headers.js', 'lib/early-click-script.js', 'scripts/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...boundaries,
  ...islands,
];

export default config;
