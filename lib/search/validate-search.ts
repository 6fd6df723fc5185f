import { fieldErrors, type FieldError } from '../schemas/errors';
import { freightSearchRequest, type FreightSearchRequest } from '../schemas/freight';

/**
 * The browser's check of a search before it is sent: the server's own schema (same dotted codes), and
 * the ready date against today in Istanbul. The form loads this module when it is submitted, so the
 * validation library stays out of the page's first load.
 */
export function validateSearch(request: FreightSearchRequest, todayInIstanbul: string): FieldError[] {
  const result = freightSearchRequest.safeParse(request, { reportInput: true } as never);
  const found = result.success ? [] : fieldErrors(result.error, request);
  if (request.readyDate && request.readyDate < todayInIstanbul) found.push({ field: 'readyDate', code: 'freight.readyDate.past' });
  return found;
}
