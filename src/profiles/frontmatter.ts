/**
 * The YAML frontmatter of a rule file (`---` … `---` at the top), as the rule-directory agents
 * (Cursor, Auggie, Amp) read it: parsed with the project's YAML parser, each key placed by line.
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
  let data: Record<string, unknown> = {};
  let valid = true;
  try {
    const doc = parseDocument(raw);
    if (doc.errors.length > 0) valid = false;
    else {
      const v: unknown = doc.toJS();
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) data = v as Record<string, unknown>;
    }
  } catch {
    valid = false;
  }
  return { data, body: text.slice(m.index + m[0].length), valid, lineOf };
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
