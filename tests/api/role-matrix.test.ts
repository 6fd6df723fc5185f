import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { CallOptions } from './harness';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const principals = ['anonymous', 'Customer', 'CompanyAdmin', 'Operator', 'Editor', 'Admin'] as const;
type Principal = (typeof principals)[number];
const demoEmail: Record<Exclude<Principal, 'anonymous'>, string> = {
  Customer: 'customer@navlunport.test',
  CompanyAdmin: 'companyadmin@navlunport.test',
  Operator: 'operator@navlunport.test',
  Editor: 'editor@navlunport.test',
  Admin: 'admin@navlunport.test',
};

/**
 * Every account and admin API route × every principal → the expected status. A 404 on Delete of an
 * unknown id means authorisation passed.
 */
const matrix: { endpoint: keyof typeof endpoints; request: (principal: Principal) => CallOptions & { path?: string }; expected: Record<Principal, number> }[] = [
  {
    endpoint: 'languageCreate',
    request: (principal) => ({ body: { code: principal === 'Editor' ? 'fr' : 'de', name: 'Test', nativeName: 'Test' } }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'languageDelete',
    request: () => ({ path: '/api/Language/Delete?id=999999' }),
    expected: { anonymous: 401, Customer: 403, CompanyAdmin: 403, Operator: 403, Editor: 404, Admin: 404 },
  },
  {
    endpoint: 'accountGetProfile',
    request: () => ({}),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
  {
    endpoint: 'assignRegistrationChannel',
    request: () => ({ body: { registrationChannel: 'web' } }),
    expected: { anonymous: 401, Customer: 200, CompanyAdmin: 200, Operator: 200, Editor: 200, Admin: 200 },
  },
];

describe('the role matrix', () => {
  it('covers every user-authenticated endpoint', () => {
    const covered = new Set(matrix.map((row) => row.endpoint));
    const protectedEndpoints = Object.entries(endpoints).filter(([, definition]) => definition.access.kind === 'user').map(([key]) => key);
    expect([...covered].sort()).toEqual(protectedEndpoints.sort());
  });

  for (const row of matrix) {
    for (const principal of principals) {
      it(`${row.endpoint} as ${principal} → ${row.expected[principal]}`, async () => {
        const definition = endpoints[row.endpoint];
        const { path, ...options } = row.request(principal);
        const bearer = principal === 'anonymous' ? undefined : await api.demoToken(demoEmail[principal]);
        const response = await api.call(definition.method, path ?? definition.path, { ...options, bearer });
        expect(response.status).toBe(row.expected[principal]);
      });
    }
  }
});
