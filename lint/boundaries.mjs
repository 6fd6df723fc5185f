/**
 * The import boundaries between the layers (docs/ARCHITECTURE.md, "The layers"): which folder may import which.
 * Paths are resolved (the `@/` alias and relative paths alike) by eslint-plugin-import's `no-restricted-paths`;
 * the browser's type-only view of the server is allowed by `@typescript-eslint/no-restricted-imports`.
 */

const layerZones = [
  {
    target: './lib',
    from: ['./store', './components', './pages'],
    message: 'lib/ is imported by the stores, components and pages, never the reverse: move the shared part into lib/ (domain, schemas, content …) and import it from both.',
  },
  {
    target: './lib/server',
    from: './lib/client',
    message: 'Server code does not import the browser’s (lib/client).',
  },
  {
    target: './lib/domain',
    from: ['./lib/server', './lib/client', './lib/api'],
    message: 'The domain is pure (no I/O): it imports nothing of the server, the browser or the endpoint table.',
  },
  {
    target: './lib/server/db/client.ts',
    from: './lib/server/db/seed',
    message: 'getDb() opens and migrates only; seeding is the start step of lib/server/db/start.ts.',
  },
];

const serverValueMessage = 'The browser sees the server through types only (import type …): values of lib/server and of the endpoint table would pull server code into the bundle.';

/** What runs in the browser: it may import the server's and the endpoint table's types, never their values. */
const browserSide = {
  files: ['components/**', 'store/**', 'lib/client/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(@/|(\\.\\./)+)lib/server(/|$)', allowTypeImports: true, message: serverValueMessage },
          { regex: '^(@/|(\\.\\./)+)lib/api/endpoints(/|$)', allowTypeImports: true, message: serverValueMessage },
          { regex: '^\\.\\./server(/|$)', allowTypeImports: true, message: serverValueMessage },
        ],
      },
    ],
  },
};

export const boundaries = [{ files: ['lib/**', 'components/**', 'store/**', 'pages/**'], rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] } }, browserSide];
