/**
 * Small helpers shared by the secret rules: redaction (the only form in which a secret may ever
 * leave a rule), Shannon entropy, and the placeholder filters that keep documentation values out.
 */

/**
 * The redacted form of a secret: a short prefix, an ellipsis and the length, e.g. `ghp_… 40 chars`.
 *
 * `fixedPrefix` is the length of the format's constant prefix (`ghp_`, `AKIA`, `xoxb-`): up to 4 of
 * those characters are shown, which tells the reader which token it is without revealing any of its
 * random part. Without one (passwords, assigned values), at most one eighth of the value is shown,
 * and never more than 4 characters: a 7-character password shows nothing, a 16-character one 2.
 */
export function redact(value: string, fixedPrefix?: number): string {
  const chars = [...value];
  const shown = Math.min(4, fixedPrefix ?? Math.floor(chars.length / 8), chars.length);
  return `${chars.slice(0, shown).join('')}… ${chars.length} chars`;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...value].length;
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / n;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** True when the value holds a run of 6 or more identical characters (`xxxxxx`, `000000`). */
export function hasRepeatedRun(value: string, min = 6): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    if (value.charCodeAt(i) === value.charCodeAt(i - 1)) {
      run += 1;
      if (run >= min) return true;
    } else {
      run = 1;
    }
  }
  return false;
}

/** True when the value holds a run of 6 or more consecutive ascending or descending characters (`abcdef`, `123456`, `987654`). */
export function hasSequentialRun(value: string, min = 6): boolean {
  let up = 1;
  let down = 1;
  for (let i = 1; i < value.length; i++) {
    const d = value.charCodeAt(i) - value.charCodeAt(i - 1);
    up = d === 1 ? up + 1 : 1;
    down = d === -1 ? down + 1 : 1;
    if (up >= min || down >= min) return true;
  }
  return false;
}

/**
 * Words that mark a value as an example or a placeholder rather than a credential. Matched
 * case-insensitively anywhere in the value (after any vendor prefix). A random token body almost
 * never contains one of these (a 5-letter word in 36 random base62 characters: about 1 in 10^7).
 */
const PLACEHOLDER_WORDS = [
  'example',
  'sample',
  'dummy',
  'placeholder',
  'changeme',
  'change_me',
  'change-me',
  'your',
  'redacted',
  'fake',
  'xxxx',
  'insert',
  'replace',
  'secret',
  'password',
  'token',
  'notreal',
  'not_real',
  'todo',
  'foobar',
];

/** Template and elision markers: `<TOKEN>`, `${TOKEN}`, `{{ token }}`, `%TOKEN%`, `...`, `…`, `***`. */
const TEMPLATE_MARKERS = /[<>{}…]|\$[A-Za-z_({]|%[A-Za-z_]+%|\.{3}|\*{3}/;

/**
 * True when a candidate value (the random part of a token, a password, an assigned value) is a
 * placeholder, a template or a documentation value rather than a credential.
 */
export function isPlaceholderValue(value: string): boolean {
  const lower = value.toLowerCase();
  if (PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return true;
  if (TEMPLATE_MARKERS.test(value)) return true;
  if (hasRepeatedRun(value) || hasSequentialRun(value)) return true;
  return false;
}
