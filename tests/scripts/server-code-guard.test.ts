import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { ServerCodeGuard } = require('../../scripts/build/server-code-guard.cjs') as { ServerCodeGuard: new (root: string) => unknown };
const { webpack } = require('next/dist/compiled/webpack/webpack') as { webpack: (options: object, done: (error: Error | null, stats?: { compilation: { errors: { message: string }[] } }) => void) => void };

/** The build's guard (next.config.js, browser compilation): a lib/server module in a browser bundle fails the build. */
describe('the build refuses server code in the browser bundle', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'navlun-guard-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('lib/server/db/secret.js', "export const secret = process.env.SECRET;\nexport { helper } from './helper.js';\n");
  write('lib/server/db/helper.js', 'export const helper = 1;\n');
  write('lib/domain/money.js', 'export const cents = (n) => n * 100;\n');
  write('components/Leaky.js', "import { secret } from '../lib/server/db/secret.js';\nexport const Leaky = () => secret;\n");
  write('pages/leaky.js', "import { Leaky } from '../components/Leaky.js';\nconsole.log(Leaky());\n");
  write('pages/clean.js', "import { cents } from '../lib/domain/money.js';\nconsole.log(cents(2));\n");

  const errorsOf = (entry: string) =>
    new Promise<string[]>((resolve, reject) =>
      webpack({ context: root, entry: `./${entry}`, mode: 'development', devtool: false, target: 'web', output: { path: path.join(root, 'out') }, plugins: [new ServerCodeGuard(root)] }, (error, stats) =>
        error ? reject(error) : resolve(stats!.compilation.errors.map((problem) => problem.message)),
      ),
    );

  it('fails with the chain of imports from the page to the server module, once per way in', async () => {
    expect(await errorsOf('pages/leaky.js')).toEqual([
      `Server code in the browser bundle: pages/leaky.js → components/Leaky.js → lib/server/db/secret.js. Import its types only (import type), or move the shared part to lib/.`,
    ]);
  });

  it('lets a bundle without server code through', async () => {
    expect(await errorsOf('pages/clean.js')).toEqual([]);
  });
});
