/**
 * `@path` imports, as Claude Code and Gemini CLI find them in an instruction file. The two agents
 * tokenize differently, and the difference shows in what a reader sees:
 *
 * - Claude Code (docs + derived): `@` at the start of a text run or after whitespace, up to the next
 *   whitespace (a backslash-escaped space continues the path), a `#fragment` dropped; the path must
 *   start with `./`, `~/`, `/` or a letter, digit, `.`, `_` or `-`. Never inside code spans or code
 *   blocks (Markdown semantics: fenced, indented and inline code, and raw HTML). A token that names no
 *   file is left alone as text.
 * - Gemini CLI (memport, `memoryImportProcessor.ts`): `@` at the start of the file or after a space,
 *   tab or line break, up to the next whitespace; the path must start with `.`, `/` or an ASCII
 *   letter. "Code" is any backtick-delimited region (a run of backticks up to the next identical
 *   run), so an indented code block is not code to Gemini. A token that fails to import is *replaced*
 *   in the text by an `<!-- Import failed: … -->` comment.
 * - GitHub Copilot CLI (1.0.102, observed with the conformance harness; closed source): `@` not
 *   preceded by a letter, digit or one of `. _ % + - @` and a backtick (so `a@b.md` is an address,
 *   not an import), up to the next whitespace, a quote or backtick, or one of `) ] } < >`, with sentence
 *   punctuation (`. , ; : ! ?`) at its end dropped. Never inside inline code or a fenced code block;
 *   an indented code block is not code to Copilot. A token that names no file is left alone.
 */
import * as path from 'node:path';
import type { Root, Text } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isJsWhitespace, scanAtTokens, scanInCode } from '../rules/link-scan.js';
import { placeIn } from './agent-config.js';
import { dirOf, joinInside } from './common.js';

export const IMPORT_MAX_DEPTH = 5;

export interface ImportToken {
  /** The path as the agent uses it (fragment dropped, escapes undone). */
  path: string;
  /** The token as written after `@`. */
  raw: string;
  line: number;
  column: number;
}

// ---------------------------------------------------------------------------------------------
// Claude Code

const mdParser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']);
const CLAUDE_TOKEN = /(^|\s)@((?:[^\s\\]|\\ )+)/g;

function claudePathOf(raw: string): string | null {
  let p = raw;
  const hash = p.indexOf('#');
  if (hash !== -1) p = p.slice(0, hash);
  p = p.replace(/\\ /g, ' ');
  if (p === '') return null;
  if (p.startsWith('./') || p.startsWith('~/') || (p.startsWith('/') && p !== '/')) return p;
  if (p.startsWith('@') || /^[#%^&*()]+/.test(p)) return null;
  return /^[a-zA-Z0-9._-]/.test(p) ? p : null;
}

/**
 * Tokens of texts already tokenized (the profile, the checks and every chain ask about the same
 * files); cleared when it grows past a bound, so a long-lived process does not keep every text.
 */
const claudeMemo = new Map<string, ImportToken[]>();
const CLAUDE_MEMO_MAX = 4096;

/** The `@path` tokens Claude Code imports from `text`, in order (the same array for the same text: do not change it). */
export function claudeImportTokens(text: string): ImportToken[] {
  // Parsing Markdown is the expensive part: most files hold no candidate token at all.
  if (!/(?:^|\s)@/.test(text)) return [];
  let tokens = claudeMemo.get(text);
  if (tokens === undefined) {
    // The scan answers most files exactly without parsing; the parser decides where it is not sure.
    tokens = scanClaude(text) ?? tokenizeClaude(text);
    if (claudeMemo.size >= CLAUDE_MEMO_MAX) claudeMemo.clear();
    claudeMemo.set(text, tokens);
  }
  return tokens;
}

/**
 * What `tokenizeClaude` returns for `text`, found by the link scanner's exact-or-refusing Markdown scan
 * (`scanAtTokens`) instead of a parse; null when the scan is not sure (then only the parser can say).
 */
export function scanClaude(text: string): ImportToken[] | null {
  let found: ReturnType<typeof scanAtTokens>;
  try {
    found = scanAtTokens(text, (raw) => claudePathOf(raw) !== null);
  } catch {
    return null;
  }
  if (found === null) return null;
  const out: ImportToken[] = [];
  // Lines and columns as `placeIn` counts them, in one pass (the offsets only grow).
  let line = 1;
  let lineStart = 0;
  let nl = text.indexOf('\n');
  for (const { raw, offset } of found) {
    while (nl !== -1 && nl < offset) {
      line += 1;
      lineStart = nl + 1;
      nl = text.indexOf('\n', nl + 1);
    }
    out.push({ path: claudePathOf(raw)!, raw, line, column: offset - lineStart + 1 });
  }
  return out;
}

/**
 * The reference: every `text` node of the parsed tree, `CLAUDE_TOKEN` over its value, each kept token
 * placed by searching its source slice. `scanClaude` must equal it wherever it answers.
 */
export function tokenizeClaude(text: string): ImportToken[] {
  let tree: Root;
  try {
    tree = mdParser.parse(text);
  } catch {
    return [];
  }
  const out: ImportToken[] = [];
  visit(tree, 'text', (node: Text) => {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? text.length;
    const source = text.slice(start, end);
    let cursor = 0;
    for (const m of node.value.matchAll(CLAUDE_TOKEN)) {
      const raw = m[2]!;
      const p = claudePathOf(raw);
      if (p === null) continue;
      const at = source.indexOf(`@${raw}`, cursor);
      const offset = at === -1 ? start : start + at;
      if (at !== -1) cursor = at + raw.length + 1;
      const place = placeIn(text, offset);
      out.push({ path: p, raw, line: place.line, column: place.column });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Gemini CLI

export interface GeminiToken extends ImportToken {
  /** Offsets of `@…` in the text. */
  start: number;
  end: number;
  /** Inside a backtick region: left as it is. */
  inCode: boolean;
}

function isWs(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

/** Backtick regions: a run of backticks up to the next occurrence of the same run. */
function backtickRegions(text: string): [number, number][] {
  const regions: [number, number][] = [];
  const re = /(`+)([\s\S]*?)\1/g;
  for (const m of text.matchAll(re)) regions.push([m.index, m.index + m[0].length]);
  return regions;
}

/** Every `@path` token Gemini CLI sees in `text`, in order, with whether it lies in code. */
export function geminiImportTokens(text: string): GeminiToken[] {
  const regions = backtickRegions(text);
  const out: GeminiToken[] = [];
  let i = 0;
  while (i < text.length) {
    i = text.indexOf('@', i);
    if (i === -1) break;
    if (i > 0 && !isWs(text[i - 1])) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < text.length && !isWs(text[j])) j += 1;
    const raw = text.slice(i + 1, j);
    const first = raw[0];
    if (first !== undefined && (first === '.' || first === '/' || /[A-Za-z]/.test(first))) {
      const place = placeIn(text, i);
      // Gemini decodes percent-escapes only to check containment; it opens the raw path.
      out.push({
        path: raw,
        raw,
        start: i,
        end: j,
        inCode: regions.some(([s, e]) => i >= s && i < e),
        line: place.line,
        column: place.column,
      });
    }
    i = j + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// GitHub Copilot CLI

export interface CopilotToken extends ImportToken {
  /** Offset just after the path (the import is inserted there). */
  end: number;
}

/** Characters that may not stand before the `@` (those of an e-mail address's local part, and a backtick). */
const COPILOT_NOT_BEFORE = /[A-Za-z0-9._%+\-@`]/;

/** Whether `c` ends the path: `[\s'"`)\]}<>]` (whitespace as JavaScript's `\s`). */
function endsCopilotPath(c: number): boolean {
  return c === 39 || c === 34 || c === 96 || c === 41 || c === 93 || c === 125 || c === 60 || c === 62 || isJsWhitespace(c);
}

/** Sentence punctuation dropped from a path's end: `[.,;:!?]`. */
function isCopilotTrailing(c: number): boolean {
  return c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63;
}

/** A candidate token: its `@` and its path. */
interface CopilotCandidate {
  at: number;
  raw: string;
}

/**
 * The tokens the raw text holds, before code is excluded: an `@` not preceded by `COPILOT_NOT_BEFORE`,
 * the longest run of characters that do not end the path after it (`[^\s'"`)\]}<>]+`), minus
 * trailing `[.,;:!?]`, when something is left. Linear: the `@`s inside one run share its end.
 */
function copilotCandidates(text: string): CopilotCandidate[] {
  const found: CopilotCandidate[] = [];
  // The run being read: where it starts (after the first `@` that reached it), ends, and ends once its trailing punctuation is dropped.
  let runEnd = -1;
  let keptEnd = -1;
  for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
    if (i > 0 && COPILOT_NOT_BEFORE.test(text[i - 1]!)) continue;
    if (i >= runEnd) {
      let j = i + 1;
      while (j < text.length && !endsCopilotPath(text.charCodeAt(j))) j++;
      runEnd = j;
      while (j > i + 1 && isCopilotTrailing(text.charCodeAt(j - 1))) j--;
      keptEnd = j;
    }
    // A later `@` of the same run has the same end; its path is empty when only punctuation follows it.
    if (keptEnd > i + 1) found.push({ at: i, raw: text.slice(i + 1, keptEnd) });
  }
  return found;
}

/**
 * Offsets of inline code and fenced code blocks: Copilot CLI never imports from them. The reference
 * for what is code (exported for the tests); `scanInCode` must agree with it wherever it answers.
 */
export function copilotCodeRegions(text: string): [number, number][] {
  let tree: Root;
  try {
    tree = mdParser.parse(text);
  } catch {
    return [];
  }
  const out: [number, number][] = [];
  visit(tree, (node) => {
    if (node.type !== 'inlineCode' && node.type !== 'code') return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // An indented code block is text to Copilot CLI: only fenced blocks count.
    if (node.type === 'code' && !/^ {0,3}(?:```|~~~)/.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, end))) return;
    out.push([start, end]);
  });
  return out;
}

/** Which candidates lie in code, by the remark parse (`copilotCodeRegions`). */
function copilotInCodeByParse(text: string, found: readonly CopilotCandidate[]): boolean[] {
  const regions = copilotCodeRegions(text);
  return found.map(({ at }) => regions.some(([s, e]) => at >= s && at < e));
}

/** Which candidates lie in code, by the link scanner (`scanInCode`); null when it is not sure. */
function copilotInCodeByScan(text: string, found: readonly CopilotCandidate[]): boolean[] | null {
  try {
    return scanInCode(
      text,
      found.map(({ at }) => at),
    );
  } catch {
    return null;
  }
}

/** The candidates not in code, as tokens placed as `placeIn` places them (in one pass: the offsets only grow). */
function copilotTokensOf(text: string, found: readonly CopilotCandidate[], inCode: readonly boolean[]): CopilotToken[] {
  const out: CopilotToken[] = [];
  let line = 1;
  let lineStart = 0;
  let nl = text.indexOf('\n');
  for (let k = 0; k < found.length; k++) {
    if (inCode[k]) continue;
    const { at, raw } = found[k]!;
    while (nl !== -1 && nl < at) {
      line += 1;
      lineStart = nl + 1;
      nl = text.indexOf('\n', nl + 1);
    }
    out.push({ path: raw, raw, end: at + 1 + raw.length, line, column: at - lineStart + 1 });
  }
  return out;
}

const copilotMemo = new Map<string, CopilotToken[]>();

/**
 * The `@path` tokens GitHub Copilot CLI expands in `text`, in order (the same array for the same
 * text: every chain asks about the files it shares with others; do not change it).
 */
export function copilotImportTokens(text: string): CopilotToken[] {
  if (!text.includes('@')) return [];
  let tokens = copilotMemo.get(text);
  if (tokens === undefined) {
    tokens = tokenizeCopilot(text);
    if (copilotMemo.size >= CLAUDE_MEMO_MAX) copilotMemo.clear();
    copilotMemo.set(text, tokens);
  }
  return tokens;
}

/**
 * The tokens the raw text holds, minus those whose `@` lies in code. The link scanner decides what is
 * code without parsing; the Markdown is parsed only when it is not sure (and only when there is a
 * candidate token at all).
 */
function tokenizeCopilot(text: string): CopilotToken[] {
  const found = copilotCandidates(text);
  if (found.length === 0) return [];
  return copilotTokensOf(text, found, copilotInCodeByScan(text, found) ?? copilotInCodeByParse(text, found));
}

/** What `tokenizeCopilot` returns, decided by the scan alone; null when the scan is not sure. For the tests. */
export function scanCopilot(text: string): CopilotToken[] | null {
  const found = copilotCandidates(text);
  if (found.length === 0) return [];
  const inCode = copilotInCodeByScan(text, found);
  return inCode === null ? null : copilotTokensOf(text, found, inCode);
}

/** The path after the `@` as the reference matches it (sticky: set `lastIndex` to just after the `@`). */
const COPILOT_PATH_AT = /[^\s'"`)\]}<>]+/y;

/**
 * The reference: the candidates matched with regular expressions (`COPILOT_PATH_AT`, then trailing
 * `[.,;:!?]+` replaced away), code decided by remark (`copilotCodeRegions`), each token
 * placed with `placeIn`. `tokenizeCopilot` and `scanCopilot` must equal it. For the tests (which may
 * pass the regions they already have).
 */
export function tokenizeCopilotReference(text: string, regions?: [number, number][]): CopilotToken[] {
  const found: CopilotCandidate[] = [];
  for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
    if (i > 0 && COPILOT_NOT_BEFORE.test(text[i - 1]!)) continue;
    COPILOT_PATH_AT.lastIndex = i + 1;
    const m = COPILOT_PATH_AT.exec(text);
    if (!m) continue;
    const raw = m[0].replace(/[.,;:!?]+$/, '');
    if (raw !== '') found.push({ at: i, raw });
  }
  if (found.length === 0) return [];
  regions ??= copilotCodeRegions(text);
  const out: CopilotToken[] = [];
  for (const { at, raw } of found) {
    if (regions.some(([s, e]) => at >= s && at < e)) continue;
    const place = placeIn(text, at);
    out.push({ path: raw, raw, end: at + 1 + raw.length, line: place.line, column: place.column });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

export type ImportTarget =
  /** Inside the audited repository. */
  | { kind: 'repo'; rel: string }
  /** In the user's home directory (`~/…`): personal, not audited. */
  | { kind: 'home'; display: string }
  /** An absolute path or a path above the audited root: not audited. */
  | { kind: 'outside'; display: string }
  | { kind: 'url'; display: string };

/** Where an import written in `fromRel` points. */
export function importTarget(fromRel: string, p: string): ImportTarget {
  if (/^(?:file|https?):\/\//i.test(p)) return { kind: 'url', display: p };
  if (p.startsWith('~/') || p === '~') return { kind: 'home', display: p };
  if (path.posix.isAbsolute(p)) return { kind: 'outside', display: p };
  const rel = joinInside(dirOf(fromRel), p);
  if (rel === null) return { kind: 'outside', display: p };
  return { kind: 'repo', rel };
}

/** Whether a token looks meant as a file reference (an extension, or an explicit relative/absolute path). */
export function looksLikePath(p: string): boolean {
  return /^(?:\.{1,2}\/|~\/|\/)/.test(p) || /\.[A-Za-z0-9]{1,10}$/.test(trailingPunctuation(p).path);
}

/** A token split into its path and the sentence punctuation stuck to its end (`@AGENTS.md.`). */
export function trailingPunctuation(p: string): { path: string; punctuation: string } {
  const m = /[.,;:!?)\]'"]+$/.exec(p);
  return m ? { path: p.slice(0, m.index), punctuation: m[0] } : { path: p, punctuation: '' };
}

/**
 * A token or path for a message, with any segment that looks like a credential (20+ letters and
 * digits, no dot) shortened: an `@word` that Gemini CLI takes for an import may be a pasted token.
 */
export function shownPath(s: string): string {
  return s
    .split('/')
    .map((seg) => (seg.length >= 20 && /^[A-Za-z0-9_+=-]+$/.test(seg) && /[A-Za-z]/.test(seg) && /\d/.test(seg) ? `${seg.slice(0, 4)}…(${seg.length} characters)` : seg))
    .join('/');
}
