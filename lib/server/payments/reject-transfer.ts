import type { RejectTransferBody } from '../../schemas/admin-operations';
import type { PaymentAnswer } from '../../schemas/payment';
import type { Database } from '../db/client';
import type { RequestViewer } from '../requests/request-scope';
import { confirmTransfer } from './confirm-transfer';

/**
 * [M5] Operations refuse a transfer under review with a reason: the confirm-transfer transaction with
 * approve = false (payment rejected, reservation awaiting payment again, audited), the reason kept on
 * the payment (the reservation screen shows it) and in the audit row, and told to the customer in the
 * in-app notification and the email.
 */
export function rejectTransfer(db: Database, viewer: RequestViewer, body: Required<RejectTransferBody>, requestId?: string): Promise<PaymentAnswer> {
  return confirmTransfer(db, viewer, { paymentId: body.paymentId, approve: false, reason: body.reason }, requestId);
}
