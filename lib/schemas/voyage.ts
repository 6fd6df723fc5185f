import { z } from 'zod';
import { ISO_WEEK } from '../domain/iso-week';

/**
 * GET /api/Voyage/Search: the ship program's search. Ports are UN/LOCODEs (checked against the known
 * ports on the server), the week an ISO week (2026-W49; its window is checked on the server, it moves
 * with today); without a week the next four weeks from today are searched.
 */
const portCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { message: 'schedule.port.invalid' }));

const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const voyageSearchQuery = z
  .strictObject({
    pol: optionalText(portCode),
    pod: optionalText(portCode),
    week: optionalText(z.string().trim().toUpperCase().regex(ISO_WEEK, { message: 'schedule.week.invalid' })),
    carrier: optionalText(z.string().trim().min(1).max(60)),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((query, context) => {
    if (query.pol && query.pod && query.pol === query.pod) context.addIssue({ code: 'custom', path: ['pod'], message: 'schedule.pair.same' });
  });
export type VoyageSearchQuery = z.output<typeof voyageSearchQuery>;
export type VoyageSearchInput = z.input<typeof voyageSearchQuery>;

export const voyage = z.object({
  id: z.number().int(),
  carrier: z.string(),
  vessel: z.string(),
  voyageNumber: z.string(),
  service: z.string(),
  pol: z.string(),
  polName: z.string(),
  pod: z.string(),
  podName: z.string(),
  transshipment: z.string().nullable(),
  transshipmentName: z.string().nullable(),
  cutOffAt: z.string().describe('ISO instant'),
  etd: z.string().describe('ISO instant'),
  eta: z.string().describe('ISO instant'),
  transitDays: z.number().int(),
});
export type Voyage = z.infer<typeof voyage>;

export const voyageSearchAnswer = z.object({
  items: z.array(voyage),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  from: z.string().describe('First day searched (Istanbul), YYYY-MM-DD'),
  to: z.string().describe('Last day searched (Istanbul), inclusive'),
});
export type VoyageSearchAnswer = z.infer<typeof voyageSearchAnswer>;
