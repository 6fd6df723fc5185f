#!/usr/bin/env bash
# The README's test command: every suite, starting the services it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
trap 'bash scripts/ci/postgres.sh stop >/dev/null 2>&1 || true' EXIT

step "Chromium, nginx and redis-server"; bash scripts/ci/ensure-chromium.sh; bash scripts/ci/ensure-ops-tools.sh
step "Type check"; npm run --silent typecheck
step "Lint"; npm run --silent lint
step "Unit and API tests (Vitest, API on embedded PGlite)"; npm run --silent test:unit
step "API and identity-provider tests on PostgreSQL"
TEST_DATABASE_URL="$(bash scripts/ci/postgres.sh start)" npx vitest run tests/api tests/idp
bash scripts/ci/postgres.sh stop
step "Build"; npm run --silent build
# [Q1] The bench's cheap part: first-load JS per page against the budgets (public pages ≤ 160 kB gzipped, no MSAL,
# no Web Chat), and no page rendering MUI in the browser without the site's MUI frame. A broken budget fails the run.
step "First-load JS budgets"; npm run --silent bench:bundle -- --check
step "End-to-end tests (Playwright, Chromium)"; rm -rf data/e2e; npm run --silent test:e2e
step "Reliability (mixed traffic, crash recovery, database restart; about 4 minutes)"; npm run --silent test:reliability
