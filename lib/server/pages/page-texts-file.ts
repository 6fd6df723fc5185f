import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageI18n } from '../../page-texts';
import { writeAtomically } from './site-stylesheet';

/**
 * A page's translations as a content-hashed file under /_next/static (served immutable), instead of inside the page
 * data of its HTML (26 kB of the home page's 94): the browser fetches the file while the page's scripts load (the
 * document preloads it), keeps it across visits, and pages with the same texts share it. The props keep the store
 * (the server's render, and the data a client-side navigation loads) and say where the file is (`textsHref`); the
 * document leaves the store out of the HTML's copy (leaveTextsToFile). The build writes the file of each set of translations its
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

/** The page data Next writes into a page's HTML (`__NEXT_DATA__`): the page's props under `props.pageProps`. */
export interface HtmlPageData {
  props: { pageProps?: { _nextI18Next?: PageI18n } & Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Leaves the translations of the page data in a page's HTML to their file, and returns the file's address (null when
 * the page's texts have none). Only the HTML's copy of the data changes: `data.props` is replaced, never changed, so
 * the page data a client-side navigation loads (Next writes it from the same props) keeps its texts, and the new
 * page renders without waiting for a file after the address has changed.
 */
export function leaveTextsToFile(data: HtmlPageData): string | null {
  const pageProps = data.props.pageProps;
  const i18n = pageProps?._nextI18Next;
  if (!pageProps || !i18n?.textsHref) return null;
  const { initialI18nStore: _inTheFile, ...rest } = i18n;
  data.props = { ...data.props, pageProps: { ...pageProps, _nextI18Next: rest as PageI18n } };
  return i18n.textsHref;
}
