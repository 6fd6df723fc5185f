/**
 * [M4] The content editors publish (table content_entries): its kinds, their groupings and the rules
 * of when a piece is public. Pure: no I/O. Labels come from the `content` namespace
 * (content:kinds.{kind}, content:categories.{kind}.{category}).
 */
import { turkishFold } from './turkish-fold';

export const contentKinds = [
  'blogPost',
  'campaign',
  'faq',
  'glossaryTerm',
  'legalDocument',
  'customerReference',
  'pressRelease',
  'video',
  'helpGuide',
  'servicePage',
  'page',
] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** The groupings of the kinds that have them (stored in content_entries.category). */
export const contentCategories = {
  blogPost: ['seaFreight', 'airCargo', 'customs', 'eCommerce', 'industry', 'guides'],
  faq: ['general', 'quotes', 'booking', 'payment', 'tracking', 'customs'],
} as const satisfies Partial<Record<ContentKind, readonly string[]>>;
export type BlogCategory = (typeof contentCategories.blogPost)[number];
export type FaqCategory = (typeof contentCategories.faq)[number];

/** The five legal documents (/legal-documents/[page_code]), by their English slug; seeded with these as slugEn. */
export const legalDocumentCodes = ['kvkk-privacy-notice', 'cookie-policy', 'terms-of-use', 'distance-sales-contract', 'explicit-consent'] as const;
export type LegalDocumentCode = (typeof legalDocumentCodes)[number];

/** The help guides (/help): how to search, book, pay and track; slugEn of the seeded guides. */
export const helpGuideCodes = ['how-to-search', 'how-to-book', 'how-to-pay', 'how-to-track'] as const;

/** Single pages kept as content (kind `page`), by slugEn. */
export const singlePageCodes = ['about-us', 'press-kit'] as const;

/** Media center sections: /media-center/{section}, the Turkish path keeps the English section segment. */
export const mediaSections = ['press-releases', 'videos', 'press-kit'] as const;
export type MediaSection = (typeof mediaSections)[number];

/** Blog listings show this many posts a page. */
export const BLOG_PAGE_SIZE = 6;

/** Reading speed for a blog post's reading time. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a markdown body, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Whether an entry is public at `now`: published, and its scheduled time (if any) has come. */
export function isPublic(entry: { status: string; publishAt: Date | string | null }, now: Date = new Date()): boolean {
  if (entry.status !== 'published') return false;
  return entry.publishAt === null || new Date(entry.publishAt).getTime() <= now.getTime();
}

/** A campaign's state on a day: upcoming, active or expired (dates are ISO days, inclusive). */
export function campaignState(validity: { validFrom: string; validTo: string }, today: string): 'upcoming' | 'active' | 'expired' {
  if (today < validity.validFrom) return 'upcoming';
  return today > validity.validTo ? 'expired' : 'active';
}

/** URL slugs: lowercase ASCII letters, digits and single dashes (Turkish letters folded: ğ→g, ı→i …). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title in either language ("Gümrük İşlemleri" → "gumruk-islemleri"). */
export function slugify(title: string): string {
  return turkishFold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160);
}
