import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule of eslint.config.mjs that keeps every API call on the typed client: no string path to an endpoint. */
describe('lint: no string paths to the API', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath = 'components/probe/Probe.tsx') => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  };

  it('refuses a path to an endpoint as a string, a template and under the client’s /api base, in components, pages, stores and lib', async () => {
    expect(await problems("export const url = '/api/Freight/Search';\n")).toEqual([expect.stringMatching(/typed client/)]);
    expect(await problems('export const url = (id: string) => `/api/File/Get?id=${id}`;\n')).toHaveLength(1);
    expect(await problems("export const path = '/Demand/Create';\n", 'store/probe.ts')).toHaveLength(1);
    expect(await problems("export const path = '/Tracking/Get?number=x';\n", 'lib/server/probe.ts')).toHaveLength(1);
    expect(await problems('export const path = (id: number) => `/Content/Get?id=${id}`;\n', 'pages/probe.tsx')).toHaveLength(1);
  });

  it('lets endpoint names, apiHref, other absolute paths and the endpoint table itself through', async () => {
    expect(await problems("import { apiHref } from '@/lib/api/href';\nexport const url = apiHref('File/Get', { id: 'x' });\nexport const name = 'Freight/Search';\n")).toEqual([]);
    expect(await problems("export const page = '/lojistik/hava-kargo';\nexport const scope = (tenant: string) => `https://${tenant}/api/scope`;\n")).toEqual([]);
    expect(await problems("export const path = '/api/Freight/Search';\n", 'lib/api/endpoints/probe.ts')).toEqual([]);
  });
});
