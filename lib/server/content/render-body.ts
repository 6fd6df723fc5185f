/**
 * [M4] A content body for the public pages: the markdown rendered to safe HTML on the server
 * (render-markdown.ts), then tidied for accessibility (empty table heads dropped).
 */
import { dropEmptyTableHeads } from '../../content/blog';
import { renderMarkdown } from './render-markdown';

export function renderBody(markdown: string): string {
  return dropEmptyTableHeads(renderMarkdown(markdown));
}
