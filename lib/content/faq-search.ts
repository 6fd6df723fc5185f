/**
 * The FAQ page's search: filters the questions as the visitor types, with Turkish folding ("gumruk"
 * finds "Gümrük", "İSTANBUL" finds "istanbul"). Every word of the query must appear in the question or
 * its answer. Pure: no I/O.
 */
import { turkishFold } from '../domain/turkish-fold';
import { htmlText } from './heading-anchors';

export interface FaqItem {
  /** The entry's slug in the page's language: the accordion's anchor id (contentPath's #slug). */
  slug: string;
  question: string;
  /** The answer as sanitized HTML (rendered on the server); its text is searched and goes to the FAQPage JSON-LD. */
  answerHtml: string;
}

export interface FaqGroup {
  /** A key of contentCategories.faq. */
  category: string;
  items: FaqItem[];
}

/** The folded words of a query; none for a blank query. */
export function queryWords(query: string): string[] {
  return turkishFold(query).split(/\s+/).filter(Boolean);
}

/** Whether a folded text holds every word of the query (a blank query matches everything). */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}

/** The text an item is searched in, folded once. */
export function searchableFaqText(item: Pick<FaqItem, 'question' | 'answerHtml'>): string {
  return turkishFold(`${item.question} ${htmlText(item.answerHtml)}`);
}

/** The groups with only the matching questions, empty groups dropped; order kept. */
export function filterFaqGroups(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return groups.filter((group) => group.items.length > 0);
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesWords(searchableFaqText(item), words)) }))
    .filter((group) => group.items.length > 0);
}
