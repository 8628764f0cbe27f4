/**
 * Front matter of rule files, one home for every profile that reads it. The block's delimiters are
 * each agent's own (its profile matches them as the agent does); the YAML inside is parsed here:
 * `parseYamlLikeParse` as the agents that call the `yaml` package's `parse()` (Cline, Continue, Qwen
 * Code), without its console warnings; `readFrontmatter` for the rule-directory agents (Cursor,
 * Auggie, Amp), each key placed by line.
 */
import { parseDocument } from 'yaml';
import { placeIn } from './agent-config.js';

export interface Frontmatter {
  /** The parsed mapping; `{}` for a block that is empty or not a mapping. */
  data: Record<string, unknown>;
  /** The text after the block. */
  body: string;
  /** Whether the block parsed as YAML. */
  valid: boolean;
  /** 1-based line of a top-level key in the file, or null. */
  lineOf(key: string): number | null;
}

export type YamlParse = { ok: true; value: unknown } | { ok: false; message: string };

export function parseYamlLikeParse(text: string): YamlParse {
  try {
    const doc = parseDocument(text);
    if (doc.errors.length > 0) return { ok: false, message: doc.errors[0]!.message.split('\n')[0]! };
    return { ok: true, value: doc.toJS() };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message.split('\n')[0]! : String(e) };
  }
}

/** A plain object (not an array, not null), as both agents require front matter to be. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const BLOCK = /^(?:\uFEFF)?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** The frontmatter of `text`, or null when it has none. */
export function readFrontmatter(text: string): Frontmatter | null {
  const m = BLOCK.exec(text);
  if (!m) return null;
  const raw = m[1]!;
  const offset = m.index + m[0].indexOf(raw);
  const lineOf = (key: string): number | null => {
    const at = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm').exec(raw);
    return at ? placeIn(text, offset + at.index).line : null;
  };
  const y = parseYamlLikeParse(raw);
  const data = y.ok && isPlainObject(y.value) ? y.value : {};
  return { data, body: text.slice(m.index + m[0].length), valid: y.ok, lineOf };
}

/** Globs as these agents accept them: a list, or one string of comma-separated globs; empty entries dropped. */
export function globList(v: unknown): string[] {
  const items = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
  return items.flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
}

/** `true` only for the YAML boolean (a quoted "true" is a string, which Cursor does not take as true). */
export function isTrue(v: unknown): boolean {
  return v === true;
}
