import type { SSRConfig } from 'next-i18next/pages';
import type { PageI18n } from '../page-texts';

/**
 * The browser's side of a page's texts file (lib/server/pages/page-texts-file.ts): on a page's first load, whose HTML
 * names the file (`textsHref`) instead of carrying the texts, the app gets them from there before it renders. The
 * fetch takes the response the document preloaded; each file is fetched once for the life of the page.
 */

type PageProps = SSRConfig & Record<string, unknown>;

const ATTEMPTS = 3;
const loads = new Map<string, Promise<unknown>>();
const filled = new WeakMap<object, PageProps>();

async function fetchTexts(href: string): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return await response.json();
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/**
 * The translations in the file at `href`: one fetch per file (a failed one is tried again on the next call). Once
 * loaded, the promise carries React's `status` and `value`, which `use` reads to go on without suspending when the
 * app renders again after the texts have come.
 */
export function pageTextsAt(href: string): Promise<unknown> {
  let load = loads.get(href);
  if (!load) {
    const loading = fetchTexts(href);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => loads.delete(href),
    );
    loads.set(href, loading);
    load = loading;
  }
  return load;
}

/**
 * `pageProps` with the translations `store` in place: the same object for the same props each time, as
 * next-i18next keeps its instance for as long as its part of the props is the same object.
 */
export function withPageTexts(pageProps: PageProps, store: unknown): PageProps {
  let props = filled.get(pageProps);
  if (!props) {
    props = { ...pageProps, _nextI18Next: { ...(pageProps._nextI18Next as PageI18n), initialI18nStore: store } };
    filled.set(pageProps, props);
  }
  return props;
}
