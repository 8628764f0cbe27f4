/**
 * The settings-change block (top of the job summary, the pull-request comment) and its one-line
 * annotation: golden Markdown, parsed with real remark, hostile values escaped.
 */
import type { Root, Table } from 'mdast';
import { toString as mdToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { ReportPolicy } from '../../src/report/model.js';
import { policyAnnotation, renderPolicySummary } from '../../src/report/policy.js';
import { renderSummary } from '../../src/report/summary.js';
import { expectGolden } from '../action/helpers/golden.js';
import { cleanReport } from '../action/helpers/reports.js';

const BASE_SHA = '0123456789abcdef0123456789abcdef01234567';

const changed: ReportPolicy = {
  source: 'base',
  commit: BASE_SHA,
  file: null,
  changed: [
    { setting: 'fail-on', base: null, head: 'never' },
    { setting: 'rules.no-secrets', base: null, head: 'off' },
    { setting: 'working-directories', base: 'apps/*', head: '<img src=x onerror=alert(1)>|@team' },
  ],
  moreChanged: 2,
  baseFile: null,
  headFile: '.agents-md-audit.yml',
};

function tables(md: string): Table[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(md) as Root;
  const out: Table[] = [];
  visit(tree, 'table', (t: Table) => void out.push(t));
  return out;
}

describe('renderPolicySummary', () => {
  it('shows the added file, each changed setting and that it takes effect once merged (golden)', () => {
    const block = renderPolicySummary(changed);
    expectGolden('policy-summary.md', block);
    const [t] = tables(block);
    expect(t!.children).toHaveLength(4);
    for (const row of t!.children) expect(row.children).toHaveLength(3);
    // The hostile value is text in its cell: the only HTML is the tool's own.
    const cell = t!.children[3]!.children[2]!;
    expect(mdToString(cell, { includeHtml: false })).toBe('<img src=x onerror=alert(1)>|@team');
    const html: string[] = [];
    visit(cell, 'html', (n: { value: string }) => void html.push(n.value));
    expect(html).toEqual(['<code>', '<!-- -->', '</code>']);
    expect(block).not.toContain('<img');
    expect(block).not.toMatch(/(^|[^;])@team/);
  });

  it('says nothing when the pull request changes no setting, and the warning alone when the base cannot be read', () => {
    expect(renderPolicySummary(undefined)).toBe('');
    expect(renderPolicySummary({ source: 'base', commit: BASE_SHA, file: '.agents-md-audit.yml', changed: [] })).toBe('');
    expect(renderPolicySummary({ source: 'head', file: '.agents-md-audit.yml', changed: [] })).toBe('');
    const warned = renderPolicySummary({ source: 'defaults', file: null, changed: [], warning: 'Cannot use the settings of the base commit: no event payload.' });
    expect(warned).toBe('> **Settings:** Cannot use the settings of the base commit&#58; no event payload.\n'.replace('&#58;', ':'));
  });

  it('names a replaced or removed file, and config-from: head as applying them', () => {
    const replaced = renderPolicySummary({ ...changed, baseFile: '.agents-md-audit.json', file: '.agents-md-audit.json' });
    expect(replaced).toContain('It replaces <code>.agents-md-audit.json</code> with <code>.agents-md-audit.yml</code>: they take effect once merged.');
    const removed = renderPolicySummary({ ...changed, baseFile: '.agents-md-audit.yml', headFile: null });
    expect(removed).toContain('It removes <code>.agents-md-audit.yml</code>: they take effect once merged.');
    const head = renderPolicySummary({ ...changed, source: 'head', file: '.agents-md-audit.yml' });
    expect(head).toContain('It adds <code>.agents-md-audit.yml</code>: this run applies them (<code>config-from: head</code>).\n');
    expect(head).not.toContain('take effect once merged');
  });
});

describe('policyAnnotation', () => {
  it('is one line with the changes, bounded, and the effect', () => {
    expect(policyAnnotation(changed)).toBe(
      "This pull request adds .agents-md-audit.yml, changing the audit's own settings: fail-on (not set) → never, rules.no-secrets (not set) → off, working-directories apps/* → <img src=x onerror=alert(1)>|@team and 2 more; they take effect once merged. This run uses the base commit's settings.",
    );
    const many: ReportPolicy = { ...changed, baseFile: '.agents-md-audit.yml', changed: Array.from({ length: 14 }, (_, i) => ({ setting: `rules.r${i}`, base: 'error', head: 'off' })) };
    const line = policyAnnotation(many)!;
    expect(line.startsWith("This pull request changes the audit's own settings (.agents-md-audit.yml): rules.r0 error → off,")).toBe(true);
    expect(line).toContain('rules.r9 error → off and 6 more;');
    expect(line).not.toContain('\n');
    expect(policyAnnotation({ source: 'base', file: null, changed: [] })).toBeNull();
  });
});

describe('renderSummary', () => {
  it('puts the block right under the title, before the verdict', () => {
    const summary = renderSummary({ ...cleanReport(), policy: changed }, { failOn: 'error' });
    const lines = summary.split('\n');
    expect(lines[0]).toMatch(/^## /);
    expect(lines.slice(1, 4)).toEqual(['', "### ⚠️ This pull request changes the audit's own settings", '']);
    expect(summary.indexOf('**Result: passes**')).toBeGreaterThan(summary.indexOf('| <code>fail-on</code> |'));
    expect(renderSummary(cleanReport(), { failOn: 'error' })).not.toContain('own settings');
  });
});
