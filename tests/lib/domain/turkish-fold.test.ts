import { describe, expect, it } from 'vitest';
import { compareTurkish, includesFolded, turkishFold } from '@/lib/domain/turkish-fold';

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
