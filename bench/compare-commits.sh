#!/usr/bin/env bash
# Alternating Lighthouse of two commits on this machine: `bash bench/compare-commits.sh <base> <new> [rounds]`.
# Builds each commit in a worktree of its own (sharing node_modules), starts both apps as the bench does, then runs
# Lighthouse mobile on four Turkish pages, base and new in turn, swapping the order every round, so that a machine
# that slows down or speeds up meanwhile weighs on both alike. Prints each run and the medians. Run it on a quiet
# machine: single Lighthouse runs swing by ±10 points when other work shares the cores. Needs Chromium (CHROME_PATH,
# else /usr/bin/chromium): without it every Lighthouse run fails and nothing is compared.
set -euo pipefail
base=${1:?base commit}; new=${2:?new commit}; rounds=${3:-4}
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d /tmp/compare-commits-XXXX)
export PATH="$root/node_modules/.bin:$PATH" CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$CHROME_PATH" ] || { echo "no Chromium at $CHROME_PATH (apt-get install -y chromium, or set CHROME_PATH)" >&2; exit 1; }
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  git -C "$root" worktree remove --force "$work/base" 2>/dev/null || true
  git -C "$root" worktree remove --force "$work/new" 2>/dev/null || true
}
trap cleanup EXIT
declare -A ports=([base]=3301 [new]=3302)
for side in base new; do
  commit=$([ "$side" = base ] && echo "$base" || echo "$new")
  git -C "$root" worktree add -f "$work/$side" "$commit" >/dev/null
  ln -s "$root/node_modules" "$work/$side/node_modules"
  (cd "$work/$side" && SKIP_BUILD_TYPECHECK=1 npm run --silent build >"$work/build-$side.log" 2>&1)
  (cd "$work/$side" && NODE_ENV=production LOG_LEVEL=warn PORT=${ports[$side]} APP_ORIGIN=http://localhost:${ports[$side]} DATA_DIR="$work/data-$side" \
    SERVICE_KEY=navlunport-embedded-service-key RATE_LIMIT_MULTIPLIER=100000 exec node scripts/server.mjs >"$work/server-$side.log" 2>&1) &
  pids+=($!)
done
for port in 3301 3302; do
  for _ in $(seq 1 90); do [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/")" = 200 ] && break; sleep 2; done
done
pages=("home:/" "lcl:/lojistik/denizyolu-parsiyel-lcl" "search:/lojistik-arama" "faq:/sikca-sorulan-sorular")
mkdir -p "$work/lh"
for round in $(seq 1 "$rounds"); do
  order=$([ $((round % 2)) = 1 ] && echo "base new" || echo "new base")
  for page in "${pages[@]}"; do
    for side in $order; do
      out="$work/lh/${page%%:*}-$side-$round.json"
      lighthouse "http://localhost:${ports[$side]}${page#*:}" --output=json --output-path="$out" --only-categories=performance,accessibility,best-practices,seo \
        --form-factor=mobile "--chrome-flags=--headless=new --no-sandbox" --quiet 2>/dev/null || true
    done
  done
done
node - "$work/lh" <<'JS'
const { readdirSync, readFileSync } = require('node:fs');
const dir = process.argv[2];
const median = (list) => { const s = [...list].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
const runs = {};
for (const file of readdirSync(dir)) {
  const [page, side] = file.split('-');
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  (runs[`${page} ${side}`] ??= []).push({ perf: Math.round(report.categories.performance.score * 100), lcp: report.audits['largest-contentful-paint'].numericValue, tbt: report.audits['total-blocking-time'].numericValue });
}
for (const [key, list] of Object.entries(runs).sort()) {
  console.log(`${key.padEnd(12)} perf ${list.map((run) => run.perf).join(' ')} · median perf ${median(list.map((run) => run.perf))}, LCP ${Math.round(median(list.map((run) => run.lcp)))} ms, TBT ${Math.round(median(list.map((run) => run.tbt)))} ms`);
}
JS
