import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { layoutAllWhenTargeted, renderWhenNear } from '@/components/common/render-when-near';

describe('renderWhenNear', () => {
  it('reaches the page as content-visibility: auto with the placeholder height the browser then remembers', () => {
    const html = renderToString(<Box component="footer" sx={{ pt: 3, ...renderWhenNear(640) }} />);
    expect(html).toContain('content-visibility:auto;');
    expect(html).toContain('contain-intrinsic-size:auto 640px;');
  });

  it('lays every block of a container out once the address targets something inside it', () => {
    const html = renderToString(
      <Box sx={{ ...layoutAllWhenTargeted('> section') }}>
        <Box component="section" sx={renderWhenNear(500)} />
      </Box>,
    );
    expect(html).toMatch(/\.css-[a-z0-9]+:has\(:target\)>section\{content-visibility:visible;\}/);
  });
});
