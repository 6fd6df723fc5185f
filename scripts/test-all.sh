#!/usr/bin/env bash
# The README's test command: every suite, starting the services it needs itself (docs/testing.md says what runs where).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
PG_URL=""
trap '[ -n "$PG_URL" ] && bash scripts/ci/postgres.sh remove "$PG_URL" >/dev/null 2>&1 || true' EXIT

step "Chromium, nginx and redis-server"; bash scripts/ci/ensure-chromium.sh; bash scripts/ci/ensure-ops-tools.sh
step "Type check"; npm run --silent typecheck
step "Lint"; npm run --silent lint
step "Unit and API tests (Vitest: the 'unit' project, API on embedded PGlite; the date-sensitive API files again at 22:30 and 00:30 UTC)"
npm run --silent test:unit
step "API, identity-provider and security tests on PostgreSQL (a private cluster on a free port)"
PG_URL="$(bash scripts/ci/postgres.sh start)"
# The security suite fuzzes 1,000 bodies per endpoint on PGlite above; here 200 (a new random sample) on PostgreSQL.
TEST_DATABASE_URL="$PG_URL" FUZZ_RUNS=200 npx vitest run --project unit tests/api tests/idp tests/security
bash scripts/ci/postgres.sh remove "$PG_URL"; PG_URL=""
step "Build"; npm run --silent build
# [Q1] The bench's cheap part: first-load JS per page against the budgets (public pages ≤ 160 kB gzipped, no MSAL,
# no Web Chat), and no page rendering MUI in the browser without the site's MUI frame. A broken budget fails the run.
step "First-load JS budgets"; npm run --silent bench:bundle -- --check
# A free port and a temporary data directory of the run's own (e2e/support/run-environment.ts).
step "End-to-end tests (Playwright, Chromium)"; npm run --silent test:e2e
step "Reliability (mixed traffic, crash recovery, database restart, scale-out; about 5 minutes)"; npm run --silent test:reliability
