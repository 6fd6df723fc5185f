/**
 * Markdown bodies to safe HTML, on the server only (in getStaticProps, so no parser reaches the
 * browser). marked parses, sanitize-html keeps an allow-list: no scripts, no event handlers, no inline
 * styles, links limited to http(s), mailto, tel and site paths; external links open safely.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const allowedTags = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'];

/** Headings are shifted down one level: the page's title is the only h1. */
const headingShift: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      ...Object.fromEntries(Object.entries(headingShift).map(([from, to]) => [from, to])),
      a: (tagName, attributes) => {
        const external = /^https?:\/\//i.test(attributes.href ?? '');
        return { tagName, attribs: external ? { ...attributes, rel: 'noopener noreferrer', target: '_blank' } : attributes };
      },
      img: (tagName, attributes) => ({ tagName, attribs: { ...attributes, loading: 'lazy' } }),
    },
  });
}

/** Plain text of a markdown body (summaries, JSON-LD answers, the assistant's replies). */
export function markdownToText(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
