import { z } from 'zod';

/** The answer envelope of every backend route. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ isSuccess: z.literal(true), data });
}

export const errorEnvelope = z.object({
  isSuccess: z.literal(false),
  code: z.string().describe('Stable dotted key, e.g. errors.validation'),
  message: z.string().describe('Human-readable message in the caller’s language (Accept-Language)'),
  errors: z
    .array(z.object({ field: z.string(), code: z.string(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }))
    .optional(),
  requestId: z.string(),
});

/** The `response` of an endpoint that `produces` bytes (a PDF, a file): a binary string in the OpenAPI document. */
export const binaryContent = z.custom<Uint8Array>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' });

/** One file of a multipart body as lib/server/api/multipart.ts reads it; its name and type are only what the client declared. */
export interface FilePart {
  fileName: string;
  declaredType: string;
  content: Uint8Array;
}

const isFilePart = (value: unknown): value is FilePart =>
  value !== null && typeof value === 'object' && (value as FilePart).content instanceof Uint8Array && typeof (value as FilePart).fileName === 'string';

/** A file field of a multipart form (missing or sent as text: validation.required); a binary string in the OpenAPI document. */
export const filePart = z.custom<FilePart>(isFilePart, { message: 'validation.required' }).meta({ type: 'string', format: 'binary' });

/** A page of a list with its total. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
}

export const MAX_PAGE_SIZE = 100;

/** The paging and sorting fields of a list request; defaults: page 1, 10 per page, descending. */
export function listRequest<const C extends readonly [string, ...string[]]>(sortColumns: C, defaultSort: C[number]) {
  return z.strictObject({
    pageNumber: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    sortColumn: z.enum(sortColumns).default(defaultSort as never),
    sortDescending: z.boolean().default(true),
  });
}
