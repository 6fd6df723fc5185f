import { z } from 'zod';
import { XLSX_MEDIA_TYPE, type SniffedMediaType } from '../domain/file-signature';
import { filePart } from './common';

/**
 * Files attached to a request ([M1]): PDF, JPEG, PNG or XLSX, at most 10 MB each and 5 per request.
 * The browser checks the extension and size with these constants before uploading; the server checks
 * the size again and the type from the bytes (lib/domain/file-signature.ts).
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;

export const acceptedFileTypes: readonly { mediaType: SniffedMediaType; extensions: readonly string[] }[] = [
  { mediaType: 'application/pdf', extensions: ['.pdf'] },
  { mediaType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { mediaType: 'image/png', extensions: ['.png'] },
  { mediaType: XLSX_MEDIA_TYPE, extensions: ['.xlsx'] },
];

/** The `accept` attribute of a file input: the extensions and media types above. */
export const acceptAttribute = acceptedFileTypes.flatMap((type) => [...type.extensions, type.mediaType]).join(',');

/** The extensions a media type's files are named with. */
export const extensionsOf = (mediaType: string): readonly string[] => acceptedFileTypes.find((type) => type.mediaType === mediaType)?.extensions ?? [];

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
export const fileIdQuery = z.strictObject({ id: z.uuid({ message: 'files.id.invalid' }) });
