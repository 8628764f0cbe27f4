import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { bar, printable, renderText, wrapLine } from '../../src/report/text.js';
import { expectGolden } from '../action/helpers/golden.js';
import { cleanReport, HOSTILE_NAMES, hostileReport, monorepoReport } from '../action/helpers/reports.js';

describe('renderText (golden)', () => {
  it('a clean report', () => expectGolden('text-clean.txt', renderText(cleanReport())));
  it('the monorepo report: the verdict, problems by rule, then the fullest chains and a total', () => {
    const text = renderText(monorepoReport());
    expectGolden('text-monorepo.txt', text);
    expect(text.split('\n')[0]).toMatch(/^FAIL: 2 errors, 2 warnings, 1 info/);
    expect(text.indexOf('Problems')).toBeLessThan(text.indexOf('Fullest chains'));
    // Urgency order: a secret first (even a warning), then instructions agents never read, then hygiene.
    expect(text.indexOf('no-secrets')).toBeLessThan(text.indexOf('chain-over-budget'));
    expect(text.indexOf('chain-over-budget')).toBeLessThan(text.indexOf('no-personal-paths'));
  });
  it('--verbose: every finding in full and every chain as a tree with its bar and cut', () => {
    const text = renderText(monorepoReport(), { verbose: true });
    expectGolden('text-monorepo-verbose.txt', text);
    expect(text.indexOf('Problems')).toBeLessThan(text.indexOf('\nChains\n'));
    expect(text).toContain('├─ packages/api/AGENTS.md');
  });
  it('wraps to the width given (80 by default), never past 160 columns', () => {
    const report = monorepoReport();
    const cols = (t: string): number => Math.max(...t.split('\n').map((l) => [...l].length));
    expect(cols(renderText(report))).toBeLessThanOrEqual(80);
    expect(cols(renderText(report, { width: 50, verbose: true }))).toBeLessThanOrEqual(50);
    expect(cols(renderText(report, { width: 500, verbose: true }))).toBeLessThanOrEqual(160);
    // Nothing is lost by wrapping: the words are the same.
    const words = (t: string): string => t.replace(/\s+/g, ' ');
    expect(words(renderText(report, { width: 50, verbose: true }))).toBe(words(renderText(report, { width: 160, verbose: true })));
  });
  it('the monorepo report as a working directory × profile matrix', () =>
    expectGolden('text-monorepo-matrix.txt', renderText(monorepoReport(), { matrix: true })));
  it('one profile only', () => {
    const report = monorepoReport();
    expect(report.chains.some((c) => c.profile === 'codex')).toBe(true);
    const text = renderText(report, { profiles: ['a3s'], verbose: true });
    const chains = text.slice(text.indexOf('\nChains\n'), text.lastIndexOf('\n\n'));
    expect(chains).toMatch(/\[a3s\]/);
    expect(chains).not.toMatch(/\[codex\]/);
  });
  it('hostile file names cannot forge lines or send terminal escapes', () => {
    const text = renderText(hostileReport(), { verbose: true });
    expectGolden('text-hostile.txt', text);
    // No control character other than the newlines the renderer itself writes.
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    for (const name of HOSTILE_NAMES.filter((n) => n.includes('\n'))) expect(text).not.toContain(name);
  });
});

describe('text helpers', () => {
  it('wrapLine breaks at spaces with a hanging indent, and cuts a word longer than the line', () => {
    expect(wrapLine('  aaa bbb ccc', 9)).toEqual(['  aaa bbb', '    ccc']);
    expect(wrapLine('x'.repeat(25), 10)).toEqual(['x'.repeat(10), '  xxxxxxxx', '  xxxxxxx']);
    expect(wrapLine('short', 80)).toEqual(['short']);
  });

  it('wrapLine counts display columns (wide characters and emoji take two) and keeps a number with its unit', () => {
    // Ten CJK characters are 20 columns: they do not fit in 15, and are cut at a whole character.
    expect(wrapLine('日本語のテキストです', 15)).toEqual(['日本語のテキス', '  トです']);
    expect(wrapLine('ab 👍👍👍👍 cd', 8)).toEqual(['ab', '  👍👍👍', '  👍 cd']);
    for (const l of wrapLine('ab 👍👍👍👍 cd', 8)) expect(l.length).toBeLessThanOrEqual(8);
    // `32,768 B` stays on one line, as `5,044 bytes` and `1 MiB` do.
    expect(wrapLine('the chain uses 32,768 of 32,768 B CUT', 31)).toEqual(['the chain uses 32,768 of', '  32,768 B CUT']);
    expect(wrapLine('over by 5,044 bytes: cut', 14)).toEqual(['over by', '  5,044 bytes:', '  cut']);
    expect(wrapLine('x a B', 4)).toEqual(['x a', '  B']);
  });
  it('printable escapes controls, line separators and bidi overrides, and keeps other text', () => {
    expect(printable('a\nb\u001b[31m\u202ec')).toBe('a\\x0ab\\x1b[31m\\u202ec');
    expect(printable('café/AGENTS.md')).toBe('café/AGENTS.md');
  });
  it('bar fills in proportion, clamped to 0..1', () => {
    expect(bar(0.5, 10)).toBe('█████░░░░░');
    expect(bar(2, 4)).toBe('████');
    expect(bar(-1, 4)).toBe('░░░░');
  });
});

describe('renderJson', () => {
  it('is the report itself, pretty-printed, and parses back to it', () => {
    const report = monorepoReport();
    const json = renderJson(report);
    expect(JSON.parse(json)).toEqual(report);
    expect(json.endsWith('}\n')).toBe(true);
  });
});
