/**
 * Styles that let the browser skip laying out and painting a block until it nears the viewport
 * (`content-visibility: auto`): the first layout of a page then covers its first screen, not the footer and
 * every section below. `height` (px) holds the block's place until it is rendered; the browser remembers its
 * real size after that. The block stays in the accessibility tree and in find-in-page.
 */
export function renderWhenNear(height: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` } as const;
}

/**
 * For a container whose `blocks` (a selector) use renderWhenNear and that links jump into (a letter, a
 * question): once the address names an element inside it (`:target`), every block is laid out, so the jump
 * lands where the blocks' real heights put the target, not where their placeholders would.
 */
export function layoutAllWhenTargeted(blocks: string) {
  return { [`&:has(:target) ${blocks}`]: { contentVisibility: 'visible' } } as const;
}
