import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** Reads and parses a JSON body with a size limit; an empty body is `undefined`. */
export async function readJsonBody(req: IncomingMessage, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
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
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return undefined;
  const type = String(req.headers['content-type'] ?? '');
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, 'errors.unsupportedMediaType');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'errors.malformedJson');
  }
}
