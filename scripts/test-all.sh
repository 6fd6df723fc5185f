#!/usr/bin/env bash
# The README's test command: every suite, starting the services it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }

step "Chromium"; bash scripts/ci/ensure-chromium.sh
step "Type check"; npm run --silent typecheck
step "Lint"; npm run --silent lint
step "Unit and API tests (Vitest)"; npm run --silent test:unit
step "Build"; npm run --silent build
step "End-to-end tests (Playwright, Chromium)"; rm -rf data/e2e; npm run --silent test:e2e
