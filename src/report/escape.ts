/**
 * Escaping for everything taken from the repository (file names, messages, rule ids) before it
 * reaches a page (the job summary) or the workflow log.
 *
 * Three layers:
 * - `visible()` makes control characters visible as text (`\n`, `\x1b`, `\u202e`), so a file
 *   name can never start a new line in a table, a log or a one-line failure reason, and a
 *   bidi override cannot reorder what a reviewer reads.
 * - `escapeHtml()` for text inside HTML (the `<summary>` of a `<details>` block).
 * - `md()` for text anywhere in the summary and the pull-request comment: inline Markdown *and*
 *   raw HTML blocks. It uses only character references, which both contexts decode, so the same
 *   string is safe in a table cell, a list item and a `<summary>` line (a backslash escape would
 *   show up literally in HTML). It also breaks every `@mention` (see {@link breakMentions}).
 * - `code()` (and `mdCode()` for text already inside `<code>`) for paths and identifiers: the same
 *   escaping without the mention break, because GitHub never turns text inside `<code>` (nor
 *   `<pre>`, nor a link) into a mention, so a path such as `packages/@acme/ui` copies exactly.
 *
 * The rule for a renderer: repository text (paths, messages, rule text, labels, notes) reaches
 * the summary or the comment only through `md()`, `code()` or `mdCode()` inside `<code>`; or, for
 * a renderer that builds a Markdown tree (mdast text nodes), through `breakMentions()`.
 */

import { randomBytes } from 'node:crypto';

const BIDI_AND_SEPARATORS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/g;

/** Control characters as visible escapes; the result holds no line break and no bidi control. */
export function visible(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => {
      switch (ch) {
        case '\n':
          return '\\n';
        case '\r':
          return '\\r';
        case '\t':
          return '\\t';
        default:
          return `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
      }
    })
    .replace(BIDI_AND_SEPARATORS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escape (`& < > " '`) after making control characters visible. */
export function escapeHtml(text: string): string {
  return visible(text).replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]!);
}

/**
 * Characters replaced by numeric character references in one pass: HTML (`& < > " '`) and what
 * could start Markdown syntax inside a line: emphasis, code spans, links and images, table cell
 * separators, strikethrough, math (`$`), email autolinks (`@`) and backslash escapes.
 */
const MARKDOWN_INLINE = /[&<>"'|`*_[\]~\\$@]/g;

/** An empty HTML comment: splits a text run without showing anything. */
const SPLIT = '<!-- -->';

/**
 * U+2060 WORD JOINER: invisible, no line break, and not a character a GitHub login, organisation
 * or team name may start with.
 */
export const MENTION_BREAK = '\u2060';
const MENTION_BREAK_REF = `&#${MENTION_BREAK.codePointAt(0)};`;
/** `@` and its full-width and small forms, which some renderers also read as mention signs. */
const AT_SIGNS = /[@\uff20\ufe6b]/g;

/**
 * Plain text with every mention broken: GitHub notifies `@user`, `@org` and `@org/team` written in
 * text (after decoding character references), so a word joiner goes between each `@` and what
 * follows. The text reads the same. For text in a Markdown tree (mdast text nodes); `md()` does
 * this itself.
 */
export function breakMentions(text: string): string {
  return text.replace(AT_SIGNS, (at) => `${at}${MENTION_BREAK}`);
}

/**
 * Text from the repository, safe anywhere in the summary (table cell, list item, `<summary>`,
 * `<code>`): control characters visible, HTML and Markdown syntax neutralised, mentions broken. The
 * result renders as exactly the original text (with visible escapes, and an invisible word joiner
 * after each `@`).
 *
 * GFM autolink literals (`www.x`, `https://x`, `a@b.co`) are found in the *decoded* text by some
 * renderers, so a character reference is not enough there: an empty comment splits the run.
 * An emoji shortcode (`:tada:`) loses its first colon to a character reference.
 */
export function md(text: string): string {
  return inline(text).replace(/&#64;|[\uff20\ufe6b]/g, (at) => `${at}${MENTION_BREAK_REF}`);
}

/** Text for inside a `<code>` element: as `md()`, without the mention break GitHub does not need there. */
export function mdCode(text: string): string {
  return inline(text);
}

function inline(text: string): string {
  return visible(text)
    .replace(MARKDOWN_INLINE, (ch) => HTML_ENTITIES[ch] ?? `&#${ch.charCodeAt(0)};`)
    .replace(/:(?=[\w+-]+:)/g, '&#58;')
    .replace(/:(?=\/\/)/g, `:${SPLIT}`)
    .replace(/(ww)(w\.)/gi, `$1${SPLIT}$2`)
    .replace(/&#64;/g, `${SPLIT}&#64;`);
}

/** A path or identifier from the repository as inline code (an HTML `<code>`, so escapes decode; a mention there is inert). */
export function code(text: string): string {
  return `<code>${mdCode(text)}</code>`;
}

/**
 * A line for the workflow log (`core.info`). The runner treats a line whose first non-blank
 * characters are `::` as a workflow command, and (legacy syntax) `##[` anywhere in a line; neither
 * may come from repository data. Control characters are made visible, so the text stays one line.
 */
export function logSafe(text: string): string {
  return visible(text)
    .replace(/^(\s*):/, '$1\u200b:')
    .replace(/##\[/g, '#\u200b#[');
}

/**
 * The one workflow-command guard for output that carries repository text as it is (a printed
 * prompt, the text report) on a stream the Actions runner reads: the runner executes no command
 * between `::stop-commands::<token>` and `::<token>::`, and the token is random, so the text cannot
 * end the block itself. `token` is for tests.
 */
export function stopCommands(text: string, token: string = randomBytes(16).toString('hex')): string {
  if (text === '') return text;
  let t = token;
  while (text.includes(t)) t = randomBytes(16).toString('hex');
  return `::stop-commands::${t}\n${text}${text.endsWith('\n') ? '' : '\n'}::${t}::\n`;
}

/**
 * JSON for a stream the runner reads: no line of `JSON.stringify` output starts with `::`, and a
 * `#` can only occur inside a string, where `\u0023` is the same character; so `##[` (the legacy
 * command and log-formatting prefix) becomes `#\u0023[` and the document stays equal.
 */
export function neutralJson(json: string): string {
  return json.replace(/##/g, '#\\u0023');
}
