/**
 * A table of contents for a rendered document (the legal documents): gives each h2/h3 of the sanitized
 * HTML an id made from its text and lists them. Runs on the server after renderMarkdown, whose
 * sanitizer drops ids; the ids added here are slugs (a-z, 0-9, dashes), so the HTML stays safe.
 */
import { slugify } from '../domain/content';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of an HTML fragment (tags dropped, the sanitizer's entities decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML with ids on its h2 and h3 headings (unique, "section" when a heading has no letters) and its table of contents. */
export function withHeadingAnchors(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const anchored = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_whole, level: string, inner: string) => {
    const text = htmlText(inner);
    const base = slugify(text) || 'section';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    toc.push({ id, text, level: level === '2' ? 2 : 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: anchored, toc };
}
