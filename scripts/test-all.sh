#!/usr/bin/env bash
# The README's test command: every suite, starting the services it needs itself (docs/testing.md says what runs where).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s (%s UTC) ===\n' "$1" "$(date -u +%H:%M:%S)"; }
PG_URL=""
BUILD_PID=""
BUILD_LOG="$(mktemp -t navlun-build-XXXXXX.log)"
cleanup() {
  if [ -n "$BUILD_PID" ]; then kill -- "-$BUILD_PID" 2>/dev/null || true; fi
  if [ -n "$PG_URL" ]; then bash scripts/ci/postgres.sh remove "$PG_URL" >/dev/null 2>&1 || true; fi
  rm -f "$BUILD_LOG"
}
trap cleanup EXIT

step "Chromium, nginx and redis-server"; bash scripts/ci/ensure-chromium.sh; bash scripts/ci/ensure-ops-tools.sh
# The build works mostly on one core for about six minutes: it runs beside the checks and Vitest instead of before the
# browser tests alone. Its own TypeScript pass is skipped (SKIP_BUILD_TYPECHECK): the type check step below covers
# every file the build compiles, and the tests besides.
step "Build (in the background until 'Build finished' below)"
# Its own session (setsid), so that a run stopped early stops the whole build with it.
SKIP_BUILD_TYPECHECK=1 setsid npm run --silent build >"$BUILD_LOG" 2>&1 &
BUILD_PID=$!
step "Type check"; npm run --silent typecheck
step "Lint"; npm run --silent lint
# One Vitest run, two workers busy to its end: the 'unit' project (the API on embedded PGlite), the date-sensitive API
# files again at 22:30 and 00:30 UTC, and the 'postgres' project: the API, identity-provider and security files on a
# private PostgreSQL cluster on a free port (scripts/ci/postgres.sh), a fresh database per file.
step "Unit, API, identity and security tests (Vitest: PGlite, the two clocks, PostgreSQL)"
PG_URL="$(bash scripts/ci/postgres.sh start)"
TEST_POSTGRES_URL="$PG_URL" npm run --silent test:unit
bash scripts/ci/postgres.sh remove "$PG_URL"; PG_URL=""
step "Build finished"
if ! wait "$BUILD_PID"; then BUILD_PID=""; cat "$BUILD_LOG"; echo "The build failed." >&2; exit 1; fi
BUILD_PID=""; grep -v '^ *Generating static pages' "$BUILD_LOG"
# [Q1] The bench's cheap part: first-load JS per page against the budgets (public pages ≤ 160 kB gzipped, no MSAL,
# no Web Chat), and no page rendering MUI in the browser without the site's MUI frame. A broken budget fails the run.
step "First-load JS budgets"; npm run --silent bench:bundle -- --check
# A free port and a temporary data directory of the run's own (e2e/support/run-environment.ts).
step "End-to-end tests (Playwright, Chromium)"; npm run --silent test:e2e
step "Reliability (mixed traffic, crash recovery, database restart, scale-out; about 5 minutes)"; npm run --silent test:reliability
