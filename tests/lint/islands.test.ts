import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The guards of the islands (lint/islands.mjs): what would fail silently in a browser fails lint. */
describe('lint: the islands', () => {
  const eslint = new ESLint();
  const problems = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  };

  /** A view making a static island of `module`, with `intent` when given. */
  const view = (module: string, intent = '') =>
    `import { staticIslands } from '@/components/islands';\nimport * as body from '${module}';\n\nexport const Body = staticIslands(typeof window === 'undefined' ? body : null, () => import('${module}'))('Body'${intent});\n`;

  describe("a static island's module (*.island.tsx)", () => {
    const island = 'components/probe/Body.island.tsx';

    it('refuses an event handler and a hook that works only in the browser', async () => {
      expect(await problems("export const Body = () => <button type=\"button\" onClick={() => window.print()}>Print</button>;\n", island)).toEqual([expect.stringMatching(/event handler in it never runs/)]);
      expect(await problems("import { useState } from 'react';\n\nexport function Body() {\n  const [open] = useState(false);\n  return <p>{String(open)}</p>;\n}\n", island)).toEqual([expect.stringMatching(/state, effects and refs never run/)]);
      expect(await problems("import { useEffect } from 'react';\n\nexport function Body() {\n  useEffect(() => {}, []);\n  return <p />;\n}\n", island)).toHaveLength(1);
    });

    it('lets texts, links and the hooks that read what the page was rendered with through', async () => {
      const code = "import { useTranslation } from 'next-i18next/pages';\nimport { useLocale } from '@/lib/i18n';\n\nexport function Body() {\n  const { t } = useTranslation('content');\n  return <a href={`/${useLocale()}/faq`}>{t('faq')}</a>;\n}\n";
      expect(await problems(code, island)).toEqual([]);
    });

    it('is what a static island loads, and never what an island that comes alive on intent loads', async () => {
      expect(await problems(view('./Body'), 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/static island's module is a \*\.island\.tsx module/)]);
      expect(await problems(view('./Body.island', ', { atOnce: () => false }'), 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/nothing to run in the browser/)]);
      expect(await problems(view('./Body.island'), 'components/probe/ProbeView.tsx')).toEqual([]);
      expect(await problems(view('./Body', ', { atOnce: () => false }'), 'pages/probe.tsx')).toEqual([]);
    });

    it('is also what an island kept to make several islands of loads', async () => {
      const code = "import { staticIslands } from '@/components/islands';\nimport * as sections from './Sections';\n\nconst sectionIsland = staticIslands(typeof window === 'undefined' ? sections : null, () => import('./Sections'));\nexport const Intro = sectionIsland('Intro');\n";
      expect(await problems(code, 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/\*\.island\.tsx module/)]);
      expect(await problems(code.replaceAll("'./Sections'", "'./Sections.island'"), 'components/probe/ProbeView.tsx')).toEqual([]);
    });
  });

  describe('MUI outside the frame', () => {
    it('refuses MUI in a module that makes islands: it hydrates on the first load, where the app has no MUI frame', async () => {
      const code = `import Box from '@mui/material/Box';\n${view('./Body.island')}export const Band = () => <Box />;\n`;
      expect(await problems(code, 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/hydrates on the page's first load, where the app has no MUI frame/)]);
      expect(await problems(`import type { Theme } from '@mui/material/styles';\n${view('./Body.island')}export type ProbeTheme = Theme;\n`, 'components/probe/ProbeView.tsx')).toEqual([]);
    });

    it("refuses a page importing MUI without MuiFrame or a signed-in area's screen", async () => {
      const page = (imports: string, wrap: (body: string) => string) => `import Box from '@mui/material/Box';\n${imports}\nexport default function ProbePage() {\n  return ${wrap('<Box />')};\n}\n`;
      expect(await problems(page('', (body) => body), 'pages/probe.tsx')).toEqual([expect.stringMatching(/app hydrates without MUI/)]);
      expect(await problems(page("import { MuiFrame } from '@/components/islands';", (body) => `<MuiFrame>${body}</MuiFrame>`), 'pages/probe.tsx')).toEqual([]);
      expect(await problems(page("import { AccountScreen } from '@/components/account/AccountScreen';", (body) => `<AccountScreen routeKey="profile">${body}</AccountScreen>`), 'pages/my-account/probe.tsx')).toEqual([]);
    });
  });

  describe('the server/browser split', () => {
    it('accepts `typeof window` outside components/islands only as the module handed to staticIslands', async () => {
      expect(await problems(view('./Body.island'), 'components/probe/ProbeView.tsx')).toEqual([]);
      expect(await problems("import * as frame from './Frame';\n\nexport const Frame = typeof window === 'undefined' ? frame.Frame : null;\n", 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/`typeof window` outside components\/islands/)]);
      expect(await problems("export const hash = () => (typeof window === 'undefined' ? '' : window.location.hash);\n", 'pages/probe.tsx')).toHaveLength(1);
      expect(await problems("export const inBrowser = typeof window !== 'undefined';\n", 'store/probe.ts')).toHaveLength(1);
      expect(await problems("export const onServer = typeof window === 'undefined';\n", 'lib/api/probe.ts')).toHaveLength(1);
      expect(await problems("export const onServer = typeof window === 'undefined';\n", 'components/islands/probe.ts')).toEqual([]);
    });

    it('refuses another form of the module handed to staticIslands: it would stay in the browser, or leave the server without it', async () => {
      const withArgument = (argument: string) => `import { staticIslands } from '@/components/islands';\nimport * as body from './Body.island';\nimport { onServer } from './where';\n\nexport const Body = staticIslands(${argument}, () => import('./Body.island'))('Body');\n`;
      expect(await problems(withArgument('body'), 'components/probe/ProbeView.tsx')).toEqual([expect.stringMatching(/staticIslands takes the island's module as/)]);
      expect(await problems(withArgument('onServer ? body : null'), 'components/probe/ProbeView.tsx')).toHaveLength(1);
      expect(await problems(withArgument("typeof window !== 'undefined' ? null : body"), 'components/probe/ProbeView.tsx')).toHaveLength(2);
    });
  });

  it('refuses an import from behind the entry module', async () => {
    expect(await problems("import { loadFramed } from '@/components/islands/load-framed';\n\nexport const load = loadFramed;\n", 'components/probe/probe.ts')).toEqual([expect.stringMatching(/imported from @\/components\/islands, their entry module/)]);
    expect(await problems("export const frame = () => import('../islands/MuiFrame');\n", 'components/probe/probe.ts')).toHaveLength(1);
    expect(await problems("import { loadFramed } from '@/components/islands';\n\nexport const load = loadFramed;\n", 'components/probe/probe.ts')).toEqual([]);
  });

  it('keeps the shared selectors of lint/restricted-syntax.mjs in its blocks', async () => {
    expect(await problems("export const url = '/api/Freight/Search';\n", 'components/probe/Body.island.tsx')).toEqual([expect.stringMatching(/typed client/)]);
    expect(await problems("export const today = new Date().toISOString().slice(0, 10);\n", 'pages/probe.tsx')).toEqual([expect.stringMatching(/Istanbul/)]);
  });
});
