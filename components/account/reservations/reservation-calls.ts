import { toast } from '@/lib/toast';
import { httpClient, serverMessage } from '@/lib/http-client';

/** A POST of the reservation screens in the reader's language; a failure shows the server's localized message and rethrows. */
export async function postReservationCall<T>(path: string, body: unknown, locale: string, fallback: string, headers: Record<string, string> = {}): Promise<T> {
  try {
    const http = await httpClient();
    const response = await http.post<{ data: T }>(path, body, { headers: { 'Accept-Language': locale, ...headers } });
    return response.data.data;
  } catch (error) {
    toast.error(serverMessage(error) ?? fallback, { toastId: `${path}-failed` });
    throw error;
  }
}

/** A fresh idempotency key for one payment attempt (kept while the form retries the same attempt). */
export const newAttemptKey = () => `pay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
