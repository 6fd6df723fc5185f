import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/lib/routes';
import { languageSiteStatus, missingNamespaces } from '@/lib/server/languages/site-status';
import { namespacesOf, siteNamespaces } from '@/lib/server/languages/site-translations';

/** Whether a language's site translations are present, and whether the switcher offers it, decided from the locale files. */
let directory: string;
const write = (code: string, namespace: string, content: string) => {
  mkdirSync(path.join(directory, code), { recursive: true });
  writeFileSync(path.join(directory, code, `${namespace}.json`), content);
};

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'locales-'));
  for (const namespace of ['common', 'admin', 'tracking']) {
    write('tr', namespace, '{"title":"Başlık"}');
    write('en', namespace, '{"title":"Title"}');
    write('pt-BR', namespace, '{"title":"Título"}');
  }
  write('fr', 'common', '{"title":"Titre"}');
  write('fr', 'admin', '{"title":');
  write('fr', 'tracking', '[]');
  write('fr', 'notes', 'not json');
  writeFileSync(path.join(directory, 'fr', 'README.md'), '# not a namespace');
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the locale files', () => {
  it('the site uses the namespaces of its default language, Turkish', async () => {
    expect(await siteNamespaces(directory)).toEqual(['admin', 'common', 'tracking']);
  });

  it('a folder holds the namespaces whose files are JSON objects; unreadable, non-object and other files are none', async () => {
    expect(await namespacesOf('fr', directory)).toEqual(['common']);
    expect(await namespacesOf('pt-BR', directory)).toEqual(['admin', 'common', 'tracking']);
  });

  it('no folder, no namespaces (null); a code that would leave the folder is never read', async () => {
    expect(await namespacesOf('de', directory)).toBeNull();
    expect(await namespacesOf('../tr', directory)).toBeNull();
    expect(await namespacesOf('tr/../en', directory)).toBeNull();
  });
});

describe('languageSiteStatus', () => {
  const required = ['admin', 'common', 'tracking'];

  it('a served locale with every namespace: translations present, in the switcher, not deletable', async () => {
    expect(languageSiteStatus('en', required, await namespacesOf('en', directory))).toEqual({
      translations: { present: true, missing: [], total: 3 },
      switcher: { shown: true },
      deletable: false,
    });
  });

  it('a language added in the admin, without files: no translations, out of the switcher for both reasons, deletable', async () => {
    expect(languageSiteStatus('de', required, await namespacesOf('de', directory))).toEqual({
      translations: { present: false, missing: required, total: 3 },
      switcher: { shown: false, lacks: ['routes', 'translations'] },
      deletable: true,
    });
  });

  it('incomplete translations name what is missing', async () => {
    expect(languageSiteStatus('fr', required, await namespacesOf('fr', directory)).translations).toEqual({ present: false, missing: ['admin', 'tracking'], total: 3 });
  });

  it('complete translations are not enough: without pages in the language it stays out of the switcher', async () => {
    expect(languageSiteStatus('pt-BR', required, await namespacesOf('pt-BR', directory))).toMatchObject({
      translations: { present: true },
      switcher: { shown: false, lacks: ['routes'] },
    });
  });

  it('a served locale missing a namespace would leave the switcher', () => {
    expect(languageSiteStatus('en', required, ['common'])).toMatchObject({ switcher: { shown: false, lacks: ['translations'] }, deletable: false });
  });

  it('with no namespaces known, nothing counts as present', () => {
    expect(languageSiteStatus('en', [], ['common']).translations.present).toBe(false);
  });

  it('missingNamespaces keeps the site’s order', () => {
    expect(missingNamespaces(['common', 'admin', 'tracking'], ['admin'])).toEqual(['common', 'tracking']);
    expect(missingNamespaces(['common'], null)).toEqual(['common']);
  });
});

describe('the site’s own locale files', () => {
  it('every locale the site serves has every namespace, so the language switcher only offers translated languages', async () => {
    const required = await siteNamespaces();
    expect(required.length).toBeGreaterThan(5);
    for (const locale of locales) {
      const status = languageSiteStatus(locale, required, await namespacesOf(locale));
      expect(status.translations.missing, locale).toEqual([]);
      expect(status.switcher, locale).toEqual({ shown: true });
    }
  });
});
