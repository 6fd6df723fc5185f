import { toast } from '@/lib/toast';
import { httpClient, serverMessage } from '@/lib/http-client';

/**
 * A call of an admin screen in the reader's language (`path` as lib/api/endpoints.ts names it, e.g.
 * /api/Language/Create): the answer's data, or a toast with the server's localized message (and its
 * first field error) and the error rethrown for the caller.
 */
export async function adminCall<T>(method: 'GET' | 'POST', path: string, body: unknown, locale: string, fallback: string): Promise<T> {
  // The client's base is /api: an endpoint's full path (lib/api/endpoints.ts) is given without it.
  const relative = path.replace(/^\/api(?=\/)/, '');
  try {
    const http = await httpClient();
    const headers = { 'Accept-Language': locale };
    const response = method === 'GET' ? await http.get<{ data: T }>(relative, { headers }) : await http.post<{ data: T }>(relative, body, { headers });
    return response.data.data;
  } catch (error) {
    const errors = (error as { response?: { data?: { errors?: { message?: string }[] } } } | null)?.response?.data?.errors;
    const detail = Array.isArray(errors) && errors[0]?.message ? ` ${errors[0].message}` : '';
    toast.error(`${serverMessage(error) ?? fallback}${detail}`, { toastId: `${path}-failed` });
    throw error;
  }
}

/** A list screen's paging and sort, read from the address bar (the page's getServerSideProps reads the same). */
export function numberParam(value: string | string[] | undefined, fallback: number): number {
  const parsed = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
