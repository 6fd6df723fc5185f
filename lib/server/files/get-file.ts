import { and, eq, or, sql } from 'drizzle-orm';
import { notFound } from '../api/errors';
import type { Database } from '../db/client';
import { requests, reservations, uploadedFiles } from '../db/schema';
import { visibleReservations } from '../reservations/reservation-scope';
import { seesAllRequests, visibleRequests, type RequestViewer } from '../requests/request-scope';

export interface StoredFile {
  fileName: string;
  mediaType: string;
  content: Buffer;
}

/**
 * One uploaded file for download: its owner's; once attached to a request, anyone who may see that
 * request (the owner's company admin, operations); once attached to a reservation (a document, a
 * transfer receipt), anyone who may see that reservation. Anyone else gets the same 404 as for a file that
 * doesn't exist, so ids can't be probed.
 */
export async function getFile(db: Database, id: string, viewer: RequestViewer): Promise<StoredFile> {
  const [row] = await db
    .select({ fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .leftJoin(requests, eq(requests.id, uploadedFiles.requestId))
    .leftJoin(reservations, eq(reservations.id, uploadedFiles.reservationId))
    .where(
      and(
        eq(uploadedFiles.id, id),
        or(
          eq(uploadedFiles.ownerId, viewer.userId),
          seesAllRequests(viewer) ? sql`true` : or(and(sql`${requests.id} is not null`, visibleRequests(viewer)), and(sql`${reservations.id} is not null`, visibleReservations(viewer))),
        ),
      ),
    );
  if (!row) throw notFound('files.notFound');
  return row;
}
