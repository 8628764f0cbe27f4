/**
 * What Claude Code 2.1.328 does to a memory file's text before it sends it (observed with the
 * conformance harness; closed source):
 *
 * - a YAML front matter block at the very start (`---` … `---`) is removed, from every file it
 *   loads (`CLAUDE.md`, `.claude/rules` files, imports);
 * - every HTML comment that stands as its own HTML block is removed: the block starts at a line
 *   beginning with `<!--` (up to three spaces of indentation; directly after a paragraph line only
 *   with none), runs to the first line holding `-->`, and takes the blank lines after it along.
 *   What is left of the block once its comments are cut out (` tail` of `<!-- c --> tail`) is kept;
 *   a block left blank disappears with its blank lines. A comment inside a paragraph, a list item or
 *   a quote, an unterminated `<!--`, code spans, fenced and indented code are left as written.
 *
 * - a text that holds `<!--` anywhere (even in code, or unterminated) comes back with its line
 *   endings made `\n` (`\r\n` and a lone `\r` alike), whether or not a comment was removed.
 *
 * The scan is line based (the block structure of Markdown as far as these cases need it), so it is
 * linear in the text.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const COMMENT_START = /^ {0,3}<!--/;
const BLANK = /^[ \t]*$/;
/** A line that ends a paragraph before it and is no paragraph text itself. */
const NOT_PARAGRAPH = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|(?:[-*_][ \t]*){3,}$)/;

/** The text without its leading YAML front matter block (unchanged when it has none). */
export function stripFrontMatter(text: string): string {
  const m = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(text);
  return m ? text.slice(m[0].length) : text;
}

/** The text without the HTML comments Claude Code removes (see the module comment). */
export function stripHtmlComments(text: string): string {
  if (!text.includes('<!--')) return text;
  const normalized = text.replace(/\r\n?/g, '\n');
  const lines = normalized.split(/(?<=\n)/);
  // The first line at or after each line that holds `-->`, found once from the end: a text of many
  // unterminated `<!--` lines stays linear (each block's end is looked up, never searched for).
  const nextClose = new Int32Array(lines.length + 1).fill(-1);
  for (let j = lines.length - 1; j >= 0; j--) nextClose[j] = lines[j]!.includes('-->') ? j : nextClose[j + 1]!;
  const out: string[] = [];
  let fence: string | null = null;
  let paragraph = false;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const body = line.replace(/\r?\n$/, '');
    if (fence !== null) {
      out.push(line);
      const m = FENCE.exec(body);
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && BLANK.test(body.slice(m[0].length))) fence = null;
      continue;
    }
    const f = FENCE.exec(body);
    if (f) {
      fence = f[1]!;
      paragraph = false;
      out.push(line);
      continue;
    }
    if (BLANK.test(body)) {
      paragraph = false;
      out.push(line);
      continue;
    }
    if (COMMENT_START.test(body) && (!paragraph || body.startsWith('<!--'))) {
      // The block runs to the first line holding `-->` after its `<!--`.
      const open = body.indexOf('<!--');
      const end = line.indexOf('-->', open + 4) !== -1 ? i : nextClose[i + 1]!;
      if (end !== -1) {
        let last = end;
        while (last + 1 < lines.length && BLANK.test(lines[last + 1]!.replace(/\r?\n$/, ''))) last++;
        const block = lines.slice(i, last + 1).join('');
        const residue = block.replace(/<!--[\s\S]*?-->/g, '');
        if (residue.trim() !== '') out.push(residue);
        changed = true;
        paragraph = false;
        i = last;
        continue;
      }
    }
    // Indented code (four spaces after a blank line) and paragraph text are kept as they are.
    paragraph = !(NOT_PARAGRAPH.test(body) || (!paragraph && /^(?: {4}|\t)/.test(body)));
    out.push(line);
  }
  return changed ? out.join('') : normalized;
}

/** A file's text as Claude Code sends it. */
export function claudeSentText(text: string): string {
  return stripHtmlComments(stripFrontMatter(text));
}
