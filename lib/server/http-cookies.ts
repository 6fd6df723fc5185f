import type { IncomingMessage } from 'node:http';

/** Cookies of a request, by name (first occurrence wins). */
export function readCookies(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      cookies[name] = part.slice(at + 1).trim();
    }
  }
  return cookies;
}
