import { api, type CallOptions } from '../client/api';

/** Files of this page already uploaded: a retried request attaches them again instead of uploading twice. */
const uploaded = new WeakMap<File, string>();

/**
 * Uploads the chosen files one by one (POST /api/File/Upload, multipart, field `file`) and answers
 * their ids in the same order, for the request that attaches them; a file uploaded by an earlier
 * attempt is not sent again. A failed upload rejects with the ApiFailure (its stable code, e.g.
 * files.tooLarge, and the localized message).
 */
export async function uploadFiles(files: readonly File[], options: CallOptions = {}): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    let id = uploaded.get(file);
    if (!id) {
      const form = new FormData();
      form.append('file', file, file.name);
      id = (await api.post('File/Upload', form, options)).id;
      uploaded.set(file, id);
    }
    ids.push(id);
  }
  return ids;
}
