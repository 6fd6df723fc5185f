import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { Access } from '@/lib/api/endpoint';
import { SERVICE_KEY, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const key = { 'X-Service-Key': SERVICE_KEY };

describe('API conventions', () => {
  it.each(Object.values(endpoints).map((e) => [e.path, e.method] as const))('%s answers a wrong method with 405 and Allow', async (path) => {
    // A path may serve both GET and POST (the Direct Line activities): then Allow lists both.
    const allowed = ['GET', 'POST'].filter((method) => Object.values(endpoints).some((e) => e.path === path && e.method === method));
    const wrong = ['GET', 'POST', 'PUT'].find((method) => !allowed.includes(method))!;
    const response = await api.call(wrong, path, { headers: key });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allowed.join(', '));
    expect(response.json).toMatchObject({ isSuccess: false, code: 'errors.methodNotAllowed' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Content-Type': 'application/json' }, rawBody: '{"pageSize": 5,' });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('errors.malformedJson');
  });

  it('answers an oversized body with 413', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Content-Type': 'application/json' }, rawBody: JSON.stringify({ pad: 'x'.repeat(40_000) }) });
    expect(response.status).toBe(413);
    expect(response.json.code).toBe('errors.payloadTooLarge');
  });

  it('answers a body of another media type with 415', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Content-Type': 'text/plain' }, rawBody: 'pageSize=5' });
    expect(response.status).toBe(415);
  });

  it('rejects a non-object body', async () => {
    for (const rawBody of ['[]', '"text"', '42', 'null']) {
      const response = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Content-Type': 'application/json' }, rawBody });
      expect(response.status, rawBody).toBe(400);
    }
  });

  it('gives every answer a request id, echoing a well-formed inbound one', async () => {
    const generated = await api.call('POST', '/api/Language/GetList', { headers: key, body: {} });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'X-Request-Id': 'trace-abc-12345' }, body: {} });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc-12345');
    const forged = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'X-Request-Id': 'bad id <script>' }, body: {} });
    expect(forged.headers.get('x-request-id')).not.toContain('<');
  });

  it('never leaks a stack trace', async () => {
    const response = await api.call('POST', '/api/Language/GetList', { headers: { ...key, 'Content-Type': 'application/json' }, rawBody: '{{{' });
    expect(response.text).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(response.text).not.toContain('SyntaxError');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await api.call('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.json as unknown as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; security: unknown[] }>> };
    expect(document.openapi).toBe('3.1.0');
    for (const definition of Object.values(endpoints)) {
      expect(document.paths[definition.path]?.[definition.method.toLowerCase()], definition.path).toBeDefined();
    }
    const getList = document.paths['/api/Language/GetList']!.post!;
    expect(JSON.stringify(getList.requestBody)).toContain('"maximum":100');
    expect(getList.security).toEqual([{ serviceKey: [] }]);
    // The roles of a restricted endpoint, machine-readable; none on one any signed-in user may call.
    const roles = (path: string, method: string) => (document.paths[path]![method] as { 'x-roles'?: string[] })['x-roles'];
    expect(roles('/api/User/GetList', 'post')).toEqual(['Admin']);
    expect(roles('/api/Demand/GetList', 'post')).toBeUndefined();
    for (const definition of Object.values(endpoints)) {
      const access: Access = definition.access;
      const restricted = access.kind === 'user' ? access.roles : undefined;
      expect(roles(definition.path, definition.method.toLowerCase()), definition.path).toEqual(restricted ? [...restricted] : undefined);
    }
  });

  it('answers a path no endpoint has with the localized 404 envelope', async () => {
    for (const [locale, message] of [['en', /^No API endpoint has this path/], ['tr', /^Bu yolda bir API uç noktası yok/]] as const) {
      const response = await api.call('GET', '/api/No/Such?x=1', { headers: { 'Accept-Language': locale } });
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ isSuccess: false, code: 'errors.noSuchEndpoint' });
      expect(String(response.json.message)).toMatch(message);
    }
    expect((await api.call('POST', '/api/Freight', { body: {} })).status).toBe(404);
  });

  it('describes binary answers and multipart bodies by their media types', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };
    const document = (await api.call('GET', '/api/openapi.json')).json as unknown as { paths: Record<string, Record<string, Operation>> };
    for (const definition of Object.values(endpoints)) {
      const operation = document.paths[definition.path]![definition.method.toLowerCase()]!;
      const success = operation.responses['200']!.content!;
      if (definition.produces) expect(success, definition.path).toEqual({ [definition.produces]: { schema: { type: 'string', format: 'binary' } } });
      else expect(Object.keys(success), definition.path).toEqual(['application/json']);
      if (definition.body) expect(Object.keys(operation.requestBody!.content), definition.path).toEqual([definition.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json']);
      if (definition.bodyKind === 'multipart') expect(definition.method, definition.path).toBe('POST');
    }
    const upload = document.paths['/api/File/Upload']!.post!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['401', '403', '409', '413', '415']));
  });
});
