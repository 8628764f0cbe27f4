/**
 * Limits shared by the lint rules and the engine.
 */

/**
 * At most this many bytes of a file are linted (and read by the rules' own filesystem fallback).
 * 1 MiB is the largest instruction budget any agent documents (A3S Code clamps its budget there);
 * every byte beyond it is never loaded by a budgeted agent, and linting it could stall a run.
 */
export const MAX_LINT_BYTES = 1024 * 1024;

/**
 * Cut `text` to at most `maxBytes` UTF-8 bytes without splitting a character.
 * `bytes` is the size of the returned text, `total` the size of the input.
 */
export function cutToBytes(text: string, maxBytes: number): { text: string; bytes: number; total: number; cut: boolean } {
  const total = Buffer.byteLength(text, 'utf8');
  if (total <= maxBytes) return { text, bytes: total, total, cut: false };
  const buf = Buffer.from(text, 'utf8');
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) so that the cut falls on a character boundary.
  while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return { text: buf.subarray(0, end).toString('utf8'), bytes: end, total, cut: true };
}
