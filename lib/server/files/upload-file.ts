import { createHash } from 'node:crypto';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { sanitizeFileName, withExtension } from '../../domain/file-name';
import { sniffMediaType } from '../../domain/file-signature';
import type { FilePart } from '../../schemas/common';
import { extensionsOf, MAX_FILE_BYTES, MAX_FILES } from '../../domain/file-rules';
import type { UploadedFile } from '../../schemas/files';
import { ApiError, badRequest, conflict } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { uploadedFiles, users } from '../db/schema';

interface UploadFileInput {
  ownerId: string;
  file: FilePart;
  requestId?: string;
}

/**
 * Stores one upload of a signed-in user, not yet attached to a request: the type is sniffed from the
 * bytes (the client's declared type and extension are not trusted; a name whose extension doesn't match
 * gets the right one appended), the name is sanitised, the SHA-256 kept. An owner may hold at most
 * MAX_FILES uploads of the last 24 hours not attached to a request (409 beyond: what one request can
 * take); the owner's row is locked while counting, so parallel uploads can't pass the limit together.
 */
export async function uploadFile(db: Database, { ownerId, file, requestId }: UploadFileInput): Promise<UploadedFile> {
  const content = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  if (content.length > MAX_FILE_BYTES) throw new ApiError(413, 'files.tooLarge', { megabytes: MAX_FILE_BYTES / (1024 * 1024) });
  if (content.length === 0) throw badRequest('errors.validation', [{ field: 'file', code: 'files.empty' }]);
  const mediaType = sniffMediaType(content);
  if (!mediaType) throw badRequest('errors.validation', [{ field: 'file', code: 'files.unsupportedType' }]);
  const fileName = withExtension(sanitizeFileName(file.fileName), extensionsOf(mediaType));
  const sha256 = createHash('sha256').update(content).digest('hex');

  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    if (!owner) throw new Error('the uploader is not registered (the route registers them first)');
    const [pending] = await tx
      .select({ n: count() })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.ownerId, ownerId), isNull(uploadedFiles.requestId), isNull(uploadedFiles.reservationId), gte(uploadedFiles.createdAt, sql`now() - interval '1 day'`)));
    if ((pending?.n ?? 0) >= MAX_FILES) throw conflict('files.tooMany');
    const [row] = await tx
      .insert(uploadedFiles)
      .values({ ownerId, fileName, mediaType, sizeBytes: content.length, sha256, content })
      .returning({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes });
    if (!row) throw new Error('the upload was not stored');
    await writeAudit(tx, { actorId: ownerId, action: 'file.upload', entity: 'uploadedFile', entityId: row.id, after: { fileName, mediaType, sizeBytes: content.length, sha256 }, requestId });
    return row;
  });
}
