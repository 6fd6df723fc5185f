import { XLSX_MEDIA_TYPE, type SniffedMediaType } from './file-signature';

/**
 * Files attached to a request ([M1]): PDF, JPEG, PNG or XLSX, at most 10 MB each and 5 per request.
 * The browser checks the extension and size with these constants before uploading; the server checks
 * the size again and the type from the bytes (file-signature.ts).
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

/** The types a bank transfer receipt may have (a scan or a bank's PDF): no spreadsheets. */
export const receiptMediaTypes: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const receiptAcceptAttribute = acceptedFileTypes.filter((type) => receiptMediaTypes.includes(type.mediaType)).flatMap((type) => [...type.extensions, type.mediaType]).join(',');
