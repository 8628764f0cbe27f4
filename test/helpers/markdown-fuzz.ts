/**
 * A fast-check arbitrary for Markdown documents built from tricky fragments: the block and inline
 * constructs that decide where links are (containers, fences, HTML, tables, code spans, autolinks,
 * brackets and destinations), mixed with plain words, tabs, CR/CRLF line endings and non-ASCII text.
 * Used by the differential tests of `scanLinks` against remark, and (with `@` tokens mixed in) of
 * `scanAtTokens` against the remark-based Claude Code import tokenizer, and (with backticks and `@`
 * tokens) of `scanInCode` against the remark-based GitHub Copilot CLI import tokenizer.
 */
import fc from 'fast-check';

/** Container prefixes and indentation a line may start with. */
const PREFIXES = [
  '',
  '',
  '',
  '',
  ' ',
  '  ',
  '   ',
  '    ',
  '     ',
  '\t',
  ' \t',
  '> ',
  '>',
  '>  ',
  '> > ',
  '>\t',
  '- ',
  '* ',
  '+ ',
  '-',
  '-\t',
  '-     ',
  '1. ',
  '1) ',
  '2. ',
  '10. ',
  '1.',
  '  - ',
  '    - ',
  '   > ',
  '- > ',
  '> - ',
  '> 1. ',
  '- - ',
  '1.  ',
  '  ',
  '   ',
  '123456789. ',
  '1234567890. ',
  '0. ',
  ' \t> ',
  '- \t',
  '*\t\t',
];

/** Whole lines with a block meaning. */
const LINES = [
  '',
  '',
  '   ',
  '```',
  '```js',
  '````',
  '``` `x`',
  '~~~',
  '~~~ a`b',
  '    code [a](b)',
  '\tcode',
  '---',
  '- - -',
  '***',
  '___',
  '===',
  '--',
  '+++',
  '#',
  '# heading [a](b)',
  '## [x](y) ##',
  '###### h',
  '####### not',
  '| a | b |',
  '|---|---|',
  '| - | :-: |',
  '--|--',
  'a | b',
  ':-',
  '|-',
  '| [a](b) | `c|d` |',
  '<div>',
  '</div>',
  '<div/>',
  '<div',
  '<!--',
  '-->',
  '<!-- x -->',
  '<?php',
  '?>',
  '<!DOCTYPE html>',
  '<![CDATA[',
  ']]>',
  '<script>',
  '</script>',
  '<pre>',
  '</pre>',
  '<x-y z="1">',
  '<a href="[u](v)">',
  '</span>',
  '<custom-tag>',
  '<name>',
  '<table>',
  '[a]: b',
  '[^1]: note',
];

/** Inline fragments. */
const FRAGMENTS = [
  'a',
  'b',
  'foo',
  'bar baz',
  ' ',
  ' ',
  '  ',
  '\t',
  '[',
  ']',
  '[',
  ']',
  '](',
  '![',
  '(',
  ')',
  '[a](b)',
  '[a](b)',
  '[t](u)',
  '![i](p.png)',
  '[x]',
  '[^1]',
  '[ ]',
  '[x](',
  '](y)',
  '`',
  '`',
  '``',
  '```',
  '`[a](b)`',
  '<',
  '>',
  '<a>',
  '<b c="d">',
  '</a>',
  '<script>',
  '<name>',
  '<!--',
  '-->',
  '<!-- [c](d) -->',
  '<?',
  '?>',
  '<!X',
  '<http://a.b/[c](d)>',
  '<a@b.co>',
  '<x:y>',
  '!',
  '*',
  '**',
  '_',
  '__',
  '~',
  '~~',
  '-',
  '+',
  '|',
  '\\|',
  ':',
  '"',
  "'",
  '\\',
  '\\[',
  '\\]',
  '\\`',
  '&amp;',
  '&#35;',
  '&#x5B;',
  '&lt;',
  '&copy;',
  '&x;',
  '1.',
  '2)',
  '#',
  '=',
  'www.',
  'www.x.org',
  'www.a_b.c',
  'http://',
  'https://x.org/',
  'https://x.org/[a](b)',
  'HTTP://Y.Z',
  'a@b.co',
  '_a@b.co_',
  'x.y',
  '(www.x.org)',
  '[www.x.org](y)',
  'www.x.org](y)',
  'www.x.org/a_b_',
  'https://x.org/a?b=c&amp;d',
  'https://x.org/(a)[b](c)',
  'http://a.b/c]',
  '@',
  '/',
  'é',
  '😀',
  'ß',
  '\u00a0',
  '\u3000',
  '。',
  '“',
  'https://é.x/',
  'www.例え.jp/',
];

/** Destinations and titles for generated links. */
const DESTINATIONS = [
  '',
  'b',
  'a/b.md',
  '../up.md',
  '/root',
  '#anchor',
  'x y',
  '<x y>',
  '<>',
  '<a<b>',
  '<a\\>b>',
  'a(b)c',
  'a(b',
  'a)b',
  '((a))',
  'a\\(b',
  'a\\)b',
  'a\\\\',
  'a&amp;b',
  'a&#35;b',
  'a&#0;b',
  'a&#x110000;b',
  'a&copy;b',
  'a&foo;b',
  'a%20b',
  'https://x.org',
  'mailto:a@b.c',
  'C:\\x',
  'é/😀',
  'a\tb',
  'a\nb',
  '\nb',
  'a "t"',
  "a 't'",
  'a (t)',
  'a "t\nu"',
  'a "t',
  'a (t(u))',
  'a "t" x',
  '<a> "t"',
  'a\\"b',
  '((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))',
  '(((((((((((((((((((((((((((((((((a)))))))))))))))))))))))))))))))))',
  'a&AMP;b',
  '<a&#62;b>',
  'a\\&amp;b',
  '&#X41;&#65',
];

const fragment = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...FRAGMENTS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('[', '!['), fc.constantFrom('', 'a', 'x y', '`c`', '[b]', '![i](j)', '[c](d)', 'a\nb'), fc.constantFrom(...DESTINATIONS))
      .map(([open, text, dest]) => `${open}${text}](${dest})`),
  },
);

const lineContent = fc.array(fragment, { maxLength: 7, size: 'max' }).map((parts) => parts.join(''));

/** Container markers and indentation to stack into a prefix. */
const PREFIX_PARTS = ['> ', '>', '- ', '* ', '1. ', '2) ', ' ', '  ', '   ', '    ', '\t', '-\t', '>\t'];

const prefix = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PREFIXES) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...PREFIXES)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...PREFIX_PARTS), { maxLength: 4 }).map((parts) => parts.join('')) },
);

const line = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(prefix, lineContent).map(([p, c]) => p + c) },
  { weight: 2, arbitrary: fc.tuple(prefix, fc.constantFrom(...LINES)).map(([p, c]) => p + c) },
);

const ending = fc.oneof({ weight: 12, arbitrary: fc.constant('\n') }, { weight: 1, arbitrary: fc.constant('\r\n') }, { weight: 1, arbitrary: fc.constant('\r') });

const frontmatter = fc.constantFrom('', '', '', '', '---\na: [x](y)\n---\n', '+++\n[a](b)\n+++\n', '---\n', '\ufeff');

/** A Markdown document of up to `maxLines` lines built from tricky fragments. */
export function markdownDocument(maxLines = 10): fc.Arbitrary<string> {
  return fc
    .tuple(frontmatter, fc.array(fc.tuple(line, ending), { minLength: 1, maxLength: maxLines, size: 'max' }), fc.boolean())
    .map(([front, lines, trailing]) => {
      const text = lines.map(([l, e]) => l + e).join('');
      return front + (trailing ? text : text.replace(/(\r\n|\r|\n)$/, ''));
    });
}

/** Single characters and short tokens that matter to Markdown, for character-soup documents. */
const SOUP = [
  '[',
  ']',
  '(',
  ')',
  '!',
  '<',
  '>',
  '`',
  '*',
  '_',
  '-',
  '+',
  '|',
  ':',
  '"',
  "'",
  '\\',
  '&',
  ';',
  '#',
  '=',
  '~',
  '.',
  '@',
  '/',
  '?',
  ' ',
  ' ',
  ' ',
  '\t',
  '\n',
  '\n',
  '\n',
  '\r\n',
  '\r',
  '1',
  '2',
  'a',
  'b',
  'x',
  'h',
  'w',
  'é',
  '😀',
  '](',
  '[a](',
  'www.',
  'http://',
  'https://a.b',
  '&amp;',
  '&#35;',
  '<a>',
  '<div>',
  '<!--',
  '-->',
  '```',
  '~~~',
  '    ',
  '> ',
  '- ',
  '1. ',
  '---',
  '| ',
  '--|--',
];

/** A document of up to `maxTokens` characters and short tokens that matter to Markdown. */
export function markdownSoup(maxTokens = 60): fc.Arbitrary<string> {
  const token = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...SOUP) }, { weight: 1, arbitrary: fragment });
  return fc.array(token, { maxLength: maxTokens, size: 'max' }).map((parts) => parts.join(''));
}

/** `@` tokens and their neighbours: imports, mentions, emails, scoped packages, escapes, references. */
const AT_FRAGMENTS = [
  '@docs/a.md',
  '@./x.md',
  '@../up.md',
  '@~/.claude/x.md',
  '@/abs/p.md',
  '@AGENTS.md',
  '@a.md',
  '@a.md',
  '@a.md.',
  '@a.md,',
  '@a.md)',
  '@x#frag',
  '@#x',
  '@types/node',
  '@scope/pkg@1.2',
  '@user',
  '@e1,',
  '@',
  '@@a',
  '@a@b',
  '@a_b.md',
  '@a__b_c',
  '@_a_',
  '@a*b*',
  '@a~b~',
  '@a\\ b.md',
  '@a\\ ',
  '@a\\',
  '@a\\b',
  '@a`b`',
  '@a<b>',
  '@a[b](c)',
  '@a![b](c)',
  '@a]',
  '@a|b',
  'user@example.com',
  'x@y',
  'me@x.org',
  '\u00a0@a.md',
  '\u3000@b',
  '\u2028@c',
  '`@a.md`',
  '`` @a ``',
  '`',
  '<@a>',
  '<a@b.co>',
  '<x:\u00a0@a>',
  '<x:a@b>',
  '<span title="@a.md">',
  '<!-- @a.md -->',
  '[@a.md](b)',
  '[x @a.md](b)',
  '[@a.md]',
  '[@a.md][]',
  '![@a.md](b)',
  '[a](@b.md)',
  '[a](b "@c.md")',
  '[x\n@a.md](b)',
  '[x @a\n](b)',
  '*@a.md*',
  '**@a.md**',
  '_@a.md_',
  '~@a.md~',
  '~~@a.md~~',
  '*',
  '_',
  '~',
  '*x*',
  '[x](y)',
  '(@a.md)',
  '"@a.md"',
  'x@a.md',
  '.@a.md',
  '/@a.md',
  ':@a.md',
  '|@a.md',
  ';@a.md',
  '>@a.md',
  ')@a.md',
  ']@a.md',
  'see',
  'and',
  ' ',
  ' ',
  ' ',
  '  ',
  '\t',
];

/** `@` fragments the scan refuses on purpose (references, escapes, what the autolink literal transform links): drawn less often. */
const AT_RARE = [
  '@a&amp;b',
  '@a\\_b',
  '@www.x.org',
  '@a/www.x.org',
  '@(www.x.org)',
  '@http://x.org',
  'a@b.co@x.md',
  '\\@a.md',
  '\\\\@a.md',
  '&#64;a.md',
  '&#x40;a',
  '&commat;b',
  '&nbsp;@a.md',
  '&#32;@b',
  '&amp;',
  'https://x.org/@a',
  'www.x.org/@a',
  'www.x.org @a.md',
];

/** With `rare`, some fragments are from `AT_RARE`. */
const atFragment = (rare: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...AT_FRAGMENTS) },
    { weight: rare ? 2 : 0, arbitrary: fc.constantFrom(...AT_RARE) },
    { weight: 3, arbitrary: fragment },
  );

const atLineContent = (rare: boolean): fc.Arbitrary<string> => fc.array(atFragment(rare), { maxLength: 7, size: 'max' }).map((parts) => parts.join(''));

/** Whole lines for `@` documents: the block lines, and a few blocks that hide `@`. */
const AT_LINES = [...LINES, '    @a.md', '```', '@a.md', '<div>', '| @a.md | b |', '| - | - |', '---', '# @a.md', '## x @a.md ##', '[x]: @a.md', '- [ ] @a.md', '- [x]  @a.md', '+++'];

const atLine = (rare: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(prefix, atLineContent(rare)).map(([p, c]) => p + c) },
    { weight: 2, arbitrary: fc.tuple(prefix, fc.constantFrom(...AT_LINES)).map(([p, c]) => p + c) },
  );

const atFrontmatter = fc.constantFrom('', '', '', '', '---\na: @x.md\n---\n', '+++\n@a.md\n+++\n', '---\n', '\ufeff', '\ufeff@a.md ');

/**
 * A Markdown document of up to `maxLines` lines rich in `@` tokens in every kind of place; one in
 * four also holds the fragments the scan refuses on purpose.
 */
export function atMarkdownDocument(maxLines = 10): fc.Arbitrary<string> {
  const lines = (rare: boolean) => fc.array(fc.tuple(atLine(rare), ending), { minLength: 1, maxLength: maxLines, size: 'max' });
  return fc
    .tuple(atFrontmatter, fc.oneof({ weight: 3, arbitrary: lines(false) }, { weight: 1, arbitrary: lines(true) }), fc.boolean())
    .map(([front, lines, trailing]) => {
      const text = lines.map(([l, e]) => l + e).join('');
      return front + (trailing ? text : text.replace(/(\r\n|\r|\n)$/, ''));
    });
}

/** A character soup of up to `maxTokens` Markdown characters and `@` tokens; one in four also holds `AT_RARE` fragments. */
export function atMarkdownSoup(maxTokens = 60): fc.Arbitrary<string> {
  const token = (rare: boolean) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...SOUP) },
      { weight: 3, arbitrary: fc.constantFrom(...AT_FRAGMENTS) },
      { weight: rare ? 1 : 0, arbitrary: fc.constantFrom(...AT_RARE) },
    );
  const soup = (rare: boolean) => fc.array(token(rare), { maxLength: maxTokens, size: 'max' }).map((parts) => parts.join(''));
  return fc.oneof({ weight: 3, arbitrary: soup(false) }, { weight: 1, arbitrary: soup(true) });
}

/**
 * Fragments for GitHub Copilot CLI's `@` tokens and the code that hides them: tokens after the
 * characters that do (and do not) let one start, trailing punctuation, backtick runs of several
 * lengths (closed, unclosed, escaped, across lines), code spans in link text, alt text and table
 * cells, and fences with a token in the info string.
 */
const COPILOT_FRAGMENTS = [
  '@a.md',
  '@a.md',
  '@./x.md',
  '@~/y.md',
  '@/abs.md',
  '@a.md.',
  '@a.md,',
  '@a.md?!',
  '@a.md)',
  '@a.md]',
  '@a"b',
  "@a'b",
  '@a<b',
  '@a`b`',
  '@.',
  '@:',
  '@',
  '@@a',
  '@a@b',
  'x@a.md',
  '(@a.md)',
  '[@a.md]',
  '{@a.md}',
  '"@a.md"',
  '#@a',
  '/@a/@b',
  '_@a',
  '*@a*',
  'user@example.com',
  '`',
  '`',
  '`',
  '``',
  '```',
  '\\`',
  '`@a.md`',
  '` @a.md`',
  '`x @a.md`',
  '`x @a.md`',
  '`` @a.md ``',
  '`` x @a ` @b ``',
  '`` ` @a ``',
  '`x`@a.md',
  '@a.md`x`',
  '`@a\nb`',
  '`a\n@b`',
  '` x\n@b`',
  '`a\n\n@b`',
  '`a\n  @b`',
  '`a\n> @b`',
  '``@a\n```',
  '[`@a.md`](b)',
  '[x `@a` y](b)',
  '[x ` @a` y](b)',
  '![`@a.md`](b)',
  '![x ` @a`](b)',
  '[![`@a`](i)](l)',
  '![[`@a`](l)](i)',
  '[`@a`]',
  '[` @a`]',
  '[a](` @b`)',
  '[a](b "`@c`")',
  '<span>`@a`</span>',
  '<b title="`@a`">',
  '<!-- `@a` -->',
  '<http://x/`@a`>',
  'http://x.org/`@a`',
  'www.x.org/`@a`',
  '&#96;@a&#96;',
  '\\|',
  '|',
  ' ',
  ' ',
  ' ',
  '\t',
  'see',
];

/** Whole lines for Copilot documents: fences with tokens in their info strings and content, indented code, HTML blocks, tables. */
const COPILOT_LINES = [
  ...LINES,
  '```',
  '```',
  '~~~',
  '````',
  '```@a.md',
  '~~~ @a.md',
  '``` `@a`',
  '```js @a.md',
  '~~~ x @a.md',
  '@a.md',
  '`@a.md`',
  '` x @a.md`',
  '    @a.md',
  '\t@a.md',
  '<div>',
  '<div>@a.md',
  '<!-- @a.md',
  '| `@a` | @b |',
  '| ` @a` | `x @b` |',
  '| - | - |',
  '| `a|b` @c |',
  '| `a\\|@b` |',
  '| `a\\| @b` |',
  '| `a| @b` |',
  '---',
  '+++',
  '# `@a` @b',
  '# ` @a` @b',
  '- [ ] ` @a.md`',
];

const copilotFragment = fc.oneof({ weight: 10, arbitrary: fc.constantFrom(...COPILOT_FRAGMENTS) }, { weight: 2, arbitrary: fragment });

const copilotLine = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(prefix, fc.array(copilotFragment, { maxLength: 7, size: 'max' })).map(([p, parts]) => p + parts.join('')) },
  { weight: 3, arbitrary: fc.tuple(prefix, fc.constantFrom(...COPILOT_LINES)).map(([p, c]) => p + c) },
);

const copilotFrontmatter = fc.constantFrom('', '', '', '', '', '', '---\na: @x.md\n---\n', '+++\n` @a.md`\n+++\n', '---\n', '```\n', '~~~\r', '\ufeff` @a.md` ');

/** A Markdown document of up to `maxLines` lines rich in `@` tokens and backticks (code spans, fences, indented code) in every kind of place. */
export function copilotMarkdownDocument(maxLines = 12): fc.Arbitrary<string> {
  return fc
    .tuple(copilotFrontmatter, fc.array(fc.tuple(copilotLine, ending), { minLength: 1, maxLength: maxLines, size: 'max' }), fc.boolean())
    .map(([front, lines, trailing]) => {
      const text = lines.map(([l, e]) => l + e).join('');
      return front + (trailing ? text : text.replace(/(\r\n|\r|\n)$/, ''));
    });
}

/** A character soup of up to `maxTokens` Markdown characters, backticks and `@` tokens. */
export function copilotMarkdownSoup(maxTokens = 60): fc.Arbitrary<string> {
  const token = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...SOUP) },
    { weight: 2, arbitrary: fc.constantFrom('`', '``', '```', '~~~', '@a', '@a.md', ' @b', '\n    ', '\n```\n', '\n> ```\n', '\n- ```\n') },
    { weight: 3, arbitrary: fc.constantFrom(...COPILOT_FRAGMENTS) },
  );
  return fc.array(token, { maxLength: maxTokens, size: 'max' }).map((parts) => parts.join(''));
}
