#!/usr/bin/env bash
# The README's test command: every suite, starting the services it needs itself.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
trap 'bash scripts/ci/postgres.sh stop >/dev/null 2>&1 || true' EXIT

step "Chromium"; bash scripts/ci/ensure-chromium.sh
step "Type check"; npm run --silent typecheck
step "Lint"; npm run --silent lint
step "Unit and API tests (Vitest, API on embedded PGlite)"; npm run --silent test:unit
step "API and identity-provider tests on PostgreSQL"
TEST_DATABASE_URL="$(bash scripts/ci/postgres.sh start)" npx vitest run tests/api tests/idp
bash scripts/ci/postgres.sh stop
step "Build"; npm run --silent build
step "End-to-end tests (Playwright, Chromium)"; rm -rf data/e2e; npm run --silent test:e2e
