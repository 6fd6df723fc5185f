import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

/**
 * "Today" is Istanbul's (lib/domain/business-date.ts): the UTC date of the current instant is yesterday there from
 * 21:00 to 24:00 UTC. Forbidden: `new Date().toISOString().slice(0, 10)` and `new Date(Date.now() + …)` written the same way.
 */
const utcTodayMessage = 'The UTC date of the current instant is yesterday in Istanbul from 21:00 to 24:00 UTC: use istanbulToday() / istanbulDay() from lib/domain/business-date.';
const utcToday = (date) => `CallExpression[callee.property.name='slice'][arguments.0.value=0][arguments.1.value=10] > MemberExpression.callee > CallExpression.object[callee.property.name='toISOString'] > MemberExpression.callee > ${date}.object`;
const utcTodayRule = [
  'error',
  { selector: utcToday("NewExpression[callee.name='Date'][arguments.length=0]"), message: utcTodayMessage },
  { selector: utcToday("NewExpression[callee.name='Date']:has(CallExpression[callee.object.name='Date'][callee.property.name='now'])"), message: utcTodayMessage },
];

/**
 * The API is called through the typed client (lib/client/api.ts) and its links built by apiHref (lib/api/href.ts):
 * a string path to an endpoint ('/api/X/Y', or '/X/Y' under the HTTP client's /api base) outside the endpoint table
 * is refused, so a renamed or removed endpoint fails the type check instead of a call at run time.
 */
const apiPathMessage = "Call the API through the typed client (api.post('X/Y', …) from lib/client/api.ts) and build links with apiHref (lib/api/href.ts), not a string path.";
const apiPathSelectors = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateElement:first-child[value.raw=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'Literal[value=/^\\/[A-Z][A-Za-z]+\\/[A-Z][A-Za-z]+(\\?.*)?$/]', message: apiPathMessage },
  { selector: 'TemplateElement:first-child[value.raw=/^\\/[A-Z][A-Za-z]+\\/[A-Z][A-Za-z]+(\\?|$)/]', message: apiPathMessage },
];

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
      'no-restricted-syntax': utcTodayRule,
    },
  },
  {
    // Outside the endpoint table (lib/api/) no module names an endpoint by its path.
    files: ['components/**', 'pages/**', 'store/**', 'lib/**'],
    ignores: ['lib/api/**'],
    rules: { 'no-restricted-syntax': [...utcTodayRule, ...apiPathSelectors] },
  },
  {
    // Links prefetch on hover only: every link goes through components/common/NextLink.
    files: ['components/**', 'pages/**'],
    ignores: ['components/common/NextLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use @/components/common/NextLink (prefetches on hover only).' }] }] },
  },
  {
    files: ['next.config.js', 'next-i18next.config.js', 'lib/security-headers.js', 'lib/early-click-script.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
