import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/api/endpoints';
import { apiKeyScopes, companyAdminScopes, createApiKeyBody } from '@/lib/schemas/api-key';
import { apiKeyStatusOf } from '@/lib/server/api-keys/key-row';
import { generateApiKey, hashKeySecret, keyPrefixOf, looksLikeApiKey, parseApiKey, secretMatches } from '@/lib/server/api-keys/key-secret';

/** [E1] The key's shape, its hash and the endpoint table's scopes. */
describe('API key format and hashing', () => {
  it('a new key is nlk_ + 8-character public id + _ + 43 base64url characters (256 bits), stored as the SHA-256 of the secret', () => {
    const { key, publicId, secretHash } = generateApiKey();
    expect(key).toMatch(/^nlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    const parsed = parseApiKey(key)!;
    expect(parsed.publicId).toBe(publicId);
    expect(Buffer.from(parsed.secret, 'base64url')).toHaveLength(32);
    expect(secretHash).toBe(createHash('sha256').update(parsed.secret).digest('hex'));
    expect(hashKeySecret(parsed.secret)).toHaveLength(64);
    expect(key.startsWith(`${keyPrefixOf(publicId)}_`)).toBe(true);
  });

  it('keys are unique and their secrets never repeat', () => {
    const keys = Array.from({ length: 200 }, () => generateApiKey());
    expect(new Set(keys.map((item) => item.publicId)).size).toBe(200);
    expect(new Set(keys.map((item) => item.secretHash)).size).toBe(200);
  });

  it('tells a key from a JWT by its prefix, and parses only the exact shape', () => {
    expect(looksLikeApiKey('nlk_abcd1234_x')).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJSUzI1NiJ9.e30.sig')).toBe(false);
    const { key } = generateApiKey();
    for (const bad of [`${key}x`, key.slice(0, -1), key.replace('nlk_', 'nlx_'), key.toUpperCase(), `nlk_ABCD1234_${'a'.repeat(43)}`, `nlk_abcd123_${'a'.repeat(44)}`, `${key} `]) {
      expect(parseApiKey(bad), bad).toBeNull();
    }
  });

  it('compares the secret with the stored hash (constant time), refusing any other secret', () => {
    const { key, secretHash } = generateApiKey();
    const { secret } = parseApiKey(key)!;
    expect(secretMatches(secretHash, secret)).toBe(true);
    expect(secretMatches(secretHash, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(secretMatches('', secret)).toBe(false);
  });

  it('a key is revoked before it is expired, expired at its expiry instant, else active', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: new Date('2026-11-29T12:00:01Z') }, now)).toBe('active');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatusOf({ revokedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: new Date('2026-10-01T00:00:00Z') }, now)).toBe('revoked');
  });
});

describe('API key scopes in the endpoint table', () => {
  const byPath = Object.fromEntries((Object.values(endpoints) as Endpoint[]).map((definition) => [definition.path, definition.apiKeyScopes ?? []]));

  it('maps each scope to the endpoints the issue names', () => {
    expect(byPath['/api/Freight/Search']).toEqual(['quotes:read']);
    expect(byPath['/api/Freight/QuotePdf']).toEqual(['quotes:read']);
    expect(byPath['/api/Demand/Create']).toEqual(['requests:write']);
    expect(byPath['/api/File/Upload']).toEqual(['requests:write']);
    expect(byPath['/api/Demand/GetList']).toEqual(['requests:read']);
    expect(byPath['/api/Demand/Get']).toEqual(['requests:read']);
    expect(byPath['/api/Reservation/GetList']).toEqual(['reservations:read']);
    expect(byPath['/api/Tracking/Get']).toEqual(['tracking:read']);
  });

  it('no endpoint of keys, accounts, companies, staff or sessions takes a key, and only public or user endpoints take one', () => {
    for (const definition of Object.values(endpoints) as Endpoint[]) {
      if (!definition.apiKeyScopes?.length) continue;
      expect(['public', 'user'], definition.path).toContain(definition.access.kind);
      // An endpoint asking a person for a role takes a key only for a company-admin scope (webhooks:manage), and only that.
      const roles = definition.access.kind === 'user' ? definition.access.roles : undefined;
      if (roles) expect(definition.apiKeyScopes.every((scope) => companyAdminScopes.includes(scope)), definition.path).toBe(true);
      else expect(definition.apiKeyScopes.some((scope) => companyAdminScopes.includes(scope)), definition.path).toBe(false);
      expect(definition.path, definition.path).not.toMatch(/^\/api\/(ApiKey|Account|Company|User|Audit|login|logout)/);
      for (const scope of definition.apiKeyScopes) expect(apiKeyScopes).toContain(scope);
    }
  });

  it('the creation body trims the name, needs a scope, and defaults to 90 days', () => {
    expect(createApiKeyBody.parse({ name: '  ERP  ', scopes: ['quotes:read'] })).toEqual({ name: 'ERP', scopes: ['quotes:read'], expiresInDays: 90 });
    expect(createApiKeyBody.safeParse({ name: 'ERP', scopes: [] }).error?.issues[0]?.message).toBe('apiKeys.scopes.required');
    expect(createApiKeyBody.safeParse({ name: 'ERP', scopes: ['quotes:read', 'quotes:read'] }).error?.issues[0]?.message).toBe('apiKeys.scopes.duplicate');
    expect(createApiKeyBody.safeParse({ name: 'ERP\nx', scopes: ['quotes:read'] }).success).toBe(false);
    expect(createApiKeyBody.parse({ name: 'ERP', scopes: ['webhooks:manage'], expiresInDays: null }).expiresInDays).toBeNull();
  });
});
