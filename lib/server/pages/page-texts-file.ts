import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageI18n } from '../../page-texts';
import { writeAtomically } from './site-stylesheet';

/**
 * A page's translations as a content-hashed file under /_next/static (served immutable), instead of inside the page
 * data of its HTML (26 kB of the home page's 94): the browser fetches the file while the page's scripts load (the
 * document preloads it), keeps it across visits, and pages with the same texts share it. The page's render on the
 * server reads its translations as before: the store stays on the props as a property JSON leaves out, and the page
 * data says where the file is instead (`textsHref`). The build writes the file of each set of translations its
 * prerendered pages use; a server links a set to the build's file when the file is there (a content page regenerated
 * after an edit has the same texts as the build's) and keeps the texts inline otherwise (a set only a page rendered per
 * request uses, `next dev`): the running server writes no file, so every instance of a deployment serves the same.
 */

/** The file name of a set of translations: its JSON, content-hashed. */
export function pageTextsName(json: string): string {
  return `texts-${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/**
 * The address of the file holding `store` in the build in `buildDir`: written first when `building`; null when not
 * building and the build has no such file.
 */
export function pageTextsHref(store: unknown, { buildDir, building }: { buildDir: string; building: boolean }): string | null {
  const json = JSON.stringify(store);
  const name = pageTextsName(json);
  const file = path.join(buildDir, 'static', 'texts', name);
  if (building) {
    if (!existsSync(file)) writeAtomically(file, json);
  } else if (!existsSync(file)) return null;
  return `/_next/static/texts/${name}`;
}

/**
 * `i18n` with its store moved out of its JSON into the file at `href`: the store is still there for the server's
 * render, as a property JSON.stringify (Next's page data) doesn't write.
 */
export function withTextsIn(i18n: PageI18n, href: string): PageI18n {
  const { initialI18nStore, ...rest } = i18n;
  const moved = { ...rest, textsHref: href } as PageI18n;
  Object.defineProperty(moved, 'initialI18nStore', { value: initialI18nStore, enumerable: false });
  return moved;
}
