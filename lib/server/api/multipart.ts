import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { FilePart } from '../../schemas/common';
import { ApiError } from './errors';

/** What a form's text fields and part headers may add to its file. */
export const MULTIPART_FRAMING_BYTES = 64 * 1024;

export interface MultipartLimits {
  /** The file's limit in bytes: a larger one is a 413 (files.tooLarge). */
  maxFileBytes: number;
  /** Text fields besides the file, each at most maxFieldBytes. */
  maxFields?: number;
  maxFieldBytes?: number;
}

export type MultipartForm = Record<string, string | FilePart>;

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Reads a `multipart/form-data` body with one file (busboy): its text fields as strings and the file
 * part (bytes, declared name and type) under its field name, for the endpoint's schema to validate.
 * Anything else than multipart is a 415; a declared length over the limits is refused before reading;
 * a file over `maxFileBytes` or a second file part fails once the body has been read (413 / 400), so
 * the client always gets the answer; malformed framing is a 400.
 */
export async function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<MultipartForm> {
  const { maxFileBytes, maxFields = 8, maxFieldBytes = 1024 } = limits;
  const fileTooLarge = () => new ApiError(413, 'files.tooLarge', { megabytes: megabytes(maxFileBytes) });
  if (!/^multipart\/form-data\s*;/i.test(String(req.headers['content-type'] ?? ''))) throw new ApiError(415, 'errors.multipartRequired');
  const maxTotal = maxFileBytes + MULTIPART_FRAMING_BYTES + maxFields * maxFieldBytes;
  if (Number(req.headers['content-length'] ?? 0) > maxTotal) throw fileTooLarge();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy flags a file that reaches fileSize; one byte over the limit is what is refused.
      limits: { fileSize: maxFileBytes + 1, files: 1, fields: maxFields, fieldSize: maxFieldBytes, fieldNameSize: 100, parts: maxFields + 1, headerPairs: 20 },
    });
  } catch {
    throw new ApiError(400, 'errors.malformedMultipart');
  }

  return new Promise<MultipartForm>((resolve, reject) => {
    const form: MultipartForm = {};
    let failure: ApiError | null = null;
    let settled = false;
    const settle = (error: ApiError | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(form);
    };
    /** Stops parsing now (the rest of the body is read and dropped so the answer still reaches the client). */
    const abort = (error: ApiError) => {
      if (settled) return;
      settle(error);
      req.unpipe(parser);
      req.resume();
      parser.destroy();
    };

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // A chunked body has no declared length: cap what is parsed.
      if (received > maxTotal) abort(fileTooLarge());
    });
    req.on('error', () => abort(new ApiError(400, 'errors.malformedMultipart')));
    // The client went away mid-body: nothing more will come, so stop waiting for it.
    req.on('close', () => {
      if (!req.complete) abort(new ApiError(400, 'errors.malformedMultipart'));
    });

    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      // A broken form also fails the file's stream: the parser's own error answers it (unhandled, it would crash the process).
      stream.on('error', () => {
        failure ??= new ApiError(400, 'errors.malformedMultipart');
      });
      stream.on('limit', () => {
        failure ??= fileTooLarge();
      });
      stream.on('end', () => {
        if (!stream.truncated) form[name] = { fileName: info.filename ?? '', declaredType: info.mimeType, content: Buffer.concat(chunks, size) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) failure ??= new ApiError(413, 'errors.payloadTooLarge', { limit: maxFieldBytes });
      else form[name] = value;
    });
    parser.on('filesLimit', () => {
      failure ??= new ApiError(400, 'files.onePerRequest');
    });
    const tooManyParts = () => {
      failure ??= new ApiError(413, 'errors.payloadTooLarge', { limit: maxTotal });
    };
    parser.on('fieldsLimit', tooManyParts);
    parser.on('partsLimit', tooManyParts);
    parser.on('error', () => abort(new ApiError(400, 'errors.malformedMultipart')));
    parser.on('close', () => settle(failure));
    req.pipe(parser);
  });
}
