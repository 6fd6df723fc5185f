import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReservationDetail, attachFilesBody } from '../../schemas/reservation';
import { ApiError, badRequest } from '../api/errors';
import { writeAudit } from '../audit';
import type { Database } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { isCustomerOf, type RequestViewer } from '../requests/request-scope';
import { lockReservation } from './reservation-transition';

/**
 * Attaches the caller's own unattached uploads to a reservation as its documents (the customer side,
 * not once it is cancelled or delivered). An id that is not such an upload is a 400 naming it.
 */
export async function attachFiles(db: Database, viewer: RequestViewer, body: z.output<typeof attachFilesBody>, requestId?: string): Promise<ReservationDetail['documents']> {
  const ids = [...new Set(body.fileIds)];
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, viewer, body.id);
    if (!isCustomerOf(viewer, reservation)) throw new ApiError(403, 'reservations.transition.notAllowed', { action: 'attachFiles' });
    if (reservation.status === 'cancelled' || reservation.status === 'delivered') throw new ApiError(409, 'reservations.partiesLocked', { status: reservation.status });
    const attached = await tx
      .update(uploadedFiles)
      .set({ reservationId: body.id })
      .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerId, viewer.userId), isNull(uploadedFiles.requestId), isNull(uploadedFiles.reservationId)))
      .returning({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, mediaType: uploadedFiles.mediaType, sizeBytes: uploadedFiles.sizeBytes });
    if (attached.length !== ids.length) throw badRequest('errors.validation', [{ field: 'fileIds', code: 'requests.files.unknown' }]);
    await writeAudit(tx, { actorId: viewer.userId, action: 'reservation.attachFiles', entity: 'reservation', entityId: body.id, after: { fileIds: ids }, requestId });
    return attached;
  });
}
