/**
 * Styles that let the browser skip laying out and painting a block until it nears the viewport
 * (`content-visibility: auto`): the first layout of a page then covers its first screen, not the footer and
 * every section below. `height` (px) holds the block's place until it is rendered; the browser remembers its
 * real size after that. The block stays in the accessibility tree and in find-in-page.
 */
export function renderWhenNear(height: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` } as const;
}
