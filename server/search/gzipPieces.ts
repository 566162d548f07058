import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { promisify } from 'node:util';

const deflateRawAsync = promisify(deflateRaw);

/**
 * One stretch of a body, kept both as bytes and as raw deflate that ends on a byte boundary
 * (Z_SYNC_FLUSH, not final). Such stretches, each compressed on its own, concatenate into one
 * valid deflate stream: a large body changed in one place is recompressed in that place only.
 */
export interface Piece {
  raw: Buffer;
  deflated: Buffer;
}

/** Level 3 compresses ~3× faster than the default 6, for ~12 % more bytes. */
const LEVEL = 3;
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (static Huffman, end-of-block only): ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const OPTIONS = { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH };

/** Large text is compressed on libuv's thread pool, not on the event loop; a few bytes at once. */
export async function piece(text: string): Promise<Piece> {
  const raw = Buffer.from(text, 'utf8');
  // Nothing to compress; and zlib leaves an empty input buffer detached, which crc32 then misreads.
  if (!raw.length) return { raw, deflated: raw };
  return { raw, deflated: raw.length < 4096 ? deflateRawSync(raw, OPTIONS) : await deflateRawAsync(raw, OPTIONS) };
}

/** One gzip member (RFC 1952) holding the pieces in order. */
export function gzipOf(pieces: readonly Piece[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const p of pieces) {
    if (!p.raw.length) continue;
    crc = crc32(p.raw, crc);
    size += p.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces.map((p) => p.deflated), FINAL_BLOCK, trailer]);
}
