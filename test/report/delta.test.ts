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
import { computeDelta, DELTA_MAX_ITEMS, extendHistory, withDelta, type DeltaBase } from '../../src/report/delta.js';
import { renderDeltaSummary } from '../../src/report/delta-summary.js';
import { renderDeltaText } from '../../src/report/delta-text.js';
import type { Report } from '../../src/report/model.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import { expectGolden } from '../action/helpers/golden.js';
import { HOSTILE_NAMES, chain, file, finding, makeReport, monorepoReport } from '../action/helpers/reports.js';

const COMMIT: DeltaBase = { kind: 'commit', ref: 'main', commit: 'a'.repeat(40), note: 'the base side is the committed state.' };

/** The monorepo before the change: packages/api fits, the override was there, no secret yet. */
function baseReport(): Report {
  const head = monorepoReport();
  const chains = head.chains.map((c) =>
    c.cwd === 'packages/api'
      ? chain(c.profile, c.cwd, [file('AGENTS.md', 4000), file('packages/AGENTS.md', 2000), file('packages/api/AGENTS.md', 20000)])
      : c,
  );
  const findings = [
    ...head.findings.filter((f) => f.ruleId !== 'chain-over-budget' && f.ruleId !== 'no-secrets'),
    finding('no-personal-paths', 'warning', 'packages/web/AGENTS.md', 3, 'Unexpected personal machine path `/home/alice/` at line 3.'),
  ];
  return makeReport({ root: 'monorepo', profiles: ['codex', 'a3s'], chains, findings });
}

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
    const section = renderDeltaText(r.delta!, r.findings);
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
