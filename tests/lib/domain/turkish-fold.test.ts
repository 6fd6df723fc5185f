import { describe, expect, it } from 'vitest';
import { compareTurkish, includesFolded, sqlFoldTranslation, turkishFold } from '@/lib/domain/turkish-fold';

describe('turkishFold', () => {
  it.each([
    ['İSTANBUL', 'istanbul'],
    ['Istanbul', 'istanbul'],
    ['ILIK', 'ilik'],
    ['ılık', 'ilik'],
    ['Şişli', 'sisli'],
    ['ÇAĞLAYAN', 'caglayan'],
    ['Gümüşhane', 'gumushane'],
    ['Ödemiş', 'odemis'],
  ])('%s → %s', (input, folded) => {
    expect(turkishFold(input)).toBe(folded);
  });

  it('finds İzmir from izmir and İSTANBUL from istanbul', () => {
    expect(includesFolded('İzmir Alsancak', 'izmir')).toBe(true);
    expect(includesFolded('İSTANBUL AMBARLI', 'istanbul')).toBe(true);
    expect(includesFolded('Mersin', 'izmir')).toBe(false);
  });

  it('sorts Turkish letters in alphabet order', () => {
    const sorted = ['Zonguldak', 'Çorum', 'Ağrı', 'Cide', 'Şanlıurfa', 'Sinop', 'Ödemiş', 'Ordu', 'İzmir', 'Iğdır'].sort(compareTurkish);
    expect(sorted).toEqual(['Ağrı', 'Cide', 'Çorum', 'Iğdır', 'İzmir', 'Ordu', 'Ödemiş', 'Sinop', 'Şanlıurfa', 'Zonguldak']);
  });
});

describe('sqlFoldTranslation (turkishFold for SQL translate())', () => {
  it('maps every letter to exactly one folded ASCII letter, as turkishFold does', () => {
    const from = [...sqlFoldTranslation.from];
    const to = [...sqlFoldTranslation.to];
    expect(to).toHaveLength(from.length);
    from.forEach((letter, index) => expect(turkishFold(letter), letter).toBe(to[index]));
    expect(sqlFoldTranslation.to).toMatch(/^[a-z]+$/);
  });

  it('folds like turkishFold once translate and an ASCII lower() have run', () => {
    const sqlFold = (text: string) => [...text].map((letter) => sqlFoldTranslation.to[[...sqlFoldTranslation.from].indexOf(letter)] ?? letter).join('').replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    for (const text of ['İZMİR', 'Istanbul', 'ıstanbul', 'Şişli Çağlayan', 'GÜMÜŞHANE', 'Ödemiş', 'São Paulo', 'Zürich']) expect(sqlFold(text), text).toBe(turkishFold(text));
  });
});
