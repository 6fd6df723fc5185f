import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * The beginning of a text compressed once, to which any ending is added per answer as one valid gzip stream: the
 * beginning's deflate blocks end in a full flush (byte-aligned, no back-reference across it), the ending's blocks
 * follow, and the trailer's CRC-32 and length cover both (RFC 1951 §3.2, RFC 1952 §2.3). An account screen's shell
 * is the same for everyone; only its data differs.
 */
export interface GzipBeginning {
  deflated: Buffer;
  crc: number;
  length: number;
}

/** gzip's header: deflate, no name or time, an unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipBeginning(text: string): GzipBeginning {
  const bytes = Buffer.from(text);
  return { deflated: deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH }), crc: crc32(bytes), length: bytes.length };
}

/** The whole text, `beginning` then `ending`, gzipped: only the ending is compressed now. */
export function gzipWithEnding(beginning: GzipBeginning, ending: string): Buffer {
  const bytes = Buffer.from(ending);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(bytes, beginning.crc), 0);
  trailer.writeUInt32LE((beginning.length + bytes.length) % 2 ** 32, 4);
  return Buffer.concat([HEADER, beginning.deflated, deflateRawSync(bytes), trailer]);
}
