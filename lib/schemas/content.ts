/**
 * [M4]/[M5] The shape of a content entry (table content_entries) and of what each kind keeps in
 * `attributes`. One source for the seed's checks, the public pages and the admin editors (which
 * validate with these on the client and the server). Error messages are keys of the `errors` namespace.
 */
import { z } from 'zod';
import { contentCategories, contentKinds, contentStatuses, SLUG_PATTERN, type ContentKind } from '../domain/content';
import { serviceKeys } from '../routes';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'content.date.invalid' });

export const campaignAttributes = z
  .strictObject({
    validFrom: isoDay,
    validTo: isoDay,
    /** The discount it gives, shown as a badge (optional). */
    discountPercent: z.number().int().min(1).max(90).optional(),
    promoCode: z
      .string()
      .regex(/^[A-Z0-9-]{3,24}$/, { message: 'content.promoCode.invalid' })
      .optional(),
  })
  .refine((value) => value.validFrom <= value.validTo, { path: ['validTo'], message: 'content.validity.order' });

export const legalDocumentAttributes = z.strictObject({
  /** Semantic-ish version shown on the page ("2.1"). */
  version: z.string().regex(/^\d+(\.\d+){0,2}$/, { message: 'content.version.invalid' }),
  effectiveFrom: isoDay,
});

export const customerReferenceAttributes = z.strictObject({
  /** The person quoted and their position in each language. */
  person: z.string().trim().min(1).max(120),
  positionTr: z.string().trim().min(1).max(120),
  positionEn: z.string().trim().min(1).max(120),
  /** The customer's sector, a key of content:sectors. */
  sector: z.enum(['textile', 'automotive', 'food', 'machinery', 'eCommerce', 'chemicals', 'furniture', 'electronics']),
  website: z.url({ protocol: /^https$/ }).optional(),
});

export const videoAttributes = z.strictObject({
  /** An https link to the video (YouTube, Vimeo): shown as a link, never embedded. */
  url: z.url({ protocol: /^https$/, message: 'content.url.invalid' }),
  durationSeconds: z.number().int().min(1).max(36_000),
});

export const servicePageAttributes = z.strictObject({
  serviceKey: z.enum(serviceKeys as [string, ...string[]]),
});

export const glossaryTermAttributes = z.strictObject({
  /** The term's usual abbreviation (FCL, B/L), when it has one. */
  abbreviation: z.string().trim().min(1).max(16).optional(),
});

const noAttributes = z.strictObject({});

/** What `attributes` holds for each kind. */
export const contentAttributes = {
  blogPost: noAttributes,
  campaign: campaignAttributes,
  faq: noAttributes,
  glossaryTerm: glossaryTermAttributes,
  legalDocument: legalDocumentAttributes,
  customerReference: customerReferenceAttributes,
  pressRelease: noAttributes,
  video: videoAttributes,
  helpGuide: noAttributes,
  servicePage: servicePageAttributes,
  page: noAttributes,
} as const satisfies Record<ContentKind, z.ZodType>;

export type CampaignAttributes = z.infer<typeof campaignAttributes>;
export type LegalDocumentAttributes = z.infer<typeof legalDocumentAttributes>;
export type CustomerReferenceAttributes = z.infer<typeof customerReferenceAttributes>;
export type VideoAttributes = z.infer<typeof videoAttributes>;
export type ServicePageAttributes = z.infer<typeof servicePageAttributes>;
export type GlossaryTermAttributes = z.infer<typeof glossaryTermAttributes>;

const slug = z.string().trim().min(1).max(160).regex(SLUG_PATTERN, { message: 'content.slug.invalid' });
const title = z.string().trim().min(1, { message: 'validation.required' }).max(300);
const summary = z.string().trim().max(1_000);
/** Markdown bodies: 200,000 characters is a long legal text several times over. */
const body = z.string().max(200_000);

/** The fields an editor sets (both languages side by side); the server adds ids, revision and timestamps. */
export const contentEntryInput = z
  .strictObject({
    kind: z.enum(contentKinds),
    slugTr: slug,
    slugEn: slug,
    titleTr: title,
    titleEn: title,
    summaryTr: summary.default(''),
    summaryEn: summary.default(''),
    bodyTr: body.default(''),
    bodyEn: body.default(''),
    category: z.string().max(48).nullable().default(null),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
    attributes: z.record(z.string(), z.unknown()).default({}),
    imageId: z.uuid().nullable().default(null),
    status: z.enum(contentStatuses).default('draft'),
    /** When a published entry becomes public (scheduled publishing); null = at once. */
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sortOrder: z.number().int().min(0).max(100_000).default(0),
    authorName: z.string().trim().max(120).nullable().default(null),
  })
  .superRefine((entry, context) => {
    const categories = (contentCategories as Partial<Record<ContentKind, readonly string[]>>)[entry.kind];
    if (categories && (entry.category === null || !categories.includes(entry.category))) {
      context.addIssue({ code: 'custom', path: ['category'], message: 'content.category.invalid' });
    }
    if (!categories && entry.category !== null) context.addIssue({ code: 'custom', path: ['category'], message: 'content.category.none' });
    const attributes = contentAttributes[entry.kind].safeParse(entry.attributes);
    if (!attributes.success) {
      for (const issue of attributes.error.issues) context.addIssue({ code: 'custom', path: ['attributes', ...issue.path.map(String)], message: issue.message });
    }
  });
export type ContentEntryInput = z.infer<typeof contentEntryInput>;
