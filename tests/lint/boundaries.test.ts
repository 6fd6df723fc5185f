import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of lint/boundaries.mjs: which layer may import which (docs/ARCHITECTURE.md, "The layers"). */
describe('lint: import boundaries between the layers', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => /no-restricted-(paths|imports)$/.test(message.ruleId ?? '')).map((message) => message.message);
  };

  it('refuses browser code in server modules, by alias and by relative path', async () => {
    expect(await problems("import { CompanyInvoiceForm } from '@/components/account/company/CompanyInvoiceForm';\nexport const x = CompanyInvoiceForm;\n", 'lib/server/company/probe.ts')).toEqual([expect.stringMatching(/lib\/ is imported by the stores, components and pages/)]);
    expect(await problems("import { useSession } from '../../../store/session';\nexport const x = useSession;\n", 'lib/server/auth/probe.ts')).toHaveLength(1);
    expect(await problems("import { api } from '../../client/api';\nexport const x = api;\n", 'lib/server/auth/probe.ts')).toEqual([expect.stringMatching(/Server code does not import the browser’s/)]);
  });

  it('refuses a store in lib, and I/O layers in the pure domain', async () => {
    expect(await problems("import type { SearchData } from '@/store/search';\nexport type X = SearchData;\n", 'lib/search/probe.ts')).toEqual([expect.stringMatching(/lib\/ is imported by the stores/)]);
    expect(await problems("import { getDb } from '../server/db/client';\nexport const x = getDb;\n", 'lib/domain/probe.ts')).toEqual(expect.arrayContaining([expect.stringMatching(/The domain is pure/)]));
  });

  it('keeps the seeds out of the database client', async () => {
    expect(await problems("import { seedContent } from './seed/content/seed-content';\nexport const x = seedContent;\n", 'lib/server/db/client.ts')).toEqual([expect.stringMatching(/getDb\(\) opens and migrates only/)]);
  });

  it('lets the browser import the server’s types, never its values', async () => {
    expect(await problems("import type { Dashboard } from '@/lib/server/account/get-dashboard';\nexport type X = Dashboard;\n", 'components/account/Probe.tsx')).toEqual([]);
    expect(await problems("import { getDashboard } from '@/lib/server/account/get-dashboard';\nexport const x = getDashboard;\n", 'components/account/Probe.tsx')).toEqual([expect.stringMatching(/through types only/)]);
    expect(await problems("import { endpoints } from '@/lib/api/endpoints';\nexport const x = endpoints;\n", 'store/probe.ts')).toEqual([expect.stringMatching(/through types only/)]);
    expect(await problems("import { getDb } from '../server/db/client';\nexport const x = getDb;\n", 'lib/client/probe.ts')).toEqual(expect.arrayContaining([expect.stringMatching(/through types only/)]));
  });

  it('lets pages read the server for their props and the server use lib', async () => {
    expect(await problems("import { invoiceFormData } from '@/lib/server/company/invoice-form-data';\nexport const x = invoiceFormData;\n", 'pages/probe.tsx')).toEqual([]);
    expect(await problems("import { toPageText } from '@/lib/content/page-text';\nexport const x = toPageText;\n", 'lib/server/lanes/probe.ts')).toEqual([]);
  });
});
