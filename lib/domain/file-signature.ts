/**
 * The type of an uploaded file, told from its bytes (its "magic number"), never from the name or the
 * Content-Type the client declared: PDF, PNG, JPEG, and XLSX (a ZIP archive holding the Office Open
 * XML parts `[Content_Types].xml` and `xl/…`). Anything else is null, e.g. a program renamed `.pdf`.
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SniffedMediaType = 'application/pdf' | 'image/png' | 'image/jpeg' | typeof XLSX_MEDIA_TYPE;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_HEADER = 0x04034b50; // PK\3\4
const ZIP_CENTRAL_HEADER = 0x02014b50; // PK\1\2
const ZIP_END_OF_DIRECTORY = 0x06054b50; // PK\5\6
/** The end-of-directory record is 22 bytes plus a comment of at most 65535. */
const ZIP_END_SEARCH = 22 + 0xffff;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const uint16 = (bytes: Uint8Array, at: number) => (at + 2 <= bytes.length ? bytes[at]! | (bytes[at + 1]! << 8) : -1);
const uint32 = (bytes: Uint8Array, at: number) => (at + 4 <= bytes.length ? (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0 : -1);
const text = (bytes: Uint8Array, at: number, length: number) => new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(at, at + length));

/** The entry names of the archive's central directory (empty when it has none that reads cleanly). */
function centralDirectoryNames(bytes: Uint8Array): string[] {
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - ZIP_END_SEARCH); end--) {
    if (uint32(bytes, end) !== ZIP_END_OF_DIRECTORY) continue;
    const count = uint16(bytes, end + 10);
    let at = uint32(bytes, end + 16);
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      if (uint32(bytes, at) !== ZIP_CENTRAL_HEADER) return [];
      const nameLength = uint16(bytes, at + 28);
      const extraLength = uint16(bytes, at + 30);
      const commentLength = uint16(bytes, at + 32);
      if (at + 46 + nameLength > bytes.length) return [];
      names.push(text(bytes, at + 46, nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return [];
}

/** The names of the local file headers, found by their signature (for an archive whose directory is cut off). */
function localHeaderNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let at = 0; at + 30 <= bytes.length; at++) {
    if (bytes[at] !== 0x50 || uint32(bytes, at) !== ZIP_LOCAL_HEADER) continue;
    const nameLength = uint16(bytes, at + 26);
    if (at + 30 + nameLength <= bytes.length) names.push(text(bytes, at + 30, nameLength));
  }
  return names;
}

/** The entry names of a ZIP archive: from its central directory, else from its local headers. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  if (uint32(bytes, 0) !== ZIP_LOCAL_HEADER) return [];
  const names = centralDirectoryNames(bytes);
  return names.length > 0 ? names : localHeaderNames(bytes);
}

/** An Office Open XML workbook: a ZIP with the content-types part and the `xl/` folder. */
export function isXlsx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
}

/** The media type the bytes really are, or null when they are none of the accepted types. */
export function sniffMediaType(bytes: Uint8Array): SniffedMediaType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (isXlsx(bytes)) return XLSX_MEDIA_TYPE;
  return null;
}

/** [M5] The image types content editors may upload, told from the bytes. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // GIF87a
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // GIF89a
const RIFF = [0x52, 0x49, 0x46, 0x46]; // RIFF, then the size, then WEBP
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** JPEG, PNG, WebP (a RIFF container of type WEBP) or GIF (87a/89a) by signature; null for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes.subarray(8), WEBP)) return 'image/webp';
  return null;
}
