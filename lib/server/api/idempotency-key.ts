import type { IncomingMessage } from 'node:http';
import { idempotencyKey } from '../../schemas/request';
import { badRequest } from './errors';

/**
 * The Idempotency-Key header of a create call (Demand/Create, Reservation/Create, Payment/Transfer): undefined
 * when it is absent, a 400 naming the header when it is malformed (8–64 letters, digits, `_` or `-`).
 */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = idempotencyKey.safeParse(header);
  if (!key.success) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'requests.idempotencyKey.invalid' }]);
  return key.data;
}

/** The Idempotency-Key a card payment must carry: a 400 naming the header when it is absent or malformed. */
export function requiredIdempotencyKeyOf(req: IncomingMessage): string {
  const key = idempotencyKeyOf(req);
  if (key === undefined) throw badRequest('errors.validation', [{ field: 'Idempotency-Key', code: 'payments.idempotencyKey.required' }]);
  return key;
}
