import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * One gzip stream from pieces of text compressed once and texts compressed per answer: each piece's deflate blocks
 * end in a full flush (byte-aligned, no back-reference across it), so the parts' blocks follow one another, and the
 * trailer's CRC-32 and length cover them all (RFC 1951 §3.2, RFC 1952 §2.3). An account screen's shell is the same
 * for everyone; only the query in its language link and its data differ.
 */
export interface GzipPiece {
  deflated: Buffer;
  bytes: Buffer;
}

/** gzip's header: deflate, no name or time, an unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });

/** A text compressed once, to stand anywhere but last in `gzipJoined`. */
export function gzipPiece(text: string): GzipPiece {
  const bytes = Buffer.from(text);
  return { deflated: flushed(bytes), bytes };
}

/** The parts in order as one gzip stream: the pieces as they were compressed, the texts compressed now (the last part is one: it ends the stream). */
export function gzipJoined(parts: readonly [...(GzipPiece | string)[], string]): Buffer {
  const blocks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    const bytes = typeof part === 'string' ? Buffer.from(part) : part.bytes;
    crc = crc32(bytes, crc);
    length += bytes.length;
    if (typeof part !== 'string') blocks.push(part.deflated);
    else if (last) blocks.push(deflateRawSync(bytes));
    else if (bytes.length > 0) blocks.push(flushed(bytes));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([...blocks, trailer]);
}
