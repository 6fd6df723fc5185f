import type { IncomingMessage, ServerResponse } from 'node:http';
import { openApiDocument } from '../../api/openapi';

let document: string | undefined;

/** GET /api/openapi.json: the API's OpenAPI 3.1 document, generated from the endpoint table once per process. */
export async function openApiRoute(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET', 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ isSuccess: false, code: 'errors.methodNotAllowed', message: 'Use GET.' }));
  }
  document ??= JSON.stringify(openApiDocument(), null, 2);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  res.end(req.method === 'HEAD' ? undefined : document);
}
