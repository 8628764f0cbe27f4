/**
 * The delta model (computeDelta) and its pure renderers: the text section and the job-summary
 * section ("What this change does to agent instructions" / "Since the last audit"), golden-tested.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Html, Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { computeDelta, DELTA_MAX_ITEMS, DIFF_MAX_CWDS, DIFF_MAX_HUNKS, DIFF_MAX_HUNKS_PER_FILE, DIFF_MAX_LINE_CHARS, DIFF_MAX_LINES, DIFF_MAX_LINES_PER_FILE, extendHistory, withDelta, type DeltaBase, type FileDiff } from '../../src/report/delta.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { baseReport, COMMIT, editedReport } from './delta-fixtures.js';
import { DIFF_BLOCK_MAX_CHARS, renderDeltaSummary } from '../../src/report/delta-summary.js';
import { renderDeltaText } from '../../src/report/delta-text.js';
import type { Report } from '../../src/report/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import { expectGolden } from '../action/helpers/golden.js';
import { HOSTILE_NAMES, chain, file, makeReport, monorepoReport } from '../action/helpers/reports.js';


describe('computeDelta', () => {
  it('lists only the chains that change, with the lines newly lost, and new and fixed findings by fingerprint', () => {
    const base = baseReport();
    const head = monorepoReport();
    const d = computeDelta(base, head, COMMIT);
    expect(d.chains.map((c) => `${c.cwd} ${c.profile}`)).toEqual(['packages/api a3s', 'packages/api codex']);
    const api = d.chains[1]!;
    expect(api.before).toEqual({ usedBytes: 26000, budget: 32768, truncated: false, files: ['AGENTS.md', 'packages/AGENTS.md', 'packages/api/AGENTS.md'] });
    expect(api.after).toMatchObject({ usedBytes: 32768, truncated: true });
    expect(api.linesLost).toEqual([{ path: 'packages/api/AGENTS.md', fromLine: 120, toLine: 141 }]);
    expect(api.linesRegained).toEqual([]);
    expect(api.added).toEqual([]);
    expect(api.dropped).toEqual([]);
    const headFps = new Set(head.findings.map((f) => f.fingerprint));
    const baseFps = new Set(base.findings.map((f) => f.fingerprint));
    expect(d.newFindings).toEqual(head.findings.map((f) => f.fingerprint).filter((f) => !baseFps.has(f)).sort());
    expect(d.fixedFindings).toEqual(['no-personal-paths:packages/web/AGENTS.md:3']);
    expect(d.fixed.map((f) => f.ruleId)).toEqual(['no-personal-paths']);
    expect(d.newFindings.every((f) => headFps.has(f))).toBe(true);
  });

  it('the reverse change regains the lines, and the same report twice changes nothing', () => {
    const d = computeDelta(monorepoReport(), baseReport(), COMMIT);
    expect(d.chains[1]!.linesRegained).toEqual([{ path: 'packages/api/AGENTS.md', fromLine: 120, toLine: 141 }]);
    expect(d.chains[1]!.linesLost).toEqual([]);
    const same = computeDelta(monorepoReport(), monorepoReport(), COMMIT);
    expect(same).toMatchObject({ chains: [], newFindings: [], fixedFindings: [], fixed: [] });
  });

  it('a new working directory and a removed one have a null side; a file dropped by the budget counts as lost from line 1', () => {
    const base = makeReport({ chains: [chain('codex', 'old', [file('old/AGENTS.md', 10)]), chain('codex', 'x', [file('AGENTS.md', 30000), file('x/AGENTS.md', 100)])] });
    const head = makeReport({
      chains: [
        chain('codex', 'new', [file('new/AGENTS.md', 10)]),
        chain('codex', 'x', [file('AGENTS.md', 32768)], { passedOver: [{ path: 'x/AGENTS.md', reason: 'budget-spent' }] }),
      ],
    });
    const d = computeDelta(base, head, COMMIT);
    expect(d.chains.map((c) => [c.cwd, c.before === null, c.after === null])).toEqual([
      ['new', true, false],
      ['old', false, true],
      ['x', false, false],
    ]);
    expect(d.chains[2]!.dropped).toEqual(['x/AGENTS.md']);
  });

  it('marks every head finding new or existing, and extends the history by the previous report', () => {
    const base = baseReport();
    const head = withDelta(monorepoReport(), computeDelta(base, monorepoReport(), COMMIT));
    expect(head.findings.filter((f) => f.baseline === 'new').map((f) => f.ruleId).sort()).toEqual(['chain-over-budget', 'no-secrets']);
    expect(head.findings.every((f) => f.baseline === 'new' || f.baseline === 'existing')).toBe(true);
    const history = extendHistory({ ...base, revision: 'b'.repeat(40) });
    expect(history).toHaveLength(1);
    expect(history[0]!.label).toBe('bbbbbbb');
    expect(history[0]!.chains[0]).toEqual({ cwd: 'packages/api', profile: 'a3s', usedBytes: 26000, budget: 32768 });
    const long = Array.from({ length: 40 }, (_, i) => ({ label: `#${i + 1}`, chains: [] }));
    expect(extendHistory({ ...base, history: long })).toHaveLength(30);
  });
});

function prReport(): Report {
  return withDelta(monorepoReport(), computeDelta(baseReport(), monorepoReport(), COMMIT));
}

function scheduledReport(): Report {
  const previous = { ...baseReport(), revision: 'c'.repeat(40), history: [{ label: 'd000000', chains: [{ cwd: 'packages/api', profile: 'codex', usedBytes: 16000, budget: 32768 }] }] };
  const from: DeltaBase = { kind: 'report', ref: 'report.json', commit: previous.revision, note: 'the base side is a previous report.' };
  return { ...withDelta(monorepoReport(), computeDelta(previous, monorepoReport(), from)), history: extendHistory(previous) };
}

describe('renderers', () => {
  it('text: the section (golden) comes first', () => {
    const r = prReport();
    const section = renderDeltaText(r.delta!, r.findings, { profiles: r.profiles });
    expectGolden('delta-text.txt', section);
    expect(section.startsWith('What this change does to agent instructions\n')).toBe(true);
  });

  it('summary: a pull request (golden), the section right after the header and before the rest', () => {
    const r = prReport();
    expectGolden('delta-summary.md', renderDeltaSummary(r));
    const whole = renderSummary(r, { failOn: 'error' });
    const at = whole.indexOf('### What this change does to agent instructions');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(whole.indexOf('#### New findings'));
    for (const later of ['### Problems', '### Chains in detail', '### ✂️ Over budget']) {
      if (whole.includes(later)) expect(whole.indexOf(later)).toBeGreaterThan(at);
    }
    // Old findings are marked existing in the rest of the summary.
    expect(whole).toContain('<sub>existing</sub>');
    expect(renderText(r)).toContain('(existing)');
  });

  it('summary: a scheduled run is titled "Since the last audit" and shows the fullest chains over the kept history (golden)', () => {
    const r = scheduledReport();
    const md = renderDeltaSummary(r);
    expectGolden('delta-scheduled.md', md);
    expect(md.startsWith('### Since the last audit\n')).toBe(true);
    const tree = unified().use(remarkParse).use(remarkGfm).parse(md);
    const tablesFound: Table[] = [];
    visit(tree, 'table', (t: Table) => {
      tablesFound.push(t);
    });
    const trend = tablesFound.at(-1)!;
    // Header: working directory, profile, the two kept audits, now.
    expect(trend.children[0]!.children).toHaveLength(5);
  });

  it('no base, no section', () => {
    expect(renderDeltaSummary(monorepoReport())).toBe('');
  });

  it('hostile paths stay inert in both renderers, and a huge delta is capped', () => {
    const base = makeReport({ chains: [] });
    const head = makeReport({ chains: HOSTILE_NAMES.map((n) => chain('codex', n, [file(`${n}/AGENTS.md`, 100)])) });
    const r = withDelta(head, computeDelta(base, head, COMMIT));
    const md = renderDeltaSummary(r);
    const tree = unified().use(remarkParse).use(remarkGfm).parse(md);
    const tags: string[] = [];
    visit(tree, 'html', (n: Html) => {
      for (const m of n.value.matchAll(/<\/?([A-Za-z][\w-]*)/g)) tags.push(m[1]!.toLowerCase());
    });
    expect(tags.every((t) => ['code', 'sub', 'em', 'br'].includes(t))).toBe(true);
    expect(renderDeltaText(r.delta!, r.findings)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);

    const many = makeReport({ chains: Array.from({ length: 500 }, (_, i) => chain('codex', `p${i}`, [file(`p${i}/AGENTS.md`, 10)])) });
    const big = withDelta(many, computeDelta(base, many, COMMIT));
    const section = renderDeltaSummary(big);
    expect(section).toContain(`… and ${500 - DELTA_MAX_ITEMS} more changed chains`);
    expect(section.split('\n').filter((l) => l.startsWith('| <code>p')).length).toBe(DELTA_MAX_ITEMS);
  });
});

describe('edited lines and who reads them', () => {
  it('maps each hunk to the profiles and working directories that read it, and the cut ones; secrets masked; rendered (golden)', () => {
    const r = editedReport();
    const d = r.delta!;
    const root = d.changes!.find((c) => c.path === 'AGENTS.md')!.hunks[0]!;
    expect(root.head).toEqual({ fromLine: 3, toLine: 3 });
    expect(root.readBy).toHaveLength(1);
    expect(root.readBy[0]!.profiles).toEqual(['codex', 'a3s']);
    expect(root.readBy[0]!.cwds.length).toBe(new Set(r.chains.filter((c) => c.files.some((f) => f.path === 'AGENTS.md')).map((c) => c.cwd)).size);
    const api = d.changes!.find((c) => c.path === 'packages/api/AGENTS.md')!.hunks[0]!;
    expect(api.readBy).toEqual([]);
    expect(api.pastCut).toEqual([{ profiles: ['codex', 'a3s'], cwds: ['packages/api'], fromLine: 130, toLine: 130 }]);
    expect(JSON.stringify(d)).not.toContain(fakeSecret('github-token').value);
    expect(api.lines[1]).toMatch(/^\+- Deploy with «GitHub personal access token/);
    const text = renderDeltaText(d, r.findings, { profiles: r.profiles, verbose: true });
    expectGolden('delta-edited.txt', text);
    expect(text).toContain('packages/api/AGENTS.md line 130: READ BY NO AGENT');
    expectGolden('delta-edited.md', renderDeltaSummary(r, { blobUrl: 'https://github.com/acme/mono/blob/head', baseBlobUrl: 'https://github.com/acme/mono/blob/base' }));
  });

  it('caps the diff lines per file and in all, counting what it leaves out', () => {
    const hunk = (n: number) => ({ oldStart: 1, oldCount: 0, newStart: 1, newCount: n, lines: Array.from({ length: n }, (_, i) => `+line ${i}`) });
    const diffs: FileDiff[] = Array.from({ length: 12 }, (_, i) => ({ path: `f${String(i).padStart(2, '0')}.md`, hunks: [hunk(100)] }));
    const d = computeDelta(makeReport({ chains: [] }), makeReport({ chains: [] }), COMMIT, diffs);
    const shown = d.changes!.reduce((n, c) => n + c.hunks.reduce((m, h) => m + h.lines.length, 0), 0);
    expect(d.changes![0]!.hunks[0]!.lines).toHaveLength(DIFF_MAX_LINES_PER_FILE);
    expect(shown).toBe(DIFF_MAX_LINES);
    expect(d.changesMore!.lines).toBe(1200 - DIFF_MAX_LINES);
  });

  it('caps hunks per file and in all, the length of a line, and the working directories named per group', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ oldStart: i * 10 + 1, oldCount: 1, newStart: i * 10 + 1, newCount: 1, lines: [`-a${i}`, `+${'x'.repeat(5000)}`] }));
    const heads = makeReport({ chains: Array.from({ length: 250 }, (_, i) => chain('codex', `d${i}`, [file('AGENTS.md', 1000)])) });
    const d = computeDelta(heads, heads, COMMIT, [{ path: 'AGENTS.md', hunks: many }]);
    const f = d.changes![0]!;
    expect(f.hunks).toHaveLength(DIFF_MAX_HUNKS_PER_FILE);
    expect(f.moreHunks).toBe(30 - DIFF_MAX_HUNKS_PER_FILE);
    expect([...f.hunks[0]!.lines[1]!].length).toBe(DIFF_MAX_LINE_CHARS + 1);
    const g = f.hunks[0]!.readBy[0]!;
    expect(g.cwds).toHaveLength(DIFF_MAX_CWDS);
    expect(g.moreCwds).toBe(250 - DIFF_MAX_CWDS);
    const text = renderDeltaText(d, [], {});
    expect(text).toContain('AGENTS.md line 1: read by codex in 250 directories');
    expect(text).toContain(`… and ${30 - DIFF_MAX_HUNKS_PER_FILE} more edited places in AGENTS.md`);
    const files = Array.from({ length: 10 }, (_, k) => ({ path: `f${k}.md`, hunks: many }));
    const all = computeDelta(heads, heads, COMMIT, files);
    expect(all.changes!.reduce((n, c) => n + c.hunks.length, 0)).toBe(DIFF_MAX_HUNKS);
    expect(all.changesMore!.files).toBe(10 - DIFF_MAX_HUNKS / DIFF_MAX_HUNKS_PER_FILE);
    // The summary's diff block stays within its size, whatever the lines.
    const md = renderDeltaSummary(withDelta(heads, all));
    const block = md.slice(md.indexOf('diff\n'), md.lastIndexOf('</details>'));
    expect(block.length).toBeLessThan(DIFF_BLOCK_MAX_CHARS + 200);
    expect(md).toMatch(/… \d+ more lines? here: see the JSON report's delta\.changes/);

  });
});
