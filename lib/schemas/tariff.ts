import { z } from 'zod';
import { filePart } from './common';

/** [M5] The largest tariff CSV an upload takes (about 300,000 lines of the layout). */
export const MAX_TARIFF_CSV_BYTES = 50 * 1024 * 1024;
/** How many bad lines a dry run's report keeps (the counts cover them all). */
export const MAX_REPORT_LINES = 1_000;

export const tariffModes = ['SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL'] as const;
const day = z.iso.date({ message: 'validation.invalidFormat' });

/** POST /api/Tariff/Upload: a multipart form with the CSV in the field `file`. */
export const tariffUploadForm = z.strictObject({ file: filePart.describe('A tariff CSV (UTF-8 or Windows-1254, `;` or `,` separated) of at most 50 MB.') });

export const tariffImportStatuses = ['invalid', 'validated', 'importing', 'imported', 'failed'] as const;
export type TariffImportStatus = (typeof tariffImportStatuses)[number];

export const tariffReportLine = z.object({ line: z.number().int(), errors: z.array(z.object({ field: z.string(), code: z.string() })) });
export type TariffReportLine = z.infer<typeof tariffReportLine>;

/** A dry run and, once confirmed, its import's progress. */
export const tariffImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  encoding: z.string(),
  status: z.enum(tariffImportStatuses),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  badRows: z.number().int(),
  importedRows: z.number().int(),
  /** The first MAX_REPORT_LINES bad lines; line 1 is the header. */
  report: z.array(tariffReportLine),
  createdAt: z.string(),
});
export type TariffImport = z.infer<typeof tariffImport>;

export const tariffImportQuery = z.strictObject({ id: z.uuid({ message: 'tariffs.import.notFound' }) });
export const tariffImportBody = z.strictObject({ id: z.uuid({ message: 'tariffs.import.notFound' }) });

const listFilters = {
  mode: z.enum(tariffModes).optional(),
  carrier: z.string().trim().max(100).optional(),
  /** A port or airport code; matches the origin or the destination. */
  origin: z.string().trim().toUpperCase().max(5).optional(),
  destination: z.string().trim().toUpperCase().max(5).optional(),
  validOn: day.optional(),
};

/** POST /api/Tariff/GetList */
export const tariffListRequest = z.strictObject({
  ...listFilters,
  /** current: valid today or later; expired: ended before today (Istanbul); all. */
  state: z.enum(['all', 'current', 'expired']).default('all'),
  pageNumber: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type TariffListRequest = z.infer<typeof tariffListRequest>;

export const tariffSummary = z.object({
  id: z.string(),
  mode: z.enum(tariffModes),
  carrier: z.string(),
  origin: z.string(),
  destination: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  transitDays: z.number().int(),
  demo: z.boolean(),
});
export type TariffSummary = z.infer<typeof tariffSummary>;
export const tariffPage = z.object({ items: z.array(tariffSummary), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type TariffPage = z.infer<typeof tariffPage>;

/** GET /api/Tariff/Export?mode=&carrier=&validOn= (query strings). */
export const tariffExportQuery = z.strictObject({
  mode: z.enum(tariffModes).optional(),
  carrier: z.string().trim().max(100).optional(),
  validOn: day.optional(),
  separator: z.enum(['semicolon', 'comma']).default('semicolon'),
});

/** POST /api/Tariff/ChangeValidity: end a tariff early or extend it. */
export const tariffValidityBody = z.strictObject({
  id: z.string().trim().regex(/^T-\d{1,12}$/, { message: 'tariffs.notFound' }),
  validTo: day,
});
export type TariffValidityBody = z.infer<typeof tariffValidityBody>;
