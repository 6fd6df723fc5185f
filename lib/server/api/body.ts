import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** Reads a body's bytes as text with a size limit (413 beyond), exactly as sent: what a signature covers. */
export async function readRawText(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new ApiError(413, 'errors.payloadTooLarge', { limit });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new ApiError(413, 'errors.payloadTooLarge', { limit });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a body's text with a size limit (413 beyond), trimmed. */
async function readText(req: IncomingMessage, limit: number): Promise<string> {
  return (await readRawText(req, limit)).trim();
}

/** A JSON text parsed; malformed JSON is a 400. */
export const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'errors.malformedJson');
  }
};

/** Reads and parses a JSON body with a size limit; an empty body is `undefined`. */
export async function readJsonBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  if (!text) return undefined;
  const type = String(req.headers['content-type'] ?? '');
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, 'errors.unsupportedMediaType');
  return parseJson(text);
}

/** A multipart/form-data body's text fields (a file part's content is dropped). */
function multipartFields(text: string, type: string): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const part of text.split(`--${boundary}`)) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head ?? '')?.[1];
    if (name && !/filename=/i.test(head ?? '')) fields[name] = rest.join('\n\n').replace(/\r?\n$/, '');
  }
  return fields;
}

/**
 * Reads a JSON body, or a form's text fields (application/x-www-form-urlencoded or multipart/form-data) as a record:
 * what a mail client's one-click unsubscribe POST sends (RFC 8058). An empty body is `undefined`.
 */
export async function readFormOrJsonBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  if (!text) return undefined;
  const type = String(req.headers['content-type'] ?? '');
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  if (/^multipart\/form-data\b/i.test(type)) return multipartFields(text, type);
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, 'errors.unsupportedMediaType');
  return parseJson(text);
}
