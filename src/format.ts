/** Number formatting shared by every message and renderer. */

/**
 * A whole number with thousands separators, as `toLocaleString('en-US')` writes it (`12,345`),
 * without loading the locale data for it (which costs a run milliseconds the first time).
 */
export function fmtInt(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = digits.length; i > 0; i -= 3) out = i > 3 ? `,${digits.slice(i - 3, i)}${out}` : `${digits.slice(0, i)}${out}`;
  return n < 0 ? `-${out}` : out;
}
