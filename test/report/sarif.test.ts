import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../src/registry.js';
import type { RuleMeta } from '../../src/rules/meta.js';
import { FINGERPRINT_KEY, pathToUri, renderSarif, toSarif } from '../../src/report/sarif.js';
import { expectGolden } from '../action/helpers/golden.js';
import { HOSTILE_NAMES, finding, hostileReport, makeReport, monorepoReport } from '../action/helpers/reports.js';

// The official SARIF 2.1.0 JSON schema (rtm.5, draft-04) as Microsoft's SARIF SDK validates with it:
// `buildMatcher()` of @microsoft/sarif-matcher-utils is the matcher behind jest-sarif's `toBeValidSarifLog`.
const { buildMatcher } = createRequire(import.meta.url)('@microsoft/sarif-matcher-utils') as {
  buildMatcher: () => (received: unknown, definition?: string) => { pass: boolean; message: () => string };
};
const validSarif = buildMatcher();
/** Schema errors of `log` under SARIF 2.1.0, '' when it is valid. */
function sarifErrors(log: unknown, definition?: string): string {
  const r = validSarif(log, definition);
  return r.pass ? '' : r.message().replace(/\x1b\[[0-9;]*m/g, '');
}

const RULES: RuleMeta[] = [
  { id: 'chain-over-budget', kind: 'check', defaultSeverity: 'error', description: 'A chain is larger than the agent’s byte budget: the rest is silently dropped.' },
  { id: 'override-committed', kind: 'check', defaultSeverity: 'error', description: 'AGENTS.override.md is committed.' },
  { id: 'no-secrets', kind: 'lint', defaultSeverity: 'error', description: 'Secrets in instruction files.' },
  { id: 'no-personal-paths', kind: 'lint', defaultSeverity: 'warning', description: 'Paths that only exist on one machine.' },
  { id: 'budget-clamped', kind: 'check', defaultSeverity: 'info', description: 'max-bytes above an agent’s ceiling.' },
];

describe('toSarif', () => {
  it('renders SARIF 2.1.0 for the monorepo report', () => {
    const sarif = toSarif(monorepoReport(), RULES);
    expectGolden('monorepo.sarif.json', `${JSON.stringify(sarif, null, 2)}\n`);
    const run = sarif.runs[0]!;
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(run.tool.driver).toMatchObject({ name: 'agents-md-audit', semanticVersion: '0.1.0' });
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    expect(run.tool.driver.rules[4]!.defaultConfiguration.level).toBe('note');
    // Every result points at its own rule and has a location (code scanning rejects the file otherwise).
    for (const r of run.results) {
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
      expect(r.locations).toHaveLength(1);
      expect(r.partialFingerprints[FINGERPRINT_KEY]).toMatch(/\S/);
    }
    // The configuration finding has no file: it is a tool configuration notification, not a result.
    expect(run.results.map((r) => r.ruleId)).not.toContain('budget-clamped');
    expect(run.invocations[0]!.toolConfigurationNotifications).toEqual([
      {
        descriptor: { id: 'budget-clamped' },
        associatedRule: { id: 'budget-clamped', index: 4 },
        level: 'note',
        message: { text: 'max-bytes 2000000 is above A3S Code’s ceiling; it clamps it to 1 MiB.' },
      },
    ]);
  });

  it('maps regions: columns on one line, end line on several, line 1 for a whole-file finding', () => {
    const report = makeReport({
      findings: [
        finding('no-secrets', 'warning', 'A.md', 12, 'one line', { column: 14, endLine: 12, endColumn: 54 }),
        finding('no-personal-paths', 'warning', 'A.md', 30, 'several lines', { column: 3, endLine: 32, endColumn: 9 }),
        finding('override-committed', 'error', 'B.md', null, 'whole file'),
      ],
    });
    const regions = toSarif(report, RULES).runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.region);
    expect(regions).toEqual([
      { startLine: 12, startColumn: 14, endLine: 12, endColumn: 54 },
      { startLine: 30, startColumn: 3, endLine: 32, endColumn: 9 },
      { startLine: 1 },
    ]);
  });

  it('anchors file-less findings at the config file when there is one, and prefixes repository paths', () => {
    const report = makeReport({
      findings: [
        finding('budget-clamped', 'info', null, null, 'clamped'),
        finding('no-secrets', 'error', '~/.codex/AGENTS.md', 3, 'personal'),
        finding('no-secrets', 'error', 'pkg/AGENTS.md', 3, 'in repo'),
      ],
    });
    const run = toSarif(report, RULES, { configPath: '.agents-md-audit.yml', uriPrefix: 'tools/' }).runs[0]!;
    expect(run.invocations[0]!.toolConfigurationNotifications).toEqual([]);
    expect(run.results.map((r) => [r.locations[0]!.physicalLocation.artifactLocation.uri, r.message.text, r.properties])).toEqual([
      ['tools/.agents-md-audit.yml', 'clamped', { configurationFinding: true }],
      ['tools/.agents-md-audit.yml', '~/.codex/AGENTS.md: personal', { configurationFinding: true }],
      ['tools/pkg/AGENTS.md', 'in repo', undefined],
    ]);
  });

  it('percent-encodes hostile names into valid relative URIs', () => {
    const uris = HOSTILE_NAMES.map((n) => pathToUri(`${n}/AGENTS.md`));
    for (const uri of uris) {
      expect(uri).toMatch(/^[A-Za-z0-9\-._~%!'()*/]+$/);
      expect(() => new URL(uri, 'file:///repo/')).not.toThrow();
    }
    expect(pathToUri('a b/<x>|y.md')).toBe('a%20b/%3Cx%3E%7Cy.md');
    expect(decodeURIComponent(pathToUri('line\nbreak.md'))).toBe('line\nbreak.md');
  });

  it('adds a descriptor for a rule it was not given, so ruleIndex stays valid', () => {
    const report = makeReport({ findings: [finding('brand-new-rule', 'warning', 'A.md', 1, 'x')] });
    const run = toSarif(report, RULES).runs[0]!;
    expect(run.tool.driver.rules).toHaveLength(RULES.length + 1);
    expect(run.results[0]!.ruleIndex).toBe(RULES.length);
    expect(run.tool.driver.rules[RULES.length]!.id).toBe('brand-new-rule');
  });
});

describe('SARIF for code scanning', () => {
  it('validates against the SARIF 2.1.0 schema: every rule, the monorepo, hostile names, a base and configuration findings', () => {
    const logs = [
      JSON.parse(renderSarif(monorepoReport())),
      JSON.parse(renderSarif(hostileReport(), { configPath: '.agents-md-audit.yml', uriPrefix: 'tools/' })),
      toSarif(makeReport({ findings: [finding('no-secrets', 'error', 'A.md', 3, 'new', { column: 5, endLine: 3, endColumn: 9 }), finding('budget-clamped', 'info', null, null, 'clamped')] }), ALL_RULES),
    ];
    const based = makeReport({ findings: [{ ...finding('no-secrets', 'error', 'A.md', 3, 'kept'), baseline: 'existing' }] });
    logs.push(toSarif(based, ALL_RULES));
    for (const log of logs) expect(sarifErrors(log)).toBe('');
    // The check can fail: a column kind SARIF does not know, a level, a result without a message.
    const bad = structuredClone(logs[0]);
    bad.runs[0].columnKind = 'bytes';
    expect(sarifErrors(bad)).toMatch(/columnKind/);
    const badLevel = structuredClone(logs[0]);
    badLevel.runs[0].tool.driver.rules[0].defaultConfiguration.level = 'fatal';
    expect(sarifErrors(badLevel)).not.toBe('');
  });

  it('says columns are UTF-16 code units, as the report counts them', () => {
    const run = toSarif(monorepoReport(), RULES).runs[0]!;
    expect(run.columnKind).toBe('utf16CodeUnits');
    // An astral character before the secret: its column counts the surrogate pair as two.
    const line = '😀 key ';
    const report = makeReport({ findings: [finding('no-secrets', 'error', 'A.md', 1, 'x', { column: line.length + 1, endLine: 1, endColumn: line.length + 9 })] });
    expect(toSarif(report, RULES).runs[0]!.results[0]!.locations[0]!.physicalLocation.region.startColumn).toBe(8);
  });

  it('tags the secret rules as security rules with a security-severity, and no other rule', () => {
    const rules = toSarif(monorepoReport(), ALL_RULES).runs[0]!.tool.driver.rules;
    const security = rules.filter((r) => r.properties.tags.includes('security'));
    expect(security.map((r) => [r.id, r.properties['security-severity']])).toEqual([
      ['no-secrets', '8.8'],
      ['no-possible-secrets', '5.0'],
    ]);
    for (const r of security) {
      // Code scanning reads a number from 0.0 to 10.0 written as a string; above 7.0 is high.
      expect(r.properties['security-severity']).toMatch(/^\d{1,2}\.\d$/);
      expect(Number(r.properties['security-severity'])).toBeGreaterThan(0);
      expect(Number(r.properties['security-severity'])).toBeLessThanOrEqual(10);
    }
    expect(Number(security[0]!.properties['security-severity'])).toBeGreaterThanOrEqual(7);
    for (const r of rules.filter((x) => !security.includes(x))) expect(r.properties['security-severity'], r.id).toBeUndefined();
  });
});
