import { describe, expect, it } from 'vitest';
import type { RuleMeta } from '../../src/rules/meta.js';
import { FINGERPRINT_KEY, pathToUri, toSarif } from '../../src/report/sarif.js';
import { expectGolden } from '../action/helpers/golden.js';
import { HOSTILE_NAMES, finding, makeReport, monorepoReport } from '../action/helpers/reports.js';

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
