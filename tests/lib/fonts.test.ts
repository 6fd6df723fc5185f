import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** styles/fonts.css (scripts/subset-fonts.sh): the Nunito subsets cover every character of the interface's texts. */
const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'styles/fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => body!);

function unicodeRanges(face: string): [number, number][] {
  const ranges = /unicode-range: ([^;]+);/.exec(face)?.[1] ?? '';
  return ranges.split(',').map((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

function interfaceCharacters(): Set<string> {
  const characters = new Set<string>();
  for (const locale of ['tr', 'en']) {
    const dir = path.join(root, 'public/locales', locale);
    for (const file of readdirSync(dir)) for (const character of readFileSync(path.join(dir, file), 'utf8')) if (character >= ' ') characters.add(character);
  }
  return characters;
}

describe('self-hosted Nunito subsets', () => {
  it('declares the four weights the theme uses, each a file of its own that exists', () => {
    const weights = faces.map((face) => /font-weight: (\d+);/.exec(face)?.[1]);
    expect(weights).toEqual(['400', '600', '700', '800']);
    for (const face of faces) {
      const file = /src: url\(\.\/([^)]+)\) format\('woff2'\)/.exec(face)?.[1];
      expect(file && existsSync(path.join(root, 'styles', file))).toBe(true);
      expect(face).toContain('font-display: swap;');
    }
  });

  it('covers every character of the Turkish and English interface texts, the Turkish letters among them', () => {
    const ranges = unicodeRanges(faces[0]!);
    const covered = (character: string) => ranges.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to);
    const characters = interfaceCharacters();
    for (const letter of 'ÇçĞğİıÖöŞşÜü₺€') expect(covered(letter), letter).toBe(true);
    expect([...characters].filter((character) => !covered(character))).toEqual([]);
    for (const face of faces) expect(unicodeRanges(face)).toEqual(ranges);
  });
});
