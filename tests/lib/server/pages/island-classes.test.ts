import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiClassesNamedIn, withoutUnstyledIslandClasses } from '@/lib/server/pages/island-classes';

const styled = muiClassesNamedIn(['.css-1a .MuiButton-startIcon{margin:0}', '.css-2b:hover .MuiSvgIcon-root,.css-2b.Mui-focused{opacity:1}']);

describe('muiClassesNamedIn', () => {
  it('collects the MUI utility classes every selector names, and no state class', () => {
    expect([...styled].sort()).toEqual(['MuiButton-startIcon', 'MuiSvgIcon-root']);
  });
});

describe('withoutUnstyledIslandClasses', () => {
  it('drops the MUI classes no style names inside a static island, nested divs and all, and keeps the rest', () => {
    const island =
      '<div class="static-island"><div class="MuiBox-root css-1a"><a class="MuiButtonBase-root MuiButton-root css-1a" href="/x">' +
      '<span class="MuiButton-startIcon MuiButton-iconSizeMedium"><svg class="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium Mui-focusVisible"></svg></span>Go</a></div>' +
      '<div class="MuiTypography-root"></div></div>';
    expect(withoutUnstyledIslandClasses(island, styled)).toBe(
      '<div class="static-island"><div class="css-1a"><a class="css-1a" href="/x">' +
        '<span class="MuiButton-startIcon"><svg class="MuiSvgIcon-root Mui-focusVisible"></svg></span>Go</a></div>' +
        '<div></div></div>',
    );
  });

  it('leaves the markup outside the islands as rendered (React hydrates it), between and after them too', () => {
    const outside = '<main class="MuiContainer-root css-9"><div class="MuiStack-root">';
    const html = `${outside}<div class="static-island"><p class="MuiTypography-root css-3">a</p></div><span class="MuiChip-label">b</span><div class="static-island"><p class="MuiTypography-body1">c</p></div></div></main>`;
    expect(withoutUnstyledIslandClasses(html, styled)).toBe(
      `${outside}<div class="static-island"><p class="css-3">a</p></div><span class="MuiChip-label">b</span><div class="static-island"><p>c</p></div></div></main>`,
    );
  });

  it('returns a page without islands unchanged', () => {
    const html = '<div class="MuiPaper-root css-4"><div>x</div></div>';
    expect(withoutUnstyledIslandClasses(html, styled)).toBe(html);
  });
});

describe("the site's plain stylesheets", () => {
  // The styles counted are emotion's (the page's); a plain stylesheet (styles/*.css) naming a MUI utility class would
  // select an element whose class was left out of an island's markup.
  it('name no MUI utility class (state classes such as Mui-focusVisible are kept everywhere)', () => {
    const folder = path.resolve('styles');
    const sheets = readdirSync(folder).filter((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    for (const name of sheets) expect([...muiClassesNamedIn([readFileSync(path.join(folder, name), 'utf8')])], name).toEqual([]);
  });
});
