import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically, type StyleChunk } from './site-stylesheet';

/**
 * A prerendered page's own styles (what the site stylesheet doesn't hold: its hero, its form, its cards) as a
 * content-hashed file under /_next/static, instead of inline in its HTML (up to 66 kB on the home page): the
 * browser keeps it across visits, and pages built from the same parts share it (302 pages, 47 files). The build
 * writes the file of each page it prerenders, and notes its emotion ids under the page's route
 * (.next/page-stylesheets/<route>/<file>.json). A page rendered later on a route the build prerendered (a content
 * page regenerated after an edit) links the build's file of that route that holds most of its styles and keeps
 * inline only the rules the file lacks (a card the build's content didn't have). A route the build never
 * prerendered (a page rendered per request) keeps its styles inline. The running server writes no file: every
 * instance of a deployment serves the same files.
 */
export interface PageStyles {
  /** The file's address (/_next/static/css/page-<hash>.css), or null: the styles stay inline. */
  href: string | null;
  /** The page's <style> tags: without the rules the file holds (their ids still tell the browser's emotion they are in). */
  chunks: StyleChunk[];
}

interface BuiltFile {
  name: string;
  ids: ReadonlySet<string>;
}

const cssOf = (chunks: readonly StyleChunk[]) => chunks.map((chunk) => chunk.css).join('');
/** The ids of the page's own rules (not those of the tag that only names the site stylesheet's). */
const ownIds = (chunks: readonly StyleChunk[]) => chunks.filter((chunk) => chunk.css).flatMap((chunk) => chunk.ids);

/** The file name of a page's styles: its rules in order, content-hashed. */
export function pageStylesheetName(chunks: readonly StyleChunk[]): string | null {
  const css = cssOf(chunks);
  return css ? `page-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css` : null;
}

const routeDir = (buildDir: string, route: string) => path.join(buildDir, 'page-stylesheets', encodeURIComponent(route));

/** The files the build wrote for each route, as the running server sees them: read once per route. */
const builtFiles = new Map<string, BuiltFile[]>();

function filesOfRoute(buildDir: string, route: string): BuiltFile[] {
  const dir = routeDir(buildDir, route);
  let files = builtFiles.get(dir);
  if (!files) {
    files = existsSync(dir) ? readdirSync(dir).map((entry) => ({ name: entry.replace(/\.json$/, ''), ids: new Set(JSON.parse(readFileSync(path.join(dir, entry), 'utf8')) as string[]) })) : [];
    builtFiles.set(dir, files);
  }
  return files;
}

/** The chunks with the rules `file` holds taken out (`rulesOf` gives an id's rules), their ids kept. */
function withoutRulesOf(chunks: StyleChunk[], file: BuiltFile, rulesOf: (id: string) => string): StyleChunk[] {
  return chunks.map((chunk) => {
    const own = chunk.ids.filter((id) => !file.ids.has(id));
    return { ...chunk, css: own.length === chunk.ids.length ? chunk.css : own.map(rulesOf).join('') };
  });
}

/**
 * The page's styles from `chunks` (pageStyleChunks'), rendered on `route` (the page's file path, "/blogs/[slug]"):
 * in the build in `buildDir`, written and noted when `building`, linked from the build's best file of the route
 * otherwise.
 */
export function pageStylesheet(chunks: StyleChunk[], { buildDir, building, route, rulesOf }: { buildDir: string; building: boolean; route: string; rulesOf: (id: string) => string }): PageStyles {
  if (building) {
    const name = pageStylesheetName(chunks);
    if (!name) return { href: null, chunks };
    const file = path.join(buildDir, 'static', 'css', name);
    if (!existsSync(file)) writeAtomically(file, cssOf(chunks));
    const noted = path.join(routeDir(buildDir, route), `${name}.json`);
    if (!existsSync(noted)) writeAtomically(noted, JSON.stringify(ownIds(chunks)));
    return { href: `/_next/static/css/${name}`, chunks: chunks.map((chunk) => ({ ...chunk, css: '' })) };
  }
  // A route the build never prerendered (a page rendered per request) is answered before any hashing.
  const files = filesOfRoute(buildDir, route);
  if (files.length === 0) return { href: null, chunks };
  const name = pageStylesheetName(chunks);
  const ids = new Set(ownIds(chunks));
  const held = (file: BuiltFile) => [...ids].filter((id) => file.ids.has(id)).length;
  const best = files.find((file) => file.name === name) ?? files.reduce<BuiltFile | null>((chosen, file) => (!chosen || held(file) > held(chosen) ? file : chosen), null);
  if (!best || held(best) === 0) return { href: null, chunks };
  // The file's ids this page doesn't use are named too: the browser's emotion never inserts any of its rules again.
  const unused = [...best.ids].filter((id) => !ids.has(id));
  const naming = unused.length ? [{ key: 'mui', ids: unused, css: '' }] : [];
  return { href: `/_next/static/css/${best.name}`, chunks: [...withoutRulesOf(chunks, best, rulesOf), ...naming] };
}
