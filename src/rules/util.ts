/**
 * Helpers for the rule plugins: positions from offsets, and reporting with a fingerprint key.
 */
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';

export interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** Maps UTF-16 offsets in a text to 1-based line and column (columns in UTF-16 units, as micromark counts them). */
export class LineIndex {
  readonly text: string;
  readonly starts: number[];
  constructor(text: string) {
    this.text = text;
    this.starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i += 1;
        this.starts.push(i + 1);
      }
    }
  }

  /** The point after the last character of `text` (where mdast ends its root), without indexing every line. */
  static end(text: string): Required<Point> {
    let line = 1;
    let start = 0;
    if (text.indexOf('\r') === -1) {
      // The common case, a line ending at each \n: found by indexOf, not character by character.
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
        line += 1;
        start = i + 1;
      }
      return { line, column: text.length - start + 1, offset: text.length };
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        if (c === 13 && text.charCodeAt(i + 1) === 10) i += 1;
        line += 1;
        start = i + 1;
      }
    }
    return { line, column: text.length - start + 1, offset: text.length };
  }

  point(offset: number): Required<Point> {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
  }

  private readonly plain = new Map<number, boolean>();

  /** 1-based column in code points (what the report model calls characters) for a UTF-16 column. */
  codePointColumn(line: number, column: number): number {
    let plain = this.plain.get(line);
    if (plain === undefined) {
      plain = !/[\uD800-\uDFFF]/.test(this.lineText(line));
      this.plain.set(line, plain);
    }
    if (plain) return column;
    return [...this.lineText(line).slice(0, Math.max(0, column - 1))].length + 1;
  }

  lineText(line: number): string {
    const start = this.starts[line - 1] ?? 0;
    const next = this.starts[line];
    return this.text.slice(start, next === undefined ? undefined : next).replace(/\r\n$|\r$|\n$/, '');
  }
}

/** The message property that carries a rule-chosen fingerprint key (never a secret value). */
export interface KeyedMessage extends VFileMessage {
  agentsMdAuditKey?: string;
}

/** At most this many messages per rule and file; then one message says how many more there are. */
export const MAX_MESSAGES_PER_RULE = 50;

/** Report a message at a place, with a fingerprint key for `Finding.fingerprint`. */
export function report(file: VFile, reason: string, place: { start: Point; end: Point } | Point, key: string): void {
  const message: KeyedMessage = file.message(reason, { place });
  message.agentsMdAuditKey = key;
}

/**
 * Reports up to MAX_MESSAGES_PER_RULE messages, then (from `finish`) one that counts the rest, so a
 * file with thousands of hits cannot flood a report or slow the run.
 */
export class CappedReporter {
  private count = 0;
  private firstDropped: { start: Point; end: Point } | Point | null = null;
  private readonly file: VFile;
  private readonly what: string;
  constructor(file: VFile, what: string) {
    this.file = file;
    this.what = what;
  }

  report(reason: () => string, place: { start: Point; end: Point } | Point, key: () => string): void {
    this.count += 1;
    if (this.count <= MAX_MESSAGES_PER_RULE) report(this.file, reason(), place, key());
    else this.firstDropped ??= place;
  }

  finish(): void {
    if (this.firstDropped === null) return;
    const more = this.count - MAX_MESSAGES_PER_RULE;
    report(
      this.file,
      `Unexpected ${more} more ${this.what} in this file, from here on (only the first ${MAX_MESSAGES_PER_RULE} are listed). Fix those first, then lint again.`,
      this.firstDropped,
      'overflow',
    );
  }
}

/**
 * True when the tree carries positions. Rules that scan the raw source report only for a positioned
 * tree (remark-lint's convention: generated, positionless trees get no messages).
 */
export function hasPosition(tree: Node): boolean {
  return tree.position !== undefined && tree.position.start.offset !== undefined && tree.position.end.offset !== undefined;
}
