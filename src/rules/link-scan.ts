/**
 * A fast scanner for the link, image and definition nodes `no-broken-references` checks, exact or
 * refusing.
 *
 * `scanLinks(text)` returns exactly the `link`, `image` and `definition` nodes that
 * `remark-parse@11 + remark-gfm@4 + remark-frontmatter(['yaml', 'toml'])` produce for `text` — minus
 * those whose `url` starts with a URI scheme, which never give a finding — in the order
 * `unist-util-visit` visits them, with the same `url` and `position`; or `null` ("unsure") when the
 * text holds something the scanner does not model exactly, and the caller must parse it.
 *
 * It is a port of the parts of micromark that decide where inline content is and where links are,
 * including its departures from the CommonMark reference implementation (which the differential tests
 * pin down): the container algorithm of micromark's `document` tokenizer (block quotes, list items,
 * laziness, the "interrupt" flag that persists through a line's new containers), the flow constructs
 * (fenced and indented code, HTML blocks of kinds 1–7, ATX and setext headings, thematic breaks, GFM
 * tables, frontmatter) and, in the inline content that holds a `](`, the constructs that can hide or
 * swallow a bracket (code spans, autolinks, raw HTML, escapes, GFM autolink literals) and the
 * bracket algorithm with inline resources. Emphasis, strikethrough and character references in text
 * cannot change which links exist, so they are not modelled.
 *
 * It refuses (returns null) on: any link reference definition or footnote definition (a paragraph
 * that starts with `[` and holds `]:`, or `[^label]:` anywhere), since references then depend on the
 * document's definitions; a named character reference other than a few common ones inside a link
 * destination (the mdast `url` is decoded with the full HTML entity list); a NUL character; a lazy
 * paragraph line that micromark would turn into a table head inside the container; and input whose
 * inline constructs would need more than a linear amount of look-ahead (pathological nesting or
 * unclosed constructs), so the scan stays linear.
 *
 * `scanAtTokens(text, accept)` runs the same block structure and inline tokenizer for another
 * question: which `@path` tokens Claude Code's import syntax finds in the mdast `text` nodes (see its
 * comment). It lives here because it needs the scanner's internals (containers, leaf blocks, the
 * buffer of an inline text, where code spans, HTML, autolinks, literals and links are), not a copy.
 *
 * `scanInCode(text, offsets)` answers a third question with them: which of the given `@` characters
 * lie in an mdast `inlineCode` node or in a `code` node that GitHub Copilot CLI's tokenizer counts as
 * code (see its comment), for `profiles/imports.ts`.
 */

/** A point as mdast has it: 1-based line and column (UTF-16 units), 0-based UTF-16 offset. */
export interface ScannedPoint {
  line: number;
  column: number;
  offset: number;
}

/** A link, image or definition node as mdast has it, reduced to what `no-broken-references` reads. */
export interface ScannedLink {
  type: 'link' | 'image' | 'definition';
  url: string;
  position: { start: ScannedPoint; end: ScannedPoint };
}

/** Thrown inside the scanner when the input holds something it does not model exactly. */
class Unsure extends Error {}
const UNSURE = new Unsure('link-scan: unsure');

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const QUOTE = 34;
const HASH = 35;
const AMP = 38;
const APOS = 39;
const LPAREN = 40;
const RPAREN = 41;
const STAR = 42;
const PLUS = 43;
const COMMA = 44;
const DASH = 45;
const DOT = 46;
const SLASH = 47;
const DIGIT0 = 48;
const DIGIT1 = 49;
const DIGIT9 = 57;
const COLON = 58;
const SEMI = 59;
const LT = 60;
const EQ = 61;
const GT = 62;
const QMARK = 63;
const AT = 64;
const LBRACK = 91;
const BSLASH = 92;
const RBRACK = 93;
const UNDERSCORE = 95;
const BACKTICK = 96;
const PIPE = 124;
const TILDE = 126;

/** End of input (or of the inline text being scanned). */
const EOF = -1;

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** The few named character references decoded in destinations; any other name makes the scan unsure. */
const NAMED_REFERENCES = new Map([
  ['amp', '&'],
  ['AMP', '&'],
  ['lt', '<'],
  ['LT', '<'],
  ['gt', '>'],
  ['GT', '>'],
  ['quot', '"'],
  ['QUOT', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

/** micromark-util-html-tag-name: kind 6 HTML block names. */
const HTML_BLOCK_NAMES = new Set(
  (
    'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
    'main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead ' +
    'title tr track ul'
  ).split(' '),
);
/** Kind 1 HTML block names. */
const HTML_RAW_NAMES = new Set(['pre', 'script', 'style', 'textarea']);

const UNICODE_WHITESPACE = /\s/;
const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;

function isDigit(c: number): boolean {
  return c >= DIGIT0 && c <= DIGIT9;
}
function isAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isAlnum(c: number): boolean {
  return isDigit(c) || isAlpha(c);
}
function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isAsciiPunct(c: number): boolean {
  return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
}
/** micromark `asciiControl` (tabs and line endings included). */
function isControl(c: number): boolean {
  return c !== EOF && (c < SPACE || c === 127);
}
/** micromark `markdownSpace`. */
function isSpace(c: number): boolean {
  return c === SPACE || c === TAB;
}
/** micromark `markdownLineEndingOrSpace`. */
function isSpaceOrEol(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR;
}
function isEol(c: number): boolean {
  return c === LF || c === CR;
}
/** micromark `asciiAtext`: [#-'*+\--9=?A-Z^-~]. */
function isAsciiAtext(c: number): boolean {
  return (
    (c >= 35 && c <= 39) || c === STAR || c === PLUS || (c >= 45 && c <= 57) || c === EQ || c === QMARK || (c >= 65 && c <= 90) || (c >= 94 && c <= 126)
  );
}
/** GFM autolink literal `atext`. */
function isGfmAtext(c: number): boolean {
  return c === PLUS || c === DASH || c === DOT || c === UNDERSCORE || isAlnum(c);
}
function isUnicodeWhitespace(c: number): boolean {
  if (c < 0) return false;
  if (c < 128) return c === SPACE || (c >= 9 && c <= 13);
  return UNICODE_WHITESPACE.test(String.fromCharCode(c));
}
function isUnicodePunctuation(c: number): boolean {
  if (c < 0) return false;
  if (c < 128) return isAsciiPunct(c);
  return UNICODE_PUNCTUATION.test(String.fromCharCode(c));
}

/** Numeric character reference decoding as micromark-util-decode-numeric-character-reference. */
function decodeNumeric(value: string, base: number): string {
  const code = Number.parseInt(value, base);
  if (
    code < TAB ||
    code === 11 ||
    (code > CR && code < SPACE) ||
    (code > TILDE && code < 160) ||
    (code > 55_295 && code < 57_344) ||
    (code > 64_975 && code < 65_008) ||
    (code & 65_535) === 65_535 ||
    (code & 65_535) === 65_534 ||
    code > 1_114_111
  ) {
    return '\uFFFD';
  }
  return String.fromCodePoint(code);
}

enum Leaf {
  None,
  Paragraph,
  Fenced,
  Indented,
  Html,
  /** The line before was a table's head or row. */
  Table,
  /** The line before was a table head row; this line is its delimiter row. */
  TableHead,
}

interface Quote {
  quote: true;
}
interface List {
  quote: false;
  ordered: boolean;
  marker: number;
  size: number;
  initialBlank: boolean;
  furtherBlank: boolean;
}
type Container = Quote | List;

/** A node found in an inline text, with offsets into that text. */
interface RawNode {
  image: boolean;
  url: string;
  start: number;
  /** The `]` that ends the label. */
  label: number;
  end: number;
}

/** One line's part of an inline text: source [start, end), its line number and the line's start offset. */
interface Segment {
  start: number;
  end: number;
  line: number;
  lineStart: number;
}

/** Kinds of the inline constructs the `@` scan records: none of them is (or holds) an mdast `text` node of prose. */
const SPAN_CODE = 0;
const SPAN_HTML = 1;
const SPAN_AUTOLINK = 2;
const SPAN_LITERAL = 3;

/** What `scanAtTokens` collects over a document. */
interface AtState {
  accept: (raw: string) => boolean;
  out: ScannedAtToken[];
  /** Source offset just past the last accepted token: the caller's search for the next one starts there at the earliest. */
  prevEnd: number;
}

/** What `scanInCode` collects over a document. */
interface CodeState {
  /** The offsets asked about (ascending, each an `@`), and which of them lie in code. */
  offsets: number[];
  inCode: boolean[];
  /** Whether the code block open now counts as code (its first line passes Copilot's test). */
  counts: boolean;
  /** Start of the `\n`-delimited line that holds the last code block's start, and the `\n` that ends it (-1: none). */
  lfStart: number;
  nextLf: number;
}

/** An `@` token of an mdast `text` node (see `scanAtTokens`). */
export interface ScannedAtToken {
  /** What `(^|\s)@((?:[^\s\\]|\\ )+)` captures after the `@` in the node's value. */
  raw: string;
  /** Where `source.indexOf('@' + raw, cursor)` puts it (see `scanAtTokens`): here always the token's own `@`. */
  offset: number;
}

/**
 * The link, image and definition nodes remark would produce for `text` (whose url has no scheme), or
 * null when the scanner cannot be sure. See the module comment.
 */
export function scanLinks(text: string): ScannedLink[] | null {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // micromark drops a BOM; offsets start after it
  if (!text.includes('](') && !text.includes(']:')) return [];
  if (text.includes('\0') || hasFootnoteDefinition(text)) return null;
  try {
    return new Scanner(text).run();
  } catch (error) {
    if (error === UNSURE) return null;
    throw error;
  }
}

/**
 * The `@` tokens Claude Code's import syntax finds in the mdast `text` nodes of `text`, exactly as
 * `tokenizeClaude` in `profiles/imports.ts` computes them with remark, or null ("unsure").
 *
 * For every `text` node remark-parse + remark-gfm + remark-frontmatter produce (in visit order), that
 * runs `(^|\s)@((?:[^\s\\]|\\ )+)/g` over the node's `value` and keeps the matches whose capture
 * `accept` takes; each kept token is placed where `source.indexOf('@' + raw, cursor)` finds it in the
 * node's source slice, the cursor moving past each kept token. The result holds the kept tokens, in
 * order, with that offset.
 *
 * It reuses the link scanner's block structure (which lines are paragraphs, headings and table cells,
 * and where their inline text is) and its inline tokenizer (code spans, raw HTML, autolinks, autolink
 * literals, links and images), and answers only where a token's match does not depend on what the
 * tokenizer does not model:
 *
 * - an `@` in a code span, raw HTML, an autolink, an autolink literal, an image (mdast keeps no nodes in
 *   alt text) or a link's destination or title is in no `text` node and gives nothing;
 * - an `@` in text matches when it starts the inline text, follows whitespace (JavaScript's `\s`), or
 *   follows the end of an inline node (code span, HTML, autolink, literal, link, image) or a link's
 *   opening bracket; it does not when it follows any other character, except that it is unsure after
 *   a backslash, after `*`, `_` or `~` when the inline text holds another run of that character
 *   (emphasis or strikethrough may end there), and at the start of a line inside a link's text;
 * - the token runs to the first whitespace, unescaped backslash or start or end of an inline node; it
 *   is unsure on a backslash escape, on `\ ` not followed by a character of the token, on `*`, `_`
 *   and `~` that may be emphasis or strikethrough (`_` between two ASCII letters or digits never is),
 *   and when it ends at a line ending inside a link's text (mdast keeps no line endings in a link, so
 *   the value runs on into the next line);
 * - an inline text holding an `@` in text is unsure when its text may hold a character reference
 *   (decoding changes the value), or when its text outside links may hold something the autolink
 *   literal transform of mdast-util-gfm-autolink-literal would link (`www.`, `http://`, `https://`,
 *   `x@y.z`; the literals micromark found are links already): the transform splits the text node
 *   into nodes without positions, which the caller then searches for from the document's start;
 * - a token is answered only when the first occurrence of `@` + raw in the source, from where the
 *   caller's search may start at the earliest (the inline text's start, the end of the last kept token,
 *   the start of the last inline node boundary before it), is the token itself.
 *
 * The document is refused outright on a BOM (micromark's offsets then differ from the text's), a NUL,
 * a character reference that decodes to `@`, and wherever `scanLinks` refuses its block structure
 * (definitions, footnote definitions, lazy table heads, look-ahead beyond the linear budget).
 */
export function scanAtTokens(text: string, accept: (raw: string) => boolean): ScannedAtToken[] | null {
  if (text.charCodeAt(0) === 0xfeff || text.includes('\0') || hasAtReference(text)) return null;
  if (!text.includes('@')) return [];
  if (hasFootnoteDefinition(text)) return null;
  const at: AtState = { accept, out: [], prevEnd: 0 };
  try {
    new Scanner(text, at).run();
    return at.out;
  } catch (error) {
    if (error === UNSURE) return null;
    throw error;
  }
}

/**
 * For each of `offsets` (ascending offsets of `@` characters in `text`), whether it lies in code as
 * `copilotCodeRegions` in `profiles/imports.ts` decides with remark: in the `[start, end)` source range
 * of an mdast `inlineCode` node, or of a `code` node whose source, from the start of the line that holds
 * the node's start (the line after the last `\n` before it), matches `/^ {0,3}(?:```|~~~)/` — or null
 * ("unsure").
 *
 * That test is Copilot's way of telling fenced code from indented code, and this function reproduces
 * what it does rather than what it means: a fence inside a block quote or on a list item's first line
 * (the line starts with `>` or the marker) does not count, a fence on a list item's continuation line
 * indented 0–3 spaces does, and so does an indented code block when a lone CR line ending put the last
 * `\n` before it in front of a line that starts with a fence.
 *
 * It runs the link scanner's block structure: an `@` on a line of a fenced or indented code block is
 * in that node (its range covers the block's lines, the first from the fence or the indentation on;
 * whatever else it may cover — container prefixes, blank lines, line endings — holds no `@`); one in
 * frontmatter or an HTML block is in no code; one in a paragraph, heading or table cell is in code
 * when it lies in a code span of that inline text, which the link scanner's inline tokenizer finds
 * (across the text's line breaks, where the span's source range also covers the next lines' container
 * prefixes), except inside an image's alt text, where mdast keeps no nodes. The inline text is scanned
 * only when it holds one of the offsets. The tokenizer models what can hide a backtick or swallow a
 * code span (escapes, raw HTML, autolinks, autolink literals, link destinations and titles); emphasis,
 * strikethrough, character references and the autolink literal transform cannot, so none of the
 * token-level refusals of `scanAtTokens` apply, and a link's url is not decoded (an unknown named
 * reference in it does not matter).
 *
 * It refuses: a BOM (micromark's offsets then differ from the text's by one), a NUL, an offset that is
 * not an `@` or not in ascending order, and wherever `scanLinks` refuses its block structure
 * (definitions, footnote definitions, lazy table heads, look-ahead beyond the linear budget).
 */
export function scanInCode(text: string, offsets: readonly number[]): boolean[] | null {
  for (let k = 0; k < offsets.length; k++) {
    const o = offsets[k]!;
    if (!Number.isInteger(o) || text.charCodeAt(o) !== AT || (k > 0 && o <= offsets[k - 1]!)) return null;
  }
  if (offsets.length === 0) return [];
  if (text.charCodeAt(0) === 0xfeff || text.includes('\0') || hasFootnoteDefinition(text)) return null;
  const code: CodeState = { offsets: offsets.slice(), inCode: offsets.map(() => false), counts: false, lfStart: 0, nextLf: text.indexOf('\n') };
  try {
    new Scanner(text, null, code).run();
    return code.inCode;
  } catch (error) {
    if (error === UNSURE) return null;
    throw error;
  }
}

/** Whether a character reference may decode to `@` (`&#64;`, `&#x40;`, `&commat;`). */
function hasAtReference(text: string): boolean {
  let i = text.indexOf('&');
  while (i >= 0) {
    if (text.charCodeAt(i + 1) === HASH) {
      if (characterReference(text, i, text.length)?.value === '@') return true;
    } else if (text.startsWith('commat;', i + 1)) {
      return true;
    }
    i = text.indexOf('&', i + 1);
  }
  return false;
}

/** Whether a character reference may start at `k` (an `&`) and end before `to`: `&#…;`, `&#x…;` or `&name;`. */
function mayBeReference(s: string, k: number, to: number): boolean {
  let j = k + 1;
  if (s.charCodeAt(j) === HASH) {
    j++;
    const hex = s.charCodeAt(j) === 88 || s.charCodeAt(j) === 120;
    if (hex) j++;
    const start = j;
    while (j < to && j - start < 7 && isHex(s.charCodeAt(j))) j++;
    return j > start && j < to && s.charCodeAt(j) === SEMI;
  }
  const start = j;
  while (j < to && j - start < 31 && isAlnum(s.charCodeAt(j))) j++;
  return j > start && j < to && s.charCodeAt(j) === SEMI;
}

/** JavaScript's `\s`. */
export function isJsWhitespace(c: number): boolean {
  if (c < 128) return c === SPACE || (c >= TAB && c <= CR);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** `[A-Za-z0-9_]`, `\w` without the `u` flag. */
function isWordChar(c: number): boolean {
  return isAlnum(c) || c === UNDERSCORE;
}

/** Whether `[^label]:` occurs anywhere (a GFM footnote definition, or something close enough to refuse). */
function hasFootnoteDefinition(text: string): boolean {
  let i = text.indexOf('[^');
  while (i >= 0) {
    let j = i + 2;
    while (j < text.length) {
      const c = text.charCodeAt(j);
      if (isSpaceOrEol(c) || c === LBRACK) break;
      if (c === BSLASH) {
        j += 2;
        continue;
      }
      if (c === RBRACK) {
        if (text.charCodeAt(j + 1) === COLON) return true;
        break;
      }
      j++;
    }
    i = text.indexOf('[^', i + 2);
  }
  return false;
}

/** Calls `chunk` with each [start, end) of [from, to) outside the sorted, disjoint [start, end) pairs of `gaps`. */
function textChunks(from: number, to: number, gaps: number[], chunk: (start: number, end: number) => void): void {
  let k = from;
  for (let g = 0; g <= gaps.length; g += 2) {
    const end = g < gaps.length ? Math.min(gaps[g]!, to) : to;
    if (end > k) chunk(k, end);
    if (g < gaps.length) k = Math.max(k, gaps[g + 1]!);
    if (k >= to) return;
  }
}

/** Flattened [start, end) pairs sorted and merged into disjoint ones. */
function mergeRanges(pairs: number[]): number[] {
  const order: number[] = [];
  for (let k = 0; k < pairs.length; k += 2) order.push(k);
  order.sort((a, b) => pairs[a]! - pairs[b]!);
  const out: number[] = [];
  for (const k of order) {
    const start = pairs[k]!;
    const end = pairs[k + 1]!;
    if (out.length > 0 && start <= out[out.length - 1]!) out[out.length - 1] = Math.max(out[out.length - 1]!, end);
    else out.push(start, end);
  }
  return out;
}

/** Sorted offsets of every occurrence of `needle`. */
function occurrences(text: string, needle: string): number[] {
  const out: number[] = [];
  let i = text.indexOf(needle);
  while (i >= 0) {
    out.push(i);
    i = text.indexOf(needle, i + 1);
  }
  return out;
}

class Scanner {
  private readonly s: string;
  private readonly n: number;
  private readonly hasCR: boolean;
  /** Offsets of `](` and `]:`, and the next unexamined index into each. */
  private readonly linkMarks: number[];
  private readonly defMarks: number[];
  private linkPtr = 0;
  private defPtr = 0;
  /** Work left for inline look-ahead before the scan gives up (keeps pathological input linear). */
  private budget: number;

  // The current line: number, start, end (before the line ending), start of the next line.
  private line = 0;
  private ls = 0;
  private le = 0;
  private next = 0;
  // The cursor inside the current line: index, and (tab-expanded) column.
  private ci = 0;
  private cc = 0;

  private readonly stack: Container[] = [];
  /** Set after an unclosed frontmatter fence: no line of the document opens or continues a container. */
  private noContainers = false;
  private leaf: Leaf = Leaf.None;
  private fenceMarker = 0;
  private fenceSize = 0;
  private htmlKind = 0;
  private paragraph: Segment[] = [];

  private readonly out: ScannedLink[] = [];
  /** Set for the `@` scan (`scanAtTokens`): inline texts holding an `@` are scanned for tokens instead of links. */
  private readonly at: AtState | null;
  /** Set for the code question (`scanInCode`): inline texts holding an offset asked about are scanned for code spans. */
  private readonly codeAsk: CodeState | null;
  /** The `@` (or, for `scanInCode`, the offsets asked about) that make an inline text worth scanning. */
  private readonly atMarks: number[];
  private atPtr = 0;

  constructor(text: string, at: AtState | null = null, code: CodeState | null = null) {
    this.s = text;
    this.n = text.length;
    this.hasCR = text.includes('\r');
    this.at = at;
    this.codeAsk = code;
    this.linkMarks = at === null && code === null ? occurrences(text, '](') : [];
    this.atMarks = code !== null ? code.offsets : at === null ? [] : occurrences(text, '@');
    this.defMarks = occurrences(text, ']:');
    this.budget = 8 * text.length + 4096;
  }

  run(): ScannedLink[] {
    let pos = this.frontmatter();
    while (pos < this.n) {
      this.setLine(pos);
      this.processLine();
      pos = this.next;
    }
    this.endLeaf();
    return this.out;
  }

  // ---------------------------------------------------------------- lines and cursor

  /** Makes the line starting at `pos` current (its number is one more than the previous line's). */
  private setLine(pos: number): void {
    this.line += 1;
    this.ls = pos;
    const [end, next] = this.lineEnd(pos);
    this.le = end;
    this.next = next;
    this.ci = pos;
    this.cc = 0;
  }

  /** End (before the line ending) and next-line start of the line starting at `pos`. */
  private lineEnd(pos: number): [number, number] {
    const s = this.s;
    if (!this.hasCR) {
      const i = s.indexOf('\n', pos);
      return i < 0 ? [this.n, this.n] : [i, i + 1];
    }
    for (let i = pos; i < this.n; i++) {
      const c = s.charCodeAt(i);
      if (c === LF) return [i, i + 1];
      if (c === CR) return [i, s.charCodeAt(i + 1) === LF ? i + 2 : i + 1];
    }
    return [this.n, this.n];
  }

  private code(i: number): number {
    return i < this.le ? this.s.charCodeAt(i) : EOF;
  }

  /** Consumes one column of whitespace at the cursor (part of a tab, or a space). */
  private consumeCol(): void {
    if (this.s.charCodeAt(this.ci) === TAB) {
      const end = (this.cc & ~3) + 4;
      this.cc += 1;
      if (this.cc >= end) this.ci += 1;
    } else {
      this.ci += 1;
      this.cc += 1;
    }
  }

  /** Consumes up to `max` columns of whitespace; returns how many. */
  private skipCols(max: number): number {
    let k = 0;
    while (k < max && isSpace(this.code(this.ci))) {
      this.consumeCol();
      k++;
    }
    return k;
  }

  /** Columns of whitespace at the cursor (not consumed). */
  private indentCols(): number {
    let c = this.cc;
    for (let j = this.ci; j < this.le; j++) {
      const ch = this.s.charCodeAt(j);
      if (ch === SPACE) c++;
      else if (ch === TAB) c = (c & ~3) + 4;
      else break;
    }
    return c - this.cc;
  }

  /** First index at or after `i` that is not whitespace (the line end if none). */
  private firstNonSpace(i: number): number {
    while (i < this.le && isSpace(this.s.charCodeAt(i))) i++;
    return i;
  }

  private blankFrom(i: number): boolean {
    return this.firstNonSpace(i) >= this.le;
  }

  // ---------------------------------------------------------------- frontmatter

  /** Skips YAML (`---`) or TOML (`+++`) frontmatter at the very start; returns where the document goes on. */
  private frontmatter(): number {
    const s = this.s;
    const fence = s.startsWith('---') ? '---' : s.startsWith('+++') ? '+++' : null;
    if (fence === null) return 0;
    const isFence = (start: number, end: number): boolean => {
      if (!s.startsWith(fence, start)) return false;
      for (let i = start + 3; i < end; i++) if (!isSpace(s.charCodeAt(i))) return false;
      return true;
    };
    const [end0, next0] = this.lineEnd(0);
    if (!isFence(0, end0) || next0 === end0) return 0; // the opening fence needs a line ending
    let pos = next0;
    let lines = 1;
    while (pos < this.n) {
      const [end, next] = this.lineEnd(pos);
      lines++;
      if (isFence(pos, end)) {
        this.line = lines;
        return next;
      }
      if (next === end) break;
      pos = next;
    }
    // No closing fence: micromark tried the frontmatter (a concrete construct) up to the end of the
    // document, so no line was checked for containers; the flow then parses the lines as they are.
    this.noContainers = true;
    return 0;
  }

  // ---------------------------------------------------------------- containers

  private processLine(): void {
    this.spend(this.stack.length + 1);
    if (this.noContainers) {
      this.flow(false, 0);
      return;
    }
    const stack = this.stack;
    let continued = 0;
    let closeFlow = false;
    while (continued < stack.length) {
      const c = stack[continued]!;
      if (c.quote) {
        if (!this.continueQuote()) break;
      } else {
        const r = this.continueList(c, false);
        if (r === 0) break;
        if (r === 2) {
          continued++;
          closeFlow = true;
          break;
        }
      }
      continued++;
    }

    let lazy = false;
    if (this.leaf === Leaf.TableHead && (closeFlow || continued !== stack.length)) throw UNSURE;
    if (closeFlow) {
      // A new item of a list: the flow of the previous item ends, deeper containers close.
      this.endLeaf();
      stack.length = continued;
      this.openContainers(false);
    } else if (continued === stack.length) {
      if (this.leaf !== Leaf.Fenced && this.leaf !== Leaf.Html) {
        const interrupt = this.leaf === Leaf.Paragraph || this.leaf === Leaf.Indented || this.leaf === Leaf.TableHead;
        if (this.containerStarts(interrupt)) {
          if (this.leaf === Leaf.TableHead) throw UNSURE;
          this.endLeaf();
          this.openContainers(interrupt);
        }
      }
    } else if (this.containerStarts(false)) {
      this.endLeaf();
      stack.length = continued;
      this.openContainers(false);
    } else {
      lazy = true;
    }
    this.flow(lazy, continued);
  }

  private continueQuote(): boolean {
    const ci = this.ci;
    const cc = this.cc;
    this.skipCols(3);
    if (this.code(this.ci) === GT) {
      this.ci += 1;
      this.cc += 1;
      if (isSpace(this.code(this.ci))) this.consumeCol();
      return true;
    }
    this.ci = ci;
    this.cc = cc;
    return false;
  }

  /** 0: the item does not go on; 1: it does; 2: a new item of the same list starts here. */
  private continueList(c: List, dry: boolean): 0 | 1 | 2 {
    if (this.blankFrom(this.ci)) {
      if (!dry) c.furtherBlank = c.furtherBlank || c.initialBlank;
      this.skipCols(c.size);
      return 1;
    }
    const further = c.furtherBlank;
    if (!dry) {
      c.furtherBlank = false;
      c.initialBlank = false;
    }
    if (!further && isSpace(this.code(this.ci)) && this.indentCols() >= c.size) {
      this.skipCols(c.size);
      return 1;
    }
    // Not in the current item: maybe the next item of the same list.
    const ci = this.ci;
    const cc = this.cc;
    const initial = this.skipCols(3);
    if (this.listStart(c, false, initial, !dry)) return 2;
    this.ci = ci;
    this.cc = cc;
    return 0;
  }

  /** Whether a new container starts at the cursor (the cursor does not move). */
  private containerStarts(interrupt: boolean): boolean {
    const ci = this.ci;
    const cc = this.cc;
    const found = this.startContainer(interrupt, true);
    this.ci = ci;
    this.cc = cc;
    return found;
  }

  /** Opens as many new containers at the cursor as there are. */
  private openContainers(interrupt: boolean): void {
    for (;;) {
      const ci = this.ci;
      const cc = this.cc;
      if (!this.startContainer(interrupt, false)) {
        this.ci = ci;
        this.cc = cc;
        return;
      }
    }
  }

  private startContainer(interrupt: boolean, dry: boolean): boolean {
    const initial = this.skipCols(3);
    const c = this.code(this.ci);
    if (c === GT) {
      this.ci += 1;
      this.cc += 1;
      if (isSpace(this.code(this.ci))) this.consumeCol();
      if (!dry) this.stack.push({ quote: true });
      return true;
    }
    if (c === STAR || c === PLUS || c === DASH || isDigit(c)) {
      const list: List = { quote: false, ordered: isDigit(c), marker: 0, size: 0, initialBlank: false, furtherBlank: false };
      if (this.listStart(list, interrupt, initial, true)) {
        if (!dry) this.stack.push(list);
        return true;
      }
    }
    return false;
  }

  /**
   * micromark's list item start at the cursor, for a new list (`state.marker === 0`) or the next item
   * of `state`'s list. On success the cursor is at the item's content and `state` is updated if `mutate`.
   */
  private listStart(state: List, interrupt: boolean, initialSize: number, mutate: boolean): boolean {
    const s = this.s;
    const start = this.ci;
    const c = this.code(start);
    let end: number;
    if (!state.ordered) {
      if (state.marker !== 0 ? c !== state.marker : c !== STAR && c !== PLUS && c !== DASH) return false;
      if ((c === STAR || c === DASH) && this.thematicBreakAt(start)) return false;
      end = start + 1;
    } else {
      if (!isDigit(c)) return false;
      if (interrupt && c !== DIGIT1) return false;
      let size = 0;
      let k = start;
      while (isDigit(this.code(k)) && ++size < 10) k++;
      const m = this.code(k);
      if (interrupt && size >= 2) return false;
      if (state.marker !== 0 ? m !== state.marker : m !== DOT && m !== RPAREN) return false;
      end = k + 1;
    }
    const markerChar = s.charCodeAt(end - 1);
    const markerLen = end - start;
    let size: number;
    let initialBlank = false;
    if (this.blankFrom(end)) {
      if (interrupt) return false;
      initialBlank = true;
      size = initialSize + 1 + markerLen;
      this.ci = end;
      this.cc += markerLen;
    } else {
      this.ci = end;
      this.cc += markerLen;
      const w = this.indentCols();
      if (w === 0) return false;
      const take = w <= 4 ? w : 1;
      this.skipCols(take);
      size = initialSize + markerLen + take;
    }
    if (mutate) {
      state.marker = markerChar;
      state.size = size;
      state.initialBlank = initialBlank;
    }
    return true;
  }

  // ---------------------------------------------------------------- flow

  private flow(lazy: boolean, continued: number): void {
    const leaf = this.leaf;
    let tableTail = false;
    if (leaf === Leaf.TableHead) {
      this.leaf = Leaf.Table; // the delimiter row, checked when the head was found
      return;
    }
    if (leaf === Leaf.Fenced) {
      if (!lazy) {
        this.codeLine(this.ls);
        if (this.closingFence()) this.leaf = Leaf.None;
        return;
      }
      this.leaf = Leaf.None;
    } else if (leaf === Leaf.Html) {
      if (!lazy) {
        if (this.htmlKind >= 6) {
          if (!this.blankFrom(this.ci)) return;
          this.leaf = Leaf.None;
          return;
        }
        if (this.htmlEnds(this.htmlKind, this.ci, 0)) this.leaf = Leaf.None;
        return;
      }
      this.leaf = Leaf.None;
    } else if (leaf === Leaf.Indented) {
      if (!lazy && (this.blankFrom(this.ci) || this.indentCols() >= 4)) {
        this.codeLine(this.ls);
        return;
      }
      this.leaf = Leaf.None;
    } else if (leaf === Leaf.Paragraph) {
      const r = this.paragraphContinues(lazy);
      if (r === 1) return;
      if (r === 2) {
        // A complete HTML tag on a lazy line: micromark's interrupt check ran the whole HTML block,
        // looking past this line, so the line was not treated as lazy and the block stays inside.
        this.flowStart(false, false);
        return;
      }
    } else if (leaf === Leaf.Table) {
      tableTail = true;
      this.leaf = Leaf.None;
    }
    if (lazy) this.stack.length = continued; // nothing goes on across the line: its containers close
    this.flowStart(lazy, tableTail);
  }

  /**
   * With an open paragraph: adds this line to it (1, or 1 after a setext underline), or ends it (0;
   * 2 when the line that ends it stays inside the containers although it is lazy).
   */
  private paragraphContinues(lazy: boolean): 0 | 1 | 2 {
    if (this.blankFrom(this.ci)) {
      this.endLeaf();
      return 0;
    }
    const indent = this.indentCols();
    const p = this.firstNonSpace(this.ci);
    if (indent >= 4) {
      this.addSegment(p);
      return 1;
    }
    const c = this.s.charCodeAt(p);
    if (!lazy && (c === EQ || c === DASH) && this.setextUnderlineAt(p)) {
      this.endLeaf();
      return 1; // the underline is consumed; nothing more on this line
    }
    const interrupt = this.interruptsParagraph(p, c, lazy);
    if (interrupt > 0) {
      this.endLeaf();
      return interrupt === 7 && lazy ? 2 : 0;
    }
    const cells = this.tableHeadCells(p);
    if (cells > 0 && this.delimiterRowFollows(cells)) {
      if (lazy) throw UNSURE; // micromark would put the table inside the container the line is lazy in
      this.endLeaf();
      return 0;
    }
    this.addSegment(p);
    return 1;
  }

  /** Whether a flow construct at `p` interrupts a paragraph: 0 (no), 7 (an HTML block of kind 7), or 1. */
  private interruptsParagraph(p: number, c: number, lazy: boolean): number {
    if (c === HASH) return this.atxAt(p) ? 1 : 0;
    if (c === STAR || c === DASH || c === UNDERSCORE) return this.thematicBreakAt(p) ? 1 : 0;
    if (c === LT) {
      const kind = this.htmlStart(p, true, lazy);
      return kind === 7 ? 7 : kind > 0 ? 1 : 0;
    }
    if (c === BACKTICK || c === TILDE) return this.fenceAt(p, false) ? 1 : 0;
    return 0;
  }

  private flowStart(lazy: boolean, tableTail: boolean): void {
    this.leaf = Leaf.None;
    if (this.blankFrom(this.ci)) return;
    if (this.indentCols() >= 4) {
      // Indented code; micromark ends it at once when its first line is lazy (a node of that line).
      this.leaf = lazy ? Leaf.None : Leaf.Indented;
      this.codeBlock(this.ci);
      return;
    }
    const p = this.firstNonSpace(this.ci);
    const c = this.s.charCodeAt(p);
    if (c === HASH && this.atxAt(p)) {
      this.heading(p);
      return;
    }
    if ((c === STAR || c === DASH || c === UNDERSCORE) && this.thematicBreakAt(p)) return;
    if (c === LT) {
      const kind = this.htmlStart(p, false, lazy);
      if (kind > 0) {
        this.htmlKind = kind;
        this.leaf = Leaf.Html;
        if (kind <= 5 && this.htmlEndsAfterOpen) this.leaf = Leaf.None;
        return;
      }
    }
    if ((c === BACKTICK || c === TILDE) && this.fenceAt(p, true)) {
      this.leaf = Leaf.Fenced;
      this.codeBlock(p);
      return;
    }
    if (tableTail) {
      if (!lazy) {
        this.row(p);
        this.leaf = Leaf.Table;
        return;
      }
    } else {
      const cells = this.tableHeadCells(p);
      if (cells > 0 && this.delimiterRowFollows(cells)) {
        this.row(p);
        this.leaf = Leaf.TableHead;
        return;
      }
    }
    this.leaf = Leaf.Paragraph;
    this.paragraph = [];
    this.addSegment(p);
  }

  private addSegment(p: number): void {
    this.paragraph.push({ start: p, end: this.le, line: this.line, lineStart: this.ls });
  }

  private endLeaf(): void {
    if (this.leaf === Leaf.Paragraph) {
      const segs = this.paragraph;
      const first = segs[0]!;
      const last = segs[segs.length - 1]!;
      // A definition can only start a paragraph; refuse rather than model definitions.
      if (this.s.charCodeAt(first.start) === LBRACK && this.hasDefMark(first.start, last.end)) throw UNSURE;
      if (this.hasUnitMark(first.start, last.end)) this.unit(segs);
      this.paragraph = [];
    }
    this.leaf = Leaf.None;
  }

  /** Whether the source range holds what the scan looks for: a `](` (links) or an `@` (tokens). */
  private hasUnitMark(start: number, end: number): boolean {
    if (this.at !== null || this.codeAsk !== null) {
      const marks = this.atMarks;
      while (this.atPtr < marks.length && marks[this.atPtr]! < start) this.atPtr++;
      return this.atPtr < marks.length && marks[this.atPtr]! < end;
    }
    const marks = this.linkMarks;
    while (this.linkPtr < marks.length && marks[this.linkPtr]! < start) this.linkPtr++;
    return this.linkPtr < marks.length && marks[this.linkPtr]! + 1 < end;
  }

  /** Scans one inline text: for links, or for `@` tokens. */
  private unit(segs: Segment[]): void {
    if (this.codeAsk !== null) this.codeSpans(segs);
    else if (this.at === null) this.inline(segs);
    else this.atTokens(segs);
  }

  // ---------------------------------------------------------------- code (`scanInCode`)

  /**
   * A code block (fenced or indented) whose node starts at `start`, on the current line: whether
   * Copilot's test counts it (`/^ {0,3}(?:```|~~~)/` from the start of the `\n`-delimited line that
   * holds `start`; the match never reaches past the node's end), and its first line.
   */
  private codeBlock(start: number): void {
    const q = this.codeAsk;
    if (q === null) return;
    const s = this.s;
    // Blocks open in document order: the line start only moves forward.
    while (q.nextLf >= 0 && q.nextLf < start) {
      q.lfStart = q.nextLf + 1;
      q.nextLf = s.indexOf('\n', q.lfStart);
    }
    let k = q.lfStart;
    while (k - q.lfStart < 3 && s.charCodeAt(k) === SPACE) k++;
    const m = s.charCodeAt(k);
    q.counts = (m === BACKTICK || m === TILDE) && s.charCodeAt(k + 1) === m && s.charCodeAt(k + 2) === m;
    this.codeLine(start);
  }

  /** A line of the open code block from `from`: the offsets on it are in code if the block counts. */
  private codeLine(from: number): void {
    if (this.codeAsk?.counts) this.markCode(from, this.le);
  }

  /** Marks the offsets asked about in the source range [from, to) as in code. */
  private markCode(from: number, to: number): void {
    const q = this.codeAsk!;
    const offsets = q.offsets;
    let lo = 0;
    let hi = offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < offsets.length && offsets[k]! < to; k++) q.inCode[k] = true;
  }

  /**
   * The code spans of one inline text (a paragraph's lines, a heading, a cell) that are mdast
   * `inlineCode` nodes (all but those in an image's alt text): the offsets in their source ranges are
   * in code.
   */
  private codeSpans(segs: Segment[]): void {
    const { str, from, to, bufStarts } = this.inlineText(segs);
    const record: number[] = [];
    const nodes = new Inline(str, from, to, this, record, false).scan();
    const src = (x: number): number => {
      if (bufStarts === null) return x;
      const k = Scanner.segmentOf(bufStarts, x);
      return segs[k]!.start + (x - bufStarts[k]!);
    };
    const pairs: number[] = [];
    for (const node of nodes) if (node.image) pairs.push(node.start, node.end);
    const images = mergeRanges(pairs);
    let ptr = 0;
    // The record is in source order; a code span is wholly inside an image or wholly outside it.
    for (let k = 0; k < record.length; k += 3) {
      if (record[k + 2] !== SPAN_CODE) continue;
      const start = record[k]!;
      const end = record[k + 1]!;
      while (ptr < images.length && images[ptr + 1]! <= start) ptr += 2;
      if (ptr < images.length && images[ptr]! <= start) continue;
      // The end is just past the closing run, on the run's line.
      this.markCode(src(start), src(end - 1) + 1);
    }
  }

  private hasDefMark(start: number, end: number): boolean {
    const marks = this.defMarks;
    while (this.defPtr < marks.length && marks[this.defPtr]! < start) this.defPtr++;
    return this.defPtr < marks.length && marks[this.defPtr]! + 1 < end;
  }

  // ---------------------------------------------------------------- leaf block starts

  private thematicBreakAt(p: number): boolean {
    const marker = this.s.charCodeAt(p);
    let count = 0;
    let k = p;
    for (; k < this.le; k++) {
      const c = this.s.charCodeAt(k);
      if (c === marker) count++;
      else if (!isSpace(c)) break;
    }
    this.spend(k - p); // tried at each nested list marker of a line
    return k === this.le && count >= 3;
  }

  private setextUnderlineAt(p: number): boolean {
    const marker = this.s.charCodeAt(p);
    let k = p;
    while (k < this.le && this.s.charCodeAt(k) === marker) k++;
    return this.blankFrom(k);
  }

  private atxAt(p: number): boolean {
    let k = p;
    while (k < this.le && this.s.charCodeAt(k) === HASH && k - p < 6) k++;
    const c = this.code(k);
    return c === EOF || isSpace(c);
  }

  /** Scans an ATX heading's content for links. */
  private heading(p: number): void {
    const s = this.s;
    let k = p;
    while (k < this.le && s.charCodeAt(k) === HASH) k++;
    const start = this.firstNonSpace(k);
    let end = this.le;
    while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
    if (end > start && s.charCodeAt(end - 1) === HASH) {
      let r = end;
      while (r > start && s.charCodeAt(r - 1) === HASH) r--;
      if (r === start) end = start;
      else if (isSpace(s.charCodeAt(r - 1))) {
        end = r;
        while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
      }
    }
    if (end > start && this.hasUnitMark(start, end)) this.unit([{ start, end, line: this.line, lineStart: this.ls }]);
  }

  /** An opening code fence at `p` (with a valid info string); records it when `open`. */
  private fenceAt(p: number, open: boolean): boolean {
    const s = this.s;
    const marker = s.charCodeAt(p);
    let k = p;
    while (k < this.le && s.charCodeAt(k) === marker) k++;
    if (k - p < 3) return false;
    if (marker === BACKTICK) {
      for (let j = k; j < this.le; j++) if (s.charCodeAt(j) === BACKTICK) return false;
    }
    if (open) {
      this.fenceMarker = marker;
      this.fenceSize = k - p;
    }
    return true;
  }

  private closingFence(): boolean {
    if (this.indentCols() > 3) return false;
    const s = this.s;
    const p = this.firstNonSpace(this.ci);
    let k = p;
    while (k < this.le && s.charCodeAt(k) === this.fenceMarker) k++;
    return k - p >= this.fenceSize && this.blankFrom(k);
  }

  /** Set by `htmlStart` for kinds 1–5: whether the block also ends on its first line. */
  private htmlEndsAfterOpen = false;

  /**
   * The kind (1–7) of the HTML block starting at `p`, or 0. With `interrupt` (a paragraph is open),
   * kind 7 starts only on a lazy line (micromark). Sets `htmlEndsAfterOpen` for kinds 1–5.
   */
  private htmlStart(p: number, interrupt: boolean, lazy: boolean): number {
    const s = this.s;
    const le = this.le;
    this.htmlEndsAfterOpen = false;
    let k = p + 1;
    let c = this.code(k);
    if (c === BANG) {
      k++;
      c = this.code(k);
      if (c === DASH) {
        if (this.code(k + 1) !== DASH) return 0;
        this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(2, k + 2, 4);
        return 2;
      }
      if (c === LBRACK) {
        if (!s.startsWith('CDATA[', k + 1) || k + 7 > le) return 0;
        this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(5, k + 7, 0);
        return 5;
      }
      if (isAlpha(c)) {
        this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(4, k + 1, 4);
        return 4;
      }
      return 0;
    }
    if (c === QMARK) {
      this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(3, k + 1, 4);
      return 3;
    }
    let closing = false;
    if (c === SLASH) {
      closing = true;
      k++;
      c = this.code(k);
    }
    if (!isAlpha(c)) return 0;
    const nameStart = k;
    while (k < le && (isAlnum(s.charCodeAt(k)) || s.charCodeAt(k) === DASH)) k++;
    c = this.code(k);
    if (!(c === EOF || c === SLASH || c === GT || isSpace(c))) return 0;
    const name = s.slice(nameStart, k).toLowerCase();
    if (c !== SLASH && !closing && HTML_RAW_NAMES.has(name)) {
      this.htmlEndsAfterOpen = !interrupt && this.htmlEnds(1, k, 0);
      return 1;
    }
    if (HTML_BLOCK_NAMES.has(name)) {
      if (c === SLASH && this.code(k + 1) !== GT) return 0;
      return 6;
    }
    if (interrupt && !lazy) return 0;
    return this.completeTag(k, closing) ? 7 : 0;
  }

  /** Kind 7: the rest of a complete open or closing tag from `k` (after the name), then only whitespace. */
  private completeTag(k: number, closing: boolean): boolean {
    const s = this.s;
    const le = this.le;
    if (closing) {
      while (k < le && isSpace(s.charCodeAt(k))) k++;
    } else {
      // States of micromark's html-flow: attribute name before, name after, value before.
      let state: 'before' | 'after' | 'value' = 'before';
      for (;;) {
        const c = this.code(k);
        if (state === 'before') {
          if (c === SLASH) {
            k++;
            break;
          }
          if (c === COLON || c === UNDERSCORE || isAlpha(c)) {
            k++;
            while (k < le) {
              const d = s.charCodeAt(k);
              if (d === DASH || d === DOT || d === COLON || d === UNDERSCORE || isAlnum(d)) k++;
              else break;
            }
            state = 'after';
            continue;
          }
          if (isSpace(c)) {
            k++;
            continue;
          }
          break;
        }
        if (state === 'after') {
          if (c === EQ) {
            k++;
            state = 'value';
          } else if (isSpace(c)) k++;
          else state = 'before';
          continue;
        }
        // Attribute value before.
        if (c === EOF || c === LT || c === EQ || c === GT || c === BACKTICK) return false;
        if (isSpace(c)) {
          k++;
          continue;
        }
        if (c === QUOTE || c === APOS) {
          k++;
          while (k < le && s.charCodeAt(k) !== c) k++;
          if (k >= le) return false;
          k++;
          const after = this.code(k);
          if (!(after === SLASH || after === GT || isSpace(after))) return false;
          state = 'before';
          continue;
        }
        while (k < le) {
          const d = s.charCodeAt(k);
          if (d === QUOTE || d === APOS || d === SLASH || d === LT || d === EQ || d === GT || d === BACKTICK || isSpace(d)) break;
          k++;
        }
        state = 'after';
      }
    }
    if (this.code(k) !== GT) return false;
    return this.blankFrom(k + 1);
  }

  /**
   * Whether an HTML block of kind 1–5 ends on the current line, scanning from `from` in `state`
   * (0: continuation, 4: inside a declaration / after `--` of a comment).
   */
  private htmlEnds(kind: number, from: number, state: number): boolean {
    const s = this.s;
    const le = this.le;
    let raw = '';
    // States: 0 continuation, 1 comment inside (after `-`), 2 raw tag open (after `<`), 3 raw end tag, 4 declaration inside, 5 cdata inside (after `]`).
    for (let k = from; k < le; k++) {
      const c = s.charCodeAt(k);
      for (;;) {
        if (state === 1) {
          if (c === DASH) {
            state = 4;
            break;
          }
          state = 0;
          continue;
        }
        if (state === 2) {
          if (c === SLASH) {
            state = 3;
            raw = '';
            break;
          }
          state = 0;
          continue;
        }
        if (state === 3) {
          if (c === GT) {
            if (HTML_RAW_NAMES.has(raw.toLowerCase())) return true;
            state = 0;
            continue;
          }
          if (isAlpha(c) && raw.length < 8) {
            raw += String.fromCharCode(c);
            break;
          }
          state = 0;
          continue;
        }
        if (state === 5) {
          if (c === RBRACK) {
            state = 4;
            break;
          }
          state = 0;
          continue;
        }
        if (state === 4) {
          if (c === GT) return true;
          if (c === DASH && kind === 2) break;
          state = 0;
          continue;
        }
        // state 0
        if (c === DASH && kind === 2) state = 1;
        else if (c === LT && kind === 1) state = 2;
        else if (c === GT && kind === 4) return true;
        else if (c === QMARK && kind === 3) state = 4;
        else if (c === RBRACK && kind === 5) state = 5;
        break;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- tables

  /** The number of cells of a table head row at `p`, or 0 when the line cannot be one. */
  private tableHeadCells(p: number): number {
    if (this.next === this.le) return 0; // a head row needs a line ending
    const s = this.s;
    const le = this.le;
    let size = 0;
    let sizeB = 0;
    let seen = false;
    let k = p;
    if (s.charCodeAt(k) !== PIPE) {
      seen = true;
      sizeB = 1;
    }
    while (k < le) {
      const c = s.charCodeAt(k);
      if (isSpace(c)) {
        k++;
        continue;
      }
      sizeB++;
      if (seen) {
        seen = false;
        size++;
      }
      if (c === PIPE) {
        k++;
        seen = true;
        continue;
      }
      while (k < le) {
        const d = s.charCodeAt(k);
        if (d === PIPE || isSpace(d)) break;
        k++;
        if (d === BSLASH && k < le && (s.charCodeAt(k) === BSLASH || s.charCodeAt(k) === PIPE)) k++;
      }
    }
    return sizeB > 1 ? size : 0;
  }

  /**
   * Whether the next line, with the current containers, continues them all (no new item, no new
   * container even with `interrupt`) and is a delimiter row of `cells` cells.
   */
  private delimiterRowFollows(cells: number): boolean {
    if (this.next >= this.n) return false;
    // Quick refusal: a delimiter row, with the container marks before it, holds nothing but `|`,
    // `-`, `:`, `>` and whitespace (most paragraph lines are followed by prose).
    const s = this.s;
    for (let k = this.next; k < this.n; k++) {
      const c = s.charCodeAt(k);
      if (c === LF || c === CR) break;
      if (c !== PIPE && c !== DASH && c !== COLON && c !== GT && c !== SPACE && c !== TAB) return false;
    }
    const save = [this.line, this.ls, this.le, this.next, this.ci, this.cc] as const;
    try {
      this.setLine(this.next);
      for (const c of this.stack) {
        if (c.quote ? !this.continueQuote() : this.continueList(c, true) !== 1) return false;
      }
      if (!this.noContainers && this.containerStarts(true)) return false;
      if (this.indentCols() > 3) return false;
      return this.delimiterRow(this.firstNonSpace(this.ci), cells);
    } finally {
      [this.line, this.ls, this.le, this.next, this.ci, this.cc] = save;
    }
  }

  private delimiterRow(k: number, cells: number): boolean {
    const s = this.s;
    const le = this.le;
    let seen = false;
    let sizeB = 0;
    let c = this.code(k);
    // headDelimiterBefore
    if (c !== DASH && c !== COLON) {
      if (c !== PIPE) return false;
      seen = true;
      k++;
      while (k < le && isSpace(s.charCodeAt(k))) k++;
    }
    for (;;) {
      // headDelimiterValueBefore
      c = this.code(k);
      if (c === EOF) return seen && cells === sizeB;
      if (c === COLON) {
        sizeB++;
        seen = true;
        k++;
        if (this.code(k) !== DASH) return false;
      } else if (c === DASH) {
        sizeB++;
      } else return false;
      while (this.code(k) === DASH) k++;
      if (this.code(k) === COLON) {
        seen = true;
        k++;
      }
      while (k < le && isSpace(s.charCodeAt(k))) k++;
      // headDelimiterCellAfter
      c = this.code(k);
      if (c === EOF) return seen && cells === sizeB;
      if (c !== PIPE) return false;
      seen = true;
      k++;
      while (k < le && isSpace(s.charCodeAt(k))) k++;
    }
  }

  /** Scans a table row's cells for links. */
  private row(p: number): void {
    if (!this.hasUnitMark(p, this.le)) return;
    const s = this.s;
    const le = this.le;
    let cellStart = -1;
    let cellEnd = -1;
    const flush = (): void => {
      if (cellStart >= 0 && this.hasUnitMark(cellStart, cellEnd)) this.unit([{ start: cellStart, end: cellEnd, line: this.line, lineStart: this.ls }]);
      cellStart = -1;
    };
    let k = p;
    while (k < le) {
      const c = s.charCodeAt(k);
      if (isSpace(c)) {
        k++;
        continue;
      }
      if (c === PIPE) {
        flush();
        k++;
        continue;
      }
      const d0 = k;
      while (k < le) {
        const d = s.charCodeAt(k);
        if (d === PIPE || isSpace(d)) break;
        k++;
        if (d === BSLASH && k < le && (s.charCodeAt(k) === BSLASH || s.charCodeAt(k) === PIPE)) k++;
      }
      if (cellStart < 0) cellStart = d0;
      cellEnd = k;
    }
    flush();
  }

  // ---------------------------------------------------------------- inline

  /**
   * One inline text (a paragraph's lines, a heading, a cell) as the inline scan reads it: the source
   * itself for one line, else the lines joined by `\n`, with where each line starts in that buffer.
   */
  private inlineText(segs: Segment[]): { str: string; from: number; to: number; bufStarts: number[] | null } {
    if (segs.length === 1) return { str: this.s, from: segs[0]!.start, to: segs[0]!.end, bufStarts: null };
    const parts: string[] = [];
    const bufStarts: number[] = [];
    let len = 0;
    for (const seg of segs) {
      bufStarts.push(len);
      parts.push(this.s.slice(seg.start, seg.end));
      len += seg.end - seg.start + 1;
    }
    const str = parts.join('\n');
    return { str, from: 0, to: str.length, bufStarts };
  }

  /** The line (index into `segs`) of a position `x` of the buffer `inlineText` made. */
  private static segmentOf(bufStarts: number[], x: number): number {
    let lo = 0;
    let hi = bufStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bufStarts[mid]! <= x) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Scans one inline text (a paragraph's lines, a heading, a cell) and records its links. */
  private inline(segs: Segment[]): void {
    const { str, from, to, bufStarts } = this.inlineText(segs);
    const nodes = new Inline(str, from, to, this).scan();
    if (nodes.length === 0) return;
    nodes.sort((a, b) => a.start - b.start);
    const point = (x: number): ScannedPoint => {
      let seg = segs[0]!;
      let offset = x;
      if (bufStarts !== null) {
        const k = Scanner.segmentOf(bufStarts, x);
        seg = segs[k]!;
        offset = seg.start + (x - bufStarts[k]!);
      }
      return { line: seg.line, column: offset - seg.lineStart + 1, offset };
    };
    for (const node of nodes) {
      if (SCHEME.test(node.url)) continue;
      this.out.push({ type: node.image ? 'image' : 'link', url: node.url, position: { start: point(node.start), end: point(node.end) } });
    }
  }

  /**
   * The `@` tokens of one inline text (a paragraph's lines, a heading, a cell): see `scanAtTokens`.
   * Positions here are into the buffer `inlineText` makes; `src` turns them into source offsets.
   */
  private atTokens(segs: Segment[]): void {
    const at = this.at!;
    const { str, from, to, bufStarts } = this.inlineText(segs);
    const record: number[] = [];
    const nodes = new Inline(str, from, to, this, record).scan();
    const src = (x: number): number => {
      if (bufStarts === null) return x;
      const k = Scanner.segmentOf(bufStarts, x);
      return segs[k]!.start + (x - bufStarts[k]!);
    };

    // Where no prose text node is (`gaps`), where a text node starts at the latest (`starts`: ends of
    // inline nodes, starts of link texts) and where one ends (`stops`: starts of inline nodes, ends of
    // link texts); link texts and autolinks, for the two cases that differ inside them.
    const gaps: number[] = [];
    const starts: number[] = [];
    const stops = new Set<number>();
    const linkTexts: number[] = [];
    const autolinks: number[] = [];
    for (let k = 0; k < record.length; k += 3) {
      const start = record[k]!;
      const end = record[k + 1]!;
      gaps.push(start, end);
      if (record[k + 2] === SPAN_AUTOLINK) autolinks.push(start, end);
      starts.push(end);
      stops.add(start);
    }
    nodes.sort((a, b) => a.start - b.start);
    for (const node of nodes) {
      if (node.image) gaps.push(node.start, node.end);
      else {
        gaps.push(node.label, node.end);
        linkTexts.push(node.start + 1, node.label);
        starts.push(node.start + 1);
        stops.add(node.label);
      }
      starts.push(node.end);
      stops.add(node.start);
    }
    const merged = mergeRanges(gaps);
    starts.sort((a, b) => a - b);
    let gapPtr = 0;
    let linkPtr = 0;
    let autolinkPtr = 0;
    let startPtr = 0;
    /** Whether `x` lies in one of the sorted, disjoint [start, end) pairs of `ranges`, from index `ptr` on; returns the new index, negated-minus-one when inside. */
    const locate = (ranges: number[], ptr: number, x: number): number => {
      while (ptr < ranges.length && ranges[ptr + 1]! <= x) ptr += 2;
      return ptr < ranges.length && ranges[ptr]! <= x ? -ptr - 1 : ptr;
    };

    let checked = false;
    let runs: Map<number, number> | null = null;
    /** How many runs of `c` the inline text holds (emphasis and strikethrough need two). */
    const runCount = (c: number): number => {
      if (runs === null) {
        runs = new Map();
        for (let k = from; k < to; k++) {
          const d = str.charCodeAt(k);
          if ((d === STAR || d === UNDERSCORE || d === TILDE) && (k === from || str.charCodeAt(k - 1) !== d)) runs.set(d, (runs.get(d) ?? 0) + 1);
        }
      }
      return runs.get(c) ?? 0;
    };

    let consumed = from;
    for (let t = str.indexOf('@', from); t >= 0 && t < to; t = str.indexOf('@', t + 1)) {
      if (t < consumed) continue; // inside the previous match
      const prev = t > from ? str.charCodeAt(t - 1) : EOF;
      const g = locate(merged, gapPtr, t);
      gapPtr = g < 0 ? -g - 1 : g;
      if (g < 0) {
        // In no prose text; but an autolink's text child keeps `\s` that Markdown does not take for whitespace.
        const a = locate(autolinks, autolinkPtr, t);
        autolinkPtr = a < 0 ? -a - 1 : a;
        if (a < 0 && isJsWhitespace(prev)) throw UNSURE;
        continue;
      }
      if (!checked) {
        checked = true;
        this.atTextChecks(str, from, to, merged, mergeRanges(gaps.concat(linkTexts)));
      }
      const l = locate(linkTexts, linkPtr, t);
      linkPtr = l < 0 ? -l - 1 : l;
      if (l < 0 && prev === LF) throw UNSURE; // a link holds no line endings in mdast: its text runs on across them
      while (startPtr < starts.length && starts[startPtr]! <= t) startPtr++;
      const nodeStart = startPtr > 0 && starts[startPtr - 1] === t;
      if (!(prev === EOF || isJsWhitespace(prev) || nodeStart)) {
        if (prev === BSLASH) throw UNSURE;
        if ((prev === STAR || prev === UNDERSCORE || prev === TILDE) && runCount(prev) > 1) throw UNSURE;
        continue; // the previous character is in the same text node
      }
      // The token: up to whitespace, a backslash not before a space, or the end of the text node.
      let k = t + 1;
      while (k < to && !stops.has(k)) {
        const c = str.charCodeAt(k);
        if (isJsWhitespace(c)) break;
        if (c === BSLASH) {
          const d = k + 1 < to ? str.charCodeAt(k + 1) : EOF;
          if (d === SPACE) {
            // `\ ` goes on only if the space is in the value and what follows is part of the token.
            if (k + 2 >= to || stops.has(k + 2) || isJsWhitespace(str.charCodeAt(k + 2)) || str.charCodeAt(k + 2) === BSLASH) throw UNSURE;
            k += 2;
            continue;
          }
          if (d !== EOF && isAsciiPunct(d)) throw UNSURE; // an escape: the value differs from the source
          break;
        }
        if (c === STAR || c === TILDE || c === UNDERSCORE) {
          let r = k;
          while (r < to && str.charCodeAt(r) === c) r++;
          const intraword = c === UNDERSCORE && isAlnum(str.charCodeAt(k - 1)) && r < to && isAlnum(str.charCodeAt(r));
          if (!intraword && runCount(c) > 1) throw UNSURE;
          for (let j = k + 1; j < r; j++) if (stops.has(j)) throw UNSURE;
          k = r;
          continue;
        }
        k++;
      }
      if (l < 0 && k < to && (str.charCodeAt(k) === SPACE || str.charCodeAt(k) === TAB || str.charCodeAt(k) === LF)) {
        // In a link's text a line ending (and the whitespace before it) is not in the value: the token may go on.
        let j = k;
        while (j < to && (str.charCodeAt(j) === SPACE || str.charCodeAt(j) === TAB)) j++;
        if (j < to && str.charCodeAt(j) === LF) throw UNSURE;
      }
      consumed = k;
      if (k === t + 1) continue; // `@` alone matches nothing
      const raw = str.slice(t + 1, k);
      if (!at.accept(raw)) continue;
      // Where the caller finds it: `indexOf('@' + raw)` from no earlier than the inline text's start,
      // the end of the last kept token and the last node boundary before it.
      const offset = src(t);
      let earliest = Math.max(src(from), at.prevEnd);
      if (startPtr > 0) earliest = Math.max(earliest, src(starts[startPtr - 1]!));
      if (this.s.indexOf(`@${raw}`, earliest) !== offset) throw UNSURE;
      at.out.push({ raw, offset });
      at.prevEnd = offset + 1 + raw.length;
    }
  }

  /**
   * Unsure when the text of an inline text (outside `gaps`) may hold a character reference, or when
   * its text outside links (outside `linkGaps`) may hold something the GFM autolink literal transform
   * would turn into a link (it leaves text nodes without positions): `www.`, `http://`, `https://`,
   * or `[\w+.-]@` before a domain (`[\w-]+(?:\.[\w-]+)+`, taken as long as it goes, as the
   * transform's regular expression does) that ends in a letter (the transform rejects the others),
   * escapes decoded.
   */
  private atTextChecks(str: string, from: number, to: number, gaps: number[], linkGaps: number[]): void {
    // Loops bounded by each chunk (`indexOf` would search on past it, to the end of the document).
    textChunks(from, to, gaps, (start, end) => {
      for (let j = start; j < end; j++) if (str.charCodeAt(j) === AMP && mayBeReference(str, j, end)) throw UNSURE;
    });
    const parts: string[] = [];
    textChunks(from, to, linkGaps, (start, end) => {
      let last = start;
      for (let j = start; j + 1 < end; j++) {
        if (str.charCodeAt(j) === BSLASH && isAsciiPunct(str.charCodeAt(j + 1))) {
          parts.push(str.slice(last, j));
          last = j + 1;
          j++;
        }
      }
      parts.push(str.slice(last, end), ' ');
    });
    const text = parts.join('');
    const lower = text.toLowerCase();
    if (lower.includes('www.') || lower.includes('http://') || lower.includes('https://')) throw UNSURE;
    const label = (c: number): boolean => isWordChar(c) || c === DASH;
    for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
      const b = text.charCodeAt(i - 1);
      if (!(isWordChar(b) || b === PLUS || b === DASH || b === DOT)) continue;
      let j = i + 1;
      while (label(text.charCodeAt(j))) j++;
      if (j === i + 1) continue;
      let dots = 0;
      while (text.charCodeAt(j) === DOT && label(text.charCodeAt(j + 1))) {
        j += 2;
        while (label(text.charCodeAt(j))) j++;
        dots++;
      }
      if (dots > 0 && isAlpha(text.charCodeAt(j - 1))) throw UNSURE;
      i = j - 1;
    }
  }

  /** Charges `work` units of look-ahead; refuses when the input needs more than linear work. */
  spend(work: number): void {
    this.budget -= work;
    if (this.budget < 0) throw UNSURE;
  }
}

interface Opener {
  pos: number;
  image: boolean;
}

/** The inline tokenizer of one text, reduced to what decides links. */
class Inline {
  private readonly openers: Opener[] = [];
  /** Link openers below this index are inactive (a link closed after them): links cannot contain links. */
  private activeFloor = 0;
  private readonly nodes: RawNode[] = [];
  /** Maximal backtick runs, by length: start offsets, and the next candidate index. */
  private runs: Map<number, { starts: number[]; next: number }> | null = null;

  constructor(
    private readonly s: string,
    private readonly from: number,
    private readonly to: number,
    private readonly owner: Scanner,
    /** For the `@` scan: where code spans, raw HTML, autolinks and autolink literals are. */
    private readonly record: number[] | null = null,
    /** Whether links' urls are wanted (decoding one may make the scan unsure); `scanInCode` needs only where links are. */
    private readonly urls = true,
  ) {}

  private code(i: number): number {
    return i < this.to ? this.s.charCodeAt(i) : EOF;
  }

  scan(): RawNode[] {
    const s = this.s;
    const to = this.to;
    let i = this.from;
    let prev = EOF;
    let afterEscape = false;
    while (i < to) {
      const c = s.charCodeAt(i);
      let end = -1;
      switch (c) {
        case BSLASH: {
          const d = this.code(i + 1);
          if (d !== EOF && isAsciiPunct(d)) {
            i += 2;
            prev = d;
            afterEscape = true;
            continue;
          }
          break;
        }
        case BACKTICK: {
          if (prev === BACKTICK && !afterEscape) break;
          let k = i;
          while (k < to && s.charCodeAt(k) === BACKTICK) k++;
          const close = this.closingRun(k, k - i);
          if (close >= 0) this.record?.push(i, close + (k - i), SPAN_CODE);
          i = close < 0 ? k : close + (k - i);
          prev = BACKTICK;
          afterEscape = false;
          continue;
        }
        case LT:
          end = this.autolink(i);
          if (end > i) this.record?.push(i, end, SPAN_AUTOLINK);
          else {
            end = this.htmlText(i);
            if (end > i) this.record?.push(i, end, SPAN_HTML);
          }
          break;
        case BANG:
          if (this.code(i + 1) === LBRACK) {
            this.openers.push({ pos: i, image: true });
            i += 2;
            prev = LBRACK;
            afterEscape = false;
            continue;
          }
          break;
        case LBRACK:
          this.openers.push({ pos: i, image: false });
          i += 1;
          prev = LBRACK;
          afterEscape = false;
          continue;
        case RBRACK:
          end = this.labelEnd(i);
          break;
        default:
          if (this.openers.length === 0 && (isGfmAtext(c) || c === 72 || c === 104 || c === 87 || c === 119)) {
            end = this.literal(i, c, prev);
            if (end > i) this.record?.push(i, end, SPAN_LITERAL);
          }
      }
      if (end > i) {
        i = end;
        prev = s.charCodeAt(end - 1);
      } else {
        i += 1;
        prev = c;
      }
      afterEscape = false;
    }
    return this.nodes;
  }

  /** Start of the first maximal run of exactly `size` backticks at or after `after`, or -1. */
  private closingRun(after: number, size: number): number {
    if (this.runs === null) {
      const runs = new Map<number, { starts: number[]; next: number }>();
      const s = this.s;
      for (let k = this.from; k < this.to; ) {
        if (s.charCodeAt(k) !== BACKTICK) {
          k++;
          continue;
        }
        const start = k;
        while (k < this.to && s.charCodeAt(k) === BACKTICK) k++;
        let entry = runs.get(k - start);
        if (entry === undefined) runs.set(k - start, (entry = { starts: [], next: 0 }));
        entry.starts.push(start);
      }
      this.owner.spend(this.to - this.from);
      this.runs = runs;
    }
    const entry = this.runs.get(size);
    if (entry === undefined) return -1;
    while (entry.next < entry.starts.length && entry.starts[entry.next]! < after) entry.next++;
    return entry.next < entry.starts.length ? entry.starts[entry.next]! : -1;
  }

  /** `]`: closes the innermost opener with an inline resource, or is literal. Returns the end or -1. */
  private labelEnd(i: number): number {
    const openers = this.openers;
    const top = openers[openers.length - 1];
    if (top === undefined) return -1;
    const inactive = !top.image && openers.length - 1 < this.activeFloor;
    openers.pop();
    if (this.activeFloor > openers.length) this.activeFloor = openers.length;
    if (inactive) return -1;
    const resource = this.code(i + 1) === LPAREN ? this.resource(i + 1) : null;
    if (resource === null) return -1;
    if (top.image) {
      // mdast keeps no nodes inside an image's alt text.
      while (this.nodes.length > 0 && this.nodes[this.nodes.length - 1]!.start > top.pos) this.nodes.pop();
    } else {
      this.activeFloor = openers.length;
    }
    this.nodes.push({ image: top.image, url: resource.url, start: top.pos, label: i, end: resource.end });
    return resource.end;
  }

  private skipWhitespace(k: number): number {
    while (isSpaceOrEol(this.code(k))) k++;
    return k;
  }

  /** An inline resource `(destination "title")` at `k` (the `(`): its end and decoded url, or null. */
  private resource(k: number): { end: number; url: string } | null {
    const s = this.s;
    const start = k;
    k = this.skipWhitespace(k + 1);
    let url = '';
    let c = this.code(k);
    try {
      if (c === RPAREN) return { end: k + 1, url };
      if (c === LT) {
        const d0 = k + 1;
        k = d0;
        for (;;) {
          c = this.code(k);
          if (c === GT) break;
          if (c === EOF || c === LT || isEol(c)) return null;
          k++;
          if (c === BSLASH) {
            const d = this.code(k);
            if (d === LT || d === GT || d === BSLASH) k++;
          }
        }
        if (this.urls) url = decodeString(s, d0, k);
        k++;
      } else {
        if (c === EOF || c === SPACE || c === RPAREN || isControl(c)) return null;
        const d0 = k;
        let balance = 0;
        for (;;) {
          c = this.code(k);
          if (balance === 0 && (c === EOF || c === RPAREN || isSpaceOrEol(c))) break;
          if (balance < 32 && c === LPAREN) {
            k++;
            balance++;
            continue;
          }
          if (c === RPAREN) {
            k++;
            balance--;
            continue;
          }
          if (c === EOF || c === SPACE || c === LPAREN || isControl(c)) return null;
          k++;
          if (c === BSLASH) {
            const d = this.code(k);
            if (d === LPAREN || d === RPAREN || d === BSLASH) k++;
          }
        }
        if (this.urls) url = decodeString(s, d0, k);
      }
      c = this.code(k);
      if (isSpaceOrEol(c)) {
        k = this.skipWhitespace(k);
        c = this.code(k);
        if (c === QUOTE || c === APOS || c === LPAREN) {
          const marker = c === LPAREN ? RPAREN : c;
          k++;
          for (;;) {
            c = this.code(k);
            if (c === marker) break;
            if (c === EOF) return null;
            k++;
            if (c === BSLASH) {
              const d = this.code(k);
              if (d === marker || d === BSLASH) k++;
            }
          }
          k = this.skipWhitespace(k + 1);
        }
      }
      return this.code(k) === RPAREN ? { end: k + 1, url } : null;
    } finally {
      this.owner.spend(k - start);
    }
  }

  /** An autolink `<scheme:…>` or `<email>` at `i`: its end, or -1. */
  private autolink(i: number): number {
    let k = i + 1;
    let c = this.code(k);
    const scan = (): number => {
      // schemeOrEmailAtext … as micromark's autolink tokenizer.
      if (isAlpha(c)) {
        k++;
        c = this.code(k);
        if (c === PLUS || c === DASH || c === DOT || isAlnum(c)) {
          let size = 1;
          for (;;) {
            if (c === COLON) {
              k++;
              for (;;) {
                c = this.code(k);
                if (c === GT) return k + 1;
                if (c === EOF || c === SPACE || c === LT || isControl(c)) return -1;
                k++;
              }
            }
            if ((c === PLUS || c === DASH || c === DOT || isAlnum(c)) && size++ < 32) {
              k++;
              c = this.code(k);
              continue;
            }
            break;
          }
        }
      } else if (c === AT) {
        return -1;
      }
      // emailAtext
      for (;;) {
        if (c === AT) break;
        if (c !== EOF && isAsciiAtext(c)) {
          k++;
          c = this.code(k);
          continue;
        }
        return -1;
      }
      k++;
      // emailAtSignOrDot, then emailLabel / emailValue.
      c = this.code(k);
      if (!isAlnum(c)) return -1;
      let size = 0;
      let label = true;
      for (;;) {
        c = this.code(k);
        if (label) {
          if (c === DOT) {
            k++;
            size = 0;
            if (!isAlnum(this.code(k))) return -1;
            continue;
          }
          if (c === GT) return k + 1;
        }
        if ((c === DASH || isAlnum(c)) && size++ < 63) {
          label = c !== DASH;
          k++;
          continue;
        }
        return -1;
      }
    };
    const end = scan();
    this.owner.spend(k - i);
    return end;
  }

  /** Raw inline HTML at `i` (a `<`): its end, or -1. As micromark's html-text tokenizer. */
  private htmlText(i: number): number {
    const s = this.s;
    let k = i + 1;
    const result = ((): number => {
      let c = this.code(k);
      if (c === BANG) {
        k++;
        c = this.code(k);
        if (c === DASH) {
          // Comment: `<!--` … `-->`, where `<!-->` and `<!--->` are comments too.
          if (this.code(k + 1) !== DASH) return -1;
          k += 2;
          let dashes = 2;
          for (;;) {
            c = this.code(k);
            if (c === EOF) return -1;
            if (c === GT && dashes >= 2) return k + 1;
            dashes = c === DASH ? dashes + 1 : 0;
            k++;
          }
        }
        if (c === LBRACK) {
          if (!s.startsWith('CDATA[', k + 1) || k + 7 > this.to) return -1;
          k += 7;
          let brackets = 0;
          for (;;) {
            c = this.code(k);
            if (c === EOF) return -1;
            if (c === GT && brackets >= 2) return k + 1;
            brackets = c === RBRACK ? brackets + 1 : 0;
            k++;
          }
        }
        if (isAlpha(c)) {
          for (;;) {
            k++;
            c = this.code(k);
            if (c === EOF) return -1;
            if (c === GT) return k + 1;
          }
        }
        return -1;
      }
      if (c === QMARK) {
        k++;
        let q = false;
        for (;;) {
          c = this.code(k);
          if (c === EOF) return -1;
          if (c === GT && q) return k + 1;
          q = c === QMARK;
          k++;
        }
      }
      if (c === SLASH) {
        k++;
        if (!isAlpha(this.code(k))) return -1;
        while (this.code(k) === DASH || isAlnum(this.code(k))) k++;
        while (isSpaceOrEol(this.code(k))) k++;
        return this.code(k) === GT ? k + 1 : -1;
      }
      if (!isAlpha(c)) return -1;
      while (this.code(k) === DASH || isAlnum(this.code(k))) k++;
      c = this.code(k);
      if (!(c === SLASH || c === GT || isSpaceOrEol(c))) return -1;
      // tagOpenBetween
      for (;;) {
        c = this.code(k);
        if (c === SLASH) return this.code(k + 1) === GT ? k + 2 : -1;
        if (c === COLON || c === UNDERSCORE || isAlpha(c)) {
          k++;
          for (;;) {
            c = this.code(k);
            if (c === DASH || c === DOT || c === COLON || c === UNDERSCORE || isAlnum(c)) k++;
            else break;
          }
          // tagOpenAttributeNameAfter
          while (isSpaceOrEol(this.code(k))) k++;
          if (this.code(k) !== EQ) continue;
          k++;
          // tagOpenAttributeValueBefore
          while (isSpaceOrEol(this.code(k))) k++;
          c = this.code(k);
          if (c === EOF || c === LT || c === EQ || c === GT || c === BACKTICK) return -1;
          if (c === QUOTE || c === APOS) {
            const marker = c;
            k++;
            for (;;) {
              c = this.code(k);
              if (c === EOF) return -1;
              k++;
              if (c === marker) break;
            }
            c = this.code(k);
            if (!(c === SLASH || c === GT || isSpaceOrEol(c))) return -1;
            continue;
          }
          k++;
          for (;;) {
            c = this.code(k);
            if (c === EOF || c === QUOTE || c === APOS || c === LT || c === EQ || c === BACKTICK) return -1;
            if (c === SLASH || c === GT || isSpaceOrEol(c)) break;
            k++;
          }
          continue;
        }
        if (isSpaceOrEol(c)) {
          k++;
          continue;
        }
        return c === GT ? k + 1 : -1;
      }
    })();
    this.owner.spend(k - i);
    return result;
  }

  /**
   * GFM autolink literals (email, `www.`, `http(s)://`) at `i`, tried only where micromark tries them
   * (no open bracket, the right previous character). Returns the literal's end, or -1.
   */
  private literal(i: number, c: number, prev: number): number {
    let end = -1;
    if (isGfmAtext(c) && !(prev === SLASH || isGfmAtext(prev))) end = this.email(i);
    if (end < 0 && (c === 72 || c === 104) && !isAlpha(prev)) end = this.protocol(i);
    if (end < 0 && (c === 87 || c === 119) && (prev === EOF || prev === LPAREN || prev === STAR || prev === UNDERSCORE || prev === LBRACK || prev === RBRACK || prev === TILDE || isSpaceOrEol(prev))) {
      end = this.www(i);
    }
    return end;
  }

  private email(i: number): number {
    let k = i;
    while (isGfmAtext(this.code(k))) k++;
    if (this.code(k) !== AT) {
      this.owner.spend(k - i);
      return -1;
    }
    k++;
    let dot = false;
    let data = false;
    for (;;) {
      const c = this.code(k);
      if (c === DOT) {
        if (!isAlnum(this.code(k + 1))) break; // a trailing dot
        k++;
        dot = true;
        continue;
      }
      if (c === DASH || c === UNDERSCORE || isAlnum(c)) {
        data = true;
        k++;
        continue;
      }
      break;
    }
    this.owner.spend(k - i);
    return data && dot && isAlpha(this.code(k - 1)) ? k : -1;
  }

  private protocol(i: number): number {
    let k = i;
    while (k - i < 5 && isAlpha(this.code(k))) k++;
    if (this.code(k) !== COLON) return -1;
    const scheme = this.s.slice(i, k).toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return -1;
    if (this.code(k + 1) !== SLASH || this.code(k + 2) !== SLASH) return -1;
    k += 3;
    const c = this.code(k);
    if (c === EOF || isControl(c) || isSpaceOrEol(c) || isUnicodeWhitespace(c) || isUnicodePunctuation(c)) return -1;
    const domainEnd = this.domain(k);
    if (domainEnd < 0) return -1;
    return this.path(domainEnd);
  }

  private www(i: number): number {
    for (let k = 0; k < 3; k++) {
      const c = this.code(i + k);
      if (c !== 87 && c !== 119) return -1;
    }
    if (this.code(i + 3) !== DOT || this.code(i + 4) === EOF) return -1;
    const domainEnd = this.domain(i);
    if (domainEnd < 0) return -1;
    return this.path(domainEnd);
  }

  private domain(start: number): number {
    let k = start;
    let underscoreInLast = false;
    let underscoreInLastLast = false;
    let seen = false;
    for (;;) {
      const c = this.code(k);
      if (c === DOT || c === UNDERSCORE) {
        if (this.trail(k)) break;
        if (c === UNDERSCORE) underscoreInLast = true;
        else {
          underscoreInLastLast = underscoreInLast;
          underscoreInLast = false;
        }
        k++;
        continue;
      }
      if (c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c) || (c !== DASH && isUnicodePunctuation(c))) break;
      seen = true;
      k++;
    }
    this.owner.spend(k - start);
    return underscoreInLastLast || underscoreInLast || !seen ? -1 : k;
  }

  private path(start: number): number {
    let k = start;
    let open = 0;
    let close = 0;
    for (;;) {
      const c = this.code(k);
      if (c === LPAREN) {
        open++;
        k++;
        continue;
      }
      if (c === RPAREN && close < open) {
        close++;
        k++;
        continue;
      }
      if (
        c === BANG ||
        c === QUOTE ||
        c === AMP ||
        c === APOS ||
        c === RPAREN ||
        c === STAR ||
        c === COMMA ||
        c === DOT ||
        c === COLON ||
        c === SEMI ||
        c === LT ||
        c === QMARK ||
        c === RBRACK ||
        c === UNDERSCORE ||
        c === TILDE
      ) {
        if (this.trail(k)) break;
        if (c === RPAREN) close++;
        k++;
        continue;
      }
      if (c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c)) break;
      k++;
    }
    this.owner.spend(k - start);
    return k;
  }

  /** Whether trailing punctuation starts at `k` (what follows ends the literal). */
  private trail(k: number): boolean {
    const start = k;
    try {
      for (;;) {
        const c = this.code(k);
        if (c === BANG || c === QUOTE || c === APOS || c === RPAREN || c === STAR || c === COMMA || c === DOT || c === COLON || c === SEMI || c === QMARK || c === UNDERSCORE || c === TILDE) {
          k++;
          continue;
        }
        if (c === AMP) {
          k++;
          if (!isAlpha(this.code(k))) return false;
          while (isAlpha(this.code(k))) k++;
          if (this.code(k) !== SEMI) return false;
          k++;
          continue;
        }
        if (c === RBRACK) {
          k++;
          const d = this.code(k);
          if (d === EOF || d === LPAREN || d === LBRACK || isSpaceOrEol(d) || isUnicodeWhitespace(d)) return true;
          continue;
        }
        return c === LT || c === EOF || isSpaceOrEol(c) || isUnicodeWhitespace(c);
      }
    } finally {
      this.owner.spend(k - start);
    }
  }
}

/**
 * A destination's text as mdast has it: backslash escapes and character references decoded
 * (micromark's string content). Unsure on a named reference outside the small table.
 */
function decodeString(s: string, from: number, to: number): string {
  let out = '';
  let last = from;
  for (let k = from; k < to; k++) {
    const c = s.charCodeAt(k);
    if (c === BSLASH) {
      if (k + 1 < to && isAsciiPunct(s.charCodeAt(k + 1))) {
        out += s.slice(last, k) + s.charAt(k + 1);
        k++;
        last = k + 1;
      }
      continue;
    }
    if (c !== AMP) continue;
    const ref = characterReference(s, k, to);
    if (ref === null) continue;
    out += s.slice(last, k) + ref.value;
    k = ref.end - 1;
    last = ref.end;
  }
  return out + s.slice(last, to);
}

/** A character reference at `k` (an `&`) ending before `to`: its value and end, or null when it is not one. */
function characterReference(s: string, k: number, to: number): { value: string; end: number } | null {
  let j = k + 1;
  if (s.charCodeAt(j) === HASH) {
    j++;
    const hex = s.charCodeAt(j) === 88 || s.charCodeAt(j) === 120;
    if (hex) j++;
    const start = j;
    const max = hex ? 6 : 7;
    while (j < to && j - start < max && (hex ? isHex(s.charCodeAt(j)) : isDigit(s.charCodeAt(j)))) j++;
    if (j === start || j >= to || s.charCodeAt(j) !== SEMI) return null;
    return { value: decodeNumeric(s.slice(start, j), hex ? 16 : 10), end: j + 1 };
  }
  const start = j;
  while (j < to && j - start < 31 && isAlnum(s.charCodeAt(j))) j++;
  if (j === start || j >= to || s.charCodeAt(j) !== SEMI) return null;
  const value = NAMED_REFERENCES.get(s.slice(start, j));
  if (value === undefined) throw UNSURE; // it may or may not be one of the 2,125 HTML entities
  return { value, end: j + 1 };
}
