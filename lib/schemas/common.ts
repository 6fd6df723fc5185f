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

/** A page of a list with its total. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
}

export const MAX_PAGE_SIZE = 100;

/** The paging fields of SPEC §3's language list request, with SPEC §9's defaults. */
export function listRequest<const C extends readonly [string, ...string[]]>(sortColumns: C, defaultSort: C[number]) {
  return z.strictObject({
    pageNumber: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    sortColumn: z.enum(sortColumns).default(defaultSort as never),
    sortDescending: z.boolean().default(true),
  });
}
