import fc from 'fast-check';
import type { Html, Root, Table, TableCell, Text } from 'mdast';
import { toString as mdToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { visible } from '../../src/report/escape.js';
import { bar, exceedsFailOn, renderErrorSummary, renderSummary } from '../../src/report/summary.js';
import { DOCS_BASE } from '../../src/rules/meta.js';
import { DOCS_REF } from '../../src/version.js';
import { expectGolden } from '../action/helpers/golden.js';
import { HOSTILE_NAMES, chain, cleanReport, file, finding, hostileReport, makeReport, monorepoReport } from '../action/helpers/reports.js';

/** Rendered text of a node (inline HTML tags left out, as a browser shows it). */
function text(node: Parameters<typeof mdToString>[0]): string {
  return mdToString(node, { includeHtml: false });
}

/** The lines of a table cell (split at its `<br>`s), as rendered text. */
function lines(cell: TableCell): string[] {
  const out: string[][] = [[]];
  for (const c of cell.children) {
    if (c.type === 'html' && c.value === '<br>') out.push([]);
    else out[out.length - 1]!.push(mdToString(c, { includeHtml: false }));
  }
  return out.map((l) => l.join(''));
}

/** The budget table (working directory with profiles and files under it; use and bytes). */
function budgetTable(tree: Root): Table {
  const t = tables(tree).find((x) => text(x.children[0]!.children[0]!) === 'Working directory (profiles · files)');
  if (!t) throw new Error('no budget table');
  return t;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function parse(markdown: string): Root {
  return parser.parse(markdown);
}

/** The only HTML elements the summary may contain; anything else came from the repository. */
const ALLOWED_TAGS = new Set(['code', 'em', 'sub', 'p', 'details', 'summary', 'pre', 'br']);

function htmlTags(tree: Root): string[] {
  const tags: string[] = [];
  visit(tree, 'html', (node: Html) => {
    for (const m of node.value.matchAll(/<\/?([A-Za-z][\w-]*)/g)) tags.push(m[1]!.toLowerCase());
  });
  return tags;
}

function tables(tree: Root): Table[] {
  const out: Table[] = [];
  visit(tree, 'table', (t: Table) => {
    out.push(t);
  });
  return out;
}

/** Every row has as many cells as the header: a `|` from the repository would add one. */
function expectWellFormedTables(tree: Root): void {
  for (const t of tables(tree)) {
    const width = t.children[0]!.children.length;
    for (const row of t.children) expect(row.children.length).toBe(width);
  }
}

function expectBalancedDetails(markdown: string): void {
  expect(markdown.match(/<details>/g)?.length ?? 0).toBe(markdown.match(/<\/details>/g)?.length ?? 0);
}

describe('renderSummary', () => {
  it('renders a clean repository: no findings, passes, one chain', () => {
    const md = renderSummary(cleanReport(), { failOn: 'error' });
    expectGolden('summary-clean.md', md);
    expect(md).toContain('## ✅ AGENTS.md audit passes: no findings');
    expect(md).toContain('**Result: passes** (fail-on: error).');
    expect(md).not.toContain('### Problems');
    expect(md).not.toContain('Over budget');
  });

  it('renders a monorepo with an over-budget chain, findings by file, a profile matrix and notes', () => {
    const report = monorepoReport();
    const md = renderSummary(report, { failOn: 'error', changedFiles: new Set(['packages/web/AGENTS.md']) });
    expectGolden('summary-monorepo.md', md);
    const tree = parse(md);
    expectWellFormedTables(tree);
    expectBalancedDetails(md);
    expect(md).toContain('## ❌ AGENTS.md audit fails: 2 errors, 2 warnings, 1 info');
    // The verdict and the problems come first, before the tables.
    expect(md.indexOf('### Problems')).toBeLessThan(md.indexOf('### ✂️ Over budget'));
    expect(md.indexOf('### ✂️ Over budget')).toBeLessThan(md.indexOf('### Budget use'));
    expect(md).toContain('**Result: fails** (fail-on: error); worst: chain-over-budget in <code>packages/api/AGENTS.md</code> line 120.');
    // The cut: file, line and what is lost, once for both profiles (their chains are the same).
    const cutRows = md.split('\n').filter((l) => l.startsWith('| <code>packages/api</code> (codex, a3s)<br>') && l.includes('from line'));
    expect(cutRows).toHaveLength(1);
    expect(cutRows[0]).toContain('| 36,812&nbsp;/&nbsp;32,768 |');
    expect(cutRows[0]).toContain('<code>packages/api/AGENTS.md</code> from line 120, column 5 to line 141 (end of file): 3,232 bytes not loaded');
    expect(cutRows[0]).toContain('<code>packages/api/AGENTS.override.md</code>: the whole file (812 bytes), budget already spent');
    // Working directories sorted by budget use, with a bar; identical chains of codex and a3s share a row.
    const table = budgetTable(tree);
    expect(table.children.slice(1).map((r) => lines(r.children[0]!)[0])).toEqual(['packages/api', 'packages/web', '.']);
    expect(lines(table.children[1]!.children[0]!)[1]).toMatch(/^codex, a3s · \d+ files?$/);
    expect(lines(table.children[1]!.children[1]!)[0]).toBe('██████████ 100% ✂️');
    expect(lines(table.children[2]!.children[1]!)[0]).toBe('█████░░░░░ 45.8%');
    // Problems grouped by rule, most urgent first (a secret, the cut chain and the override agents never read, then hygiene); info folded; the changed file is marked.
    const groups = md.split('\n').filter((l) => l.startsWith('**') && !l.startsWith('**Result'));
    expect(groups.map((g) => /\[([\w-]+)\]/.exec(g)?.[1])).toEqual(['no-secrets', 'chain-over-budget', 'override-committed', 'no-personal-paths', 'budget-clamped']);
    expect(md).toContain('| <code>packages/web/AGENTS.md</code>:12 <em>(changed)</em><br>');
    expect(md).toContain('<details><summary>ℹ️ 1 info note: facts worth knowing, nothing to fix</summary>');
    expect(md).toContain('### Profiles × working directories');
    expect(md).toContain('| Working directory | codex<br>a3s<br>(32,768 B) |');
    expect(md).toContain('- packages/web/AGENTS.local.md is ignored by git but active on this machine.');
    expect(md.match(/<details>/g)).toHaveLength(5);
  });

  it('links each rule id to its documentation for the running version (src/version.ts DOCS_REF)', () => {
    const md = renderSummary(monorepoReport());
    expect(md).toContain(`[override-committed](https://github.com/agents-md-audit/agents-md-audit/blob/${DOCS_REF}/docs/rules/override-committed.md)`);
  });

  it('shows hostile file names and messages as text: no injected element, no broken table', () => {
    const md = renderSummary(hostileReport(), { failOn: 'error' });
    expectGolden('summary-hostile.md', md);
    const tree = parse(md);
    for (const tag of htmlTags(tree)) expect(ALLOWED_TAGS.has(tag)).toBe(true);
    expectWellFormedTables(tree);
    expectBalancedDetails(md);
    // No link, image or emphasis made out of a name; every name reads back exactly (control characters made visible).
    const kinds = new Set<string>();
    visit(tree, (node) => {
      kinds.add(node.type);
    });
    for (const k of ['link', 'image', 'emphasis', 'strong', 'delete', 'inlineCode', 'inlineMath']) {
      if (k === 'link' || k === 'strong' || k === 'inlineCode') continue; // used by the summary itself, checked below
      expect(kinds.has(k)).toBe(false);
    }
    const workdirs = budgetTable(tree);
    expect(workdirs.children.slice(1).map((r) => lines(r.children[0]!)[0]).sort()).toEqual(HOSTILE_NAMES.map(visible).sort());
    visit(tree, 'link', (node) => {
      expect(node.url.startsWith(DOCS_BASE), node.url).toBe(true);
    });
    visit(tree, 'inlineCode', (node) => {
      expect(node.value).toMatch(/^[█░]+$/);
    });
    const texts: string[] = [];
    visit(tree, 'text', (t: Text) => {
      texts.push(t.value);
    });
    // Code spans in a message render as code (no literal backticks); the rest as text.
    expect(texts.join('')).toContain('Message with <script>alert(0)</script> | pipe and tick from <img src=x onerror=alert(1)>.md');
    expect(md).toContain(' pipe and <code>tick</code> from');
    expect(md).not.toMatch(/<img|<script|<b>/i);
    expect(md).not.toContain('\u202e');
  });

  const tricky = [...'&<>"\'|`*_[]~\\$@:/.w#!()-+=\n\r\t\u202e\u2028 aé😀'];
  const nameArb = fc.oneof(
    fc.string({ unit: fc.constantFrom(...tricky), minLength: 1, maxLength: 24 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }),
  );

  it('keeps any file name inside its cell (property)', () => {
    fc.assert(
      fc.property(fc.array(nameArb, { minLength: 1, maxLength: 4 }), (names) => {
        const report = makeReport({
          chains: names.map((n, i) => chain('codex', `d${i}/${n}`, [file(`d${i}/${n}/AGENTS.md`, 10 + i)])),
          findings: names.map((n, i) => finding('no-secrets', 'warning', `d${i}/${n}/AGENTS.md`, 1, n)),
          notes: names,
        });
        const md = renderSummary(report);
        const tree = parse(md);
        for (const tag of htmlTags(tree)) expect(ALLOWED_TAGS.has(tag)).toBe(true);
        expectWellFormedTables(tree);
        const cells = budgetTable(tree).children.slice(1).map((r) => lines(r.children[0]!)[0]);
        expect(cells.sort()).toEqual(names.map((n, i) => visible(`d${i}/${n}`)).sort());
        visit(tree, (node) => {
          expect(['image', 'emphasis', 'delete', 'inlineMath', 'footnoteReference']).not.toContain(node.type);
          if (node.type === 'link') expect(node.url.startsWith(DOCS_BASE), node.url).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('marks cut chains in the profile matrix and shows chains without a budget', () => {
    const report = makeReport({
      profiles: ['codex', 'claude'],
      chains: [
        chain('codex', '.', [file('AGENTS.md', 40000, 32768)]),
        chain('claude', '.', [file('CLAUDE.md', 900)], { budget: null }),
        chain('claude', 'docs', [], { budget: null, charLimit: 4000 }),
      ],
    });
    const md = renderSummary(report);
    expect(md).toContain('| Working directory | codex<br>(32,768 B) | claude<br>(no limit) |');
    expect(md).toContain('| <code>.</code> | 1 · 32,768 B · 100% ✂️ | 1 · 900 B |');
    expect(md).toContain('| <code>docs</code> | — | 0 · 0 B |');
    const claudeOnly = renderSummary(makeReport({ profiles: ['claude'], chains: [chain('claude', 'docs', [], { budget: null, charLimit: 4000 })] }));
    expect(claudeOnly).toContain('| <code>docs</code><br>claude · 0 files | —<br>0 bytes (reader limit 4,000 characters) |');
  });

  it('says when the budget is 0 (instructions disabled)', () => {
    const md = renderSummary(makeReport({ maxBytes: 0, chains: [chain('codex', '.', [], { budget: 0 })] }));
    expect(md).toContain('| <code>.</code><br>codex · 0 files | disabled<br>instructions disabled (budget 0) |');
  });
});

describe('renderSummary size limit', () => {
  function bigReport(): ReturnType<typeof makeReport> {
    const chains = [];
    const findings = [];
    for (let i = 0; i < 3000; i++) {
      const dir = `packages/pkg-${String(i).padStart(4, '0')}`;
      chains.push(chain('codex', dir, [file('AGENTS.md', 3000), file(`${dir}/AGENTS.md`, 40000, 29768)]));
      for (let j = 0; j < 5; j++) {
        findings.push(finding('no-secrets', j === 0 ? 'error' : 'warning', `${dir}/AGENTS.md`, j + 1, `Possible secret ${'x'.repeat(80)} on line ${j + 1}`));
      }
    }
    return makeReport({ chains, findings });
  }

  const big = bigReport();

  it('stays under maxBytes with a visible note, most important sections kept', () => {
    const report = big;
    for (const maxBytes of [1_000_000, 200_000, 30_000]) {
      const md = renderSummary(report, { maxBytes, maxFindings: 20_000, maxRows: 10_000, maxChainDetails: 10_000 });
      expect(Buffer.byteLength(md)).toBeLessThanOrEqual(maxBytes);
      expect(md).toContain("> **Trimmed:** this summary is shortened to stay under GitHub's 1 MiB limit");
      expect(md).toMatch(/… [\d,]+ (findings|chains|working directories) not shown \(summary size limit; see the JSON report\)\./);
      expectBalancedDetails(md);
      if (maxBytes < 100_000) expectWellFormedTables(parse(md));
      // The over-budget section is filled first, so it always has rows.
      expect(md).toContain('### ✂️ Over budget: what the agent never sees');
      expect(md).toContain('| <code>packages/pkg-0000</code> (codex)<br>');
    }
  });

  it('caps findings, rows and chain details by count with their own note', () => {
    const md = renderSummary(big, { maxFindings: 7, maxRows: 5, maxChainDetails: 2 });
    expect(md).toContain('… 14,993 findings not shown (the summary lists the first 7).');
    expect(md).toContain('… 2,995 rows not shown (the table shows the 5 fullest).');
    expect(md).toContain('… 2,998 chains not shown (details are shown for the 2 fullest).');
    expectBalancedDetails(md);
    expect(md).not.toContain('Trimmed');
  });

  it('does not trim a summary that fits', () => {
    const md = renderSummary(monorepoReport(), { maxBytes: 100_000 });
    expect(md).not.toContain('Trimmed');
    expect(md).not.toContain('not shown');
  });
});

describe('summary helpers', () => {
  it('draws a 10-cell bar, full from 100%', () => {
    expect(bar(0)).toBe('░░░░░░░░░░');
    expect(bar(0.2)).toBe('█░░░░░░░░░');
    expect(bar(52)).toBe('█████░░░░░');
    expect(bar(100)).toBe('██████████');
    expect(bar(250)).toBe('██████████');
  });

  it('applies fail-on', () => {
    expect(exceedsFailOn({ errors: 1, warnings: 0 }, 'error')).toBe(true);
    expect(exceedsFailOn({ errors: 0, warnings: 3 }, 'error')).toBe(false);
    expect(exceedsFailOn({ errors: 0, warnings: 3 }, 'warning')).toBe(true);
    expect(exceedsFailOn({ errors: 0, warnings: 0 }, 'warning')).toBe(false);
    expect(exceedsFailOn({ errors: 9, warnings: 9 }, 'never')).toBe(false);
  });

  it('renders an error summary with the message escaped', () => {
    const md = renderErrorSummary('crash', 'EACCES: permission denied, open \'<img src=x>\'\nat line 2');
    expectGolden('summary-crash.md', md);
    expect(md).toContain('## 💥 AGENTS.md audit crashed');
    expect(md).toContain("<pre>EACCES: permission denied, open &#39;&lt;img src=x&gt;&#39;\nat line 2</pre>");
    expect(renderErrorSummary('input', 'Input "fail-on": "sometimes" is not accepted')).toContain('## ❌ AGENTS.md audit: invalid input');
  });
});
