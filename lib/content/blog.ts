/**
 * [M4] Pure helpers of the public content pages (blog, campaigns, media center, references): URL
 * segments of categories and tags, pagination, related posts, video lengths and monograms. No I/O, so the
 * page-data verbs (lib/server/content) and the views share them and unit tests prove them.
 */
import { contentCategories, type BlogCategory } from '../domain/content';
import { slugify } from '../domain/content';
import { regionalLocale, type Locale } from '../routes';

/**
 * A blog category's URL segment: kebab case of its key ("seaFreight" → "sea-freight"). Paths are
 * lower-cased by the middleware, so a camel-case segment would never be reached.
 */
export function categorySlug(category: string): string {
  return category.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The blog category of a URL segment, or null when it names none. */
export function categoryFromSlug(slug: string): BlogCategory | null {
  return contentCategories.blogPost.find((category) => categorySlug(category) === slug) ?? null;
}

/** A tag's URL segment (folded to lower-case ASCII, as slugs are). */
export function tagSlug(tag: string): string {
  return slugify(tag);
}

/** The tag (as stored) of a URL segment among the tags in use, or null. */
export function tagFromSlug(slug: string, tagsInUse: readonly string[]): string | null {
  return tagsInUse.find((tag) => tagSlug(tag) === slug) ?? null;
}

/** How many listing pages `total` entries fill, at least one (an empty listing is still page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A listing page number from its URL segment: a canonical positive integer ("2", not "02" or "2.0"),
 * or null. Page 1 is the listing itself, so its own /page/1 path is not canonical.
 */
export function parsePageNumber(segment: unknown): number | null {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,5}$/.test(segment)) return null;
  return Number(segment);
}

/** The sub-path (below /blogs) of a listing page: '' for page 1, 'page/2', 'category/customs/page/3', 'tag/incoterms'. */
export function blogListingSubPath(filter: { category?: string; tag?: string }, page = 1): string {
  const base = filter.category ? `category/${categorySlug(filter.category)}` : filter.tag ? `tag/${tagSlug(filter.tag)}` : '';
  if (page <= 1) return base;
  return base ? `${base}/page/${page}` : `page/${page}`;
}

export interface RelatedCandidate {
  id: number;
  category: string | null;
  tags: readonly string[];
  publishedAt: string;
}

/**
 * The posts most related to `post`: a shared category counts 2, each shared tag 1; posts sharing
 * nothing are left out; ties go to the newer post. `post` itself is never its own relation.
 */
export function rankRelated<T extends RelatedCandidate>(post: RelatedCandidate, candidates: readonly T[], limit = 3): T[] {
  const tags = new Set(post.tags);
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({
      candidate,
      score: (post.category !== null && candidate.category === post.category ? 2 : 0) + candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || b.candidate.publishedAt.localeCompare(a.candidate.publishedAt) || b.candidate.id - a.candidate.id)
    .slice(0, limit)
    .map((scored) => scored.candidate);
}

/** A duration in seconds as m:ss or h:mm:ss (a video's length). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** An ISO 8601 duration for machines (the time element's datetime): PT4M5S. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** Legal-form words that say nothing about a company ("A.Ş.", "Ltd. Şti.", "Inc."). */
const legalForms = new Set(['a.ş.', 'aş', 'a.s.', 'ltd.', 'ltd', 'şti.', 'şti', 'san.', 'tic.', 've', 'inc.', 'inc', 'llc', 'gmbh', 'co.', 'corp.', '&', '-']);

/**
 * A company's monogram for its logo when it has no image: the first letters of its first two
 * significant words, upper-cased with the language's rules ("İpek Yolu Tekstil A.Ş." → "İY").
 */
export function companyMonogram(name: string, locale: Locale): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !legalForms.has(word.toLocaleLowerCase('tr')));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toLocaleUpperCase(regionalLocale[locale]);
}

/**
 * Drops a table head whose cells are all empty (markdown needs a header row, so a key–value table is
 * written with `| | |`): an empty header cell names nothing for a screen reader (axe: empty-table-header).
 */
export function dropEmptyTableHeads(html: string): string {
  return html.replace(/<thead>\s*<tr>(?:\s*<th(?:\s[^>]*)?>\s*<\/th>)+\s*<\/tr>\s*<\/thead>\s*/g, '');
}
