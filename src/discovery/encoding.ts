/**
 * Byte-level facts about an instruction file: which encoding it is in, where the first invalid
 * UTF-8 byte is, where a byte offset falls as a line and column, and where a budget cut lands.
 * Pure functions over Buffers; they look only at the bytes they are given.
 */
import { isUtf8 } from 'node:buffer';

export type EncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be' | 'binary';

export interface ByteFacts {
  /** Best guess of the encoding from the BOM, or from NUL-byte patterns for BOM-less UTF-16/32. */
  encoding: EncodingName;
  /** Whether a byte-order mark opens the file. */
  bom: boolean;
  /** Offset of the first NUL byte, or -1. */
  firstNul: number;
  /** Offset of the first byte that makes the text invalid UTF-8 (ignoring a sequence cut by the end of the buffer), or -1. */
  firstInvalid: number;
}

/** Length of the UTF-8 sequence a lead byte announces, or 0 for a byte that cannot start one. */
function seqLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/** Whether `b` may follow the lead byte `lead` as the first continuation byte (RFC 3629 ranges). */
function firstContinuationOk(lead: number, b: number): boolean {
  if (lead === 0xe0) return b >= 0xa0 && b <= 0xbf;
  if (lead === 0xed) return b >= 0x80 && b <= 0x9f;
  if (lead === 0xf0) return b >= 0x90 && b <= 0xbf;
  if (lead === 0xf4) return b >= 0x80 && b <= 0x8f;
  return b >= 0x80 && b <= 0xbf;
}

/**
 * Offset of the first invalid UTF-8 byte in `buf`, or -1. A sequence that is only incomplete
 * because the buffer ends (a read cap or a budget cut) is not invalid: set `atEof` when the
 * buffer holds the whole file, so that a truncated final sequence counts.
 */
export function firstInvalidUtf8(buf: Uint8Array, atEof = true): number {
  // Almost every file is valid: the native check answers that at memory speed.
  if (isUtf8(buf)) return -1;
  let i = 0;
  const n = buf.length;
  while (i < n) {
    const b = buf[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    const len = seqLength(b);
    if (len === 0) return i;
    for (let k = 1; k < len; k++) {
      if (i + k >= n) return atEof ? i : -1;
      const c = buf[i + k]!;
      const ok = k === 1 ? firstContinuationOk(b, c) : c >= 0x80 && c <= 0xbf;
      if (!ok) return i;
    }
    i += len;
  }
  return -1;
}

export function analyzeBytes(buf: Uint8Array, atEof: boolean): ByteFacts {
  const firstNul = buf.indexOf(0);
  const b0 = buf[0];
  const b1 = buf[1];
  const b2 = buf[2];
  const b3 = buf[3];
  let encoding: EncodingName = 'utf-8';
  let bom = false;
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) {
    encoding = 'utf-32le';
    bom = true;
  } else if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) {
    encoding = 'utf-32be';
    bom = true;
  } else if (b0 === 0xff && b1 === 0xfe) {
    encoding = 'utf-16le';
    bom = true;
  } else if (b0 === 0xfe && b1 === 0xff) {
    encoding = 'utf-16be';
    bom = true;
  } else if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    encoding = 'utf-8-bom';
    bom = true;
  } else if (firstNul !== -1) {
    encoding = guessWideEncoding(buf);
  }
  const firstInvalid = encoding === 'utf-8' || encoding === 'utf-8-bom' ? firstInvalidUtf8(buf, atEof) : -1;
  return { encoding, bom, firstNul, firstInvalid };
}

/** Tell BOM-less UTF-16/32 from binary by where the NUL bytes sit in the first 4 KiB. */
function guessWideEncoding(buf: Uint8Array): EncodingName {
  const n = Math.min(buf.length, 4096) & ~3;
  if (n < 4) return 'binary';
  const zerosAt = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) if (buf[i] === 0) zerosAt[i & 3]! += 1;
  const quads = n / 4;
  const [z0, z1, z2, z3] = zerosAt as [number, number, number, number];
  // ASCII text in UTF-32LE: bytes 1..3 of every unit are zero; in UTF-16LE: every odd byte.
  if (z1 >= quads * 0.9 && z2 >= quads * 0.9 && z3 >= quads * 0.9) return 'utf-32le';
  if (z0 >= quads * 0.9 && z1 >= quads * 0.9 && z2 >= quads * 0.9) return 'utf-32be';
  if (z1 + z3 >= quads * 2 * 0.7 && z0 + z2 < quads * 2 * 0.1) return 'utf-16le';
  if (z0 + z2 >= quads * 2 * 0.7 && z1 + z3 < quads * 2 * 0.1) return 'utf-16be';
  return 'binary';
}

export interface Place {
  /** 1-based line. */
  line: number;
  /** 1-based column in characters (code points); an invalid byte counts as one character. */
  column: number;
}

/** Line and column of the byte at `offset` (which may equal buf.length: the position after the last byte). */
export function placeOf(buf: Uint8Array, offset: number): Place {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, buf.length);
  for (let i = 0; i < end; i++) {
    if (buf[i] === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < end; i++) {
    // Count characters: every byte that is not a UTF-8 continuation byte starts one.
    if ((buf[i]! & 0xc0) !== 0x80) column += 1;
  }
  // An offset inside a multi-byte character belongs to that character, whose lead byte was counted.
  if (offset > lineStart && offset < buf.length && (buf[offset]! & 0xc0) === 0x80) column -= 1;
  return { line, column };
}

/** Whether cutting `buf` after `offset` bytes splits a multi-byte UTF-8 character. */
export function splitsCharacter(buf: Uint8Array, offset: number): boolean {
  if (offset <= 0 || offset >= buf.length) return false;
  return (buf[offset]! & 0xc0) === 0x80;
}

/**
 * A3S Code's cut: the largest offset ≤ `offset` that does not leave an incomplete UTF-8
 * sequence at the end of `buf[0, offset)` (a lead byte whose continuation bytes were cut off).
 */
export function utf8Boundary(buf: Uint8Array, offset: number): number {
  const o = Math.min(offset, buf.length);
  let start = o;
  let back = 0;
  while (start > 0 && back < 3 && (buf[start - 1]! & 0xc0) === 0x80) {
    start -= 1;
    back += 1;
  }
  if (start === 0) return o;
  const leadAt = (buf[start - 1]! & 0xc0) === 0x80 ? -1 : start - 1;
  if (leadAt === -1) return o;
  const len = seqLength(buf[leadAt]!);
  return len > 1 && leadAt + len > o ? leadAt : o;
}

/** Number of lines in a buffer holding a whole file (a final line without newline counts). */
export function countLines(buf: Uint8Array): number {
  if (buf.length === 0) return 0;
  let lines = 0;
  for (let i = 0; i < buf.length; i++) if (buf[i] === 0x0a) lines += 1;
  return buf[buf.length - 1] === 0x0a ? lines : lines + 1;
}

const lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Decode as Rust's `String::from_utf8_lossy` does (U+FFFD per invalid sequence), keeping a BOM. */
export function decodeLossy(buf: Uint8Array): string {
  return lossy.decode(buf);
}

/** Rust's `str::trim().is_empty()`: only Unicode White_Space (not U+FEFF). */
export function isBlank(text: string): boolean {
  return /^\p{White_Space}*$/u.test(text);
}

/**
 * `isBlank(decodeLossy(bytes))`, without decoding a file that is plainly not blank: the first ASCII
 * byte that is not White_Space (tab to carriage return, space) answers; only bytes at or above 0x80
 * (NBSP, NEL, an invalid sequence…) need the decoded text.
 */
export function isBlankBytes(bytes: Uint8Array): boolean {
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0x80) ascii = false;
    else if (b !== 0x20 && (b < 0x09 || b > 0x0d)) return false;
  }
  return ascii || isBlank(decodeLossy(bytes));
}
