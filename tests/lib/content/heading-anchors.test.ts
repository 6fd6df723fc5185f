import { describe, expect, it } from 'vitest';
import { withHeadingAnchors } from '@/lib/content/heading-anchors';
import { renderMarkdown } from '@/lib/server/content/render-markdown';

describe('heading anchors for a table of contents', () => {
  it('gives h2 and h3 headings slug ids from their text and lists them in order', () => {
    const { html, toc } = withHeadingAnchors(renderMarkdown('# Kişisel Verilerin İşlenmesi\n\nMetin.\n\n### Haklarınız & *başvuru*\n\nDaha.\n\n## Kişisel verilerin işlenmesi'));
    expect(toc).toEqual([
      { id: 'kisisel-verilerin-islenmesi', text: 'Kişisel Verilerin İşlenmesi', level: 2 },
      { id: 'haklariniz-basvuru', text: 'Haklarınız & başvuru', level: 3 },
      { id: 'kisisel-verilerin-islenmesi-2', text: 'Kişisel verilerin işlenmesi', level: 2 },
    ]);
    expect(html).toContain('<h2 id="kisisel-verilerin-islenmesi">Kişisel Verilerin İşlenmesi</h2>');
    expect(html).toContain('<h3 id="haklariniz-basvuru">Haklarınız &amp; <em>başvuru</em></h3>');
  });

  it('leaves a body without headings as it is', () => {
    const source = renderMarkdown('Just a paragraph.');
    expect(withHeadingAnchors(source)).toEqual({ html: source, toc: [] });
  });
});
