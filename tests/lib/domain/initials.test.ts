import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/domain/initials';

describe('initials', () => {
  it.each([
    ['Ayşe Yılmaz', 'tr', 'AY'],
    ['ismail doğan', 'tr', 'İD'],
    ['ismail doğan', 'en', 'ID'],
    ['ılgaz şen', 'tr', 'IŞ'],
    ['Mehmet Ali Öztürk', 'tr', 'MÖ'],
    ['Zeynep', 'tr', 'Z'],
    ['  ', 'tr', ''],
  ] as const)('%s (%s) → %s', (name, locale, expected) => {
    expect(initials(name, locale)).toBe(expected);
  });
});
