import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TransferQueuePage, transferQueueRequest } from '../../schemas/admin-operations';
import type { z } from 'zod';
import { forbidden } from '../api/errors';
import type { Database } from '../db/client';
import { foldedText, sqlFold } from '../db/list-filters';
import { companies, payments, reservations, uploadedFiles, users } from '../db/schema';
import { seesAllRequests, type RequestViewer } from '../requests/request-scope';

/**
 * [M5] The bank-transfer queue of operations: transfer payments in the chosen statuses (under review
 * by default), oldest first, with the receipt, the reservation and the customer; the text matches the
 * booking and payment references and the customer's email, name and company, folded for Turkish letters.
 */
export async function listTransfers(db: Database, viewer: RequestViewer, request: z.output<typeof transferQueueRequest>): Promise<TransferQueuePage> {
  if (!seesAllRequests(viewer)) throw forbidden('requests.scope.forbidden');
  const conditions: SQL[] = [eq(payments.method, 'transfer'), inArray(payments.status, request.statuses)];
  if (request.text) {
    const { like, any } = foldedText(request.text);
    conditions.push(
      any([
        like(sqlFold(sql`coalesce(${reservations.reference}, '')`)),
        like(sqlFold(sql`${reservations.paymentReference}`)),
        like(sqlFold(sql`${users.email}`)),
        like(sqlFold(sql`${users.firstName} || ' ' || ${users.lastName}`)),
        like(sqlFold(sql`coalesce(${companies.name}, '')`)),
      ]),
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        paymentId: payments.id,
        status: payments.status,
        amount: payments.amount,
        currency: payments.currency,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
        receiptId: uploadedFiles.id,
        receiptName: uploadedFiles.fileName,
        receiptType: uploadedFiles.mediaType,
        receiptSize: uploadedFiles.sizeBytes,
        reservationId: reservations.id,
        reference: reservations.reference,
        reservationStatus: reservations.status,
        paymentReference: reservations.paymentReference,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: companies.name,
      })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .leftJoin(companies, eq(companies.id, reservations.companyId))
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, payments.receiptFileId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db
      .select({ value: count() })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .leftJoin(companies, eq(companies.id, reservations.companyId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      paymentId: row.paymentId,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      receipt: row.receiptId ? { id: row.receiptId, fileName: row.receiptName ?? '', mediaType: row.receiptType ?? '', sizeBytes: row.receiptSize ?? 0 } : null,
      reservation: { id: row.reservationId, reference: row.reference ?? '', status: row.reservationStatus, paymentReference: row.paymentReference },
      owner: { email: row.email, fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') },
      companyName: row.companyName ?? null,
    })),
    totalCount: Number(total?.value ?? 0),
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
}
