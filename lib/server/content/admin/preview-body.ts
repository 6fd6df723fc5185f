import { readingMinutes } from '../../../domain/content';
import { renderMarkdown } from '../render-markdown';

/** [M5] A markdown body rendered exactly as the public pages render it, with its reading time. */
export function previewBody(markdown: string): { html: string; readingMinutes: number } {
  return { html: renderMarkdown(markdown), readingMinutes: readingMinutes(markdown) };
}
