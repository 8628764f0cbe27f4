/**
 * GitHub Copilot CLI's `@` tokens without a parse: `scanCopilot` (the candidates of the raw text, code
 * decided by the link scanner's `scanInCode`) against its oracle, `tokenizeCopilotReference` (code
 * decided by remark through `copilotCodeRegions`): whenever the scan answers (non-null), its answer
 * must equal the reference's — the same `{ path, raw, end, line, column }` tokens in the same order.
 * `scanInCode` is also checked on every `@` of a text (not only the candidates) against the regions.
 * Checked on hand-written cases, on every real corpus file, on the benchmark repository's instruction
 * files when it is there, and on generated documents rich in `@` and backticks. Acceptance floors are
 * asserted too, so that a scan that always refuses fails.
 *
 * COPILOT_SCAN_FUZZ_RUNS=20000 npx vitest run test/profiles/copilot-import-scan.test.ts   (a longer local run)
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copilotCodeRegions, copilotImportTokens, scanCopilot, tokenizeCopilotReference } from '../../src/profiles/imports.js';
import { scanInCode } from '../../src/rules/link-scan.js';
import { atMarkdownDocument, copilotMarkdownDocument, copilotMarkdownSoup, markdownDocument } from '../helpers/markdown-fuzz.js';
import { SHARED_DIR } from '../helpers/repo.js';

/** Offsets of every `@` of `text`. */
function ats(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) out.push(i);
  return out;
}

/**
 * Checks `text`: the scan's tokens against the reference's, and `scanInCode` on every `@` against the
 * regions. Returns whether the text holds a candidate token, whether the scan answered and how many
 * tokens the answer holds.
 */
function check(text: string): { candidate: boolean; accepted: boolean; tokens: number } {
  const regions = copilotCodeRegions(text);
  const reference = tokenizeCopilotReference(text, regions);
  expect(copilotImportTokens(text), JSON.stringify(text)).toStrictEqual(reference);
  const fast = scanCopilot(text);
  const candidate = fast === null || fast.length > 0 || hasCandidate(text);
  if (fast !== null) expect(fast, JSON.stringify(text)).toStrictEqual(reference);
  const offsets = ats(text);
  const inCode = scanInCode(text, offsets);
  if (inCode !== null) {
    expect(inCode, `every @ of ${JSON.stringify(text)}`).toStrictEqual(offsets.map((at) => regions.some(([s, e]) => at >= s && at < e)));
  }
  return { candidate, accepted: fast !== null, tokens: fast?.length ?? 0 };
}

/** Whether the raw text holds a candidate token (one the reference finds before code is excluded). */
function hasCandidate(text: string): boolean {
  for (let i = text.indexOf('@'); i !== -1; i = text.indexOf('@', i + 1)) {
    if (i > 0 && /[A-Za-z0-9._%+\-@`]/.test(text[i - 1]!)) continue;
    const m = /^[^\s'"`)\]}<>]+/.exec(text.slice(i + 1, i + 4096));
    if (m && m[0].replace(/[.,;:!?]+$/, '') !== '') return true;
  }
  return false;
}

const RUNS = Number(process.env.COPILOT_SCAN_FUZZ_RUNS ?? 500);
/** Texts cut from the corpus are longer (slower for the reference): fewer runs. */
const CUT_RUNS = Math.ceil(RUNS / 8);

describe('scanCopilot: hand-written cases', () => {
  // Each case is checked against the reference; `accept` says whether the scan must answer it.
  const cases: { name: string; text: string; accept?: boolean }[] = [
    // Candidates.
    { name: 'where a token starts', text: '@a.md (@b.md) [@c.md] {@d} "@e" x@f.md .@g _@h `@i` #@j /@k', accept: true },
    { name: 'where a token ends', text: "@a.md. @b.md, @c?! @d)x @e]x @f}x @g<x @h>x @i'x @j\"x @k`x` @l\u00a0x @m.. @.. @", accept: true },
    { name: 'the same run: later @ share its end', text: '/@a/@b.md, /@c/@d. /@!', accept: true },
    // Code spans.
    { name: 'code span boundaries', text: '`x`@a.md `@b.md` @c`y` ``@d`` `` ` @e ``', accept: true },
    { name: 'unclosed backtick runs', text: '`` @a.md ` @b.md ```', accept: true },
    { name: 'escaped backtick', text: '\\`@a.md\\` \\``@b.md`', accept: true },
    { name: 'code span across lines', text: 'x `a\n@b.md` @c.md\n\n> `a\n> @d.md` @e\n\n- `a\n  @f` @g', accept: true },
    { name: 'code span across a lazy line', text: '> `a\n@b.md` @c', accept: true },
    { name: 'no code span across a blank line', text: '`a\n\n@b.md`', accept: true },
    { name: 'code spans in link text, not in alt text', text: '[`@a.md`](b) [x `@b` y](c) ![`@c.md`](d) [![`@d`](i)](l) ![[`@e`](l)](i)', accept: true },
    { name: 'backticks in destinations and titles', text: '[a](`@b`) [c](d "` @e`") [f](`@g` "h") [i](<` @j`>) [k](l (` @m`))', accept: true },
    { name: 'code spans in headings and cells', text: '# `@a` @b\n\nx `@c`\n---\n\n| `@d` | @e |\n| - | - |\n| `a|@f` | `a\\|@g` |', accept: true },
    { name: 'code spans in list items and quotes', text: '- `@a` @b\n> `@c` @d\n1. x\n   `@e` @f', accept: true },
    { name: 'HTML and autolinks hide backticks', text: '<span title="`">@a.md` <!-- ` --> @b` <http://x/`>@c` http://x.org/`@d`', accept: true },
    { name: 'character references are not backticks', text: '&#96;@a.md&#96; &grave;@b&grave;', accept: true },
    // Blocks.
    { name: 'fenced code', text: '```\n@a.md\n```\n@b.md\n~~~ @c.md\n@d\n~~~\n````@e\n@f\n````', accept: true },
    { name: 'fence indented 1-3 spaces', text: '   ```\n   @a.md\n   ```', accept: true },
    { name: 'unclosed fence', text: '```\n@a.md\n\n@b.md', accept: true },
    { name: 'fence in a block quote is text to Copilot', text: '> ```\n> @a.md\n> ```\n\n>```\n>@b', accept: true },
    { name: 'fence on a list item line is text to Copilot', text: '- ```\n  @a.md\n  ```\n1. ~~~\n   @b', accept: true },
    { name: 'fence on an item continuation line counts', text: '- x\n  ```\n  @a.md\n  ```\n- y\n\n      ```\n      @b\n      ```', accept: true },
    { name: 'fence ended by its container', text: '> ```\n> @a\n@b\n\n- x\n  ```\n  @c\n\n@d', accept: true },
    { name: 'indented code is text to Copilot', text: '    @a.md\n\n\t@b.md\n\n- x\n\n      @c', accept: true },
    { name: 'lazy indented code', text: '> a\n>\n    @b', accept: true },
    { name: 'lone CR before indented code', text: '``` `\r\r    @a.md\r\r```\r```\r\r    @b', accept: true },
    { name: 'lone CR in fences', text: 'x\r```\r@a.md\r```\r@b\r\n```\r\n@c\r\n```', accept: true },
    { name: 'HTML blocks are text', text: '<div>\n`@a.md`\n```\n@b\n</div>\n\n<!--\n@c\n-->\n\n<pre>\n@d\n</pre>', accept: true },
    { name: 'frontmatter is text', text: '---\na: `@a.md`\n---\n@b\n', accept: true },
    { name: 'toml frontmatter is text', text: '+++\n```\n@a.md\n+++\n@b', accept: true },
    { name: 'unclosed frontmatter', text: '---\n```\n@a.md\n```\n@b', accept: true },
    { name: 'table cells', text: '| a | `@b` |\n|---|---|\n| @c | `@d` |\n@e | `@f`', accept: true },
    // Unknown entity in a destination: the url is not needed.
    { name: 'named reference in a destination', text: '[a](b&copy;c) `@d` @e', accept: true },
    // Refused on purpose.
    { name: 'definition: refused', text: '[a]: b\n\n` @x.md`', accept: false },
    { name: 'footnote definition: refused', text: '[^1]: `@a`\n\n@b', accept: false },
    { name: 'BOM: refused', text: '\ufeff`@a.md` @b', accept: false },
    { name: 'NUL: refused', text: '\0 @a.md', accept: false },
    // Nothing to find.
    { name: 'no candidate', text: 'a@b.co `x` x@y', accept: true },
  ];

  it.each(cases)('$name', ({ text, accept }) => {
    const { accepted } = check(text);
    if (accept !== undefined) expect(accepted).toBe(accept);
  });

  it('scanInCode refuses offsets that are not ascending `@`', () => {
    expect(scanInCode('@a @b', [0, 3])).toStrictEqual([false, false]);
    expect(scanInCode('@a @b', [3, 0])).toBeNull();
    expect(scanInCode('@a @b', [0, 0])).toBeNull();
    expect(scanInCode('@a @b', [1])).toBeNull();
    expect(scanInCode('@a @b', [9])).toBeNull();
    expect(scanInCode('@a @b', [])).toStrictEqual([]);
  });
});

describe('scanCopilot: pathological input', () => {
  // Linear or refused; no assertion on time.
  const K = 100_000;
  const rep = (s: string, n = K): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  const inputs: [string, string][] = [
    ['@', rep('@')],
    [' @', rep(' @')],
    ['/@', rep('/@')],
    ['@.', ` @${rep('.')}x`],
    ['@,.', rep(' @a,.;:!?')],
    ['`@', rep('`@ ')],
    ['`` @', rep('`` @a ` ')],
    ['fences', rep('```\n@a\n')],
    ['fences in CR', rep('```\r@a\r\r    @b\r')],
    ['quote fences', rep('> ```\n> @a\n')],
    ['table rows', `| a | b |\n|---|---|\n${rep('| @a.md | `x` @b |\n')}`],
    ['list items', rep('- `@a.md` and @b/c.md\n')],
    ['link texts', rep('[x `@a.md`](b) ')],
    ['images', rep('![`@a`](b) ')],
  ];
  it.each(inputs)('%s', (_name, text) => {
    const got = scanCopilot(text);
    expect(got === null || Array.isArray(got)).toBe(true);
  });
});

describe('scanCopilot: generated documents', () => {
  const property = (name: string, arb: fc.Arbitrary<string>, minSeen: number, minAccepted: number, minWithTokens: number, runs = RUNS): void => {
    it(`${name} (${runs} runs)`, () => {
      let seen = 0;
      let accepted = 0;
      let withTokens = 0;
      fc.assert(
        fc.property(arb, (text) => {
          const r = check(text);
          if (!r.candidate) return;
          seen++;
          if (r.accepted) accepted++;
          if (r.tokens > 0) withTokens++;
        }),
        { numRuns: runs },
      );
      console.log(`copilot-scan ${name}: ${seen} documents with a candidate, ${accepted} accepted (${((100 * accepted) / seen).toFixed(1)}%), ${withTokens} accepted with tokens`);
      expect(seen / runs).toBeGreaterThanOrEqual(minSeen);
      expect(accepted / seen).toBeGreaterThanOrEqual(minAccepted);
      expect(withTokens / seen).toBeGreaterThanOrEqual(minWithTokens);
    });
  };
  property('equals the reference on documents rich in @ and backticks', copilotMarkdownDocument(12), 0.5, 0.5, 0.3);
  property('equals the reference on character soup with @ and backticks', copilotMarkdownSoup(60), 0.5, 0.5, 0.3);
  // Few of these hold a candidate token (`@` is one fragment among many): what they add is `scanInCode` on every `@`.
  property('equals the reference on the link scanner documents', markdownDocument(10), 0.02, 0.5, 0.1, Math.ceil(RUNS / 3));
  property('equals the reference on the Claude Code import scan documents', atMarkdownDocument(10), 0.5, 0.5, 0.3, Math.ceil(RUNS / 3));
});

const CORPUS = path.join(SHARED_DIR, 'corpus/real');
const corpusPresent = fs.existsSync(CORPUS);
const corpusFiles = corpusPresent ? fs.readdirSync(CORPUS).filter((f) => f.endsWith('.md')).sort() : [];

describe.skipIf(!corpusPresent)('scanCopilot: real corpus (shared/corpus/real)', () => {
  const read = (f: string): string => fs.readFileSync(path.join(CORPUS, f), 'utf8');

  it.each(corpusFiles)('%s: equal to the reference when accepted', (name) => {
    check(read(name));
  });

  it('accepts at least 90% of the files holding a candidate token', () => {
    const relevant = corpusFiles.map(read).filter(hasCandidate);
    const accepted = relevant.filter((t) => scanCopilot(t) !== null).length;
    console.log(`copilot-scan corpus: ${accepted} of ${relevant.length} files holding a candidate token accepted`);
    expect(relevant.length).toBeGreaterThan(5);
    expect(accepted / relevant.length).toBeGreaterThanOrEqual(0.9);
  });

  it(`equals the reference on texts cut from the corpus with tokens planted anywhere (${CUT_RUNS} runs)`, () => {
    // As shared/perf/gen_monorepo.py cuts the benchmark files (consecutive non-blank corpus lines from
    // a random place, by size), then `@` tokens put at random places: in code spans, fences, lists, tables.
    const lines = corpusFiles.flatMap((f) => read(f).split(/(?<=\n)/).filter((l) => l.trim() !== ''));
    let relevant = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat(lines.length - 1),
        fc.integer({ min: 200, max: 4096 }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(' @a.md', '@b/c.md ', ' @d. ', '\n@e\n', '`@f` ', ' `x @g` ')), { minLength: 1, maxLength: 8 }),
        (start, size, plants) => {
          let text = '';
          for (let i = start; text.length < size; i = (i + 1) % lines.length) text += lines[i];
          for (const [at, token] of plants) {
            const k = Math.floor(at * text.length);
            text = text.slice(0, k) + token + text.slice(k);
          }
          const r = check(text);
          if (!r.candidate) return;
          relevant++;
          if (r.accepted) accepted++;
        },
      ),
      { numRuns: CUT_RUNS },
    );
    console.log(`copilot-scan corpus cuts: ${accepted} of ${relevant} texts holding a candidate token accepted`);
    expect(relevant).toBeGreaterThan(CUT_RUNS / 2);
    expect(accepted / relevant).toBeGreaterThanOrEqual(0.8);
  });
});

if (!corpusPresent) {
  describe('scanCopilot: real corpus', () => {
    it.skip(`skipped: ${CORPUS} is absent (the shared reference material is not checked out next to the repository)`, () => {});
  });
}

/** The benchmark repository (`npm run bench` generates it); its instruction files, when it is there. */
const BENCH = '/tmp/perf-mono';
function benchFiles(): string[] {
  if (!fs.existsSync(path.join(BENCH, '.git'))) return [];
  try {
    const out = execFileSync('git', ['-C', BENCH, 'ls-files', '-co', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return out
      .split('\n')
      .filter((f) => /(^|\/)AGENTS(\.override)?\.md$/.test(f))
      .map((f) => path.join(BENCH, f));
  } catch {
    return [];
  }
}
const bench = benchFiles();

describe.skipIf(bench.length === 0)('scanCopilot: benchmark repository (/tmp/perf-mono)', () => {
  it('equals the reference on every accepted instruction file holding a candidate token, and accepts at least 90%', () => {
    let relevant = 0;
    let accepted = 0;
    for (const f of bench) {
      let text: string;
      try {
        text = fs.readFileSync(f, 'utf8');
      } catch {
        continue;
      }
      if (!hasCandidate(text)) continue;
      relevant++;
      if (check(text).accepted) accepted++;
    }
    console.log(`copilot-scan benchmark: ${accepted} of ${relevant} instruction files holding a candidate token accepted`);
    expect(relevant).toBeGreaterThan(0);
    expect(accepted / relevant).toBeGreaterThanOrEqual(0.9);
  });
});

if (bench.length === 0) {
  describe('scanCopilot: benchmark repository', () => {
    it.skip(`skipped: ${BENCH} is absent (npm run bench generates it)`, () => {});
  });
}
