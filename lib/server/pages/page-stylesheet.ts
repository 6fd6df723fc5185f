import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically, type StyleChunk } from './site-stylesheet';

/**
 * A prerendered page's own styles (what the site stylesheet doesn't hold: its hero, its form, its cards) as a
 * content-hashed file under /_next/static, instead of inline in its HTML (up to 66 kB on the home page): the
 * browser keeps it across visits, and pages built from the same parts share it (302 pages, 47 files). The build
 * writes the file of each page it prerenders. A page rendered later (a content page regenerated, one rendered per
 * request) links the build's file when its styles are the same and keeps them inline otherwise: the running server
 * writes nothing.
 */
export interface PageStyles {
  /** The file's address (/_next/static/css/page-<hash>.css), or null: the styles stay inline. */
  href: string | null;
  /** The page's <style> tags: without their rules when the file holds them (their ids still tell the browser's emotion they are in). */
  chunks: StyleChunk[];
}

/** The file name of a page's styles: its rules in order, content-hashed. */
export function pageStylesheetName(chunks: readonly StyleChunk[]): string | null {
  const css = chunks.map((chunk) => chunk.css).join('');
  return css ? `page-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css` : null;
}

/** The page files the build wrote into `cssDir`, as the running server sees them: listed once. */
const builtFiles = new Map<string, ReadonlySet<string>>();

function writtenByBuild(cssDir: string, name: string): boolean {
  let names = builtFiles.get(cssDir);
  if (!names) builtFiles.set(cssDir, (names = new Set(existsSync(cssDir) ? readdirSync(cssDir).filter((file) => file.startsWith('page-')) : [])));
  return names.has(name);
}

/**
 * The page's styles from `chunks` (pageStyleChunks'): in the build in `buildDir`, written when `building`, linked
 * when the build wrote the same file, inline otherwise.
 */
export function pageStylesheet(chunks: StyleChunk[], { buildDir, building }: { buildDir: string; building: boolean }): PageStyles {
  const name = pageStylesheetName(chunks);
  if (!name) return { href: null, chunks };
  const cssDir = path.join(buildDir, 'static', 'css');
  if (building) {
    if (!existsSync(path.join(cssDir, name))) writeAtomically(path.join(cssDir, name), chunks.map((chunk) => chunk.css).join(''));
  } else if (!writtenByBuild(cssDir, name)) {
    return { href: null, chunks };
  }
  return { href: `/_next/static/css/${name}`, chunks: chunks.map((chunk) => ({ ...chunk, css: '' })) };
}
