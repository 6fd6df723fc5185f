import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { sanitizeFileName } from '../../../domain/file-name';
import { sniffImageType } from '../../../domain/file-signature';
import type { FilePart } from '../../../schemas/common';
import { CONTENT_IMAGE_MAX_WIDTH, MAX_CONTENT_IMAGE_BYTES, type ContentImage } from '../../../schemas/content-admin';
import { apiHref } from '../../../api/href';
import { ApiError } from '../../api/errors';
import { writeAudit } from '../../audit';
import type { Database } from '../../db/client';
import { contentImages } from '../../db/schema';
import type { ContentActor } from './content-actor';

export const CONTENT_IMAGE_QUALITY = 82;
/** A decoded image larger than this many pixels is refused (a small file can expand to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

export const contentImageUrl = (id: string) => apiHref('Content/Image', { id });

/**
 * [M5] Stores an editor's image: the type read from the bytes (JPEG, PNG, WebP, GIF; anything else, or
 * bytes sharp can't decode, e.g. a cut-off PNG, is a 415), turned upright by its EXIF orientation,
 * made at most 1600 px wide (never enlarged) and re-encoded as WebP without its metadata, kept with
 * its SHA-256 and dimensions. Audited.
 */
export async function uploadImage(db: Database, actor: ContentActor, file: FilePart): Promise<ContentImage> {
  const input = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  if (input.length > MAX_CONTENT_IMAGE_BYTES) throw new ApiError(413, 'files.tooLarge', { megabytes: MAX_CONTENT_IMAGE_BYTES / (1024 * 1024) });
  const sourceType = sniffImageType(input);
  if (!sourceType) throw new ApiError(415, 'content.image.type');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: CONTENT_IMAGE_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ApiError(415, 'content.image.unreadable');
  }
  const { data, info } = output;
  const sha256 = createHash('sha256').update(data).digest('hex');
  const fileName = `${(sanitizeFileName(file.fileName) || 'image').replace(/\.[A-Za-z0-9]{1,5}$/, '')}.webp`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentImages)
      .values({ fileName, mediaType: 'image/webp', width: info.width, height: info.height, sizeBytes: data.length, sha256, content: data, createdBy: actor.userId })
      .returning({ id: contentImages.id });
    if (!row) throw new Error('the image was not stored');
    const image = { id: row.id, width: info.width, height: info.height, sizeBytes: data.length, url: contentImageUrl(row.id) };
    await writeAudit(tx, { actorId: actor.userId, action: 'content.image.upload', entity: 'contentImage', entityId: row.id, after: { fileName, sourceType, width: info.width, height: info.height, sizeBytes: data.length, sha256 }, requestId: actor.requestId });
    return image;
  });
}
