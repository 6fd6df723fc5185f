import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { api, ApiFailure, apiHref, type AnswerOf, type BodyOf, type QueryOf } from '@/lib/client/api';
import { http } from '@/lib/client/http';
import type { FreightSearchAnswer, FreightSearchRequest } from '@/lib/schemas/freight';

/** What the stand-in server saw of each call. */
const seen: { method?: string; url?: string; language?: string; body?: string }[] = [];
let server: Server;
const answers: Record<string, [number, unknown]> = {
  '/api/Lookup/GetTowns?cityId=34': [200, { isSuccess: true, data: [{ id: 1, provinceId: 34, name: 'Kadıköy' }] }],
  '/api/Contact/Send': [400, { isSuccess: false, code: 'errors.validation', message: 'Bazı bilgiler geçersiz.', errors: [{ field: 'email', code: 'validation.email', message: 'Geçerli bir e-posta girin.' }] }],
  '/api/chat/token': [200, { token: 't', conversationId: 'c', expires_in: 1800 }],
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, language: req.headers['accept-language'], body });
      const [status, answer] = answers[req.url ?? ''] ?? [404, { isSuccess: false, code: 'errors.noSuchEndpoint' }];
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  http.defaults.baseURL = '/api';
  server.close();
});

describe('the typed API client', () => {
  it('types each call from the endpoint table: names by method, bodies, queries and answers from the schemas', () => {
    expectTypeOf<BodyOf<'Freight/Search'>>().toEqualTypeOf<FreightSearchRequest>();
    expectTypeOf<AnswerOf<'POST', 'Freight/Search'>>().toEqualTypeOf<FreightSearchAnswer>();
    expectTypeOf<BodyOf<'File/Upload'>>().toEqualTypeOf<FormData>();
    expectTypeOf<QueryOf<'Tracking/Get'>>().toHaveProperty('number');
    // @ts-expect-error: Freight/Search is a POST
    void (() => api.get('Freight/Search'));
    // @ts-expect-error: no endpoint has this name
    void (() => api.post('Nope/Nope', {}));
    // @ts-expect-error: the body misses the required fields of the schema
    void (() => api.post('Contact/Send', { name: 'Ayşe' }));
  });

  it('sends a GET to the endpoint path with its query and the page language, and answers the envelope data', async () => {
    const towns = await api.get('Lookup/GetTowns', { cityId: 34 }, { locale: 'tr' });
    expect(towns).toEqual([{ id: 1, provinceId: 34, name: 'Kadıköy' }]);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/Lookup/GetTowns?cityId=34', language: 'tr' });
  });

  it('answers the whole body of an endpoint without the envelope', async () => {
    expect(await api.get('chat/token')).toEqual({ token: 't', conversationId: 'c', expires_in: 1800 });
  });

  it('turns a refusal into an ApiFailure with the status, stable code, localized message and field errors', async () => {
    const failure = await api.post('Contact/Send', { name: 'A', email: 'x' } as BodyOf<'Contact/Send'>, { locale: 'tr' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 400, code: 'errors.validation', serverMessage: 'Bazı bilgiler geçersiz.', fieldErrors: [{ field: 'email', code: 'validation.email', message: 'Geçerli bir e-posta girin.' }] });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/Contact/Send', body: JSON.stringify({ name: 'A', email: 'x' }) });
  });

  it('gives a failure that never reached a server no status and no server message', async () => {
    http.defaults.baseURL = 'http://127.0.0.1:1/api';
    const failure = (await api.get('Lookup/GetAll').catch((error: unknown) => error)) as ApiFailure;
    http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.status).toBeUndefined();
    expect(failure.serverMessage).toBeUndefined();
  });

  it('builds the address of a GET endpoint for links and downloads, leaving out empty query values', () => {
    expect(apiHref('File/Get', { id: 'abc 1', disposition: 'inline' })).toBe('/api/File/Get?id=abc+1&disposition=inline');
    expect(apiHref('Tariff/Export', { mode: undefined, separator: 'comma' })).toBe('/api/Tariff/Export?separator=comma');
    expect(apiHref('Lookup/GetAll')).toBe('/api/Lookup/GetAll');
  });
});
