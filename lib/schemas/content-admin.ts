/**
 * [M5] The content editors' API: listing, reading, saving (create and update with optimistic
 * concurrency), deleting, revisions, the server-side markdown preview and images. The entry itself is
 * `contentEntryInput` (lib/schemas/content.ts), which the editor form validates with on the client too.
 * Error messages are keys of the `errors` namespace.
 */
import { z } from 'zod';
import { contentKinds } from '../domain/content';
import { filePart, listRequest, pageOf } from './common';
import { contentEntryInput } from './content';

/** Where an entry stands for the public: draft, published with a publishAt still ahead, or public. */
export const contentStates = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof contentStates)[number];

export const contentSortColumns = ['UpdatedAt', 'PublishAt', 'TitleTr', 'TitleEn', 'SortOrder', 'Id'] as const;

const entryId = z.coerce.number().int().min(1).max(2_147_483_647);
const revisionNumber = z.number().int().min(1).max(2_147_483_647);

/** POST /api/Content/GetList: a page of entries of every status, filtered by kind, state and text (Turkish-folded, over titles and slugs). */
export const contentListRequest = listRequest(contentSortColumns, 'UpdatedAt').extend({
  kind: z.enum(contentKinds).optional(),
  state: z.enum(contentStates).optional(),
  text: z.string().trim().max(100).optional(),
});
export type ContentListRequest = z.infer<typeof contentListRequest>;

export const contentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  slugTr: z.string(),
  slugEn: z.string(),
  titleTr: z.string(),
  titleEn: z.string(),
  category: z.string().nullable(),
  state: z.enum(contentStates),
  /** ISO instant or null. */
  publishAt: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: z.string(),
  /** The display name of who saved it last (null for the seed). */
  updatedByName: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummary>;
export const contentPage = pageOf(contentSummary);
export type ContentPage = z.infer<typeof contentPage>;

/** GET /api/Content/Get?id= and /api/Content/GetRevisions?id= */
export const contentIdQuery = z.strictObject({ id: entryId });

/** One entry as the editor opens it: the input fields plus what the server keeps. */
export const contentEntryDetail = z.object({
  id: z.number().int(),
  entry: contentEntryInput,
  state: z.enum(contentStates),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  /** The public page of the entry in each language (with its anchor for kinds shown on a listing). */
  publicPaths: z.object({ tr: z.string(), en: z.string() }),
});
export type ContentEntryDetail = z.infer<typeof contentEntryDetail>;

/**
 * POST /api/Content/Save: without `id` creates the entry (revision 1); with `id` replaces it, only when
 * `expectedRevision` is still its revision (else 409, nothing saved). Publishing, unpublishing and
 * scheduling are saves with `status` and `publishAt`. Every save keeps a revision, writes the audit log
 * and revalidates the public pages the entry shows on, before and after the change.
 */
export const contentSaveBody = z
  .strictObject({ id: entryId.optional(), expectedRevision: revisionNumber.optional(), entry: contentEntryInput })
  // One object rather than a union of the create and update shapes: a union's failure carries no field errors.
  .refine((body) => body.id === undefined || body.expectedRevision !== undefined, { path: ['expectedRevision'], message: 'validation.required' })
  .refine((body) => body.id !== undefined || body.expectedRevision === undefined, { path: ['id'], message: 'validation.required' });
export type ContentSaveBody = z.infer<typeof contentSaveBody>;

/** POST /api/Content/Delete: removes an entry (and its revisions); the same revision check as Save. */
export const contentDeleteBody = z.strictObject({ id: entryId, expectedRevision: revisionNumber });

export const contentRevision = z.object({
  revision: z.number().int(),
  titleTr: z.string(),
  titleEn: z.string(),
  status: z.string(),
  editedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ContentRevision = z.infer<typeof contentRevision>;
/** Newest first, at most the last 100. */
export const contentRevisionList = z.object({ items: z.array(contentRevision) });

/** GET /api/Content/GetRevision?id=&revision=: the entry as it was saved in that revision. */
export const contentRevisionQuery = z.strictObject({ id: entryId, revision: z.coerce.number().int().min(1).max(2_147_483_647) });
export const contentRevisionDetail = z.object({ revision: z.number().int(), entry: contentEntryInput, editedByName: z.string().nullable(), createdAt: z.string() });

/** POST /api/Content/RestoreRevision: saves an old revision's fields as a new revision (same checks and effects as Save). */
export const contentRestoreBody = z.strictObject({ id: entryId, revision: revisionNumber, expectedRevision: revisionNumber });

/** POST /api/Content/Preview: a body rendered exactly as the public pages render it. */
export const contentPreviewBody = z.strictObject({ markdown: z.string().max(200_000) });
export const contentPreview = z.object({ html: z.string(), readingMinutes: z.number().int() });

/** Content images: JPEG, PNG, WebP or GIF (sniffed), at most 5 MB; stored resized to at most 1600 px wide as WebP. */
export const MAX_CONTENT_IMAGE_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_WIDTH = 1600;
export const contentImageUploadForm = z.strictObject({ file: filePart.describe('One JPEG, PNG, WebP or GIF image of at most 5 MB.') });
export const contentImage = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  /** Site path that serves it (GET /api/Content/Image?id=…), for markdown and covers. */
  url: z.string(),
});
export type ContentImage = z.infer<typeof contentImage>;
/** GET /api/Content/Image?id= (public, immutable). */
export const contentImageQuery = z.strictObject({ id: z.uuid({ message: 'files.id.invalid' }) });
