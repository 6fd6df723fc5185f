import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's stylesheet: the styles of the frame every page is rendered in (the baseline, the header, the footer, the
 * cookie banner), which emotion wrote into every page's head again. The build renders the frame once with an empty
 * page and writes its styles into a content-hashed file under /_next/static (served immutable, kept by the browser
 * across pages and visits) and a manifest of their emotion ids; each page, prerendered or rendered per request, links
 * the file and keeps inline only the styles of its own.
 */
export interface SiteStylesheet {
  /** The file's address: /_next/static/css/site-<hash>.css. */
  href: string;
  /** The emotion ids (classes, and globals by name) whose rules the file holds. */
  ids: string[];
}

/** One <style> of a page's head, as emotion's server extraction gives it (key, ids and their rules). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

type FrameStyles = () => Promise<Array<[id: string, css: string]>>;
interface Loaded {
  stylesheet: SiteStylesheet | null;
  shared: Set<string>;
}

/** Writes `file` whole or not at all (two build workers may write the same one). */
export function writeAtomically(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * The site's stylesheet of the build in `buildDir`: read from its manifest; when `building` and there is none yet,
 * made first from `renderFrame` (the frame rendered around an empty page: emotion's styles in the order they were
 * inserted). Null without a manifest otherwise (`next dev`): every style stays inline.
 */
export async function loadSiteStylesheet({ buildDir, building, renderFrame }: { buildDir: string; building: boolean; renderFrame: FrameStyles }): Promise<Loaded> {
  const manifest = path.join(buildDir, 'site-stylesheet.json');
  let stylesheet: SiteStylesheet | null = null;
  if (existsSync(manifest)) {
    stylesheet = JSON.parse(readFileSync(manifest, 'utf8')) as SiteStylesheet;
  } else if (building) {
    const styles = await renderFrame();
    const css = styles.map(([, rules]) => rules).join('');
    const name = `site-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    writeAtomically(path.join(buildDir, 'static', 'css', name), css);
    stylesheet = { href: `/_next/static/css/${name}`, ids: styles.map(([id]) => id) };
    writeAtomically(manifest, JSON.stringify(stylesheet));
  }
  return { stylesheet, shared: new Set(stylesheet?.ids ?? []) };
}

/** The build this process serves (.next), and whether it is `next build` prerendering it. */
export function thisBuild(): { buildDir: string; building: boolean } {
  return { buildDir: path.join(process.cwd(), '.next'), building: process.env.NEXT_PHASE === 'phase-production-build' };
}

let loaded: Promise<Loaded> | undefined;

/** This process's site stylesheet (.next's, made by the first page `next build` renders): loaded once. */
export function siteStylesheet(renderFrame: FrameStyles): Promise<Loaded> {
  loaded ??= loadSiteStylesheet({ ...thisBuild(), renderFrame });
  return loaded;
}

/**
 * A page's <style> tags: first one without rules that names every id of the site stylesheet (the browser's emotion
 * then knows them as inserted and never inserts them again, also those of an intermediate styled component no element
 * of the page carries), then the page's own tags without the stylesheet's ids and rules. `rulesOf` gives an id's rules.
 */
export function pageStyleChunks(chunks: StyleChunk[], shared: ReadonlySet<string>, rulesOf: (id: string) => string): StyleChunk[] {
  if (shared.size === 0) return chunks;
  const own = chunks.flatMap((chunk) => {
    if (!chunk.ids.some((id) => shared.has(id))) return [chunk];
    const ids = chunk.ids.filter((id) => !shared.has(id));
    return ids.length ? [{ ...chunk, ids, css: ids.map(rulesOf).join('') }] : [];
  });
  const key = chunks.find((chunk) => !chunk.key.endsWith('-global'))?.key ?? 'mui';
  return [{ key, ids: [...shared], css: '' }, ...own];
}
