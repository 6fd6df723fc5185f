import { describe, expect, it } from 'vitest';
import { dictionaryAlphabets, groupByLetter, initialLetter, letterAnchor, letterIndex, OTHER_LETTER } from '@/lib/content/dictionary-index';

const terms = (...names: string[]) => names.map((term) => ({ term }));

describe('dictionary letter index', () => {
  it('has the 29 letters of the Turkish alphabet in order and A–Z in English', () => {
    expect(dictionaryAlphabets.tr.join(' ')).toBe('A B C Ç D E F G Ğ H I İ J K L M N O Ö P R S Ş T U Ü V Y Z');
    expect(dictionaryAlphabets.en).toHaveLength(26);
    expect(dictionaryAlphabets.en.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('upper-cases the first letter with Turkish rules: ı → I, i → İ, ç → Ç', () => {
    expect(initialLetter('ılık taşıma', 'tr')).toBe('I');
    expect(initialLetter('izin belgesi', 'tr')).toBe('İ');
    expect(initialLetter('İhracat', 'tr')).toBe('İ');
    expect(initialLetter('çeki listesi', 'tr')).toBe('Ç');
    expect(initialLetter('Ğ', 'tr')).toBe('Ğ');
    expect(initialLetter('Şirket', 'tr')).toBe('Ş');
  });

  it('folds marks in English, and puts what has no letter in the last group', () => {
    expect(initialLetter('Ölçü', 'en')).toBe('O');
    expect(initialLetter('incoterms', 'en')).toBe('I');
    expect(initialLetter('3PL', 'en')).toBe(OTHER_LETTER);
    expect(initialLetter('Warehouse receipt', 'tr')).toBe(OTHER_LETTER);
    expect(initialLetter('  ', 'tr')).toBe(OTHER_LETTER);
  });

  it('groups in Turkish alphabet order and sorts each group the Turkish way', () => {
    const groups = groupByLetter(terms('Çeki listesi', 'Demuraj', 'Ordino', 'İhracat', 'Izgara', 'Cif', 'Özet beyan', 'Ceza', 'Incoterms', 'Ücret', 'Ulak', '3PL'), 'tr');
    expect(groups.map((group) => group.letter)).toEqual(['C', 'Ç', 'D', 'I', 'İ', 'O', 'Ö', 'U', 'Ü', OTHER_LETTER]);
    expect(groups.find((group) => group.letter === 'C')!.terms.map((term) => term.term)).toEqual(['Ceza', 'Cif']);
    expect(groups.find((group) => group.letter === 'I')!.terms.map((term) => term.term)).toEqual(['Incoterms', 'Izgara']);
  });

  it('groups English terms A–Z with marks folded', () => {
    const groups = groupByLetter(terms('Öz', 'Bill of lading', 'air waybill', 'Ocean freight', 'Çeki'), 'en');
    expect(groups.map((group) => group.letter)).toEqual(['A', 'B', 'C', 'O']);
    expect(groups.find((group) => group.letter === 'O')!.terms.map((term) => term.term)).toEqual(['Ocean freight', 'Öz']);
  });

  it('lists every letter, enabling only those with terms, and the other group only when it has terms', () => {
    const index = letterIndex(groupByLetter(terms('Ordino', 'Çeki'), 'tr'), 'tr');
    expect(index).toHaveLength(29);
    expect(index.filter((entry) => entry.enabled).map((entry) => entry.letter)).toEqual(['Ç', 'O']);
    const withOther = letterIndex(groupByLetter(terms('3PL'), 'en'), 'en');
    expect(withOther.at(-1)).toEqual({ letter: OTHER_LETTER, enabled: true });
    expect(withOther).toHaveLength(27);
  });

  it('gives each letter an anchor id', () => {
    expect(letterAnchor('Ç')).toBe('letter-Ç');
    expect(letterAnchor(OTHER_LETTER)).toBe('letter-other');
  });
});
