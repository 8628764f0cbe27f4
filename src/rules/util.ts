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
    const re = /\r\n|\r|\n/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) this.starts.push(m.index + m[0].length);
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

/** Report a message at a place, with a fingerprint key for `Finding.fingerprint`. */
export function report(file: VFile, reason: string, place: { start: Point; end: Point } | Point, key: string): void {
  const message: KeyedMessage = file.message(reason, { place });
  message.agentsMdAuditKey = key;
}

/**
 * True when the tree carries positions. Rules that scan the raw source report only for a positioned
 * tree (remark-lint's convention: generated, positionless trees get no messages).
 */
export function hasPosition(tree: Node): boolean {
  return tree.position !== undefined && tree.position.start.offset !== undefined && tree.position.end.offset !== undefined;
}
