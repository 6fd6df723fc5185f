import { describe, expect, it } from 'vitest';
import { filterFaqGroups, queryWords, type FaqGroup } from '@/lib/content/faq-search';

const item = (slug: string, question: string, answer = '') => ({ slug, question, answerHtml: `<p>${answer.replace(/&/g, '&amp;')}</p>` });

const groups: FaqGroup[] = [
  {
    category: 'customs',
    items: [item('gumruk-suresi', 'Gümrük işlemleri ne kadar sürer?', 'Beyanname tescilinden sonra genellikle bir iş günü.'), item('ithalat-belgeleri', 'İthalatta hangi belgeler gerekir?', 'Fatura, çeki listesi ve konşimento.')],
  },
  { category: 'payment', items: [item('odeme', 'Ödemeyi nasıl yaparım?', 'Kredi kartı veya havale ile; İSTANBUL ofisimizden fatura kesilir.')] },
  { category: 'tracking', items: [] },
];

describe('FAQ search', () => {
  it('keeps every question with content for a blank query and drops empty categories', () => {
    expect(filterFaqGroups(groups, '   ').map((group) => group.category)).toEqual(['customs', 'payment']);
  });

  it('finds Turkish letters from their plain spelling ("gumruk" finds "Gümrük") and hides the rest', () => {
    const found = filterFaqGroups(groups, 'gumruk');
    expect(found).toHaveLength(1);
    expect(found[0]!.items.map((entry) => entry.slug)).toEqual(['gumruk-suresi']);
  });

  it('folds dotted and dotless capitals: "İSTANBUL" finds "istanbul", "ITHALAT" and "ithalat" find "İthalatta"', () => {
    expect(filterFaqGroups([{ category: 'general', items: [item('a', 'Where is the istanbul office?')] }], 'İSTANBUL')[0]!.items).toHaveLength(1);
    expect(filterFaqGroups(groups, 'ithalat').flatMap((group) => group.items.map((entry) => entry.slug))).toEqual(['ithalat-belgeleri']);
    expect(filterFaqGroups(groups, 'ITHALAT').flatMap((group) => group.items.map((entry) => entry.slug))).toEqual(['ithalat-belgeleri']);
  });

  it('searches the answers too and needs every word', () => {
    expect(filterFaqGroups(groups, 'istanbul fatura').flatMap((group) => group.items.map((entry) => entry.slug))).toEqual(['odeme']);
    expect(filterFaqGroups(groups, 'konsimento fatura').flatMap((group) => group.items.map((entry) => entry.slug))).toEqual(['ithalat-belgeleri']);
    expect(filterFaqGroups(groups, 'gumruk kredi')).toEqual([]);
  });

  it('splits the query into folded words', () => {
    expect(queryWords('  Gümrük   ÇEKİ ')).toEqual(['gumruk', 'ceki']);
    expect(queryWords('')).toEqual([]);
  });
});
