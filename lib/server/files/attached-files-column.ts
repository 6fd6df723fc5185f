import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jsonRows } from '../db/json-subquery';
import { uploadedFiles } from '../db/schema';

/** An attached file as json_agg writes it. */
interface FileJson {
  id: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
}

/** The files attached to a record (`where` picks them: a request's, a reservation's), oldest first, as a JSON column of the record's statement. */
export function attachedFilesColumn(db: Pick<Database, 'select'>, where: SQL) {
  return jsonRows<FileJson>(
    db
      .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes, createdAt: uploadedFiles.createdAt })
      .from(uploadedFiles)
      .where(where),
    sql`row_data.created_at`,
  );
}

/** A file of attachedFilesColumn as the screens list it. */
export const attachedFile = (file: FileJson) => ({ id: file.id, fileName: file.file_name, mediaType: file.media_type, sizeBytes: file.size_bytes });
