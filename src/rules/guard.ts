/**
 * A pre-parse guard: Markdown shapes that make the parser slow (superlinear) or overflow the stack.
 *
 * Measured with remark-parse 11 + remark-gfm 4 on Node 24 (see test/rules/guard.test.ts):
 * - emphasis and link delimiters in one paragraph are resolved in quadratic time: 16 KiB of `*_`
 *   took 2.4 s, 64 KiB 39 s, 128 KiB 6 minutes; `[a](` repeated: 64 KiB 4 s;
 * - nesting is worse than quadratic: a list nested 500 levels by indentation took 3.6 s and 1,000
 *   levels 42 s; 4,096 nested `> -` containers overflowed the call stack;
 * - one block of non-blank lines is superlinear in its length: 16,000 lines of a PEM header line
 *   took 4.4 s, 32,000 13 s;
 * - setext headings are quadratic in their number: 4,000 took 2 s;
 * - a table row with 100,000+ cells is linear but slow (5 s per MiB).
 * A byte cap alone cannot bound these (16 KiB is enough), so before parsing we measure the shapes
 * themselves, cheaply and deterministically, and skip the Markdown parse when one is over its limit.
 * The raw-text rules (secrets, personal paths) still run on the whole text. Every limit is far above
 * what real files hold: in the 43-file corpus the largest block is 4.9 KB (29 lines), the most
 * delimiters in a block 90, the deepest nesting 3, the widest table row 5 pipes, no setext heading.
 * No clock is involved: the same input always gets the same outcome, on any machine.
 */

export const PARSE_LIMITS = {
  /** UTF-16 code units in one block (a run of non-blank lines outside fenced code): one 512 KiB paragraph took 4 s, 1 MiB 13 s. */
  charsPerBlock: 64 * 1024,
  /** Blocks in the file: node-dense text (a heading or paragraph every few bytes) parses at about 10 µs per byte. */
  blocks: 20_000,
  /** `*`, `_`, `[` and `]` characters in one block. */
  delimitersPerBlock: 2048,
  /** Sum over blocks of (delimiters in the block)², the quadratic cost of delimiter resolution. */
  delimiterScore: 4 * 2048 * 2048,
  /** Container depth of one line: leading `>` and list markers, plus indentation / 2. */
  nestingDepth: 16,
  /** `|` characters on one line (table cells). */
  pipesPerLine: 512,
  /** Setext heading underlines (`===` or `---` under a line of text) in the file: resolved in quadratic time (4,000 took 2 s). */
  setextHeadings: 500,
} as const;

/** A line holding something but whitespace (what `line.trim() !== ''` says, without the copy). */
const NON_BLANK = /[^\s]/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const FENCE = /^[ \t>]*(?:[-*+]\s+|\d{1,9}[.)]\s+)?(`{3,}|~{3,})/;

/** Container markers at the start of a line, plus its leading indentation / 2 (nesting by indentation). */
function nestingDepth(line: string): number {
  let depth = 0;
  let width = 0;
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) {
    width += line[i] === '\t' ? 4 : 1;
    i += 1;
  }
  for (;;) {
    while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i += 1;
    const ch = line[i];
    if (ch === '>') {
      depth += 1;
      i += 1;
      continue;
    }
    if ((ch === '-' || ch === '*' || ch === '+') && (i + 1 >= line.length || line[i + 1] === ' ' || line[i + 1] === '\t')) {
      depth += 1;
      i += 1;
      continue;
    }
    const c = line.charCodeAt(i);
    const ordered = c >= 48 && c <= 57 ? /^\d{1,9}[.)](?=[ \t]|$)/.exec(line.slice(i, i + 11)) : null;
    if (ordered) {
      depth += 1;
      i += ordered[0].length;
      continue;
    }
    break;
  }
  return depth + Math.floor(width / 2);
}

/**
 * Null when the text is safe to parse, or a sentence saying which limit it exceeds.
 * Linear in the text length.
 */
export function parseRisk(text: string): string | null {
  let fence: string | null = null;
  let block = 0;
  let blockChars = 0;
  let blockLine = 0;
  let blocks = 0;
  let score = 0;
  let lineNo = 0;
  let setext = 0;
  let previous = '';
  const lines = text.split(/\r\n|\r|\n/);
  for (const line of lines) {
    lineNo += 1;
    const before = previous;
    previous = fence === null ? line : '';
    // (A fence needs a backtick or a tilde: most lines are ruled out without the regular expression.)
    const f = line.includes('`') || line.includes('~') ? FENCE.exec(line) : null;
    if (fence !== null) {
      if (f && f[1] !== undefined && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
      continue;
    }
    if (f && f[1] !== undefined) {
      fence = f[1];
      blocks += 1;
      if (blocks > PARSE_LIMITS.blocks) {
        return `the file holds more than ${PARSE_LIMITS.blocks} blocks (paragraphs, headings, lists, code blocks; line ${lineNo} starts one)`;
      }
      score += block * block;
      block = 0;
      blockChars = 0;
      continue;
    }
    if (!NON_BLANK.test(line)) {
      score += block * block;
      block = 0;
      blockChars = 0;
      continue;
    }
    if (blockChars === 0) {
      blockLine = lineNo;
      blocks += 1;
      if (blocks > PARSE_LIMITS.blocks) {
        return `the file holds more than ${PARSE_LIMITS.blocks} blocks (paragraphs, headings, lists, code blocks; line ${lineNo} starts one)`;
      }
    }
    blockChars += line.length + 1;
    if (blockChars > PARSE_LIMITS.charsPerBlock) {
      return `the run of non-blank lines starting at line ${blockLine} is longer than ${PARSE_LIMITS.charsPerBlock} characters`;
    }
    if ((line.includes('=') || line.includes('-')) && SETEXT_UNDERLINE.test(line) && NON_BLANK.test(before) && !/^\s*(?:[-*+>#|]|\d{1,9}[.)])/.test(before)) {
      setext += 1;
      if (setext > PARSE_LIMITS.setextHeadings) {
        return `the file holds more than ${PARSE_LIMITS.setextHeadings} setext headings (a line underlined with \`===\` or \`---\`; line ${lineNo} is one)`;
      }
    }
    let pipes = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      // * _ [ ]
      if (c === 42 || c === 95 || c === 91 || c === 93) block += 1;
      else if (c === 124) pipes += 1;
    }
    if (block > PARSE_LIMITS.delimitersPerBlock) {
      return `the run of non-blank lines starting at line ${blockLine} holds more than ${PARSE_LIMITS.delimitersPerBlock} emphasis and link delimiters (\`*\`, \`_\`, \`[\`, \`]\`)`;
    }
    if (pipes > PARSE_LIMITS.pipesPerLine) {
      return `line ${lineNo} holds ${pipes} table cell separators (more than ${PARSE_LIMITS.pipesPerLine})`;
    }
    const depth = nestingDepth(line);
    if (depth > PARSE_LIMITS.nestingDepth) {
      return `line ${lineNo} is nested ${depth} levels deep (block quotes, list items and indentation; more than ${PARSE_LIMITS.nestingDepth})`;
    }
  }
  score += block * block;
  if (score > PARSE_LIMITS.delimiterScore) {
    return `the file holds too many emphasis and link delimiters in long paragraphs (a cost of ${score} against a limit of ${PARSE_LIMITS.delimiterScore})`;
  }
  return null;
}
