/**
 * The agents' own configuration files inside the repository (`opencode.json`, `.gemini/settings.json`,
 * `.aider.conf.yml`, `.codex/config.toml`), read through the discovery context and parsed once per
 * audit. A file that cannot be parsed, or holds a value of the wrong shape where a profile needs it,
 * becomes a finding with its line (`agent-config-invalid`), never an exception. Messages quote no
 * file content beyond a key name: configuration files are where API keys live.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import jsoncParser from 'jsonc-parser';
import { parse as parseTomlText, TomlError } from 'smol-toml';
import type { DiscoveryContext } from '../discovery/context.js';
import { decodeLossy } from '../discovery/encoding.js';
import type { ProfileFinding } from './types.js';

export const CONFIG_INVALID_RULE = 'agent-config-invalid';

export interface Place {
  line: number;
  column: number;
}

export interface ConfigProblem {
  message: string;
  line: number | null;
  column?: number;
}

/** `json-comments`: comments allowed, trailing commas not (Gemini CLI: strip-json-comments, then JSON.parse). */
export type ConfigFormat = 'jsonc' | 'json-comments' | 'yaml' | 'toml';

export type ConfigRead =
  | { status: 'absent' }
  /** Exists but the audit does not read it (a link out of the repository, a FIFO…): the agent's behaviour is unknown. */
  | { status: 'unreadable'; reason: string }
  | { status: 'invalid'; problem: ConfigProblem }
  | { status: 'ok'; value: unknown; placeOf(path: readonly (string | number)[]): Place | null };

// ---------------------------------------------------------------------------------------------
// JSON with comments (JSONC), read with jsonc-parser, the parser OpenCode reads its files with
// (`parse(text, errors, { allowTrailingComma: true })`, any error fatal); for Gemini CLI
// (strip-json-comments, then JSON.parse) the same without trailing commas. Values are built here
// from its visitor, each key an own property (as JSON.parse makes `__proto__`), with every key's
// and element's place; the first error becomes the problem, with its line and column.

const MAX_DEPTH = 512;

// jsonc-parser's `const enum`s, by value (its declarations are ambient).
const CODE = {
  InvalidSymbol: 1,
  InvalidNumberFormat: 2,
  PropertyNameExpected: 3,
  ValueExpected: 4,
  ColonExpected: 5,
  CommaExpected: 6,
  CloseBraceExpected: 7,
  CloseBracketExpected: 8,
  EndOfFileExpected: 9,
  UnexpectedEndOfComment: 11,
  UnexpectedEndOfString: 12,
  UnexpectedEndOfNumber: 13,
  InvalidUnicode: 14,
  InvalidEscapeCharacter: 15,
  InvalidCharacter: 16,
} as const;
const TOKEN = { OpenBrace: 1, CloseBrace: 2, OpenBracket: 3, CloseBracket: 4, EOF: 17 } as const;

function describeChar(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the file';
  if (/^[\x21-\x7e]$/.test(ch)) return `"${ch}"`;
  return `character U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Line and column (1-based, in UTF-16 units) of an offset in `text`. */
export function placeIn(text: string, offset: number): Place {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: end - start + 1 };
}

export interface JsoncResult {
  value: unknown;
  /** Place of each key (by JSON path, e.g. `["context","fileName"]`), or of each array element. */
  places: Map<string, number>;
}

export function pathKey(path: readonly (string | number)[]): string {
  return JSON.stringify(path);
}

/** The offset of the first bracket nested deeper than MAX_DEPTH, by jsonc-parser's scanner (its parser recurses). */
function tooDeep(text: string): number | null {
  const scanner = jsoncParser.createScanner(text, true);
  let depth = 0;
  for (let t = scanner.scan(); t !== TOKEN.EOF; t = scanner.scan()) {
    if (t === TOKEN.OpenBrace || t === TOKEN.OpenBracket) {
      depth += 1;
      if (depth > MAX_DEPTH) return scanner.getTokenOffset();
    } else if (t === TOKEN.CloseBrace || t === TOKEN.CloseBracket) depth = Math.max(0, depth - 1);
  }
  return null;
}

type Container = { kind: 'object'; value: Record<string, unknown>; path: (string | number)[]; key?: string } | { kind: 'array'; value: unknown[]; path: (string | number)[] };

/** Parse JSON with `//` and `/* *\/` comments and (unless told not to) trailing commas. Throws nothing: returns the problem. */
export function parseJsonc(text: string, opts: { trailingCommas?: boolean } = {}): { ok: true; result: JsoncResult } | { ok: false; problem: ConfigProblem } {
  const trailingCommas = opts.trailingCommas ?? true;
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = bom ? text.slice(1) : text;
  const fail = (message: string, offset: number): { ok: false; problem: ConfigProblem } => {
    const at = placeIn(text, offset + bom);
    return { ok: false, problem: { message, line: at.line, column: at.column } };
  };
  const deep = tooDeep(body);
  if (deep !== null) return fail(`values are nested more than ${MAX_DEPTH} levels deep`, deep);

  const places = new Map<string, number>();
  const stack: Container[] = [];
  let root: unknown;
  let afterComma = false;
  let first: { code: number; offset: number; length: number; in: Container['kind'] | null; afterComma: boolean } | null = null;

  /** Where the next value goes: its path, after recording an array element's place. */
  const nextPath = (offset: number): (string | number)[] => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    if (top.kind === 'array') {
      const p = [...top.path, top.value.length];
      places.set(pathKey(p), offset + bom);
      return p;
    }
    return [...top.path, top.key ?? ''];
  };
  const put = (value: unknown): void => {
    const top = stack[stack.length - 1];
    if (!top) root = value;
    else if (top.kind === 'array') top.value.push(value);
    else if (top.key !== undefined) Object.defineProperty(top.value, top.key, { value, enumerable: true, writable: true, configurable: true });
  };
  jsoncParser.visit(
    body,
    {
      onObjectBegin(offset) {
        afterComma = false;
        const path = nextPath(offset);
        const value: Record<string, unknown> = {};
        put(value);
        stack.push({ kind: 'object', value, path });
      },
      onObjectProperty(property, offset) {
        afterComma = false;
        const top = stack[stack.length - 1];
        if (top?.kind !== 'object') return;
        top.key = property;
        places.set(pathKey([...top.path, property]), offset + bom);
      },
      onObjectEnd() {
        afterComma = false;
        stack.pop();
      },
      onArrayBegin(offset) {
        afterComma = false;
        const path = nextPath(offset);
        const value: unknown[] = [];
        put(value);
        stack.push({ kind: 'array', value, path });
      },
      onArrayEnd() {
        afterComma = false;
        stack.pop();
      },
      onLiteralValue(value: unknown, offset) {
        afterComma = false;
        nextPath(offset);
        put(value);
      },
      onSeparator(character) {
        afterComma = character === ',';
      },
      onError(code, offset, length) {
        if (first === null) first = { code, offset, length, in: stack[stack.length - 1]?.kind ?? null, afterComma };
      },
    },
    { allowTrailingComma: trailingCommas, disallowComments: false, allowEmptyContent: false },
  );
  if (first === null) return { ok: true, result: { value: root, places } };
  const e: { code: number; offset: number; length: number; in: Container['kind'] | null; afterComma: boolean } = first;
  const found = describeChar(body[e.offset]);
  const closer = body[e.offset];
  if (!trailingCommas && e.afterComma && ((e.code === CODE.PropertyNameExpected && closer === '}') || (e.code === CODE.ValueExpected && closer === ']'))) {
    return fail('a trailing comma: Gemini CLI reads its settings with JSON.parse (after removing comments), which rejects it', e.offset);
  }
  if (e.in === null && e.offset > 0 && root !== undefined) return fail(`unexpected ${found} after the end of the value`, e.offset);
  switch (e.code) {
    case CODE.PropertyNameExpected:
      return fail(`expected a property name in double quotes, found ${found}`, e.offset);
    case CODE.ColonExpected:
      return fail(`expected ":" after a property name, found ${found}`, e.offset);
    case CODE.CommaExpected:
    case CODE.CloseBraceExpected:
    case CODE.CloseBracketExpected:
      return e.in === 'array' || e.code === CODE.CloseBracketExpected
        ? fail(`expected "," or "]" after an array element, found ${found}`, e.offset)
        : fail(`expected "," or "}" after a property value, found ${found}`, e.offset);
    case CODE.EndOfFileExpected:
      return fail(`unexpected ${found} after the end of the value`, e.offset);
    case CODE.UnexpectedEndOfComment:
      return fail('a block comment is not closed', e.offset);
    case CODE.UnexpectedEndOfString: {
      const next = body[e.offset + e.length];
      return fail(next === '\n' || next === '\r' ? 'a string runs past the end of its line' : 'a string is not closed', e.offset);
    }
    case CODE.InvalidEscapeCharacter:
    case CODE.InvalidUnicode:
      return fail('a string holds an invalid escape sequence', e.offset);
    case CODE.InvalidCharacter:
      return fail('a string holds a control character (write it as an escape such as \\t)', e.offset);
    case CODE.InvalidNumberFormat:
    case CODE.UnexpectedEndOfNumber:
      return fail('a number is not written as JSON writes numbers', e.offset);
    default:
      return fail(`expected a value, found ${found}`, e.offset);
  }
}

// ---------------------------------------------------------------------------------------------

function parseYamlConfig(text: string): ConfigRead {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: false, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    // An error found at the end of the input (an unclosed quote or bracket) is placed on the last line with content.
    const offset = e.pos?.[0] !== undefined ? Math.min(e.pos[0], text.trimEnd().length) : undefined;
    const pos = offset !== undefined ? lc.linePos(offset) : e.linePos?.[0];
    return {
      status: 'invalid',
      problem: { message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, ''), line: pos?.line ?? null, ...(pos ? { column: pos.col } : {}) },
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return { status: 'invalid', problem: { message: (e as Error).message.split('\n')[0]!, line: null } };
  }
  return {
    status: 'ok',
    value,
    placeOf(path) {
      const node = doc.getIn(path, true) as YamlNode | undefined;
      // For a map key, point at the key; otherwise at the node.
      const parent = path.length > 0 ? (doc.getIn(path.slice(0, -1), true) as YamlNode | undefined) : undefined;
      let offset: number | undefined;
      if (parent && isMap(parent)) {
        const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[path.length - 1]);
        offset = (pair?.key as YamlNode | undefined)?.range?.[0];
      } else if (parent && isSeq(parent)) {
        offset = node?.range?.[0];
      } else {
        offset = node?.range?.[0];
      }
      if (offset === undefined) return null;
      const p = lc.linePos(offset);
      return { line: p.line, column: p.col };
    },
  };
}

function parseTomlConfig(text: string): ConfigRead {
  let value: unknown;
  try {
    value = parseTomlText(text);
  } catch (e) {
    if (e instanceof TomlError) {
      // The message carries a code block of the file after a blank line: keep the first line only.
      const first = e.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/, '');
      return { status: 'invalid', problem: { message: first, line: e.line, column: e.column } };
    }
    return { status: 'invalid', problem: { message: (e as Error).message.split('\n')[0]!, line: null } };
  }
  return {
    status: 'ok',
    value,
    placeOf(path) {
      // smol-toml keeps no positions: find the key's line (`key =`, or inside its [table]).
      const key = path[path.length - 1];
      if (typeof key !== 'string') return null;
      const lines = text.split('\n');
      const esc = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const re = new RegExp(`^\\s*(?:"${esc}"|'${esc}'|${esc})\\s*=`);
      for (let n = 0; n < lines.length; n++) if (re.test(lines[n]!)) return { line: n + 1, column: lines[n]!.search(/\S/) + 1 };
      return null;
    },
  };
}

function parseJsoncConfig(text: string, trailingCommas = true): ConfigRead {
  const r = parseJsonc(text, { trailingCommas });
  if (!r.ok) return { status: 'invalid', problem: r.problem };
  return {
    status: 'ok',
    value: r.result.value,
    placeOf(path) {
      const off = r.result.places.get(pathKey(path));
      return off === undefined ? null : placeIn(text, off);
    },
  };
}

const memo = new WeakMap<DiscoveryContext, Map<string, ConfigRead>>();

/** Read and parse an agent's configuration file at repository-relative `rel`, once per audit. */
export function readAgentConfig(ctx: DiscoveryContext, rel: string, format: ConfigFormat): ConfigRead {
  let m = memo.get(ctx);
  if (!m) {
    m = new Map();
    memo.set(ctx, m);
  }
  const key = `${format}\0${rel}`;
  const hit = m.get(key);
  if (hit) return hit;
  const result = readUncached(ctx, rel, format);
  m.set(key, result);
  return result;
}

function readUncached(ctx: DiscoveryContext, rel: string, format: ConfigFormat): ConfigRead {
  const p = ctx.probe(rel);
  if (p.lkind === 'missing' || p.kind === 'missing') return { status: 'absent' };
  if (p.link?.outside) return { status: 'unreadable', reason: 'it is a symlink to a file outside the repository' };
  if (p.kind !== 'file') return { status: 'unreadable', reason: `it is ${p.link ? 'a symlink to ' : ''}a ${p.kind}, not a regular file` };
  const content = ctx.read(rel);
  if (!content || content.error) return { status: 'unreadable', reason: content?.error ?? 'it could not be read' };
  if (!content.complete) return { status: 'unreadable', reason: `it is larger than ${ctx.readCap} bytes` };
  const text = decodeLossy(content.bytes);
  if (format === 'yaml') return parseYamlConfig(text);
  if (format === 'toml') return parseTomlConfig(text);
  return parseJsoncConfig(text, format === 'jsonc');
}

/** The `agent-config-invalid` finding for a file that does not parse, or holds a wrong value. */
export function configFinding(
  rel: string,
  profiles: readonly string[],
  problem: ConfigProblem,
  consequence: string,
  key?: string,
): ProfileFinding {
  return {
    ruleId: CONFIG_INVALID_RULE,
    severity: 'error',
    path: rel,
    line: problem.line,
    ...(problem.column !== undefined ? { column: problem.column } : {}),
    profiles: [...profiles],
    message: `${rel}${problem.line !== null ? ` line ${problem.line}` : ''}: ${problem.message}. ${consequence}`,
    ...(key !== undefined ? { key } : {}),
  };
}

/** A value that should be a string or a list of strings, as the agents accept it. */
export function stringOrList(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}

/** A value that must be a list of strings. */
export function stringList(value: unknown): string[] | null {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}

/** `obj[k1][k2]…` when every step is a plain object; undefined otherwise. */
export function getPath(value: unknown, path: readonly string[]): unknown {
  let v = value;
  for (const k of path) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    if (!Object.hasOwn(v, k)) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

// ---------------------------------------------------------------------------------------------
// Codex project configuration (`.codex/config.toml`), checked against codex-rs/core/src/config_loader
// (@b9813040): Codex merges a project layer from every directory between the project root (found
// with project_root_markers) and cwd, nearer directories winning, when the user has marked the
// project trusted. project_doc_max_bytes and project_doc_fallback_filenames are ordinary keys of
// the merged config, so a project layer sets them; project_root_markers is read before the project
// layers exist, so a project layer cannot set it.

export interface CodexProjectConfig {
  /** `project_doc_max_bytes` from the nearest layer that sets it. */
  maxBytes?: number;
  /** `project_doc_fallback_filenames` from the nearest layer that sets it. */
  fallbackFilenames?: string[];
  /** The `.codex/config.toml` files merged, lowest precedence first. */
  files: string[];
  /** Problems, each reported once per file and key. */
  findings: ProfileFinding[];
}

/** What Codex's project layers between `rootDir` and `cwd` set (assuming a trusted project). */
export function codexProjectConfig(ctx: DiscoveryContext, dirs: readonly string[], profiles: readonly string[] = ['codex']): CodexProjectConfig {
  const out: CodexProjectConfig = { files: [], findings: [] };
  for (const d of dirs) {
    const dot = ctx.join(d, '.codex');
    if (ctx.probe(dot).kind !== 'directory') continue;
    const rel = ctx.join(dot, 'config.toml');
    const r = readAgentConfig(ctx, rel, 'toml');
    if (r.status === 'absent') continue;
    if (r.status === 'unreadable') {
      out.findings.push({ ruleId: CONFIG_INVALID_RULE, severity: 'error', path: rel, line: null, profiles: [...profiles], message: `${rel}: ${r.reason}; Codex fails to read its project configuration and stops.` });
      continue;
    }
    if (r.status === 'invalid') {
      out.findings.push(configFinding(rel, profiles, r.problem, 'In a trusted project Codex stops with "Error parsing project config file".'));
      continue;
    }
    out.files.push(rel);
    const obj = r.value as Record<string, unknown>;
    const at = (key: string): { line: number | null; column?: number } => {
      const p = r.placeOf([key]);
      return p ? { line: p.line, column: p.column } : { line: null };
    };
    if (obj.project_doc_max_bytes !== undefined) {
      const v = obj.project_doc_max_bytes;
      if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) out.maxBytes = v;
      else if (typeof v === 'bigint' && v >= 0n && v <= BigInt(Number.MAX_SAFE_INTEGER)) out.maxBytes = Number(v);
      else out.findings.push(configFinding(rel, profiles, { message: `project_doc_max_bytes is ${typeName(v)}; Codex expects a whole number of bytes ≥ 0`, ...at('project_doc_max_bytes') }, 'Codex cannot load the configuration and stops.'));
    }
    if (obj.project_doc_fallback_filenames !== undefined) {
      const list = stringList(obj.project_doc_fallback_filenames);
      if (list === null) out.findings.push(configFinding(rel, profiles, { message: `project_doc_fallback_filenames is ${typeName(obj.project_doc_fallback_filenames)}; Codex expects a list of file names`, ...at('project_doc_fallback_filenames') }, 'Codex cannot load the configuration and stops.'));
      else out.fallbackFilenames = list;
    }
    if (obj.project_root_markers !== undefined) {
      out.findings.push({
        ruleId: CONFIG_INVALID_RULE,
        severity: 'info',
        path: rel,
        ...at('project_root_markers'),
        profiles: [...profiles],
        message: `${rel}: project_root_markers has no effect here: Codex reads it from the user, system and command-line configuration only, before it looks for project layers.`,
        key: 'project_root_markers',
      });
    }
  }
  return out;
}

/**
 * Whether a repository path is one of the agents' own configuration files the profiles read
 * (not an instruction file: the engine should neither lint it as Markdown nor list it as one), or
 * Codex's `.codex` folder that holds one.
 */
export function isAgentConfigPath(rel: string): boolean {
  const base = rel.slice(rel.lastIndexOf('/') + 1);
  // (The `.codex` folder itself is probed too: never an instruction file, whatever it turns out to be.)
  if (base === 'opencode.json' || base === 'opencode.jsonc' || base === '.aider.conf.yml' || base === '.codex') return true;
  return rel === '.gemini/settings.json' || rel.endsWith('/.gemini/settings.json') || rel === '.codex/config.toml' || rel.endsWith('/.codex/config.toml');
}
