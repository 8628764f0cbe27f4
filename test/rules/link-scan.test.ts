/**
 * `scanLinks` against its oracle, remark itself: whenever the scanner answers (non-null), its answer
 * must equal the link, image and definition nodes remark-parse + remark-gfm + remark-frontmatter
 * produce (scheme URLs left out), in visit order, with the same url and positions. Checked on
 * hand-written cases from the CommonMark/GFM areas the scanner models, on the real corpus, on
 * documents cut from it the way the benchmark repository is generated, and on generated documents.
 * The acceptance rates are asserted too, so that a scanner that always refuses fails.
 *
 * LINK_SCAN_FUZZ_RUNS=50000 npx vitest run test/rules/link-scan.test.ts   (a longer local run)
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { type ScannedLink, scanLinks } from '../../src/rules/link-scan.js';
import { markdownDocument, markdownSoup } from '../helpers/markdown-fuzz.js';
import { SHARED_DIR } from '../helpers/repo.js';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml', 'toml']).freeze();
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** What remark produces: link, image and definition nodes without a scheme URL, in visit order. */
function oracle(text: string): ScannedLink[] {
  const tree = processor.parse(text) as Root;
  const out: ScannedLink[] = [];
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !SCHEME.test(node.url)) {
      const { start, end } = node.position!;
      out.push({
        type: node.type,
        url: node.url,
        position: { start: { line: start.line, column: start.column, offset: start.offset! }, end: { line: end.line, column: end.column, offset: end.offset! } },
      });
    }
  });
  return out;
}

/** Checks `text`; returns whether the scanner accepted it and how many nodes it found. */
function check(text: string): { accepted: boolean; links: number } {
  const got = scanLinks(text);
  if (got === null) return { accepted: false, links: 0 };
  expect(got, JSON.stringify(text)).toStrictEqual(oracle(text));
  return { accepted: true, links: got.length };
}

const RUNS = Number(process.env.LINK_SCAN_FUZZ_RUNS ?? 800);
/** Texts cut from the corpus are longer (slower for the oracle): fewer runs. */
const CUT_RUNS = Math.ceil(RUNS / 8);

describe('scanLinks: hand-written cases', () => {
  // Each case is checked against remark; `accept` says the scanner must answer it.
  const cases: { name: string; text: string; accept?: boolean }[] = [
    // Basics and positions.
    { name: 'inline link', text: 'See [the guide](docs/guide.md).', accept: true },
    { name: 'image', text: '![diagram](img/a.png)', accept: true },
    { name: 'link with title', text: '[a](b "title") [c](d \'t\') [e](f (t))', accept: true },
    { name: 'empty destination', text: '[a]() [b](<>)', accept: true },
    { name: 'scheme URLs left out', text: '[a](https://x.org) [b](mailto:a@b.c) [c](C:\\x) [d](rel)', accept: true },
    { name: 'astral characters before a link', text: '😀😀 [a](b)\n😀\t[c](d)', accept: true },
    { name: 'CRLF', text: 'a\r\n[b](c)\r\n\r\n[d](e)', accept: true },
    { name: 'CR', text: 'a\r[b](c)\r\r[d](e)', accept: true },
    { name: 'BOM', text: '\ufeff[a](b)\n[c](d)', accept: true },
    { name: 'no trailing newline', text: '# T\n\n[a](b)', accept: true },
    // Destinations.
    { name: 'angle destination', text: '[a](<b c>) [d](<e\\>f>) [g](<h<i>)', accept: true },
    { name: 'balanced parentheses', text: '[a](b(c)d) [e](f(g) [h](i\\(j)', accept: true },
    { name: '32 nested parentheses', text: `[a](${'('.repeat(32)}x${')'.repeat(32)})`, accept: true },
    { name: '33 nested parentheses', text: `[a](${'('.repeat(33)}x${')'.repeat(33)})`, accept: true },
    { name: 'escapes decoded', text: '[a](b\\_c\\\\d\\e) [f](\\<g\\>)', accept: true },
    { name: 'character references decoded', text: '[a](b&amp;c&#35;d&#x41;&#0;&#x110000;&lt;) [e](f&copy)', accept: true },
    { name: 'unknown named reference refused', text: '[a](b&copy;c)', accept: false },
    { name: 'line ending before destination', text: '[a](\nb)\n[c](d\n"t")\n[e](f "t\nu")', accept: true },
    { name: 'destination cannot hold a line ending', text: '[a](<b\nc>) [d](e\nf)', accept: true },
    { name: 'space in raw destination', text: '[a](b c) [d](e "t" x)', accept: true },
    { name: 'title without space', text: '[a](b"t") [c](<d>"t")', accept: true },
    // Brackets.
    { name: 'links cannot contain links', text: '[a [b](c)](d) [[e](f)](g)', accept: true },
    { name: 'images can', text: '[![a](b)](c) ![[d](e)](f) ![x ![y](z)](w)', accept: true },
    { name: 'image alt drops nested nodes', text: '![a [b](c) ![d](e)](f)', accept: true },
    { name: 'escaped brackets', text: '\\[a](b) [c\\](d) [e]\\(f)', accept: true },
    { name: 'reference-style brackets without definitions', text: '[a][b] [c][] [d] [^e](f) ![^g](h)', accept: true },
    { name: 'link text across lines', text: '[a\nb](c) ![d\ne](f)', accept: true },
    // Code spans, autolinks, HTML.
    { name: 'code span hides a link', text: '`[a](b)` and [c](d)', accept: true },
    { name: 'code span versus brackets', text: '[a`](b)`](c) `a[`b](c)', accept: true },
    { name: 'unclosed code span', text: '``[a](b)` [c](d)', accept: true },
    { name: 'escaped backtick', text: '\\`[a](b)` \\``[c](d)`', accept: true },
    { name: 'code span across lines', text: '`a\n[b](c)` [d](e)', accept: true },
    { name: 'autolink hides brackets', text: '<http://a.b/[c](d)> <x:[y](z)> <a@b.co>[e](f)', accept: true },
    { name: 'raw HTML hides brackets', text: '<a title="[x](y)">[b](c)</a> <!-- [d](e) --> <?[f](g)?> <!X [h](i)> <![CDATA[[j](k)]]>', accept: true },
    { name: 'placeholders', text: 'Run `x <name>` then see <script> and [a](b) <T>[c](d)', accept: true },
    { name: 'HTML across lines', text: '<a\nhref="[x](y)">[b](c)', accept: true },
    { name: 'not HTML', text: '<a [b](c)> <1>[d](e) <a b=`c`>[f](g)', accept: true },
    // GFM autolink literals.
    { name: 'literal swallows a bracket', text: 'https://x.org/[a](b) www.x.org/[c](d) x www.y.z[e](f)', accept: true },
    { name: 'literal inside a label', text: '[https://x.org](y) [www.x.org](z)', accept: true },
    { name: 'literal after a closed link', text: '[a](b) https://x.org/[c](d)', accept: true },
    { name: 'literal previous character', text: 'xhttps://x.org/[a](b) |www.x.org/[c](d) _www.e.f/[g](h)', accept: true },
    { name: 'email literal', text: 'a@b.co[c](d) foo@x.https://y.org/[a](b)', accept: true },
    { name: 'literal trailing punctuation', text: 'www.x.org/a.[b](c) http://a.b/(c)[d](e) www.x.org/&amp;[f](g)', accept: true },
    // Size limits of micromark's constructs.
    { name: 'autolink scheme of 32 and 33 characters', text: `<a${'b'.repeat(31)}:x[a](b)> <a${'b'.repeat(32)}:x[c](d)>`, accept: true },
    { name: 'email autolink label of 63 and 64 characters', text: `<a@${'b'.repeat(63)}.c[d](e)> <a@${'b'.repeat(64)}.c[f](g)>`, accept: true },
    { name: 'numeric references of 7 and 8 digits', text: '[a](&#1234567;) [b](&#12345678;) [c](&#x123456;) [d](&#x1234567;)', accept: true },
    { name: 'ordered list numbers of 9 and 10 digits', text: '123456789. [a](b)\n\n1234567890. [c](d)', accept: true },
    // Blocks.
    { name: 'ATX headings', text: '# [a](b) #\n## [c](d)#\n#[e](f)\n####### [g](h)', accept: true },
    { name: 'setext heading', text: '[a](b)\n===\n[c](d)\n---', accept: true },
    { name: 'fenced code', text: '```\n[a](b)\n```\n[c](d)\n~~~ x\n[e](f)\n~~~~\n```js `x`\n[g](h)', accept: true },
    { name: 'unclosed fence', text: '```\n[a](b)', accept: true },
    { name: 'closing fence rules', text: '````\n```\n[a](b)\n    ````\n[c](d)\n   ````\n[e](f)', accept: true },
    { name: 'indented code', text: '    [a](b)\n\n    c\n[d](e)', accept: true },
    { name: 'indented code cannot interrupt a paragraph', text: 'a\n    [b](c)', accept: true },
    { name: 'HTML blocks', text: '<div>\n[a](b)\n\n[c](d)\n<!--\n[e](f)\n-->\n[g](h)\n<script>\n[i](j)\n</script>[k](l)', accept: true },
    { name: 'HTML kind 7 cannot interrupt a paragraph', text: 'a\n<x-y>\n[b](c)\n\n<x-y>\n[d](e)', accept: true },
    { name: 'HTML kind 7 on a lazy line', text: '> a\n<e>\n> [b](c)\n[d](e)', accept: true },
    { name: 'thematic breaks', text: '[a](b)\n***\n- - -\n[c](d)\n___', accept: true },
    { name: 'block quotes and laziness', text: '> [a\nb](c)\n> d\n[e](f)\n\n> g\n---\n[h](i)', accept: true },
    { name: 'lists', text: '- [a](b)\n  [c](d)\n- e\n    [f](g)\n1. [h](i)\n   - [j](k)', accept: true },
    { name: 'list content column', text: '-     [a](b)\n-\n  [c](d)\n-\n\n  [e](f)\n10. x\n    [g](h)', accept: true },
    { name: 'list interrupting a paragraph', text: 'a\n2. [b](c)\n\na\n1. [d](e)\n\na\n-\n[f](g)', accept: true },
    { name: 'micromark: a new container keeps the interrupt flag', text: 'para\n> 2. [a](b)', accept: true },
    { name: 'micromark: after indented code a list cannot start with 2', text: '    code\n\n2. [a](b)', accept: true },
    { name: 'tables', text: '| a | [b](c) |\n|---|:-:|\n| [d](e) | `f|g` [h](i) |\n| [j|k](l) | \\| [m](n) | [o](p) |\nrow [q](r)\n\n[s](t)', accept: true },
    { name: 'table interrupting a paragraph', text: 'a [b](c)\nd | [e](f)\n--|--\n[g](h) | i', accept: true },
    { name: 'not a table', text: 'a | b\n- | -\n[c](d)\n\na | b\n|-|-|-|\n[e](f)', accept: true },
    { name: 'table in a list', text: '- a | b\n  --|--\n  [c](d) | e\n- [f](g)', accept: true },
    { name: 'tabs', text: '-\t[a](b)\n>\t[c](d)\n\t[e](f)\n-\t\t[g](h)\n  \t[i](j)', accept: true },
    { name: 'frontmatter', text: '---\ntitle: [a](b)\n---\n[c](d)', accept: true },
    { name: 'toml frontmatter', text: '+++\n[a](b)\n+++\n[c](d)', accept: true },
    { name: 'unclosed frontmatter: no containers', text: '---\n> [a](b)\n-     [c](d)', accept: true },
    // Refused on purpose.
    { name: 'definition refused', text: '[a]: b\n\n[c](d)', accept: false },
    { name: 'footnote definition refused', text: '[^1]: b\n\n[c](d)', accept: false },
    // No `](` and no `]:`: nothing to find.
    { name: 'no link', text: '# Title\n\nText with [brackets] and (parens).', accept: true },
  ];

  it.each(cases)('$name', ({ text, accept }) => {
    const { accepted } = check(text);
    if (accept !== undefined) expect(accepted).toBe(accept);
  });

  it('returns definitions never: a document with a definition is refused, not answered without it', () => {
    for (const text of ['[a]: b', '> [a]:\n> b', '- [a]: <b> "t"', '[a\nb]: c']) expect(scanLinks(text)).toBeNull();
  });
});

describe('scanLinks: pathological input', () => {
  // Linear or refused: no assertion on time (the test timeout is only a hang guard), but each of
  // these would take the Markdown parser seconds to minutes, and the scanner must still answer.
  const K = 100_000;
  const rep = (s: string, n = K): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  const inputs: [string, string][] = [
    ['[', rep('[')],
    ['*', rep('*')],
    ['`', rep('`')],
    ['<', rep('<')],
    ['(', rep('(')],
    ['[a](', rep('[a](')],
    ['[a](b "', rep('[a](b "')],
    ['<!--', `[a](b)${rep('<!--')}`],
    ['[[[ then links', rep('[', K / 2) + rep('[a](b)', K / 2)],
    ['nested lists and blank lines', `${rep('- ', 20_000)}x\n${rep('\n', 80_000)}[a](b)`],
    ['nested quotes', `${rep('> ', 20_000)}[a](b)\n`],
    ['list markers that are not breaks', `${rep('- - - - - - - - - - - - - - - x\n')}[a](b)`],
    ['unclosed attributes', `${rep('<a b="\n')}[a](b)`],
    ['www dots', `[a](b) www.a/${rep('.')}b`],
    ['table rows', `| a | b |\n|---|---|\n${rep('| [a](b) | c |\n')}`],
  ];
  it.each(inputs)('%s', (_name, text) => {
    const got = scanLinks(text);
    expect(got === null || Array.isArray(got)).toBe(true);
    expect(scanLinks(text)).toStrictEqual(got);
  });
});

describe('scanLinks: generated documents', () => {
  it(`equals remark on every accepted document of tricky fragments (${RUNS} runs)`, () => {
    let accepted = 0;
    let withLinks = 0;
    let runs = 0;
    fc.assert(
      fc.property(markdownDocument(12), (text) => {
        runs++;
        const r = check(text);
        if (r.accepted) accepted++;
        if (r.links > 0) withLinks++;
      }),
      { numRuns: RUNS },
    );
    console.log(`link-scan fragments: ${runs} documents, ${accepted} accepted (${((100 * accepted) / runs).toFixed(1)}%), ${withLinks} accepted with links`);
    expect(accepted / runs).toBeGreaterThan(0.6);
    expect(withLinks / runs).toBeGreaterThan(0.3);
  });

  it(`equals remark on every accepted character soup (${RUNS} runs)`, () => {
    let accepted = 0;
    let withLinks = 0;
    let runs = 0;
    fc.assert(
      fc.property(markdownSoup(80), (text) => {
        runs++;
        const r = check(text);
        if (r.accepted) accepted++;
        if (r.links > 0) withLinks++;
      }),
      { numRuns: RUNS },
    );
    console.log(`link-scan soup: ${runs} documents, ${accepted} accepted (${((100 * accepted) / runs).toFixed(1)}%), ${withLinks} accepted with links`);
    expect(accepted / runs).toBeGreaterThan(0.6);
    expect(withLinks / runs).toBeGreaterThan(0.1);
  });
});

const CORPUS = path.join(SHARED_DIR, 'corpus/real');
const present = fs.existsSync(CORPUS);
const corpusFiles = present ? fs.readdirSync(CORPUS).filter((f) => f.endsWith('.md')).sort() : [];

describe.skipIf(!present)('scanLinks: real corpus (shared/corpus/real)', () => {
  const read = (f: string): string => fs.readFileSync(path.join(CORPUS, f), 'utf8');

  it.each(corpusFiles)('%s: equal to remark when accepted', (name) => {
    check(read(name));
  });

  it('accepts at least 90% of the files that hold `](` or `]:`', () => {
    const relevant = corpusFiles.map(read).filter((t) => t.includes('](') || t.includes(']:'));
    const accepted = relevant.filter((t) => scanLinks(t) !== null).length;
    console.log(`link-scan corpus: ${accepted} of ${relevant.length} files with links accepted`);
    expect(relevant.length).toBeGreaterThan(10);
    expect(accepted / relevant.length).toBeGreaterThanOrEqual(0.9);
  });

  it(`equals remark on texts cut from the corpus as the benchmark repository is (${CUT_RUNS} runs)`, () => {
    // shared/perf/gen_monorepo.py: consecutive non-blank corpus lines from a random place, by size.
    const lines = corpusFiles.flatMap((f) => read(f).split(/(?<=\n)/).filter((l) => l.trim() !== ''));
    let relevant = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.integer({ min: 200, max: 4096 }), (start, size) => {
        let text = '';
        for (let i = start; text.length < size; i = (i + 1) % lines.length) text += lines[i];
        if (!text.includes('](')) return;
        relevant++;
        if (check(text).accepted) accepted++;
      }),
      { numRuns: CUT_RUNS },
    );
    console.log(`link-scan corpus cuts: ${accepted} of ${relevant} texts with links accepted`);
    expect(relevant).toBeGreaterThan(0);
    expect(accepted / relevant).toBeGreaterThanOrEqual(0.9);
  });
});

if (!present) {
  describe('scanLinks: real corpus', () => {
    it.skip(`skipped: ${CORPUS} is absent (the shared reference material is not checked out next to the repository)`, () => {});
  });
}
