// [P1] The framework's floor: a bare Next.js app built in the same run, from the project's own node_modules (the same
// Next, React and Node), with one statically generated page and one server-rendered page. The page benchmark
// (bench/pages.mjs) states the product's pages as a ratio of these, so its budgets hold on any machine.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForHttp } from '../scripts/ops/processes.mjs';

/** A page of the size of a small real one: a heading, a paragraph and a list, rendered from its props. */
const page = (dataFunction) => `export default function Page({ items, at }) {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Rendered at {at}.</p>
      <ul>{items.map((item) => <li key={item}>Item {item}</li>)}</ul>
    </main>
  );
}
export async function ${dataFunction}() {
  return { props: { items: Array.from({ length: 20 }, (_, i) => i + 1), at: new Date().toISOString() } };
}
`;

/** The pages' paths on the bare app. */
export const barePaths = { ssg: '/ssg', ssr: '/ssr' };

const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))));
  });

/**
 * Writes and builds the bare app in bench/.work/bare-next (about half a minute), starts it with `next start` on `port`
 * and answers its origin and stop() (by PID).
 */
export async function startBareNext({ root, port }) {
  const dir = path.join(root, 'bench', '.work', 'bare-next');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(dir, 'next.config.js'), 'module.exports = { poweredByHeader: false };\n');
  writeFileSync(path.join(dir, 'pages', 'ssg.js'), page('getStaticProps'));
  writeFileSync(path.join(dir, 'pages', 'ssr.js'), page('getServerSideProps'));
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  await run(process.execPath, [next, 'build', '--webpack'], { cwd: dir, env });
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${barePaths.ssr}`);
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
