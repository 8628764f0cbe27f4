/**
 * YAML as the agents that call the `yaml` package's `parse()` on a front matter block read it
 * (Cline CLI, Continue CLI): the same parser, without its console warnings. `parse()` throws on the
 * first error and returns the document as plain data (an alias without its anchor throws too).
 */
import { parseDocument } from 'yaml';

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
