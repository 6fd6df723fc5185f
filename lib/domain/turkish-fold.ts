/**
 * Turkish-aware text folding for search and comparison: lower-cases with the Turkish rules
 * (İ→i, I→ı), then folds ı to i and strips diacritics, so "İSTANBUL", "istanbul" and "Istanbul" meet,
 * and "ılık" matches "ILIK".
 */
export function turkishFold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

/** Case-insensitive (Turkish rules) containment check. */
export function includesFolded(haystack: string, needle: string): boolean {
  return turkishFold(haystack).includes(turkishFold(needle));
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Sorting comparator that orders Turkish letters correctly (c < ç < d, ı < i, ö after o …). */
export function compareTurkish(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Upper- and lower-case letters (Turkish and common Latin accented) that a database fold translates letter by letter. */
const FOLDED_LETTERS = 'İIıÇçĞğÖöŞşÜüÂâÊêÎîÔôÛûÉéÈèËëÁáÀàÄäÃãÅåÓóÒòÕõÍíÌìÏïÚúÙùÑñ';

/**
 * turkishFold as SQL's `lower(translate(text, from, to))`: `to` is each letter of `from` folded here,
 * so the database and this module agree letter for letter; lower() then handles plain ASCII, which it
 * does the same under every collation.
 */
export const sqlFoldTranslation = { from: FOLDED_LETTERS, to: [...FOLDED_LETTERS].map((letter) => turkishFold(letter)).join('') } as const;
