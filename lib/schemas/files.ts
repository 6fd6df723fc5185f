import { z } from 'zod';
import { filePart } from './common';

/** POST /api/File/Upload: a multipart form with one file in the field `file`. */
export const fileUploadForm = z.strictObject({ file: filePart.describe('One PDF, JPEG, PNG or XLSX file of at most 10 MB.') });

export const uploadedFile = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** GET /api/File/Get?id=… */
export const fileIdQuery = z.strictObject({
  id: z.uuid({ message: 'files.id.invalid' }),
  /** [M5] `inline` shows a PDF or image in the browser (a transfer receipt under review); anything else always downloads. */
  disposition: z.enum(['attachment', 'inline']).optional(),
});
