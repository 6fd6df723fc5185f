import { describe, expect, it } from 'vitest';
import { appNodeFlags, PROVIDER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

// [P1] The lasting servers of `npm start` are sized for memory on PGlite (docs/BENCHMARKS.md, memory of npm start).
describe('the V8 flags of the lasting servers', () => {
  it('keeps the app on PGlite to the baseline WebAssembly tier and small semi-spaces, and leaves V8 alone on PostgreSQL', () => {
    expect(appNodeFlags({})).toEqual(['--liftoff-only', '--max-semi-space-size=4']);
    expect(appNodeFlags({ DATABASE_URL: 'postgres://navlun@db/navlun' })).toEqual([]);
  });

  it('keeps the provider lean whatever its database', () => {
    expect(PROVIDER_NODE_FLAGS).toEqual(['--liftoff-only', '--max-semi-space-size=4']);
  });
});
