import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.mts';

/**
 * The API files whose setup or answers depend on the business date (searches from today, offers valid until
 * today + n, FX of today, the ship program's weeks, tariff validity, request expiry, bookings). Besides the
 * 'unit' project, they run again in the two clock projects: at 22:30 UTC (already tomorrow in Istanbul) and
 * at 00:30 UTC (tests/support/business-clock.ts), so the evening can't break them unnoticed.
 */
const dateSensitive = [
  'tests/api/role-matrix.test.ts',
  'tests/api/files.test.ts',
  'tests/api/freight.test.ts',
  'tests/api/requests.test.ts',
  'tests/api/request-transitions.test.ts',
  'tests/api/quote-pdf.test.ts',
  'tests/api/admin-operations.test.ts',
  'tests/api/dashboard.test.ts',
  'tests/api/voyages.test.ts',
  'tests/api/tariff-import.test.ts',
  'tests/api/lane-summary.test.ts',
  'tests/api/payments.test.ts',
  'tests/api/tracking.test.ts',
];

const clockProject = (utcTime: string) => ({
  extends: true as const,
  test: { name: `clock ${utcTime} UTC`, include: [...dateSensitive, 'tests/support/business-clock.test.ts'], env: { TEST_CLOCK_UTC: utcTime }, setupFiles: ['tests/support/business-clock.ts'] },
});

/**
 * The PostgreSQL pass (scripts/test-all.sh starts a private cluster and sets TEST_POSTGRES_URL): the API, identity and
 * security files again, each with a fresh database on that server, in the same run as the others so the two workers
 * stay busy to the end. Its fuzzing draws 200 bodies per endpoint, a new sample, against the unit project's 1,000.
 */
const postgresProject = (adminUrl: string) => ({
  extends: true as const,
  test: { name: 'postgres', include: ['tests/api/**/*.test.ts', 'tests/idp/**/*.test.ts', 'tests/security/**/*.test.ts'], env: { TEST_DATABASE_URL: adminUrl, FUZZ_RUNS: '200' } },
});

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which ran the files one after
    // another. Two at once on two cores: tests/api's 37 files took 342 s of wall time (926 tests) against about 450 s
    // of file time one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
    // Each project's run has a directory for its database templates (tests/support/database-templates.ts).
    globalSetup: ['tests/support/template-root.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'] } },
      clockProject('22:30'),
      clockProject('00:30'),
      ...(process.env.TEST_POSTGRES_URL ? [postgresProject(process.env.TEST_POSTGRES_URL)] : []),
    ],
  },
});
