import { describe, expect, it } from 'vitest';
import { translations } from '@/lib/i18n-server';

/** [T1] finding 7 (info): every page's data carried the server's absolute locale folder (next-i18next's localePath). */
describe('finding 7 (info): the server path in page data', () => {
  it('a page’s translations carry the public locale folder, never a path of the server’s disk', async () => {
    for (const locale of ['tr', 'en'] as const) {
      const props = await translations(locale, ['pages'], ['home']);
      const data = JSON.stringify(props);
      expect(data).not.toContain(process.cwd());
      expect(props._nextI18Next?.userConfig?.localePath).toBe('/locales');
      expect(props._nextI18Next?.initialI18nStore?.[locale]?.common).toBeTruthy();
    }
  });
});
