import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWhenNear } from '@/components/common/render-when-near';

describe('renderWhenNear', () => {
  it('reaches the page as content-visibility: auto with the placeholder height the browser then remembers', () => {
    const html = renderToString(<Box component="footer" sx={{ pt: 3, ...renderWhenNear(640) }} />);
    expect(html).toContain('content-visibility:auto;');
    expect(html).toContain('contain-intrinsic-size:auto 640px;');
  });
});
