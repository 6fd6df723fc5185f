/**
 * MUI names every element it renders with utility classes (`MuiButtonBase-root MuiButton-root MuiButton-contained …`)
 * for stylesheets to select; the site's own styles are emotion's classes, and a page's stylesheets select only a few
 * dozen of those names. Inside a static island (components/islands/StaticIsland.tsx) the server's markup is never
 * hydrated: the browser keeps it as it is, and an island that comes alive renders its component in its place, with
 * every class. There, a MUI class name that none of the page's styles selects does nothing, and it was a fifth of the
 * home page's HTML. Outside the islands React hydrates the markup (in production it keeps the server's attributes), so
 * everything there stays as rendered.
 */

const ISLAND_START = '<div class="static-island">';
/** A MUI utility class (`MuiButton-root`, `MuiTypography-h2`); state classes (`Mui-focusVisible`) are not of this form. */
const MUI_CLASS = /Mui[A-Z][A-Za-z0-9]*-[A-Za-z0-9]+/g;
const isMuiClass = (name: string) => /^Mui[A-Z][A-Za-z0-9]*-[A-Za-z0-9]+$/.test(name);

/** The MUI utility classes the stylesheets' text names (in any selector). */
export function muiClassesNamedIn(css: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const text of css) for (const name of text.match(MUI_CLASS) ?? []) named.add(name);
  return named;
}

/** The end (exclusive) of the element whose `<div` starts at `start`: React's markup has every <div> closed. */
function endOfDiv(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start + 1;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

function withoutUnstyledClasses(markup: string, styled: ReadonlySet<string>): string {
  return markup.replace(/ class="([^"]*)"/g, (attribute, value: string) => {
    const names = value.split(' ');
    const kept = names.filter((name) => !isMuiClass(name) || styled.has(name));
    if (kept.length === names.length) return attribute;
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/** The page's markup (React's, of `<div id="__next">`) with, inside its static islands, the MUI classes no style in `styled` names left out. */
export function withoutUnstyledIslandClasses(html: string, styled: ReadonlySet<string>): string {
  let result = '';
  let from = 0;
  for (let start = html.indexOf(ISLAND_START); start !== -1; start = html.indexOf(ISLAND_START, from)) {
    const end = endOfDiv(html, start);
    result += html.slice(from, start) + withoutUnstyledClasses(html.slice(start, end), styled);
    from = end;
  }
  return result + html.slice(from);
}
