// The V8 flags of the servers that `npm start` runs (scripts/start.mjs; their start steps too: a first start's peak
// halves for 10 % more time) and the benchmarks start (scripts/ops/processes.mjs): the embedded default is a local run
// on PGlite, sized for memory (docs/BENCHMARKS.md, memory of npm start).

/**
 * WebAssembly on the baseline compiler only (PGlite is PostgreSQL compiled to WebAssembly: V8's optimising tier kept
 * some 100–300 MB of compiled PostgreSQL code resident; index lookups run as fast on the baseline tier, scans 1.5–3×
 * slower), and young-generation semi-spaces of 4 MB instead of 16 (V8 commits less heap between collections: 100–200 MB).
 */
const LEAN = ['--liftoff-only', '--max-semi-space-size=4'];

/** The app's: lean on PGlite; on PostgreSQL (DATABASE_URL, a deployment) V8's own defaults, for throughput. */
export const appNodeFlags = (env) => (env.DATABASE_URL ? [] : LEAN);

/** The embedded identity provider's: a handful of index lookups and token signatures, always lean. */
export const PROVIDER_NODE_FLAGS = LEAN;
