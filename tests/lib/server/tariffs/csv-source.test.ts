import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvRecords, detectEncoding, type CsvEncoding } from '@/lib/server/tariffs/csv-source';

/** The bytes in small chunks, so records, multi-byte letters and the header cross chunk borders. */
async function* chunked(bytes: Buffer, size = 7): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}
const records = async (bytes: Buffer, encoding: CsvEncoding) => {
  const out: { line: number; cells: string[] }[] = [];
  for await (const record of csvRecords(chunked(bytes), encoding)) out.push(record);
  return out;
};

describe('the streamed CSV source', () => {
  const text = 'mode;carrier;origin\r\nSEA_LCL;Işık Güneş Çağrı Öz;TRMER\r\n\r\nAIR;"Şile; ""Hat""";IST\r\n';

  it('detects UTF-8 (with a BOM) and Windows-1254', async () => {
    expect(await detectEncoding(chunked(Buffer.from(`\uFEFF${text}`)))).toBe('utf-8');
    expect(await detectEncoding(chunked(iconv.encode(text, 'windows-1254')))).toBe('windows-1254');
  });

  it('reads every record across chunk borders with its line number, in either encoding', async () => {
    const expected = [
      { line: 1, cells: ['mode', 'carrier', 'origin'] },
      { line: 2, cells: ['SEA_LCL', 'Işık Güneş Çağrı Öz', 'TRMER'] },
      { line: 4, cells: ['AIR', 'Şile; "Hat"', 'IST'] },
    ];
    expect(await records(Buffer.from(`\uFEFF${text}`), 'utf-8')).toEqual(expected);
    expect(await records(iconv.encode(text, 'windows-1254'), 'windows-1254')).toEqual(expected);
  });

  it('detects a comma separator and streams many records', async () => {
    const lines = Array.from({ length: 5_000 }, (_, index) => `SEA_LCL,Hat ${index},TRMER`);
    const all = await records(Buffer.from(`mode,carrier,origin\n${lines.join('\n')}\n`), 'utf-8');
    expect(all).toHaveLength(5_001);
    expect(all.at(-1)).toEqual({ line: 5_001, cells: ['SEA_LCL', 'Hat 4999', 'TRMER'] });
  });
});
