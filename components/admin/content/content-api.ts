/**
 * [M5] The content editors' calls (lib/api/endpoints.ts content*): each answers the data or throws a
 * ContentCallFailure with the status, the error key, the localized message and the field errors, so the
 * editor can show a conflict dialog or put errors on fields instead of a toast.
 */
import { httpClient, httpStatus, serverMessage } from '@/lib/http-client';
import type { ContentEntryDetail, ContentImage, ContentPage, ContentListRequest } from '@/lib/schemas/content-admin';
import type { EditorValues } from './content-form';

export interface ServerFieldError {
  field: string;
  code: string;
  message: string;
}

export class ContentCallFailure extends Error {
  constructor(
    readonly status: number | undefined,
    readonly code: string | undefined,
    message: string | undefined,
    readonly fieldErrors: ServerFieldError[],
  ) {
    super(message ?? '');
  }
  /** Someone saved the entry since it was opened (409 content.revision.stale). */
  get stale(): boolean {
    return this.status === 409 && (this.code ?? '').includes('stale');
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, locale: string): Promise<T> {
  const http = await httpClient();
  const headers = { 'Accept-Language': locale };
  try {
    const response = method === 'GET' ? await http.get<{ data: T }>(path, { headers }) : await http.post<{ data: T }>(path, body, { headers });
    return response.data.data;
  } catch (error) {
    const data = (error as { response?: { data?: { code?: unknown; errors?: unknown } } } | null)?.response?.data;
    const fieldErrors = Array.isArray(data?.errors) ? (data.errors as ServerFieldError[]).filter((item) => item && typeof item.field === 'string') : [];
    throw new ContentCallFailure(httpStatus(error), typeof data?.code === 'string' ? data.code : undefined, serverMessage(error), fieldErrors);
  }
}

export const contentApi = {
  list: (request: ContentListRequest, locale: string) => call<ContentPage>('POST', '/Content/GetList', request, locale),
  get: (id: number, locale: string) => call<ContentEntryDetail>('GET', `/Content/Get?id=${id}`, undefined, locale),
  save: (entry: EditorValues, opened: { id: number; revision: number } | null, locale: string) =>
    call<ContentEntryDetail>('POST', '/Content/Save', opened ? { id: opened.id, expectedRevision: opened.revision, entry } : { entry }, locale),
  remove: (id: number, revision: number, locale: string) => call<{ id: number }>('POST', '/Content/Delete', { id, expectedRevision: revision }, locale),
  revisions: (id: number, locale: string) => call<{ items: import('@/lib/schemas/content-admin').ContentRevision[] }>('GET', `/Content/GetRevisions?id=${id}`, undefined, locale),
  revision: (id: number, revision: number, locale: string) =>
    call<{ revision: number; entry: EditorValues; editedByName: string | null; createdAt: string }>('GET', `/Content/GetRevision?id=${id}&revision=${revision}`, undefined, locale),
  restore: (id: number, revision: number, expectedRevision: number, locale: string) =>
    call<ContentEntryDetail>('POST', '/Content/RestoreRevision', { id, revision, expectedRevision }, locale),
  preview: (markdown: string, locale: string) => call<{ html: string; readingMinutes: number }>('POST', '/Content/Preview', { markdown }, locale),
  uploadImage: (file: File, locale: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return call<ContentImage>('POST', '/Content/UploadImage', form, locale);
  },
};

/** The site path of an uploaded image (what markdown and covers link to). */
export const contentImageUrl = (id: string) => `/api/Content/Image?id=${encodeURIComponent(id)}`;

/** The client's checks before an upload (the server sniffs the bytes anyway): an image of at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export function uploadProblem(file: { size: number; type: string }): 'tooLarge' | 'notImage' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  return file.size > MAX_UPLOAD_BYTES ? 'tooLarge' : null;
}
