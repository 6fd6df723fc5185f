import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule of eslint.config.mjs that keeps "today" Istanbul's: the UTC date of the current instant is refused. */
describe('lint: no UTC "today"', () => {
  const eslint = new ESLint();
  const problems = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'lib/domain/probe.ts' });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
  };

  it('refuses the UTC date of now and of now + n days', async () => {
    expect(await problems('export const today = new Date().toISOString().slice(0, 10);\n')).toBe(1);
    expect(await problems('export const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);\n')).toBe(1);
  });

  it('lets a fixed day and a full timestamp of now through', async () => {
    expect(await problems("export const day = new Date('2026-11-27T00:00:00Z').toISOString().slice(0, 10);\n")).toBe(0);
    expect(await problems('export const stamp = new Date().toISOString();\n')).toBe(0);
  });
});
