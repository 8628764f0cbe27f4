/**
 * The one redaction for every output of repository-supplied text: file contents (a printed
 * prompt), paths, config values and keys, error messages. It uses the lint rules' detector
 * (`findSecrets`) and their redacted form (`redact`), so whatever `no-secrets` and
 * `no-possible-secrets` would report is masked the same way everywhere:
 * `«GitHub personal access token: ghp_… 40 chars»`.
 *
 * Masking sees what an agent sees: NUL bytes (a UTF-16 file decoded as UTF-8 puts one between every
 * ASCII character) and invisible format characters (zero-width spaces and joiners, soft hyphens,
 * BOMs) are dropped by the model's tokenizer or ignored by a reader, so the detector scans the text
 * without them and masks the original span, invisible characters included.
 */
import { redact } from './redact.js';
import { findSecrets } from './secret-patterns.js';

/** Characters a reader does not see: NUL, soft hyphen, zero-width space/non-joiner/joiner, word joiner, BOM. */
const INVISIBLE = /[\u0000\u00ad\u200b-\u200d\u2060\ufeff]/;
const INVISIBLE_ALL = /[\u0000\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** The masked form of one hit; the same secret always masks to the same text. */
function masked(hit: { label: string; value: string; fixedPrefix?: number }): string {
  return `«${hit.label}: ${redact(hit.value.replace(INVISIBLE_ALL, ''), hit.fixedPrefix)}»`;
}

/**
 * `text` with every secret the two secret rules would report replaced by its redacted form, for any
 * output that must show repository text.
 */
export function maskSecrets(text: string): string {
  if (!INVISIBLE.test(text)) {
    let out = '';
    let at = 0;
    for (const hit of findSecrets(text)) {
      out += `${text.slice(at, hit.start)}${masked(hit)}`;
      at = hit.end;
    }
    return at === 0 ? text : out + text.slice(at);
  }
  // Scan the visible characters; map each hit back to its span in the original text.
  const keep: number[] = [];
  let visible = '';
  for (let i = 0; i < text.length; i++) {
    if (INVISIBLE.test(text[i]!)) continue;
    keep.push(i);
    visible += text[i];
  }
  let out = '';
  let at = 0;
  for (const hit of findSecrets(visible)) {
    if (hit.end <= hit.start) continue;
    const start = keep[hit.start]!;
    const end = keep[hit.end - 1]! + 1;
    if (start < at) continue;
    out += `${text.slice(at, start)}${masked(hit)}`;
    at = end;
  }
  return at === 0 ? text : out + text.slice(at);
}

/** Whether `text` holds anything `maskSecrets` would mask. */
export function holdsSecret(text: string): boolean {
  return maskSecrets(text) !== text;
}
