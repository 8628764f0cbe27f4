import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annotationProperties, orderForAnnotation, planAnnotations } from '../../src/report/annotations.js';
import type { Finding } from '../../src/report/model.js';
import { commands, legacyCommandLines, outputLines } from '../action/helpers/commands.js';
import { HOSTILE_NAMES, finding } from '../action/helpers/reports.js';

function many(n: number, severity: Finding['severity'], dir: string): Finding[] {
  return Array.from({ length: n }, (_, i) => finding('no-secrets', severity, `${dir}/AGENTS.md`, i + 1, `${severity} ${i + 1}`));
}

describe('planAnnotations', () => {
  it('keeps at most 10 per level, most severe first, changed files first, then one notice for the rest', () => {
    const findings = [...many(12, 'info', 'a'), ...many(15, 'warning', 'b'), ...many(20, 'error', 'c'), ...many(5, 'error', 'z')];
    const plan = planAnnotations(findings, { changedFiles: new Set(['z/AGENTS.md']) });
    const levels = plan.annotations.map((a) => a.level);
    expect(levels.filter((l) => l === 'error')).toHaveLength(10);
    expect(levels.filter((l) => l === 'warning')).toHaveLength(10);
    expect(levels.filter((l) => l === 'notice')).toHaveLength(10); // 9 findings + the closing notice
    // Errors in the changed file come first, then the other errors by path and line.
    expect(plan.annotations.slice(0, 10).map((a) => `${a.properties.file}:${a.properties.startLine}`)).toEqual([
      'z/AGENTS.md:1',
      'z/AGENTS.md:2',
      'z/AGENTS.md:3',
      'z/AGENTS.md:4',
      'z/AGENTS.md:5',
      'c/AGENTS.md:1',
      'c/AGENTS.md:2',
      'c/AGENTS.md:3',
      'c/AGENTS.md:4',
      'c/AGENTS.md:5',
    ]);
    expect(plan.omitted).toBe(15 + 5 + 3);
    const last = plan.annotations.at(-1)!;
    expect(last).toEqual({
      level: 'notice',
      message:
        '23 more findings are not annotated (15 errors, 5 warnings, 3 infos): GitHub shows at most 10 error, 10 warning and 10 notice annotations per step. All 52 findings are in the job summary.',
      properties: { title: 'agents-md-audit: more findings' },
    });
  });

  it('adds no notice when everything fits, and respects a custom limit', () => {
    const findings = [...many(3, 'error', 'a'), ...many(2, 'info', 'b')];
    const plan = planAnnotations(findings);
    expect(plan.omitted).toBe(0);
    expect(plan.annotations.map((a) => a.level)).toEqual(['error', 'error', 'error', 'notice', 'notice']);
    const capped = planAnnotations(findings, { perKindLimit: 2, seeAlso: 'the JSON report' });
    expect(capped.annotations.map((a) => a.level)).toEqual(['error', 'error', 'notice', 'notice']);
    expect(capped.omitted).toBe(2);
    expect(capped.annotations.at(-1)!.message).toBe(
      '2 more findings are not annotated (1 error, 1 info): GitHub shows at most 2 error, 2 warning and 2 notice annotations per step. All 5 findings are in the JSON report.',
    );
  });

  it('sends columns only for a one-line finding, and no file for a configuration finding', () => {
    expect(annotationProperties(finding('r', 'error', 'A.md', 3, 'm', { column: 2, endLine: 3, endColumn: 9 }))).toEqual({
      title: 'r',
      file: 'A.md',
      startLine: 3,
      startColumn: 2,
      endColumn: 9,
    });
    expect(annotationProperties(finding('r', 'error', 'A.md', 3, 'm', { column: 2, endLine: 5, endColumn: 9 }))).toEqual({
      title: 'r',
      file: 'A.md',
      startLine: 3,
      endLine: 5,
    });
    expect(annotationProperties(finding('r', 'error', 'A.md', 3, 'm', { column: 4 }))).toEqual({ title: 'r', file: 'A.md', startLine: 3, startColumn: 4 });
    expect(annotationProperties(finding('r', 'error', 'A.md', null, 'm'))).toEqual({ title: 'r', file: 'A.md' });
    expect(annotationProperties(finding('r', 'info', null, null, 'm'))).toEqual({ title: 'r' });
  });

  it('orders by severity, then changed files, then path and line, independent of input order', () => {
    const fs = [
      finding('b', 'warning', 'x.md', 2, ''),
      finding('a', 'error', 'y.md', 9, ''),
      finding('a', 'error', 'x.md', 1, ''),
      finding('c', 'warning', 'w.md', 1, ''),
      finding('c', 'info', null, null, ''),
    ];
    const order = (list: Finding[]) => orderForAnnotation(list, new Set(['y.md', 'x.md'])).map((f) => `${f.severity}:${f.path}:${f.line}`);
    expect(order(fs)).toEqual(['error:x.md:1', 'error:y.md:9', 'warning:x.md:2', 'warning:w.md:1', 'info:null:null']);
    expect(order([...fs].reverse())).toEqual(order(fs));
  });
});

describe('emitting planned annotations through @actions/core', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function emit(findings: Finding[]): string {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    });
    for (const a of planAnnotations(findings, { perKindLimit: 50 }).annotations) core[a.level](a.message, a.properties);
    vi.restoreAllMocks();
    return out;
  }

  it('writes exact workflow-command lines', () => {
    const out = emit([
      finding('no-secrets', 'error', 'docs/AGENTS.md', 4, 'Possible token (ghp_… 40 chars) in a code span', { column: 3, endLine: 4, endColumn: 20 }),
      finding('chain-over-budget', 'warning', 'a b/AGENTS.md', 10, 'multi\nline: 100%'),
      finding('budget-clamped', 'info', null, null, 'clamped, to 1 MiB'),
    ]);
    expect(outputLines(out)).toEqual([
      '::error title=no-secrets,file=docs/AGENTS.md,line=4,col=3,endColumn=20::Possible token (ghp_… 40 chars) in a code span',
      '::warning title=chain-over-budget,file=a b/AGENTS.md,line=10::multi%0Aline: 100%25',
      '::notice title=budget-clamped::clamped, to 1 MiB',
    ]);
  });

  it('cannot be steered by file names or messages with newlines, %, :, , and ::', () => {
    const names = [...HOSTILE_NAMES, 'x\r::error::injected.md', 'a::warning file=x::b.md', '%3A%2C%0A.md', 'x,line=999,title=pwn.md', 'evil\n##[error]legacy.md'];
    const findings = names.map((n, i) => finding('rule-id', 'warning', n, i + 1, `message for ${n}\n::error::also injected`));
    const out = emit(findings);
    const cmds = commands(out);
    // One command per annotation and no other line: nothing was split off into a command of its own.
    expect(outputLines(out)).toHaveLength(names.length);
    expect(cmds).toHaveLength(names.length);
    expect(legacyCommandLines(out)).toEqual([]);
    for (const c of cmds) {
      const name = names[Number(c.properties['line']) - 1];
      expect(c.command).toBe('warning');
      expect(c.properties).toEqual({ title: 'rule-id', file: name, line: c.properties['line'] });
      expect(c.data).toBe(`message for ${name}\n::error::also injected`);
    }
    expect(cmds.map((c) => c.properties['file']).sort()).toEqual([...names].sort());
  });
});
