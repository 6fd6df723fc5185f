import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/lib/routes';

const dir = path.resolve('public/locales');
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = [...new Set([...readdirSync(path.join(dir, 'tr')), ...readdirSync(path.join(dir, 'en'))])].filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it.each(namespaces)('%s has the same keys in Turkish and English', (file) => {
    const tr = keysOf(read('tr', file)).sort();
    const en = keysOf(read('en', file)).sort();
    expect(tr.filter((key) => !en.includes(key)), 'only in tr').toEqual([]);
    expect(en.filter((key) => !tr.includes(key)), 'only in en').toEqual([]);
  });

  it.each(namespaces)('%s has no empty strings', (file) => {
    for (const locale of ['tr', 'en']) {
      const empty = keysOf(read(locale, file)).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(locale, file));
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${locale}/${file}`).toEqual([]);
    }
  });

  it('names every route in the navigation labels and gives it page texts', () => {
    for (const locale of ['tr', 'en']) {
      const nav = read(locale, 'common.json').nav as Record<string, string>;
      const pages = read(locale, 'pages.json');
      for (const key of Object.keys(routeTable)) {
        expect(nav[key], `${locale} nav.${key}`).toBeTruthy();
        expect(pages[key], `${locale} pages.${key}`).toMatchObject({ title: expect.any(String), description: expect.any(String), heading: expect.any(String) });
      }
    }
  });
});
