import { describe, expect, it } from 'vitest';
import { PGLITE_SETTINGS, pgliteStartParams } from '../../lib/pglite-memory.mjs';

const defaults = ['--single', '-c', 'search_path=public'];

describe('pgliteStartParams', () => {
  it("keeps PGlite's own parameters first, then sets each memory setting of the app's database", () => {
    const params = pgliteStartParams('app', defaults, {});
    expect(params.slice(0, 3)).toEqual(defaults);
    expect(params.slice(3)).toEqual(Object.entries(PGLITE_SETTINGS.app).flatMap(([name, value]) => ['-c', `${name}=${value}`]));
    expect(params).toContain('shared_buffers=32MB');
  });

  it("gives the provider's smaller database smaller buffers", () => {
    expect(pgliteStartParams('idp', defaults, {})).toContain('shared_buffers=8MB');
  });

  it('lets PGLITE_SETTINGS override a setting and add one, the override last', () => {
    const params = pgliteStartParams('app', defaults, { PGLITE_SETTINGS: ' shared_buffers=128MB  work_mem=8MB ' });
    expect(params.filter((param) => param.startsWith('shared_buffers='))).toEqual(['shared_buffers=128MB']);
    expect(params.slice(-2)).toEqual(['-c', 'work_mem=8MB']);
  });

  it('refuses a setting that is not name=value', () => {
    expect(() => pgliteStartParams('app', defaults, { PGLITE_SETTINGS: 'shared_buffers' })).toThrow(/not name=value/);
    expect(() => pgliteStartParams('app', defaults, { PGLITE_SETTINGS: '=1MB' })).toThrow(/not name=value/);
  });
});
