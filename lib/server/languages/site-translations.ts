import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLocale } from '../../routes';

/** The site's translation files, public/locales/<code>/<namespace>.json, where next-i18next.config.js reads them. */
export const localesDirectory = path.resolve('public/locales');

/** A language code as the language list holds it (lib/schemas/language.ts): nothing that leaves the folder. */
const CODE = /^[A-Za-z0-9-]{2,35}$/;

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** A namespace file's name when it holds a JSON object (a translation namespace), else null (unreadable, not JSON, empty). */
async function namespaceOf(folder: string, file: string): Promise<string | null> {
  if (!file.endsWith('.json')) return null;
  try {
    const texts: unknown = JSON.parse(await readFile(path.join(folder, file), 'utf8'));
    return texts !== null && typeof texts === 'object' && !Array.isArray(texts) && Object.keys(texts).length > 0 ? file.slice(0, -'.json'.length) : null;
  } catch {
    return null;
  }
}

/** The namespaces a language's folder holds (readable JSON objects), sorted; null when it has no folder. */
export async function namespacesOf(code: string, directory = localesDirectory): Promise<string[] | null> {
  if (!CODE.test(code)) return null;
  const folder = path.join(directory, code);
  let files: string[];
  try {
    files = await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const namespaces = await Promise.all(files.map((file) => namespaceOf(folder, file)));
  return namespaces.filter((namespace): namespace is string => namespace !== null).sort();
}

/** The namespaces the site uses: those of its default language, Turkish, which every page's texts are written in first. */
export async function siteNamespaces(directory = localesDirectory): Promise<string[]> {
  return (await namespacesOf(defaultLocale, directory)) ?? [];
}
