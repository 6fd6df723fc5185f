import { execFileSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipJoined, gzipPiece } from '@/lib/server/pages/gzip-ending';

describe('a gzip stream from pieces compressed once and texts compressed per answer', () => {
  const head = `<!DOCTYPE html><html lang="tr"><body><a href="/en/my-account/requests">${'<p>Hesabım · İstanbul · şçğöü</p>'.repeat(1_000)}`;
  const body = `">English</a>${'<p>Talepler · Ilgın · Çorlu</p>'.repeat(1_000)}`;
  const pieces = { head: gzipPiece(head), body: gzipPiece(body) };

  it('decompresses to the whole text, whatever the texts between and after the pieces, and checks out against its CRC and length', () => {
    for (const query of ['', '?status=submitted&amp;size=10', 'ş'.repeat(40_000)]) {
      for (const ending of ['', '</body></html>', `<script type="application/json">{"name":"Ayşe Yılmaz","note":"${'x'.repeat(70_000)}"}</script></body></html>`]) {
        expect(gunzipSync(gzipJoined([pieces.head, query, pieces.body, ending])).toString()).toBe(head + query + body + ending);
      }
    }
    expect(gunzipSync(gzipJoined(['only text'])).toString()).toBe('only text');
  });

  it('is a stream the gzip tool itself accepts, with back-references only within each part', () => {
    const ending = `${head.slice(0, 500)}</body></html>`;
    const stream = gzipJoined([pieces.head, '?id=42', pieces.body, ending]);
    expect(execFileSync('gzip', ['-dc'], { input: stream }).toString()).toBe(`${head}?id=42${body}${ending}`);
    execFileSync('gzip', ['-t'], { input: stream });
  });

  it('keeps a piece small: it is compressed, not stored', () => {
    expect(pieces.head.deflated.length).toBeLessThan(Buffer.byteLength(head) / 20);
  });
});
