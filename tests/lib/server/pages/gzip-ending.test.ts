import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipBeginning, gzipWithEnding } from '@/lib/server/pages/gzip-ending';

describe('a gzip stream from a beginning compressed once and an ending compressed per answer', () => {
  const beginning = `<!DOCTYPE html><html lang="tr"><body>${'<p>Hesabım · İstanbul · şçğöü</p>'.repeat(2_000)}`;

  it('decompresses to the whole text, whatever the ending, and checks out against its CRC and length', () => {
    const once = gzipBeginning(beginning);
    for (const ending of ['', '</body></html>', `<script type="application/json">{"name":"Ayşe Yılmaz","note":"${'x'.repeat(70_000)}"}</script></body></html>`]) {
      expect(gunzipSync(gzipWithEnding(once, ending)).toString()).toBe(beginning + ending);
    }
  });

  it('is a stream the gzip tool itself accepts, with back-references only within each part', () => {
    const ending = `${beginning.slice(0, 500)}</body></html>`;
    const stream = gzipWithEnding(gzipBeginning(beginning), ending);
    expect(execFileSync('gzip', ['-dc'], { input: stream }).toString()).toBe(beginning + ending);
    execFileSync('gzip', ['-t'], { input: stream });
  });

  it('keeps the beginning small: it is compressed, not stored', () => {
    expect(gzipBeginning(beginning).deflated.length).toBeLessThan(Buffer.byteLength(beginning) / 20);
  });
});
