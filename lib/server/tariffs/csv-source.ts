import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { detectSeparator } from '../../domain/tariff-csv';

export type CsvEncoding = 'utf-8' | 'windows-1254';

/** How much of a file is decoded, parsed or read from the database at a time. */
export const CSV_CHUNK_BYTES = 1024 * 1024;

/** A buffer as chunks of CSV_CHUNK_BYTES (views, no copies). */
export async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Buffer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset < buffer.length; offset += CSV_CHUNK_BYTES) yield buffer.subarray(offset, offset + CSV_CHUNK_BYTES);
}

/**
 * UTF-8 (with or without a BOM) when every chunk decodes strictly as UTF-8, else Windows-1254 (Turkish
 * Windows, what Excel saves as "CSV" on a Turkish system). Decodes chunk by chunk and keeps nothing.
 */
export async function detectEncoding(source: AsyncIterable<Buffer>): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

/** The bytes decoded as text (iconv-lite's streaming decoder, which drops a UTF-8 BOM), chunk by chunk. */
async function* decode(source: AsyncIterable<Buffer>, encoding: CsvEncoding): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding === 'utf-8' ? 'utf8' : 'windows-1254');
  for await (const chunk of source) {
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export interface CsvRecord {
  /** The file's line the record starts on (1 = the header). */
  line: number;
  cells: string[];
}

/**
 * The CSV's records as they are parsed (csv-parse, streamed with back pressure; the separator is
 * detected from the header line): never the whole file as one string.
 */
export async function* csvRecords(source: AsyncIterable<Buffer>, encoding: CsvEncoding): AsyncGenerator<CsvRecord> {
  const text = decode(source, encoding)[Symbol.asyncIterator]();
  // Read until the first line break to detect the separator, then hand everything to the parser (the
  // same iterator: a for-await that breaks would close the decoder).
  let first = '';
  let headerLine: string | null = null;
  while (headerLine === null) {
    const piece = await text.next();
    if (piece.done) break;
    first += piece.value;
    const end = first.search(/\r?\n/);
    if (end >= 0) headerLine = first.slice(0, end);
  }
  const separator = detectSeparator(headerLine ?? first);
  async function* all() {
    if (first) yield first;
    for (let piece = await text.next(); !piece.done; piece = await text.next()) yield piece.value;
  }
  const parser = Readable.from(all()).pipe(
    parse({ delimiter: separator, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; records: number } }>) {
    if (record.every((cell) => cell.trim() === '')) continue;
    yield { line: info.lines, cells: record };
  }
}
