import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaimsService } from '../../idp/claims.mjs';

/** [T1] finding 2: the provider asks the application for roles over its internal Unix socket, not the network. */
let dir = '';
let socketPath = '';
const received: { path: string; secret: string | undefined; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ path: req.url ?? '', secret: req.headers['x-claims-secret'] as string | undefined, body });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ roles: ['Operator'], companyName: null }));
  });
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'navlun-claims-'));
  socketPath = path.join(dir, 'app.sock');
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the claims call over the app’s internal socket', () => {
  it('posts the user to the endpoint’s path with the secret and reads the roles', async () => {
    const claims = createClaimsService({ url: 'http://localhost:3000/api/internal/identityClaims', secret: 's3cret', socketPath, ttlMs: 0 });
    const user = { id: 'user-1', email: 'emre@example.com', firstName: 'Emre', lastName: 'Şahin', emailVerified: true };
    expect(await claims.lookup(user as never, 'B2C_1_signupsignin')).toEqual({ roles: ['Operator'], companyName: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: '/api/internal/identityClaims', secret: 's3cret' });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ objectId: 'user-1', email: 'emre@example.com', givenName: 'Emre', surname: 'Şahin' });
  });

  it('fails token issuance (server_error) when nothing listens on the socket', async () => {
    const claims = createClaimsService({ url: 'http://localhost:3000/api/internal/identityClaims', secret: 's3cret', socketPath: path.join(dir, 'nobody.sock'), ttlMs: 0 });
    await expect(claims.lookup({ id: 'user-2', email: 'a@example.com', firstName: '', lastName: '' } as never, 'B2C_1_signupsignin')).rejects.toMatchObject({ error: 'server_error' });
  });
});
