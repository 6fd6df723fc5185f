/**
 * [M5] The content editors' calls (lib/api/endpoints/content.ts) through the typed client: each answers the
 * data or throws an ApiFailure with the status, the error key, the localized message and the field errors,
 * so the editor can show a conflict dialog or put errors on fields instead of a toast.
 */
import { api, apiHref, ApiFailure } from '@/lib/client/api';
import type { ContentListRequest } from '@/lib/schemas/content-admin';
import type { EditorValues } from './content-form';

/** Someone saved the entry since it was opened (409 content.revision.stale). */
export const isStale = (error: unknown): boolean => error instanceof ApiFailure && error.status === 409 && (error.code ?? '').includes('stale');

export const contentApi = {
  list: (request: ContentListRequest, locale: string) => api.post('Content/GetList', request, { locale }),
  get: (id: number, locale: string) => api.get('Content/Get', { id }, { locale }),
  save: (entry: EditorValues, opened: { id: number; revision: number } | null, locale: string) =>
    api.post('Content/Save', opened ? { id: opened.id, expectedRevision: opened.revision, entry } : { entry }, { locale }),
  remove: (id: number, revision: number, locale: string) => api.post('Content/Delete', { id, expectedRevision: revision }, { locale }),
  revisions: (id: number, locale: string) => api.get('Content/GetRevisions', { id }, { locale }),
  revision: (id: number, revision: number, locale: string) => api.get('Content/GetRevision', { id, revision }, { locale }),
  restore: (id: number, revision: number, expectedRevision: number, locale: string) => api.post('Content/RestoreRevision', { id, revision, expectedRevision }, { locale }),
  preview: (markdown: string, locale: string) => api.post('Content/Preview', { markdown }, { locale }),
  uploadImage: (file: File, locale: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post('Content/UploadImage', form, { locale });
  },
};

/** The site path of an uploaded image (what markdown and covers link to). */
export const contentImageUrl = (id: string) => apiHref('Content/Image', { id });

/** The client's checks before an upload (the server sniffs the bytes anyway): an image of at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export function uploadProblem(file: { size: number; type: string }): 'tooLarge' | 'notImage' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  return file.size > MAX_UPLOAD_BYTES ? 'tooLarge' : null;
}
