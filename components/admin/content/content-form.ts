/**
 * [M5] The content editor's form model, pure: the empty entry of a kind, what the form holds for an
 * entry and back (attributes cleaned of empty optional fields before the schema sees them), where a
 * server field error belongs (scheduling's Istanbul wall-clock times: lib/domain/business-date.ts).
 */
import { contentCategories, type ContentKind } from '@/lib/domain/content';
import type { ContentEntryInput } from '@/lib/schemas/content';

/** What the form holds: the entry as the API takes it (attributes loosely typed while edited). */
export type EditorValues = Omit<ContentEntryInput, 'attributes'> & { attributes: Record<string, unknown> };

/** The attribute fields of each kind, in form order, with how each is entered. */
export const attributeFields: Record<ContentKind, readonly { name: string; type: 'text' | 'date' | 'number' | 'url' | 'sector' | 'serviceKey'; optional?: boolean }[]> = {
  blogPost: [],
  campaign: [
    { name: 'validFrom', type: 'date' },
    { name: 'validTo', type: 'date' },
    { name: 'discountPercent', type: 'number', optional: true },
    { name: 'promoCode', type: 'text', optional: true },
  ],
  faq: [],
  glossaryTerm: [{ name: 'abbreviation', type: 'text', optional: true }],
  legalDocument: [
    { name: 'version', type: 'text' },
    { name: 'effectiveFrom', type: 'date' },
  ],
  customerReference: [
    { name: 'person', type: 'text' },
    { name: 'positionTr', type: 'text' },
    { name: 'positionEn', type: 'text' },
    { name: 'sector', type: 'sector' },
    { name: 'website', type: 'url', optional: true },
  ],
  pressRelease: [],
  video: [
    { name: 'url', type: 'url' },
    { name: 'durationSeconds', type: 'number' },
  ],
  helpGuide: [],
  servicePage: [{ name: 'serviceKey', type: 'serviceKey' }],
  page: [],
};

/** The sectors a customer reference names (content:sectors). */
export const referenceSectors = ['textile', 'automotive', 'food', 'machinery', 'eCommerce', 'chemicals', 'furniture', 'electronics'] as const;

/** The categories of a kind, or none. */
export function categoriesOf(kind: ContentKind): readonly string[] | null {
  return (contentCategories as Partial<Record<ContentKind, readonly string[]>>)[kind] ?? null;
}

/** Kinds whose entries carry tags and an author (blog posts). */
export const hasTagsAndAuthor = (kind: ContentKind) => kind === 'blogPost';

/** A new entry of a kind: empty texts, a draft, the kind's first category. */
export function emptyEntry(kind: ContentKind): EditorValues {
  const categories = categoriesOf(kind);
  return {
    kind,
    slugTr: '',
    slugEn: '',
    titleTr: '',
    titleEn: '',
    summaryTr: '',
    summaryEn: '',
    bodyTr: '',
    bodyEn: '',
    category: categories ? categories[0]! : null,
    tags: [],
    attributes: Object.fromEntries(attributeFields[kind].filter((field) => !field.optional).map((field) => [field.name, ''])),
    imageId: null,
    status: 'draft',
    publishAt: null,
    sortOrder: 0,
    authorName: null,
  };
}

/** An entry as the API sent it, with every field the form shows defined. */
export function toFormValues(entry: ContentEntryInput): EditorValues {
  return { ...emptyEntry(entry.kind), ...entry, attributes: { ...emptyEntry(entry.kind).attributes, ...entry.attributes } };
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What is sent and validated: the kind's attributes only (an empty optional one left out, numbers as
 * numbers), an empty author as null, no category for a kind without categories.
 */
export function normalizeEntry(values: EditorValues): EditorValues {
  const attributes: Record<string, unknown> = {};
  for (const field of attributeFields[values.kind]) {
    const value = values.attributes[field.name];
    if (blank(value)) {
      // A required field left empty stays as '' so the schema names it.
      if (!field.optional) attributes[field.name] = field.type === 'number' ? undefined : '';
      continue;
    }
    if (field.type === 'number') {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      attributes[field.name] = Number.isFinite(number) ? number : value;
    } else attributes[field.name] = typeof value === 'string' ? value.trim() : value;
  }
  const authorName = typeof values.authorName === 'string' && values.authorName.trim() ? values.authorName.trim() : null;
  const category = categoriesOf(values.kind) ? values.category || null : null;
  const sortOrder = typeof values.sortOrder === 'number' ? values.sortOrder : Number(values.sortOrder);
  return { ...values, attributes, authorName, category, sortOrder: Number.isFinite(sortOrder) ? sortOrder : 0 };
}

/** The form field a server field error names: Save's fields sit under `entry`. */
export function formFieldOf(field: string): string | null {
  const name = field.replace(/^entry\./, '');
  return name === '' || name === 'entry' ? null : name;
}

/** A public path as a link in its language: the /en prefix added unless the server already gave it. */
export function sitePath(path: string, lang: 'tr' | 'en'): string {
  if (lang === 'tr' || path === '/en' || path.startsWith('/en/') || path.startsWith('/en#')) return path;
  return path === '/' ? '/en' : `/en${path}`;
}
