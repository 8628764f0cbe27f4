import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/report/json.js';
import { bar, printable, renderText } from '../../src/report/text.js';
import { expectGolden } from '../action/helpers/golden.js';
import { cleanReport, HOSTILE_NAMES, hostileReport, monorepoReport } from '../action/helpers/reports.js';

describe('renderText (golden)', () => {
  it('a clean report', () => expectGolden('text-clean.txt', renderText(cleanReport())));
  it('the monorepo report: problems first, then each chain as a tree with its bar and cut', () => {
    const text = renderText(monorepoReport());
    expectGolden('text-monorepo.txt', text);
    expect(text.indexOf('Problems')).toBeLessThan(text.indexOf('Chains'));
  });
  it('the monorepo report as a working directory × profile matrix', () =>
    expectGolden('text-monorepo-matrix.txt', renderText(monorepoReport(), { matrix: true })));
  it('one profile only', () => {
    const report = monorepoReport();
    expect(report.chains.some((c) => c.profile === 'codex')).toBe(true);
    const text = renderText(report, { profiles: ['a3s'] });
    const chains = text.slice(text.indexOf('\nChains\n'), text.lastIndexOf('\n\n'));
    expect(chains).toMatch(/\[a3s\]/);
    expect(chains).not.toMatch(/\[codex\]/);
  });
  it('hostile file names cannot forge lines or send terminal escapes', () => {
    const text = renderText(hostileReport());
    expectGolden('text-hostile.txt', text);
    // No control character other than the newlines the renderer itself writes.
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    for (const name of HOSTILE_NAMES.filter((n) => n.includes('\n'))) expect(text).not.toContain(name);
  });
});

describe('text helpers', () => {
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
