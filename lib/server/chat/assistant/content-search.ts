import MiniSearch, { type SearchResult } from 'minisearch';
import { contentPath } from '../../../content/content-paths';
import type { ContentKind } from '../../../domain/content';
import { turkishFold } from '../../../domain/turkish-fold';
import { withLocalePrefix, type Locale } from '../../../routes';
import type { Database } from '../../db/client';
import { listPublished } from '../../content/published-content';
import { markdownToText } from '../../content/render-markdown';

/** What the assistant answers from: the published FAQ, help guides, glossary terms and service pages. */
export const answerKinds: readonly ContentKind[] = ['faq', 'helpGuide', 'glossaryTerm', 'servicePage'];
/** The index is rebuilt (in the background, the old one answering meanwhile) when older than this. */
export const INDEX_TTL_MS = 5 * 60_000;

interface AnswerDocument {
  id: string;
  kind: ContentKind;
  slug: string;
  title: string;
  text: string;
  tags: string;
}

/** Words too common to tell questions apart (folded). */
const STOP_WORDS = new Set(
  'ne nedir neler nasil mi mu mi mu bir ve ile icin da de bu su o ben biz siz var yok mi midir kac hangi niye neden olur olarak gibi ya veya the a an is are was how what which who do does did i we you to of for in on my our your can could should with and or it be'.split(' '),
);

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const processTerm = (term: string) => {
  const folded = turkishFold(term);
  return folded.length < 2 || STOP_WORDS.has(folded) ? null : folded;
};

interface LocaleIndex {
  search: MiniSearch<AnswerDocument>;
  documents: Map<string, AnswerDocument>;
  builtAt: number;
}

const holder = globalThis as typeof globalThis & { __navlunChatIndex?: Map<Locale, Promise<LocaleIndex>>; __navlunChatIndexRefresh?: Set<Locale> };

async function buildIndex(db: Database, locale: Locale): Promise<LocaleIndex> {
  const entries = (await Promise.all(answerKinds.map((kind) => listPublished(db, { kind, locale })))).flat();
  const documents = new Map<string, AnswerDocument>();
  for (const entry of entries) {
    const text = markdownToText(entry.body || entry.summary);
    documents.set(String(entry.id), { id: String(entry.id), kind: entry.kind, slug: entry.slug, title: entry.title, text: [entry.summary, text].filter(Boolean).join('\n'), tags: entry.tags.join(' ') });
  }
  const search = new MiniSearch<AnswerDocument>({
    fields: ['title', 'text', 'tags'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: { boost: { title: 3, tags: 2 }, fuzzy: 0.2, prefix: true, combineWith: 'OR', tokenize, processTerm },
  });
  search.addAll([...documents.values()]);
  return { search, documents, builtAt: Date.now() };
}

/** The locale's index: built once per process, refreshed when older than INDEX_TTL_MS. */
export async function answerIndex(db: Database, locale: Locale): Promise<LocaleIndex> {
  holder.__navlunChatIndex ??= new Map();
  holder.__navlunChatIndexRefresh ??= new Set();
  const cache = holder.__navlunChatIndex;
  let pending = cache.get(locale);
  if (!pending) {
    pending = buildIndex(db, locale);
    cache.set(locale, pending);
    pending.catch(() => cache.delete(locale));
  }
  const index = await pending;
  const refreshing = holder.__navlunChatIndexRefresh;
  if (Date.now() - index.builtAt > INDEX_TTL_MS && !refreshing.has(locale)) {
    refreshing.add(locale);
    buildIndex(db, locale)
      .then((fresh) => cache.set(locale, Promise.resolve(fresh)))
      .catch(() => undefined)
      .finally(() => refreshing.delete(locale));
  }
  return index;
}

/** Forgets the indexes (tests that change content). */
export function resetAnswerIndex(): void {
  holder.__navlunChatIndex?.clear();
}

export interface ContentMatch {
  title: string;
  text: string;
  link: string;
  kind: ContentKind;
}

/** How much of the question's meaningful words a result must cover to count as an answer. */
const MIN_COVERAGE = 0.5;

function meaningfulTerms(question: string): string[] {
  return [...new Set(tokenize(question).map(processTerm).filter((term): term is string => term !== null))];
}

/**
 * The best answer to a question (fuzzy, prefix, Turkish-folded) and up to three other titles to
 * suggest, or null when nothing covers at least half of the question's meaningful words.
 */
export async function searchAnswers(db: Database, question: string, locale: Locale): Promise<{ best: ContentMatch; others: string[] } | null> {
  const terms = meaningfulTerms(question);
  if (terms.length === 0) return null;
  const index = await answerIndex(db, locale);
  const results: SearchResult[] = index.search.search(question);
  const covering = results.filter((result) => result.queryTerms.length / terms.length >= MIN_COVERAGE);
  const top = covering[0];
  if (!top) return null;
  const documentOf = (result: SearchResult) => index.documents.get(String(result.id))!;
  const best = documentOf(top);
  return {
    best: { title: best.title, text: best.text, kind: best.kind, link: withLocalePrefix(contentPath(best.kind, best.slug, locale), locale) },
    others: results
      .slice(1)
      .filter((result) => result.score >= top.score * 0.25)
      .slice(0, 3)
      .map((result) => documentOf(result).title),
  };
}
